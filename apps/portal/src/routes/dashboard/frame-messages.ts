import { readFrameMessageData, type FrameMessage } from '@waybill/api-client';
import { dashboardHrefOf } from '../../config/dashboard-kind';
import { paths } from '../../config/paths';

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
  return readFrameMessageData((event as { data: unknown }).data);
}

/**
 * The portal address a frame's request opens: another dashboard's, or the list of unmapped services for a viewer
 * who may open it (platform admins); null for a request that opens nothing (a reload), or nothing the viewer may
 * open.
 */
export function addressRequestedBy(message: FrameMessage, canOpenUnmappedList: boolean): string | null {
  if (message.type === 'waybill:navigate') return dashboardHrefOf(message.kind);
  if (message.type === 'waybill:open-unmapped' && canOpenUnmappedList) {
    return paths.unmappedReferenceData.getHref();
  }
  return null;
}
