import {
  DASHBOARD_ADDRESSES,
  UNMAPPED_REFERENCE_DATA_ADDRESS,
  type DashboardKind,
  type FrameMessage,
} from '@waybill/api-client';

/** Whether the frame runs inside the portal (rather than opened on its own). */
export function isFramed(win: Window = window): boolean {
  return win.parent !== win;
}

// Posted only to the frame's own origin: the server serves the portal there too, and `frame-ancestors 'self'`
// lets no other page embed the frame.
function post(message: FrameMessage, win: Window): void {
  win.parent.postMessage(message, win.location.origin);
}

/** Opens another dashboard: the portal navigates to it; on its own the frame opens the portal's page. */
export function openDashboard(kind: DashboardKind, win: Window = window): void {
  if (isFramed(win)) post({ type: 'waybill:navigate', kind }, win);
  else win.location.assign(DASHBOARD_ADDRESSES[kind]);
}

/** Opens the list of unmapped services: the portal navigates to it; on its own the frame opens the portal's page. */
export function openUnmappedList(win: Window = window): void {
  if (isFramed(win)) post({ type: 'waybill:open-unmapped' }, win);
  else win.location.assign(UNMAPPED_REFERENCE_DATA_ADDRESS);
}

/** Gets a fresh token: the portal asks the server for a new address; on its own the frame opens the portal. */
export function reloadDashboard(kind: DashboardKind | null, win: Window = window): void {
  if (isFramed(win)) post({ type: 'waybill:reload' }, win);
  else win.location.assign(kind ? DASHBOARD_ADDRESSES[kind] : '/');
}
