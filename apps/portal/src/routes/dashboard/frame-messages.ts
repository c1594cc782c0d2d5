import type { DashboardKind } from '@waybill/api-client';
import { DASHBOARD_ROUTES, FALLBACK_DASHBOARD_KIND } from '../../config/dashboard-kind';

/**
 * What the analytics frame may ask of the portal: to open another dashboard (a KPI tile links to the kind
 * that explains it), or to fetch a fresh address (its signed token has expired).
 */
export type FrameMessage = { type: 'navigate'; kind: DashboardKind } | { type: 'reload' };

const KINDS: ReadonlySet<string> = new Set([
  ...DASHBOARD_ROUTES.map(({ kind }) => kind),
  FALLBACK_DASHBOARD_KIND,
]);

const isKind = (value: unknown): value is DashboardKind => typeof value === 'string' && KINDS.has(value);

/** The origin the frame's document has when loaded from `address` (relative to the portal's `base`). */
export function frameOriginOf(address: string, base: string): string {
  return new URL(address, base).origin;
}

/**
 * The request carried by a `message` event, or `null` for anything else: a message from another origin than
 * the frame's (any page the user has open may post to this window), or data of another shape.
 */
export function readFrameMessage(
  event: Pick<MessageEvent, 'data' | 'origin'>,
  frameOrigin: string,
): FrameMessage | null {
  // An opaque origin ('null': a sandboxed or data: document) proves nothing about who sent the message.
  if (event.origin === 'null' || event.origin !== frameOrigin) return null;
  const { data } = event as { data: unknown };
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'waybill:reload') return { type: 'reload' };
  if (data.type === 'waybill:navigate' && 'kind' in data && isKind(data.kind)) {
    return { type: 'navigate', kind: data.kind };
  }
  return null;
}
