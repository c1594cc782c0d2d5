import { describe, expect, it } from 'vitest';
import { ciede2000, colourDifference, contrast, type Lab } from './colour-metrics';
import {
  darkTokens,
  lightTokens,
  noneTokens,
  smallSpacingTokens,
  theme2Tokens,
  theme3Tokens,
  type ThemeTokens,
} from './tokens';

const THEMES: Record<string, ThemeTokens> = {
  SmallSpacing: smallSpacingTokens,
  None: noneTokens,
  Light: lightTokens,
  Dark: darkTokens,
  Theme2: theme2Tokens,
  Theme3: theme3Tokens,
};

const CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const STEPS = [1, 2, 3, 4, 5] as const;

/** Every unordered pair of the eight categorical colours. */
const CATEGORY_PAIRS = CATEGORIES.flatMap((first) =>
  CATEGORIES.filter((second) => second > first).map((second) => [first, second] as const),
);

describe.each(Object.entries(THEMES))('the %s theme’s data-visualisation colours', (_name, tokens) => {
  const { dataVis, color } = tokens;

  // Charts are drawn on cards (surface); a chart placed straight on the page sits on background.
  it.each(CATEGORIES)('draws category %i with at least 3:1 against the chart and page backgrounds', (n) => {
    expect(contrast(dataVis[`category${n}`], color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(dataVis[`category${n}`], color.background)).toBeGreaterThanOrEqual(3);
  });

  it.each(CATEGORY_PAIRS)('tells category %i from category %i (CIEDE2000 of 15 or more)', (first, second) => {
    expect(
      colourDifference(dataVis[`category${first}`], dataVis[`category${second}`]),
    ).toBeGreaterThanOrEqual(15);
  });

  it.each(STEPS)('writes text on sequential step %i with at least AA contrast (4.5:1)', (n) => {
    expect(contrast(dataVis[`onSequential${n}`], dataVis[`sequential${n}`])).toBeGreaterThanOrEqual(4.5);
  });

  it('grades the sequential steps in one direction of lightness', () => {
    const lightness = STEPS.map((n) => contrast(dataVis[`sequential${n}`], '#000000'));
    const rising = lightness.every((value, i) => i === 0 || value > lightness[i - 1]!);
    const falling = lightness.every((value, i) => i === 0 || value < lightness[i - 1]!);
    expect(rising || falling).toBe(true);
  });
});

describe('the colour metrics', () => {
  it('give the WCAG extremes for black and white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  // Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's published test data.
  it.each<[Lab, Lab, number]>([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ])('compute CIEDE2000 of %j and %j as %d', (first, second, expected) => {
    expect(ciede2000(first, second)).toBeCloseTo(expected, 4);
  });
});
