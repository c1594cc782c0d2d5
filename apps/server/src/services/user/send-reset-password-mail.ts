import { resetPasswordMail } from '../../mail/templates.js';
import { findUsersByEmails } from '../../repositories/users.js';
import { issueLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import type { Context } from '../../context.js';
import { deliverMail, queueMail } from '../mail/send-mail.js';
import { resetMailAllowance, useAllowance } from '../rate-limits/request-allowance.js';

/** The one answer, whether or not the email belongs to an account. */
export const resetMailSentMessage =
  'If an account exists for this email, a password reset link has been sent to it.';

/**
 * Emails a password reset link (valid 1 hour) when the address belongs to an active account; otherwise does
 * nothing. Either way the caller learns nothing about the address. The per-address limit counts every request,
 * so that it, too, reveals nothing; it is a limit of its own, so these anonymous requests never hold back an
 * invitation or a verification email to the address.
 */
export async function sendResetPasswordMail(context: Context, rawEmail: string): Promise<void> {
  const { db, publicUrl } = context;
  const email = normalizeEmail(rawEmail);
  await useAllowance(db, resetMailAllowance(email));
  const [user] = await findUsersByEmails(db, [email]);
  if (!user || user.status !== 'Active') return;
  const mail = await context.transaction(async ({ db: tx }) => {
    const token = await issueLinkToken(tx, user.id, 'reset_password');
    return queueMail(tx, resetPasswordMail({ to: email, firstName: user.firstName, publicUrl, token }));
  });
  await deliverMail(context, [mail]);
}
