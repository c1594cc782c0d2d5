import { describe, expect, it } from 'vitest';
import {
  darkTokens,
  lightTokens,
  noneTokens,
  smallSpacingTokens,
  theme2Tokens,
  theme3Tokens,
  type ColorTokens,
} from '../src/theme/tokens';
import { contrast } from '../src/theme/colour-metrics';

/** Text colour / background colour pairs that components actually put together. */
const TEXT_PAIRS: [keyof ColorTokens, keyof ColorTokens][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['text', 'accentSoft'],
  ['text', 'neutralSoft'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['accentText', 'accentPressed'],
  ['accentSoftText', 'accentSoft'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['dangerText', 'danger'],
  ['dangerText', 'dangerHover'],
  ['dangerSoftText', 'dangerSoft'],
  ['success', 'surface'],
  ['successSoftText', 'successSoft'],
  ['warningSoftText', 'warningSoft'],
  ['neutralSoftText', 'neutralSoft'],
];

const THEMES = {
  SmallSpacing: smallSpacingTokens,
  None: noneTokens,
  Light: lightTokens,
  Dark: darkTokens,
  Theme2: theme2Tokens,
  Theme3: theme3Tokens,
};

describe.each(Object.entries(THEMES))('the %s theme', (_name, tokens) => {
  it.each(TEXT_PAIRS)('shows %s on %s with at least AA contrast (4.5:1)', (foreground, background) => {
    expect(contrast(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(4.5);
  });
});
