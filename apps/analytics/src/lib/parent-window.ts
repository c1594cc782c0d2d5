import type { DashboardKind } from '@waybill/api-client';
import { portalDashboardHref } from './kinds';

/**
 * The messages the frame posts to the portal around it (ARCHITECTURE.md, "Analytics frame"). The portal
 * accepts them only from the frame's origin, and the frame posts them only to its own origin: the server
 * serves both, and `frame-ancestors 'self'` lets no other page embed the frame.
 */
export type ParentMessage = { type: 'waybill:navigate'; kind: DashboardKind } | { type: 'waybill:reload' };

/** Whether the frame runs inside the portal (rather than opened on its own). */
export function isFramed(win: Window = window): boolean {
  return win.parent !== win;
}

function post(message: ParentMessage, win: Window): void {
  win.parent.postMessage(message, win.location.origin);
}

/** Opens another dashboard: the portal navigates to it; on its own the frame opens the portal's page. */
export function openDashboard(kind: DashboardKind, win: Window = window): void {
  if (isFramed(win)) post({ type: 'waybill:navigate', kind }, win);
  else win.location.assign(portalDashboardHref(kind));
}

/** Gets a fresh token: the portal asks the server for a new address; on its own the frame opens the portal. */
export function reloadDashboard(kind: DashboardKind | null, win: Window = window): void {
  if (isFramed(win)) post({ type: 'waybill:reload' }, win);
  else win.location.assign(kind ? portalDashboardHref(kind) : '/');
}
