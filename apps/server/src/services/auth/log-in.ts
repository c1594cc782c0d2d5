import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { findProfile, findUserCredentialsByEmail, type ProfileRow } from '../../repositories/users.js';
import { issueSession, type ClientInfo, type SessionTokens } from './issue-session.js';
import { normalizeEmail } from './normalize-email.js';
import { verifyPassword } from './passwords.js';
import { clearSignInAttempts, countSignInAttempt } from './sign-in-attempts.js';

/** The one answer for an unknown email and a wrong password alike, so neither can be told apart. */
export const invalidCredentialsMessage = 'Invalid email or password';
export const deactivatedMessage = 'Your account has been deactivated. Please contact your administrator.';

/**
 * Checks email and password and starts a session that ends the settings' `sessionMaxLifetimeSeconds` later at
 * the latest.
 * Throws AppError('too_many_requests') once the account had 10 attempts within 15 minutes from the client's
 * address, or 100 from all addresses (counted before the password is judged), AppError('unauthenticated') for
 * wrong credentials and for a deactivated account (the latter only once the password was right).
 */
export async function logIn(
  context: Context,
  credentials: { email: string; password: string },
  client: ClientInfo,
): Promise<{ profile: ProfileRow; tokens: SessionTokens }> {
  const { db } = context;
  const email = normalizeEmail(credentials.email);
  const source = client.ipAddress ?? 'unknown';
  await countSignInAttempt(db, email, source);
  const user = await findUserCredentialsByEmail(db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !passwordMatches) throw new AppError('unauthenticated', invalidCredentialsMessage);
  if (user.status === 'inactive') throw new AppError('unauthenticated', deactivatedMessage);
  await clearSignInAttempts(db, email, source);
  const tokens = await context.transaction((tx) =>
    issueSession(tx.db, user.id, client, context.settings.sessionMaxLifetimeSeconds),
  );
  const profile = await findProfile(db, user.id);
  if (!profile) throw new AppError('unauthenticated', invalidCredentialsMessage);
  return { profile, tokens };
}
