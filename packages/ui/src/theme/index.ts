import './global.css';
import { darkTheme } from './themes/dark.css';
import { lightTheme } from './themes/light.css';
import { noneTheme } from './themes/none.css';
import { smallSpacingTheme } from './themes/smallSpacing.css';
import { theme2Theme } from './themes/theme2.css';
import { theme3Theme } from './themes/theme3.css';

export { vars } from './contract.css';

/** Every theme a user can pick, in the order the theme switcher lists them. */
export const THEME_NAMES = ['SmallSpacing', 'None', 'Light', 'Dark', 'Theme2', 'Theme3'] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme used until the user picks another one. */
export const DEFAULT_THEME: ThemeName = 'SmallSpacing';

/** The class that applies each theme to an element and its descendants. */
export const themeClassNames: Record<ThemeName, string> = {
  SmallSpacing: smallSpacingTheme,
  None: noneTheme,
  Light: lightTheme,
  Dark: darkTheme,
  Theme2: theme2Theme,
  Theme3: theme3Theme,
};

/** Whether a stored value names one of the themes. */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/**
 * Applies a theme to `element` (the document root by default), replacing any theme applied before.
 * Also sets `data-theme` so that non-styling code can read the current choice.
 */
export function applyTheme(name: ThemeName, element: HTMLElement = document.documentElement): void {
  element.classList.remove(...Object.values(themeClassNames));
  element.classList.add(themeClassNames[name]);
  element.dataset.theme = name;
}
