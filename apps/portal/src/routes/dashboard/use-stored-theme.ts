import { useCallback, useState } from 'react';
import type { ThemeName } from '@waybill/ui';
import { readStoredTheme, storeTheme } from '../../state/theme-storage';

/**
 * The theme in use, read once from 'theme-storage', and a setter that remembers a new choice there. The
 * switcher applies the theme to the page itself; the dashboard sends it to the frame.
 */
export function useStoredTheme(): [ThemeName, (theme: ThemeName) => void] {
  const [theme, setTheme] = useState(readStoredTheme);
  const choose = useCallback((next: ThemeName) => {
    storeTheme(next);
    setTheme(next);
  }, []);
  return [theme, choose];
}
