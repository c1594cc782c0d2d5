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
  const { db } = context;
  const email = normalizeEmail(registration.email);
  const firstName = registration.firstName.trim();
  if (await emailExists(db, email)) throw new AppError('conflict', emailTakenMessage);
  await useAllowance(db, emailAllowance(email));
  const passwordHash = await hashPassword(registration.password);
  let created: Awaited<ReturnType<typeof createAccount>>;
  try {
    created = await db.transaction((tx) => createAccount(tx));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', emailTakenMessage);
    throw error;
  }
  await deliverMail(context, [created.mail]);
  return { userId: created.userId };

  async function createAccount(tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) {
    const userId = await insertUser(tx, {
      firstName,
      lastName: registration.lastName.trim(),
      email,
      passwordHash,
    });
    const token = await issueLinkToken(tx, userId, 'verify_email');
    const mail = await queueMail(tx, verificationMail({ to: email, firstName, publicUrl: context.publicUrl, token }));
    return { userId, mail };
  }
}
