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

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

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
