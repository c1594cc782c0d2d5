import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  deleteOneTimeTokens,
  insertOneTimeToken,
  useOneTimeToken,
  type TokenPurpose,
} from '../../repositories/one-time-tokens.js';
import { hashToken, randomToken } from './tokens.js';

/** How long the link of each purpose works. */
export const linkTtlSeconds: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  invitation: 7 * 24 * 60 * 60,
  reset_password: 60 * 60,
};

/** What a caller reads when a link's token is unknown, used, expired or for another purpose. */
export const invalidLinkMessages: Record<TokenPurpose, string> = {
  verify_email: 'This verification link is invalid or has expired.',
  invitation: 'This invitation link is invalid or has expired. Please ask for a new invitation.',
  reset_password: 'This password reset link is invalid or has expired. Please request a new one.',
};

/**
 * Issues the token of a new link (256 random bits; only its sha-256 is stored). Older tokens of the same
 * purpose for the user are deleted, so only the newest link works.
 */
export async function issueLinkToken(tx: Queryable, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await deleteOneTimeTokens(tx, userId, purpose);
  await insertOneTimeToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    ttlSeconds: linkTtlSeconds[purpose],
  });
  return token;
}

/**
 * Uses a link's token once: returns the user it was issued to. Throws AppError('invalid_token') when the token
 * is unknown, already used, expired, of another purpose or sent with another email.
 */
export async function useLinkToken(
  tx: Queryable,
  link: { token: string; email: string; purpose: TokenPurpose },
): Promise<string> {
  const userId = await useOneTimeToken(tx, {
    tokenHash: hashToken(link.token),
    purpose: link.purpose,
    email: link.email,
  });
  if (!userId) throw new AppError('invalid_token', invalidLinkMessages[link.purpose]);
  return userId;
}
