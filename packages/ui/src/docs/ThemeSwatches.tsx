import {
  darkTokens,
  lightTokens,
  noneTokens,
  smallSpacingTokens,
  theme2Tokens,
  theme3Tokens,
  type ThemeTokens,
} from '../theme/tokens';
import { THEME_NAMES, themeClassNames, vars, type ThemeName } from '../theme';
import { Button } from '../components/Button/Button';
import { Inline } from '../components/Inline/Inline';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';

const TOKENS: Record<ThemeName, ThemeTokens> = {
  SmallSpacing: smallSpacingTokens,
  None: noneTokens,
  Light: lightTokens,
  Dark: darkTokens,
  Theme2: theme2Tokens,
  Theme3: theme3Tokens,
};

/** The colour roles of one theme (or its chart colours, `dataVis`), each as a swatch with its value. */
export function ColorTable({ theme, group = 'color' }: { theme: ThemeName; group?: 'color' | 'dataVis' }) {
  const colors = TOKENS[theme][group];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Value</th>
          <th scope="col">Swatch</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(colors).map(([role, value]) => (
          <tr key={role}>
            <td>
              <code>
                {group}.{role}
              </code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 20,
                  background: value,
                  border: '1px solid #8a8a8a',
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spacing scale of one theme, drawn to size. */
export function SpaceTable({ theme }: { theme: ThemeName }) {
  return (
    <table>
      <tbody>
        {Object.entries(TOKENS[theme].space).map(([step, value]) => (
          <tr key={step}>
            <td>
              <code>space.{step}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', width: value, height: 12, background: '#1d4ed8' }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each theme applied to a small sample, side by side. */
export function ThemeGallery() {
  return (
    <Inline gap="medium" align="stretch">
      {THEME_NAMES.map((name) => (
        <div
          key={name}
          className={themeClassNames[name]}
          style={{
            background: vars.color.background,
            color: vars.color.text,
            padding: vars.space.medium,
            borderRadius: vars.radius.large,
            border: `1px solid ${vars.color.border}`,
          }}
        >
          <Stack gap="small" align="start">
            <Text weight="strong">{name}</Text>
            <Text tone="muted" size="small">
              Muted text
            </Text>
            <Inline gap="xsmall">
              <Button size="small">Primary</Button>
              <Button size="small" variant="secondary">
                Secondary
              </Button>
            </Inline>
          </Stack>
        </div>
      ))}
    </Inline>
  );
}
