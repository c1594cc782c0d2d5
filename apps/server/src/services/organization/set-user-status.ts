import type { SignedInContext } from '../../context.js';
import { ensureCanActOnPerson } from '../../policy/policy.js';
import { deleteOneTimeTokens } from '../../repositories/one-time-tokens.js';
import { findPerson, setPersonStatus, type PersonRow } from '../../repositories/people.js';
import { revokeUserSessions } from '../../repositories/sessions.js';
import { recordAudit } from '../audit/record-audit.js';
import { userNotFoundMessage } from './assign-users.js';

/**
 * Activates or deactivates a person: platform admins anyone, organization admins their own organization's
 * people; no one themselves (403); 404 for people the viewer cannot see or who are not in the organization of
 * the path (`none`: people without one). Deactivating ends every session of the person at once (their cookies
 * answer 401) and voids a pending invitation link; activating someone who never accepted their invitation
 * returns them to 'Pending Invite', so a resent invitation lets them in. Written to the audit log.
 */
export async function setUserActive(
  context: SignedInContext,
  pathOrganizationId: string,
  userId: string,
  active: boolean,
): Promise<PersonRow> {
  const organizationId = pathOrganizationId === 'none' ? null : pathOrganizationId;
  const person = await findPerson(context.db, userId);
  const member = person && person.organizationId === organizationId ? person : undefined;
  ensureCanActOnPerson(context.viewer, 'changeStatus', member, {
    notFound: userNotFoundMessage,
    forbidden:
      member?.userId === context.viewer.userId
        ? `You cannot ${active ? 'activate' : 'deactivate'} your own account`
        : 'Only administrators can activate or deactivate people',
  });
  await context.transaction(async (tx) => {
    const { db } = tx;
    await setPersonStatus(db, userId, active ? 'Active' : 'inactive');
    if (!active) {
      await revokeUserSessions(db, userId, 'account deactivated');
      await deleteOneTimeTokens(db, userId, 'invitation');
    }
    await recordAudit(tx, {
      action: active ? 'person_activated' : 'person_deactivated',
      subjectUserId: userId,
      organizationId,
    });
  });
  return (await findPerson(context.db, userId))!;
}
