import type { Database } from '../../db/database.js';
import { markEmailVerified } from '../../repositories/users.js';
import { useLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';

/**
 * Uses the token of a verification link and marks the address verified. Throws AppError('invalid_token') for
 * an unknown, used or expired token, or one sent with another email.
 */
export async function verifyEmail(db: Database, link: { token: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await useLinkToken(tx, {
      token: link.token,
      email: normalizeEmail(link.email),
      purpose: 'verify_email',
    });
    await markEmailVerified(tx, userId);
  });
}
