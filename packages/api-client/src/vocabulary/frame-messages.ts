import type { components } from '../generated/schema';
import { isDashboardKind } from './dashboard-kinds';

/** The portal's list of the services and charge descriptions the reference maps do not know (platform admins). */
export const UNMAPPED_REFERENCE_DATA_ADDRESS = '/reference-data/unmapped';

/**
 * What the analytics frame may ask of the portal around it: to open another dashboard (a KPI tile links to the
 * kind that explains it), to fetch a fresh address (its signed token has expired), or to open the list of
 * unmapped services (a dashboard's note on the packages its figures leave out links there). The frame posts
 * these only to its own origin, and the portal accepts them only from the frame's origin (ARCHITECTURE.md,
 * "Analytics frame").
 */
export type FrameMessage =
  | { type: 'waybill:navigate'; kind: components['schemas']['DashboardKind'] }
  | { type: 'waybill:reload' }
  | { type: 'waybill:open-unmapped' };

/** The message `data` carries when it has one of the shapes above, or null for anything else. */
export function readFrameMessageData(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'waybill:reload') return { type: 'waybill:reload' };
  if (data.type === 'waybill:open-unmapped') return { type: 'waybill:open-unmapped' };
  if (data.type === 'waybill:navigate' && 'kind' in data && isDashboardKind(data.kind)) {
    return { type: 'waybill:navigate', kind: data.kind };
  }
  return null;
}
