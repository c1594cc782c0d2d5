import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredTheme, storeTheme } from './theme-storage';

/** Where browsers already hold the chosen theme: renaming it would forget everyone's choice unseen. */
const THEME_STORAGE_KEY = 'theme-storage';

const storageHolding = (value: string | null) => ({
  getItem: (key: string) => (key === THEME_STORAGE_KEY ? value : null),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme-storage', () => {
  it('defaults to SmallSpacing', () => {
    vi.stubGlobal('localStorage', storageHolding(null));
    expect(readStoredTheme()).toBe('SmallSpacing');
  });

  it('reads a remembered theme', () => {
    vi.stubGlobal('localStorage', storageHolding('"Dark"'));
    expect(readStoredTheme()).toBe('Dark');
  });

  it('ignores an unknown or unreadable entry', () => {
    vi.stubGlobal('localStorage', storageHolding('"Neon"'));
    expect(readStoredTheme()).toBe('SmallSpacing');
    vi.stubGlobal('localStorage', storageHolding('{oops'));
    expect(readStoredTheme()).toBe('SmallSpacing');
  });

  it('remembers a chosen theme where it reads it', () => {
    const entries = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
    });
    storeTheme('Theme3');
    expect(entries.get(THEME_STORAGE_KEY)).toBe('"Theme3"');
    expect(readStoredTheme()).toBe('Theme3');
  });

  it('keeps going when the storage refuses to write', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    expect(() => storeTheme('Dark')).not.toThrow();
  });
});
