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
});
