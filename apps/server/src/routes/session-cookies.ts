import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from '../services/auth/issue-session.js';
import { accessTtlSeconds, sessionTtlSeconds } from '../services/auth/session-policy.js';

/** Names of the cookies, as the contract states them. */
export const accessCookie = 'waybill_session';
export const refreshCookie = 'waybill_refresh';

const accessPath = '/api/v1';
// The refresh token travels only to the one endpoint that needs it.
const refreshPath = '/api/v1/auth/refresh';

/** The attributes both cookies share; `Secure` unless the portal is served over plain http on this machine. */
function cookieAttributes(reply: FastifyReply) {
  return { httpOnly: true, sameSite: 'lax', secure: reply.server.config.secureCookies } as const;
}

/** Sets the access and refresh cookies of a session on the reply. */
export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens): void {
  const common = cookieAttributes(reply);
  reply.setCookie(accessCookie, tokens.accessToken, {
    ...common,
    path: accessPath,
    maxAge: accessTtlSeconds,
  });
  reply.setCookie(refreshCookie, tokens.refreshToken, {
    ...common,
    path: refreshPath,
    maxAge: sessionTtlSeconds,
  });
}

/** Expires both session cookies. */
export function clearSessionCookies(reply: FastifyReply): void {
  const common = cookieAttributes(reply);
  reply.clearCookie(accessCookie, { ...common, path: accessPath });
  reply.clearCookie(refreshCookie, { ...common, path: refreshPath });
}

/** The access token a request carries, if any. */
export function readAccessToken(request: FastifyRequest): string | undefined {
  return request.cookies[accessCookie] || undefined;
}

/** The refresh token a request carries, if any. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies[refreshCookie] || undefined;
}
