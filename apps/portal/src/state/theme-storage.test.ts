import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, readStoredTheme } from './theme-storage';

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
});
