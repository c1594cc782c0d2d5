import type { vars } from './contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string | null ? string : Leaves<T[K]> };

/** Every value one theme assigns to the contract in `contract.css.ts`. */
export type ThemeTokens = Leaves<typeof vars>;
export type ColorTokens = ThemeTokens['color'];

const lightColors: ColorTokens = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eceef2',
  text: '#1a1d23',
  textMuted: '#505866',
  border: '#d0d5dd',
  borderStrong: '#7c8594',
  accent: '#1d4ed8',
  accentHover: '#1e40af',
  accentPressed: '#1e3a8a',
  accentText: '#ffffff',
  accentSoft: '#e3ebff',
  accentSoftText: '#1e3a8a',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerText: '#ffffff',
  dangerSoft: '#fde8e8',
  dangerSoftText: '#8a1212',
  success: '#15803d',
  successSoft: '#dcfce7',
  successSoftText: '#14532d',
  warning: '#a14a07',
  warningSoft: '#fef3c7',
  warningSoftText: '#713f12',
  neutralSoft: '#e5e7eb',
  neutralSoftText: '#374151',
  focusRing: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.5)',
};

const darkColors: ColorTokens = {
  background: '#0f1115',
  surface: '#171a20',
  surfaceRaised: '#20242c',
  surfaceSunken: '#0b0d10',
  text: '#eef0f4',
  textMuted: '#a7afbc',
  border: '#363c47',
  borderStrong: '#7a8391',
  accent: '#8ab4ff',
  accentHover: '#a9c8ff',
  accentPressed: '#6f9ffa',
  accentText: '#0b1a33',
  accentSoft: '#1d2c4b',
  accentSoftText: '#cfe0ff',
  danger: '#ff8f8f',
  dangerHover: '#ffabab',
  dangerText: '#2a0505',
  dangerSoft: '#3b1719',
  dangerSoftText: '#ffd0d0',
  success: '#66e096',
  successSoft: '#10301d',
  successSoftText: '#baf3cf',
  warning: '#f5b544',
  warningSoft: '#33250b',
  warningSoftText: '#fde3aa',
  neutralSoft: '#2b3039',
  neutralSoftText: '#d7dce4',
  focusRing: '#8ab4ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
};

const neutralColors: ColorTokens = {
  background: '#ffffff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f2f2f2',
  text: '#171717',
  textMuted: '#525252',
  border: '#d4d4d4',
  borderStrong: '#737373',
  accent: '#262626',
  accentHover: '#404040',
  accentPressed: '#0a0a0a',
  accentText: '#ffffff',
  accentSoft: '#ededed',
  accentSoftText: '#171717',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerText: '#ffffff',
  dangerSoft: '#fdecea',
  dangerSoftText: '#7a1a12',
  success: '#18794e',
  successSoft: '#e6f4ec',
  successSoftText: '#124a31',
  warning: '#9a5200',
  warningSoft: '#fdf1e0',
  warningSoftText: '#6b3a00',
  neutralSoft: '#ededed',
  neutralSoftText: '#262626',
  focusRing: '#262626',
  overlay: 'rgba(0, 0, 0, 0.45)',
};

/** Theme2: a teal brand palette. */
const tealColors: ColorTokens = {
  ...lightColors,
  background: '#f2f7f6',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#e6efed',
  text: '#102321',
  textMuted: '#47605c',
  border: '#c6d6d3',
  borderStrong: '#6f8b86',
  accent: '#0f6e66',
  accentHover: '#0b5a53',
  accentPressed: '#084842',
  accentText: '#ffffff',
  accentSoft: '#d7f0ec',
  accentSoftText: '#0a4640',
  focusRing: '#0f6e66',
};

/** Theme3: a violet brand palette. */
const violetColors: ColorTokens = {
  ...lightColors,
  background: '#f8f6fd',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#efeaf9',
  text: '#1f1530',
  textMuted: '#5a4d70',
  border: '#d6cde6',
  borderStrong: '#83779a',
  accent: '#6427c9',
  accentHover: '#5420a9',
  accentPressed: '#451b8a',
  accentText: '#ffffff',
  accentSoft: '#ece3fd',
  accentSoftText: '#3f1784',
  focusRing: '#6427c9',
};

/**
 * Charts on a light surface. The categories were picked for the largest smallest CIEDE2000 distance between
 * any two of them while each keeps 3:1 against white; test/contrast.test.ts holds both properties.
 */
const lightDataVis: ThemeTokens['dataVis'] = {
  category1: '#0284c7',
  category2: '#ea580c',
  category3: '#0f766e',
  category4: '#be185d',
  category5: '#7c3aed',
  category6: '#4d7c0f',
  category7: '#713f12',
  category8: '#1e293b',
  sequential1: '#dbeafe',
  sequential2: '#93c5fd',
  sequential3: '#60a5fa',
  sequential4: '#1d4ed8',
  sequential5: '#1e3a8a',
  onSequential1: '#1a1d23',
  onSequential2: '#1a1d23',
  onSequential3: '#1a1d23',
  onSequential4: '#ffffff',
  onSequential5: '#ffffff',
};

/** Charts on the dark surface: the same hues, lighter, and the sequential scale running dark to light. */
const darkDataVis: ThemeTokens['dataVis'] = {
  category1: '#60a5fa',
  category2: '#fb923c',
  category3: '#2dd4bf',
  category4: '#f472b6',
  category5: '#a78bfa',
  category6: '#a3e635',
  category7: '#fde047',
  category8: '#e2e8f0',
  sequential1: '#1e2f4d',
  sequential2: '#1d4ed8',
  sequential3: '#3b82f6',
  sequential4: '#93c5fd',
  sequential5: '#dbeafe',
  onSequential1: '#eef0f4',
  onSequential2: '#eef0f4',
  onSequential3: '#0b1a33',
  onSequential4: '#0b1a33',
  onSequential5: '#0b1a33',
};

const regularSpace: ThemeTokens['space'] = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '16px',
  large: '24px',
  xlarge: '32px',
  xxlarge: '48px',
  gutter: '24px',
};

const compactSpace: ThemeTokens['space'] = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '6px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  gutter: '16px',
};

const regularControls: ThemeTokens['control'] = { height: { small: '32px', medium: '40px', large: '48px' } };
const compactControls: ThemeTokens['control'] = { height: { small: '28px', medium: '34px', large: '40px' } };

const roundedRadius: ThemeTokens['radius'] = {
  none: '0',
  small: '4px',
  medium: '6px',
  large: '10px',
  full: '9999px',
};
const softRadius: ThemeTokens['radius'] = { ...roundedRadius, small: '6px', medium: '10px', large: '16px' };
const squareRadius: ThemeTokens['radius'] = { ...roundedRadius, small: '0', medium: '0', large: '0' };

const fontFamily: ThemeTokens['font']['family'] = {
  body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};
const fontWeight: ThemeTokens['font']['weight'] = { regular: '400', medium: '500', strong: '650' };
const lineHeight: ThemeTokens['font']['lineHeight'] = { tight: '1.25', body: '1.5' };

const regularFont: ThemeTokens['font'] = {
  family: fontFamily,
  size: { xsmall: '12px', small: '14px', medium: '16px', large: '18px', xlarge: '22px', xxlarge: '28px' },
  weight: fontWeight,
  lineHeight,
};
const compactFont: ThemeTokens['font'] = {
  ...regularFont,
  size: { xsmall: '12px', small: '13px', medium: '14px', large: '16px', xlarge: '20px', xxlarge: '24px' },
};

const lightShadow: ThemeTokens['shadow'] = {
  small: '0 1px 2px rgba(16, 24, 40, 0.08)',
  medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
  large: '0 12px 32px rgba(16, 24, 40, 0.18)',
};
const darkShadow: ThemeTokens['shadow'] = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
  large: '0 12px 32px rgba(0, 0, 0, 0.65)',
};
const noShadow: ThemeTokens['shadow'] = { small: 'none', medium: 'none', large: '0 0 0 1px #d4d4d4' };

const border: ThemeTokens['border'] = { width: '1px' };

/** SmallSpacing, the default: the light palette with compact spacing and type. */
export const smallSpacingTokens: ThemeTokens = {
  color: lightColors,
  space: compactSpace,
  radius: roundedRadius,
  font: compactFont,
  shadow: lightShadow,
  border,
  control: compactControls,
  dataVis: lightDataVis,
};

/** None: neutral greys, square corners and no shadows. */
export const noneTokens: ThemeTokens = {
  color: neutralColors,
  space: regularSpace,
  radius: squareRadius,
  font: regularFont,
  shadow: noShadow,
  border,
  control: regularControls,
  dataVis: lightDataVis,
};

export const lightTokens: ThemeTokens = {
  color: lightColors,
  space: regularSpace,
  radius: roundedRadius,
  font: regularFont,
  shadow: lightShadow,
  border,
  control: regularControls,
  dataVis: lightDataVis,
};

export const darkTokens: ThemeTokens = {
  color: darkColors,
  space: regularSpace,
  radius: roundedRadius,
  font: regularFont,
  shadow: darkShadow,
  border,
  control: regularControls,
  dataVis: darkDataVis,
};

export const theme2Tokens: ThemeTokens = {
  color: tealColors,
  space: regularSpace,
  radius: roundedRadius,
  font: regularFont,
  shadow: lightShadow,
  border,
  control: regularControls,
  dataVis: lightDataVis,
};

export const theme3Tokens: ThemeTokens = {
  color: violetColors,
  space: regularSpace,
  radius: softRadius,
  font: regularFont,
  shadow: lightShadow,
  border,
  control: regularControls,
  dataVis: lightDataVis,
};
