import { setTimeout as delay } from 'node:timers/promises';
import type { Context } from '../../context.js';
import { registrationAttemptMail, verificationMail } from '../../mail/templates.js';
import { findUsersByEmails, insertUser } from '../../repositories/users.js';
import { deliverMail, queueMail, type QueuedMail } from '../mail/send-mail.js';
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

/**
 * Every registration takes at least this long, whether the address is new or taken, so the time of the answer
 * does not tell who has an account (both paths also hash the password and write one outbox row).
 */
export const registrationTimeFloorMs = 250;

/** Whether a database error is a unique-index violation (two writes of one email at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

async function queueRegistrationMail(
  context: Context,
  email: string,
  registration: Registration,
  passwordHash: string,
): Promise<QueuedMail> {
  const { publicUrl } = context;
  return context.transaction(async ({ db: tx }) => {
    const [existing] = await findUsersByEmails(tx, [email]);
    if (existing) {
      return queueMail(tx, registrationAttemptMail({ to: email, firstName: existing.firstName, publicUrl }));
    }
    const firstName = registration.firstName.trim();
    const userId = await insertUser(tx, {
      firstName,
      lastName: registration.lastName.trim(),
      email,
      passwordHash,
    });
    const token = await issueLinkToken(tx, userId, 'verify_email');
    return queueMail(tx, verificationMail({ to: email, firstName, publicUrl, token }));
  });
}

/**
 * Creates an active, unverified account and emails the link that verifies its address (valid 24 hours). When
 * the address already has an account, nothing changes and its owner is emailed that someone tried to register
 * with it; the caller gets the same answer in the same time either way. Throws AppError('too_many_requests')
 * when too many emails went to the address lately.
 */
export async function registerUser(context: Context, registration: Registration): Promise<void> {
  const floor = delay(registrationTimeFloorMs);
  try {
    const email = normalizeEmail(registration.email);
    await useAllowance(context.db, emailAllowance(email));
    const passwordHash = await hashPassword(registration.password);
    let mail: QueuedMail;
    try {
      mail = await queueRegistrationMail(context, email, registration, passwordHash);
    } catch (error) {
      // Two registrations of one address at the same moment: the unique index decides, the other is an attempt.
      if (!isUniqueViolation(error)) throw error;
      mail = await queueRegistrationMail(context, email, registration, passwordHash);
    }
    await deliverMail(context, [mail]);
  } finally {
    await floor;
  }
}
