import type { components } from '../generated/schema';
import { isDashboardKind } from './dashboard-kinds';

/**
 * What the analytics frame may ask of the portal around it: to open another dashboard (a KPI tile links to the
 * kind that explains it), or to fetch a fresh address (its signed token has expired). The frame posts these only
 * to its own origin, and the portal accepts them only from the frame's origin (ARCHITECTURE.md, "Analytics
 * frame").
 */
export type FrameMessage =
  { type: 'waybill:navigate'; kind: components['schemas']['DashboardKind'] } | { type: 'waybill:reload' };

/** The message `data` carries when it has one of the shapes above, or null for anything else. */
export function readFrameMessageData(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'waybill:reload') return { type: 'waybill:reload' };
  if (data.type === 'waybill:navigate' && 'kind' in data && isDashboardKind(data.kind)) {
    return { type: 'waybill:navigate', kind: data.kind };
  }
  return null;
}
