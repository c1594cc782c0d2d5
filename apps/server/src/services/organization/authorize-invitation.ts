import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findProfile, type ProfileRow } from '../../repositories/users.js';
import { notSignedInMessage, type Viewer } from '../auth/authenticate.js';

export const invitePermissionMessages = {
  member: 'Only administrators can invite people',
  otherOrganization: 'You can invite people only into your own organization',
  role: 'Organization admins can invite people only with the role user',
} as const;

/**
 * Checks that the viewer may invite into `organizationId` (null: no organization) with `role`: a platform
 * admin anywhere with any role, an organization admin only into their own organization with role user, no one
 * else. Returns the viewer's profile; throws AppError('forbidden') otherwise.
 */
export async function authorizeInvitation(
  db: Queryable,
  viewer: Viewer,
  organizationId: string | null,
  role: 'admin' | 'user',
): Promise<ProfileRow> {
  const actor = await findProfile(db, viewer.userId);
  if (!actor) throw new AppError('unauthenticated', notSignedInMessage);
  if (actor.isAdmin) return actor;
  if (!actor.isOrgAdmin) throw new AppError('forbidden', invitePermissionMessages.member);
  if (organizationId === null || organizationId !== actor.organizationId) {
    throw new AppError('forbidden', invitePermissionMessages.otherOrganization);
  }
  if (role !== 'user') throw new AppError('forbidden', invitePermissionMessages.role);
  return actor;
}

/** The name an invitation email gives for the person who sent it. */
export function inviterName(actor: ProfileRow): string {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
}
