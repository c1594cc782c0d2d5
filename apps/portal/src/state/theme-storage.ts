import { DEFAULT_THEME, isThemeName, type ThemeName } from '@waybill/ui';

/** The localStorage entry that holds the chosen theme. */
export const THEME_STORAGE_KEY = 'theme-storage';

/** The remembered theme; an absent or unknown entry reads as the default (SmallSpacing). */
export function readStoredTheme(): ThemeName {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
    return isThemeName(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Remembers the chosen theme for the next visit. */
export function storeTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // Storage full or blocked (a private window): the theme still applies to this page, it is only forgotten.
  }
}
