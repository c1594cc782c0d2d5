import type { Queryable } from '../db/database.js';

/** What a frame token's holder may still see: their account, and whether the session the token was given in lives. */
export interface FrameTokenHolder {
  status: string;
  isAdmin: boolean;
  role: 'admin' | 'user';
  isLicensed: boolean;
  organizationId: string | null;
  /** The session is not signed out, revoked or expired. */
  sessionLive: boolean;
}

/** The user `userId` and whether their session `sessionId` is still live: one primary-key lookup. */
export async function findFrameTokenHolder(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<FrameTokenHolder | undefined> {
  const result = await db.query<FrameTokenHolder>(
    `SELECT u.status, u.is_admin AS "isAdmin", u.role, u.is_licensed AS "isLicensed",
            u.organization_id AS "organizationId",
            EXISTS (SELECT FROM sessions s
                     WHERE s.id = $2 AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())
              AS "sessionLive"
       FROM users u WHERE u.id = $1`,
    [userId, sessionId],
  );
  return result.rows[0];
}
