import type { Queryable } from '../../db/database.js';
import { deleteEndedSessions, insertSession } from '../../repositories/sessions.js';
import { accessTtlSeconds, sessionTtlSeconds } from './session-policy.js';
import { hashToken, randomToken } from './tokens.js';

/** The secrets handed to the browser in cookies; the database keeps only their hashes. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Where a sign-in comes from, kept with the session for the account's owner and for audits. */
export interface ClientInfo {
  userAgent: string | undefined;
  ipAddress: string | undefined;
}

/** Starts a new session (a new refresh-token family) for a user, ending `maxLifetimeSeconds` later at the latest. */
export async function issueSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
  maxLifetimeSeconds: number,
): Promise<SessionTokens> {
  const tokens = { accessToken: randomToken(), refreshToken: randomToken() };
  await deleteEndedSessions(db, userId);
  await insertSession(db, {
    userId,
    accessTokenHash: hashToken(tokens.accessToken),
    accessTtlSeconds,
    sessionTtlSeconds,
    maxLifetimeSeconds,
    refreshTokenHash: hashToken(tokens.refreshToken),
    userAgent: client.userAgent,
    ipAddress: client.ipAddress,
  });
  return tokens;
}
