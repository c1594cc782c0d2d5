import { AppError } from '../../errors.js';
import { invitationMail } from '../../mail/templates.js';
import { findOrganizationName } from '../../repositories/organizations.js';
import { notSignedInMessage, type SignedInContext } from '../../context.js';
import { findProfile, findUsersByEmails } from '../../repositories/users.js';
import { issueLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { deliverMail, queueMail } from '../mail/send-mail.js';
import { emailAllowance, useAllowance } from '../rate-limits/request-allowance.js';
import { authorizeInvitation, inviterName } from './authorize-invitation.js';

/** The 404 message when the address has no pending invitation in the organization. */
export function noPendingInvitationMessage(email: string): string {
  return `There is no pending invitation for ${email} in this organization`;
}

/**
 * Emails a pending invitation again with a new link (the previous link stops working). Same permissions as
 * inviting; throws AppError('not_found') when the address has no pending invitation in the organization.
 */
export async function resendInvitation(
  context: SignedInContext,
  organizationId: string,
  rawEmail: string,
): Promise<void> {
  const { db, publicUrl, viewer } = context;
  const email = normalizeEmail(rawEmail);
  authorizeInvitation(viewer, organizationId, 'user');
  const [user] = await findUsersByEmails(db, [email]);
  if (!user || user.status !== 'Pending Invite' || user.organizationId !== organizationId) {
    throw new AppError('not_found', noPendingInvitationMessage(email));
  }
  authorizeInvitation(viewer, organizationId, user.role);
  const actor = await findProfile(db, viewer.userId);
  if (!actor) throw new AppError('unauthenticated', notSignedInMessage);
  const organization = await findOrganizationName(db, organizationId);
  await useAllowance(db, emailAllowance(email));
  const mail = await context.transaction(async ({ db: tx }) => {
    const token = await issueLinkToken(tx, user.id, 'invitation');
    return queueMail(
      tx,
      invitationMail({
        to: email,
        inviterName: inviterName(actor),
        organizationName: organization?.name ?? null,
        publicUrl,
        token,
      }),
    );
  });
  await deliverMail(context, [mail]);
}
