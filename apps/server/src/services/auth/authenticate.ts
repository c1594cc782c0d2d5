import type { Queryable } from '../../db/database.js';
import { notSignedInMessage } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../policy/viewer.js';
import { findSessionByAccessToken } from '../../repositories/sessions.js';
import { deactivatedMessage } from './log-in.js';
import { hashToken } from './tokens.js';

/**
 * Resolves the access token of a request to its viewer, in one query. Throws AppError('unauthenticated') when
 * the token is missing, unknown, expired or revoked, or the account has been deactivated.
 */
export async function authenticate(db: Queryable, accessToken: string | undefined): Promise<Viewer> {
  if (!accessToken) throw new AppError('unauthenticated', notSignedInMessage);
  const session = await findSessionByAccessToken(db, hashToken(accessToken));
  if (!session) throw new AppError('unauthenticated', notSignedInMessage);
  const { userStatus, ...viewer } = session;
  if (userStatus === 'inactive') throw new AppError('unauthenticated', deactivatedMessage);
  return viewer;
}
