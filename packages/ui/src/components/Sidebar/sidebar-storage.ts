/** How long the expanded/collapsed choice survives in its cookie: 7 days, in seconds. */
export const SIDEBAR_STATE_MAX_AGE = 60 * 60 * 24 * 7;

// Storage can throw (blocked cookies or storage, private modes); the sidebar then simply forgets.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}

/** Reads whether the sidebar was left expanded, from its cookie; `null` when never written. */
export function readExpandedCookie(name: string): boolean | null {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  if (!entry) return null;
  return entry.slice(name.length + 1) === 'expanded';
}

/** Remembers the expanded/collapsed choice in a cookie for 7 days. */
export function writeExpandedCookie(name: string, isExpanded: boolean): void {
  const value = isExpanded ? 'expanded' : 'collapsed';
  document.cookie = `${name}=${value}; path=/; max-age=${SIDEBAR_STATE_MAX_AGE}; SameSite=Lax`;
}

/** Reads the frozen flag from local storage. */
export function readFrozen(key: string): boolean {
  return readStorage(key) === 'true';
}

/** Persists the frozen flag in local storage. */
export function writeFrozen(key: string, isFrozen: boolean): void {
  writeStorage(key, String(isFrozen));
}

function readGroups(storageKey: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKey) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** Whether the group titled `title` was left open; `undefined` when it never was toggled. */
export function readGroupOpen(storageKey: string, title: string): boolean | undefined {
  const value = readGroups(storageKey)[title];
  return typeof value === 'boolean' ? value : undefined;
}

/** Remembers one group's open state beside the others stored under `storageKey`. */
export function writeGroupOpen(storageKey: string, title: string, isOpen: boolean): void {
  writeStorage(storageKey, JSON.stringify({ ...readGroups(storageKey), [title]: isOpen }));
}
