import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one shape every theme fills. Names describe a role, never a raw colour or size, so a component
 * written against `vars` looks right in every theme.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    accentPressed: null,
    accentText: null,
    accentSoft: null,
    accentSoftText: null,
    danger: null,
    dangerHover: null,
    dangerText: null,
    dangerSoft: null,
    dangerSoftText: null,
    success: null,
    successSoft: null,
    successSoftText: null,
    warning: null,
    warningSoft: null,
    warningSoftText: null,
    neutralSoft: null,
    neutralSoftText: null,
    focusRing: null,
    overlay: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    gutter: null,
  },
  radius: {
    none: null,
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    family: { body: null, mono: null },
    size: { xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null },
    weight: { regular: null, medium: null, strong: null },
    lineHeight: { tight: null, body: null },
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  border: {
    width: null,
  },
  control: {
    height: { small: null, medium: null, large: null },
  },
  /**
   * Data-visualisation colours, for charts drawn on `color.surface`: `category1`…`category8` tell series
   * apart (in that order), `sequential1`…`sequential5` grade a value from low to high (a choropleth), each
   * with the text colour that reads on it (`onSequential1`…).
   */
  dataVis: {
    category1: null,
    category2: null,
    category3: null,
    category4: null,
    category5: null,
    category6: null,
    category7: null,
    category8: null,
    sequential1: null,
    sequential2: null,
    sequential3: null,
    sequential4: null,
    sequential5: null,
    onSequential1: null,
    onSequential2: null,
    onSequential3: null,
    onSequential4: null,
    onSequential5: null,
  },
});
