import { AppError } from '../../errors.js';
import { verificationMail } from '../../mail/templates.js';
import { emailExists, insertUser } from '../../repositories/users.js';
import { deliverMail, queueMail, type MailContext } from '../mail/send-mail.js';
import { emailAllowance, useAllowance } from '../rate-limits/request-allowance.js';
import { issueLinkToken } from './link-tokens.js';
import { normalizeEmail } from './normalize-email.js';
import { hashPassword } from './passwords.js';

/** What a visitor enters on the register page. */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const emailTakenMessage = 'An account with this email already exists';

/** Whether a database error is a unique-index violation (two writes of one email at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/**
 * Creates an active, unverified account and emails the link that verifies its address (valid 24 hours).
 * Throws AppError('conflict') when the email is already registered, AppError('too_many_requests') when too many
 * emails went to the address lately.
 */
export async function registerUser(
  context: MailContext,
  registration: Registration,
): Promise<{ userId: string }> {
  const { db, publicUrl } = context;
  const email = normalizeEmail(registration.email);
  const firstName = registration.firstName.trim();
  if (await emailExists(db, email)) throw new AppError('conflict', emailTakenMessage);
  await useAllowance(db, emailAllowance(email));
  const passwordHash = await hashPassword(registration.password);
  try {
    const { userId, mail } = await db.transaction(async (tx) => {
      const newUserId = await insertUser(tx, {
        firstName,
        lastName: registration.lastName.trim(),
        email,
        passwordHash,
      });
      const token = await issueLinkToken(tx, newUserId, 'verify_email');
      const queued = await queueMail(tx, verificationMail({ to: email, firstName, publicUrl, token }));
      return { userId: newUserId, mail: queued };
    });
    await deliverMail(context, [mail]);
    return { userId };
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', emailTakenMessage);
    throw error;
  }
}
