import { DEFAULT_THEME, isThemeName, type ThemeName } from '@waybill/ui';
import { isDashboardKind, type DashboardKind } from '@waybill/api-client';

/** What the portal put in the frame's address: `/analytics/?kind=…&theme=…#token=…`. */
export interface FrameAddress {
  /** The dashboard kind the address names (the token decides; this only titles the page while it loads). */
  kind: DashboardKind | null;
  theme: ThemeName;
  /** The frame token; null when the address carries none. */
  token: string | null;
}

/** Reads the frame's address. The token travels in the fragment, which no server and no Referer ever sees. */
export function readFrameAddress(href: string): FrameAddress {
  const url = new URL(href);
  const kind = url.searchParams.get('kind');
  const theme = url.searchParams.get('theme');
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  return {
    kind: isDashboardKind(kind) ? kind : null,
    theme: isThemeName(theme) ? theme : DEFAULT_THEME,
    token: token || null,
  };
}

/** The same address without its fragment: what the history keeps once the token is read. */
export function withoutFragment(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.pathname + url.search;
}
