import { AppError } from '../../errors.js';
import { isOrganizationAdminOf, organizationNotFoundMessage } from '../../policy/policy.js';
import type { Viewer } from '../../policy/viewer.js';

export const invitePermissionMessages = {
  member: 'Only administrators can invite people',
  noOrganization: 'Only platform administrators can invite people without an organization',
  role: 'Organization admins can invite people only with the role user',
} as const;

/**
 * Checks that the viewer may invite into `organizationId` (null: no organization) with `role`: a platform
 * admin anywhere with any role, an organization admin only into their own organization with role user, no one
 * else. Throws AppError('not_found') for another organization (it stays unknown to them), AppError('forbidden')
 * otherwise.
 */
export function authorizeInvitation(
  viewer: Viewer,
  organizationId: string | null,
  role: 'admin' | 'user',
): void {
  if (viewer.isAdmin) return;
  if (viewer.role !== 'admin' || !viewer.organizationId) {
    throw new AppError('forbidden', invitePermissionMessages.member);
  }
  if (organizationId === null) throw new AppError('forbidden', invitePermissionMessages.noOrganization);
  if (!isOrganizationAdminOf(viewer, organizationId)) {
    throw new AppError('not_found', organizationNotFoundMessage);
  }
  if (role !== 'user') throw new AppError('forbidden', invitePermissionMessages.role);
}

/** The name an invitation email gives for the person who sent it. */
export function inviterName(actor: { firstName: string; lastName: string; email: string }): string {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
}
