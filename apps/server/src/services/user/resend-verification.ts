import { notSignedInMessage, type SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { verificationMail } from '../../mail/templates.js';
import { findUserVerification } from '../../repositories/users.js';
import { issueLinkToken } from '../auth/link-tokens.js';
import { deliverMail, queueMail } from '../mail/send-mail.js';
import { emailAllowance, useAllowance } from '../rate-limits/request-allowance.js';

export const verificationSentMessage = 'Verification email sent.';
export const alreadyVerifiedMessage = 'Your email address is already verified';

/**
 * Emails the signed-in user a new link that verifies their address (valid 24 hours); the older links stop
 * working. 409 when the address is verified already; counts toward the address's email limit (429).
 */
export async function resendVerificationEmail(context: SignedInContext): Promise<void> {
  const { db, publicUrl, viewer } = context;
  const user = await findUserVerification(db, viewer.userId);
  if (!user) throw new AppError('unauthenticated', notSignedInMessage);
  if (user.emailVerified) throw new AppError('conflict', alreadyVerifiedMessage);
  await useAllowance(db, emailAllowance(user.email));
  const mail = await context.transaction(async ({ db: tx }) => {
    const token = await issueLinkToken(tx, user.id, 'verify_email');
    return queueMail(tx, verificationMail({ to: user.email, firstName: user.firstName, publicUrl, token }));
  });
  await deliverMail(context, [mail]);
}
