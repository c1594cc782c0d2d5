import type { Context } from '../../context.js';
import { revokeUserSessions } from '../../repositories/sessions.js';
import { setPassword } from '../../repositories/users.js';
import { useLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { hashPassword } from '../auth/passwords.js';

/** What the reset-password page sends. */
export interface PasswordReset {
  email: string;
  password: string;
  resetPasswordToken: string;
}

/**
 * Sets a new password with the token of a reset link and ends every session of the account, so that whoever
 * knew the old password is signed out. Throws AppError('invalid_token') for a bad link.
 */
export async function resetPassword(context: Context, reset: PasswordReset): Promise<void> {
  const passwordHash = await hashPassword(reset.password);
  await context.transaction(async ({ db: tx }) => {
    const userId = await useLinkToken(tx, {
      token: reset.resetPasswordToken,
      email: normalizeEmail(reset.email),
      purpose: 'reset_password',
    });
    await setPassword(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, 'password reset');
  });
}
