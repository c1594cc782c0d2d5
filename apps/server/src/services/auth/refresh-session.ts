import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { lockRefreshToken, revokeSession, rotateRefreshToken } from '../../repositories/sessions.js';
import type { SessionTokens } from './issue-session.js';
import { deactivatedMessage } from './log-in.js';
import { accessTtlSeconds, refreshGraceSeconds, sessionTtlSeconds } from './session-policy.js';
import { deriveToken, hashToken } from './tokens.js';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

type Outcome = { tokens: SessionTokens } | { error: AppError };

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation).
 *
 * - A token presented again within the grace period after its rotation yields the same successor, so parallel
 *   refreshes from one browser all succeed.
 * - A rotated token presented later is reuse, a sign that it was stolen: the whole session is revoked.
 * - Missing, unknown, expired or revoked tokens throw AppError('unauthenticated').
 * - A session that started the settings' `sessionMaxLifetimeSeconds` ago or longer is revoked, however recently
 *   it was refreshed.
 */
export async function refreshSession(
  context: Context,
  refreshToken: string | undefined,
): Promise<SessionTokens> {
  const maxLifetimeSeconds = context.settings.sessionMaxLifetimeSeconds;
  if (!refreshToken) throw new AppError('unauthenticated', sessionEndedMessage);
  const tokenHash = hashToken(refreshToken);
  // The revocation on reuse must commit, so the transaction returns the failure instead of throwing it.
  const outcome = await context.transaction(async ({ db: tx }): Promise<Outcome> => {
    const token = await lockRefreshToken(tx, tokenHash, maxLifetimeSeconds);
    if (!token || token.sessionRevoked)
      return { error: new AppError('unauthenticated', sessionEndedMessage) };
    if (token.sessionLifetimeOver) {
      await revokeSession(tx, token.sessionId, 'session lifetime reached');
      return { error: new AppError('unauthenticated', sessionEndedMessage) };
    }
    if (token.sessionExpired) return { error: new AppError('unauthenticated', sessionEndedMessage) };
    if (token.userStatus === 'inactive') {
      await revokeSession(tx, token.sessionId, 'account deactivated');
      return { error: new AppError('unauthenticated', deactivatedMessage) };
    }
    if (token.rotatedAt && token.successorNonce) {
      if ((token.secondsSinceRotation ?? Infinity) <= refreshGraceSeconds) {
        return { tokens: successorTokens(refreshToken, token.successorNonce) };
      }
      await revokeSession(tx, token.sessionId, 'refresh token reuse');
      return { error: new AppError('unauthenticated', sessionEndedMessage) };
    }
    const nonce = randomBytes(16).toString('base64url');
    const tokens = successorTokens(refreshToken, nonce);
    await rotateRefreshToken(tx, {
      sessionId: token.sessionId,
      previousTokenHash: tokenHash,
      successorNonce: nonce,
      successorTokenHash: hashToken(tokens.refreshToken),
      accessTokenHash: hashToken(tokens.accessToken),
      accessTtlSeconds,
      sessionTtlSeconds,
      maxLifetimeSeconds,
    });
    return { tokens };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}

function successorTokens(refreshToken: string, nonce: string): SessionTokens {
  return {
    refreshToken: deriveToken(refreshToken, nonce, 'refresh'),
    accessToken: deriveToken(refreshToken, nonce, 'access'),
  };
}
