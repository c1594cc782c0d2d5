import type { Queryable } from '../db/database.js';

/** A single-use token of a link sent by email; only its hash is stored. */
export interface NewOneTimeToken {
  userId: string;
  purpose: 'verify_email' | 'reset_password';
  tokenHash: string;
  ttlSeconds: number;
}

/** Stores a one-time token that expires after `ttlSeconds`. */
export async function insertOneTimeToken(db: Queryable, token: NewOneTimeToken): Promise<void> {
  await db.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token.userId, token.purpose, token.tokenHash, token.ttlSeconds],
  );
}
