import type { Queryable } from '../db/database.js';
import type { Viewer } from '../policy/viewer.js';

/** A live session with the state of its account and everything authorization needs about it. */
export interface ActiveSession extends Viewer {
  userStatus: string;
}

/** Fields of a new session and its first refresh token. */
export interface NewSession {
  userId: string;
  accessTokenHash: string;
  accessTtlSeconds: number;
  sessionTtlSeconds: number;
  /** The session ends this long after it started, however often it is refreshed. */
  maxLifetimeSeconds: number;
  refreshTokenHash: string;
  userAgent: string | undefined;
  ipAddress: string | undefined;
}

/** Creates a session with its first refresh token. */
export async function insertSession(db: Queryable, session: NewSession): Promise<string> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, access_token_hash, access_expires_at, expires_at, user_agent, ip_address)
     VALUES ($1, $2, now() + make_interval(secs => $3), now() + make_interval(secs => $4), $5, $6)
     RETURNING id`,
    [
      session.userId,
      session.accessTokenHash,
      session.accessTtlSeconds,
      Math.min(session.sessionTtlSeconds, session.maxLifetimeSeconds),
      session.userAgent ?? null,
      session.ipAddress ?? null,
    ],
  );
  const sessionId = inserted.rows[0]!.id;
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
    session.refreshTokenHash,
    sessionId,
  ]);
  return sessionId;
}

/** The session an unexpired, unrevoked access token belongs to. */
export async function findSessionByAccessToken(
  db: Queryable,
  accessTokenHash: string,
): Promise<ActiveSession | undefined> {
  const result = await db.query<ActiveSession>(
    `SELECT s.id AS "sessionId", s.user_id AS "userId", u.status AS "userStatus", u.is_admin AS "isAdmin",
            u.role, u.organization_id AS "organizationId", u.is_licensed AS "isLicensed",
            u.email_verified AS "emailVerified"
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.access_token_hash = $1 AND s.revoked_at IS NULL
        AND s.access_expires_at > now() AND s.expires_at > now()`,
    [accessTokenHash],
  );
  return result.rows[0];
}

/** A refresh token, locked for the rest of the transaction, with the state of its session. */
export interface LockedRefreshToken {
  sessionId: string;
  userId: string;
  userStatus: string;
  rotatedAt: Date | null;
  successorNonce: string | null;
  secondsSinceRotation: number | null;
  sessionRevoked: boolean;
  sessionExpired: boolean;
  /** Whether the session started `maxLifetimeSeconds` ago or longer. */
  sessionLifetimeOver: boolean;
}

/** Finds a refresh token by hash and locks it (FOR UPDATE), so concurrent refreshes run one after another. */
export async function lockRefreshToken(
  db: Queryable,
  tokenHash: string,
  maxLifetimeSeconds: number,
): Promise<LockedRefreshToken | undefined> {
  const result = await db.query<LockedRefreshToken>(
    `SELECT s.id AS "sessionId", s.user_id AS "userId", u.status AS "userStatus",
            t.rotated_at AS "rotatedAt", t.successor_nonce AS "successorNonce",
            extract(epoch FROM now() - t.rotated_at)::float8 AS "secondsSinceRotation",
            (s.revoked_at IS NOT NULL) AS "sessionRevoked", (s.expires_at <= now()) AS "sessionExpired",
            (s.created_at + make_interval(secs => $2) <= now()) AS "sessionLifetimeOver"
       FROM refresh_tokens t
       JOIN sessions s ON s.id = t.session_id
       JOIN users u ON u.id = s.user_id
      WHERE t.token_hash = $1
      FOR UPDATE OF t`,
    [tokenHash, maxLifetimeSeconds],
  );
  return result.rows[0];
}

/** What a rotation writes: the successor refresh token and the new access token. */
export interface Rotation {
  sessionId: string;
  previousTokenHash: string;
  successorNonce: string;
  successorTokenHash: string;
  accessTokenHash: string;
  accessTtlSeconds: number;
  sessionTtlSeconds: number;
  maxLifetimeSeconds: number;
}

/** Marks a refresh token rotated, stores its successor and moves the session to the new access token. */
export async function rotateRefreshToken(db: Queryable, rotation: Rotation): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET rotated_at = now(), successor_nonce = $2 WHERE token_hash = $1`, [
    rotation.previousTokenHash,
    rotation.successorNonce,
  ]);
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
    rotation.successorTokenHash,
    rotation.sessionId,
  ]);
  await db.query(
    `UPDATE sessions
        SET access_token_hash = $2, access_expires_at = now() + make_interval(secs => $3),
            expires_at = least(now() + make_interval(secs => $4), created_at + make_interval(secs => $5)),
            last_refreshed_at = now()
      WHERE id = $1`,
    [
      rotation.sessionId,
      rotation.accessTokenHash,
      rotation.accessTtlSeconds,
      rotation.sessionTtlSeconds,
      rotation.maxLifetimeSeconds,
    ],
  );
}

/** Revokes a session (and with it every refresh token of its family). */
export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = coalesce(revoked_at, now()), revoked_reason = coalesce(revoked_reason, $2)
      WHERE id = $1`,
    [sessionId, reason],
  );
}

/** Deletes sessions of a user that ended more than a day ago, keeping the table small. */
export async function deleteEndedSessions(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `DELETE FROM sessions
      WHERE user_id = $1 AND (expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day')`,
    [userId],
  );
}

/** Revokes every live session of a user (and with them all their refresh tokens). */
export async function revokeUserSessions(db: Queryable, userId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId, reason],
  );
}
