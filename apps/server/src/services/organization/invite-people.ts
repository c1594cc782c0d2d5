import { AppError } from '../../errors.js';
import { invitationMail } from '../../mail/templates.js';
import { findOrganizationName } from '../../repositories/organizations.js';
import { notSignedInMessage, type SignedInContext } from '../../context.js';
import { findProfile, findUsersByEmails, insertUser, updatePendingRole } from '../../repositories/users.js';
import { issueLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { isUniqueViolation } from '../auth/register-user.js';
import { deliverMail, queueMail, type QueuedMail } from '../mail/send-mail.js';
import { emailAllowance, useAllowance } from '../rate-limits/request-allowance.js';
import { authorizeInvitation, inviterName } from './authorize-invitation.js';

/** The invite form: addresses, the organization (null: none) and the role. */
export interface Invitation {
  emails: string[];
  organizationId: string | null;
  role: 'admin' | 'user';
}

export const organizationNotFoundMessage = 'Organization not found';

/** The 409 message for an address that already has an account. */
export function accountExistsMessage(email: string): string {
  return `An account with the email ${email} already exists`;
}

/**
 * Invites people by email: each new address becomes a user with status 'Pending Invite' in the organization
 * with the role (user without an organization), and gets a link valid 7 days. An address whose invitation to
 * the same organization is still pending is invited again (a new link; the old one stops working).
 * All or nothing: throws before any change when the viewer may not invite (403), the organization does not
 * exist (404), an address has an account or a pending invitation elsewhere (409), or was emailed too often (429).
 */
export async function invitePeople(
  context: SignedInContext,
  pathOrganizationId: string,
  invitation: Invitation,
): Promise<void> {
  const { db, publicUrl, viewer } = context;
  const organizationId = pathOrganizationId === 'none' ? null : pathOrganizationId;
  if (invitation.organizationId !== organizationId) {
    throw new AppError('bad_request', 'The organization in the path and in the body must be the same');
  }
  const role = organizationId ? invitation.role : 'user';
  authorizeInvitation(viewer, organizationId, role);
  const actor = await findProfile(db, viewer.userId);
  if (!actor) throw new AppError('unauthenticated', notSignedInMessage);
  const organization = organizationId ? await findOrganizationName(db, organizationId) : undefined;
  if (organizationId && !organization) throw new AppError('not_found', organizationNotFoundMessage);

  const emails = [...new Set(invitation.emails.map(normalizeEmail))];
  const existing = new Map((await findUsersByEmails(db, emails)).map((user) => [user.email, user]));
  for (const email of emails) {
    const user = existing.get(email);
    if (!user) continue;
    if (user.status !== 'Pending Invite') throw new AppError('conflict', accountExistsMessage(email));
    if (user.organizationId !== organizationId) {
      throw new AppError('conflict', `${email} has already been invited to another organization`);
    }
  }
  for (const email of emails) await useAllowance(db, emailAllowance(email));

  let mails: QueuedMail[];
  try {
    mails = await context.transaction(async ({ db: tx }) => {
      const queued: QueuedMail[] = [];
      for (const email of emails) {
        const pending = existing.get(email);
        let userId: string;
        if (pending) {
          userId = pending.id;
          await updatePendingRole(tx, userId, role);
        } else {
          userId = await insertUser(tx, {
            firstName: '',
            lastName: '',
            email,
            passwordHash: null,
            status: 'Pending Invite',
            role,
            organizationId,
          });
        }
        const token = await issueLinkToken(tx, userId, 'invitation');
        const mail = invitationMail({
          to: email,
          inviterName: inviterName(actor),
          organizationName: organization?.name ?? null,
          publicUrl,
          token,
        });
        queued.push(await queueMail(tx, mail));
      }
      return queued;
    });
  } catch (error) {
    // Someone registered or was invited with one of the addresses at the same moment.
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'One of these emails has just been registered');
    throw error;
  }
  await deliverMail(context, mails);
}
