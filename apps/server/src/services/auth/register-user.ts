import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { emailExists, insertUser } from '../../repositories/users.js';
import { insertOneTimeToken } from '../../repositories/one-time-tokens.js';
import { enqueueMail } from '../../repositories/mail-outbox.js';
import { normalizeEmail } from './normalize-email.js';
import { hashPassword } from './passwords.js';
import { hashToken, randomToken } from './tokens.js';

/** What a visitor enters on the register page. */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const verificationTtlSeconds = 24 * 60 * 60;
const emailTakenMessage = 'An account with this email already exists';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/**
 * Creates an active, unverified account and queues the email that verifies its address.
 * Throws AppError('conflict') when the email is already registered.
 */
export async function registerUser(
  db: Database,
  registration: Registration,
  publicUrl: URL,
): Promise<{ userId: string }> {
  const email = normalizeEmail(registration.email);
  if (await emailExists(db, email)) throw new AppError('conflict', emailTakenMessage);
  const passwordHash = await hashPassword(registration.password);
  const token = randomToken();
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        firstName: registration.firstName.trim(),
        lastName: registration.lastName.trim(),
        email,
        passwordHash,
      });
      await insertOneTimeToken(tx, {
        userId,
        purpose: 'verify_email',
        tokenHash: hashToken(token),
        ttlSeconds: verificationTtlSeconds,
      });
      const link = new URL('/verify-email', publicUrl);
      link.searchParams.set('token', token);
      link.searchParams.set('email', email);
      await enqueueMail(tx, {
        kind: 'verify_email',
        to: email,
        subject: 'Verify your Waybill email address',
        text: `Hello ${registration.firstName.trim()},\n\nPlease verify your email address by opening this link within 24 hours:\n${link.href}\n\nIf you did not create a Waybill account, you can ignore this email.\n`,
      });
      return { userId };
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', emailTakenMessage);
    throw error;
  }
}
