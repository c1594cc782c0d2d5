import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findSessionByAccessToken } from '../../repositories/sessions.js';
import { deactivatedMessage } from './log-in.js';
import { hashToken } from './tokens.js';

/** The signed-in user behind a request. */
export interface Viewer {
  userId: string;
  sessionId: string;
}

export const notSignedInMessage = 'You are not signed in or your session has expired';

/**
 * Resolves the access token of a request to its session. Throws AppError('unauthenticated') when the token is
 * missing, unknown, expired or revoked, or the account has been deactivated.
 */
export async function authenticate(db: Database, accessToken: string | undefined): Promise<Viewer> {
  if (!accessToken) throw new AppError('unauthenticated', notSignedInMessage);
  const session = await findSessionByAccessToken(db, hashToken(accessToken));
  if (!session) throw new AppError('unauthenticated', notSignedInMessage);
  if (session.userStatus === 'inactive') throw new AppError('unauthenticated', deactivatedMessage);
  return { userId: session.userId, sessionId: session.sessionId };
}
