import { invitationRefusal } from '../../policy/policy.js';
import type { Viewer } from '../../policy/viewer.js';

/**
 * Checks that the viewer may invite into `organizationId` (null: no organization) with `role` (the policy's
 * `invitationRefusal`). Throws AppError('not_found') for another organization (it stays unknown to them),
 * AppError('forbidden') otherwise.
 */
export function authorizeInvitation(
  viewer: Viewer,
  organizationId: string | null,
  role: 'admin' | 'user',
): void {
  const refusal = invitationRefusal(viewer, organizationId, role);
  if (refusal) throw refusal;
}

/** The name an invitation email gives for the person who sent it. */
export function inviterName(actor: { firstName: string; lastName: string; email: string }): string {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
}
