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
