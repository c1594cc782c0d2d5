import type { Queryable } from '../db/database.js';

/** What a link token is for; a token works only for its own purpose. */
export type TokenPurpose = 'verify_email' | 'invitation' | 'reset_password';

/** A single-use token of a link sent by email; only its hash is stored. */
export interface NewOneTimeToken {
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
  ttlSeconds: number;
}

/** Deletes a user's tokens of one purpose, so that older links stop working. */
export async function deleteOneTimeTokens(
  db: Queryable,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
}

/** Stores a one-time token that expires after `ttlSeconds`. */
export async function insertOneTimeToken(db: Queryable, token: NewOneTimeToken): Promise<void> {
  await db.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token.userId, token.purpose, token.tokenHash, token.ttlSeconds],
  );
}

/**
 * Marks an unused, unexpired token of the given purpose and email as used, in one statement, and returns its
 * user. Of two concurrent uses of one token exactly one gets the user; the other waits for the row lock, finds
 * `used_at` set and gets nothing.
 */
export async function useOneTimeToken(
  db: Queryable,
  token: { tokenHash: string; purpose: TokenPurpose; email: string },
): Promise<string | undefined> {
  const result = await db.query<{ userId: string }>(
    `UPDATE one_time_tokens t SET used_at = now()
       FROM users u
      WHERE u.id = t.user_id AND t.token_hash = $1 AND t.purpose = $2 AND u.email = $3
        AND t.used_at IS NULL AND t.expires_at > now()
     RETURNING t.user_id AS "userId"`,
    [token.tokenHash, token.purpose, token.email],
  );
  return result.rows[0]?.userId;
}
