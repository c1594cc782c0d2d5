import type { Context } from '../../context.js';
import { markEmailVerified } from '../../repositories/users.js';
import { useLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';

/**
 * Uses the token of a verification link and marks the address verified. Throws AppError('invalid_token') for
 * an unknown, used or expired token, or one sent with another email.
 */
export async function verifyEmail(context: Context, link: { token: string; email: string }): Promise<void> {
  await context.transaction(async ({ db: tx }) => {
    const userId = await useLinkToken(tx, {
      token: link.token,
      email: normalizeEmail(link.email),
      purpose: 'verify_email',
    });
    await markEmailVerified(tx, userId);
  });
}
