import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { activateInvitedUser } from '../../repositories/users.js';
import { useLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { hashPassword } from '../auth/passwords.js';

/** What an invited person enters on the accept-invitation page. */
export interface InvitationAcceptance {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  invitationToken: string;
}

export const passwordsDifferMessage = 'Passwords do not match';
export const invitationUsedMessage = 'This invitation has already been accepted. Please sign in.';

/**
 * Creates the account of an invitation: names and password set, email verified (the link proved it), status
 * Active. Throws AppError('bad_request') when the passwords differ, AppError('invalid_token') for a bad link,
 * AppError('conflict') when the account is no longer a pending invitation.
 */
export async function acceptInvitation(context: Context, acceptance: InvitationAcceptance): Promise<void> {
  if (acceptance.password !== acceptance.confirmPassword) {
    throw new AppError('bad_request', passwordsDifferMessage, { confirmPassword: passwordsDifferMessage });
  }
  const passwordHash = await hashPassword(acceptance.password);
  await context.transaction(async ({ db: tx }) => {
    const userId = await useLinkToken(tx, {
      token: acceptance.invitationToken,
      email: normalizeEmail(acceptance.email),
      purpose: 'invitation',
    });
    const activated = await activateInvitedUser(tx, {
      id: userId,
      firstName: acceptance.firstName.trim(),
      lastName: acceptance.lastName.trim(),
      passwordHash,
    });
    if (!activated) throw new AppError('conflict', invitationUsedMessage);
  });
}
