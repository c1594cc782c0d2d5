import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findFrameTokenHolder } from '../../repositories/frame-token-holders.js';
import type { ViewerRole } from '../../policy/policy.js';

export type DashboardKind = components['schemas']['DashboardKind'];
export type ThemeName = components['schemas']['ThemeName'];

/** Who the frame token was given to, for which dashboard and over which organizations. */
export interface FrameGrant {
  userId: string;
  /** The session the token was given in: the token is refused once that session ends. */
  sessionId: string;
  kind: DashboardKind;
  /** The organizations whose data the frame may read, or 'all' (a platform admin's Full_Access). */
  scope: string[] | 'all';
  /** The organization's name, or `All organizations`. */
  scopeName: string;
  theme: ThemeName;
}

/** A frame token as verified: what it grants, and its user's role as it is now, read when it was checked. */
export interface VerifiedFrame extends FrameGrant {
  holder: ViewerRole;
}

export const frameTokenAudience = 'waybill-analytics';
export const frameTokenLifetimeSeconds = 10 * 60;
const algorithm = 'HS256';

/** Signs a frame token for `grant`, valid for 10 minutes from `now`. */
export async function signFrameToken(secret: Uint8Array, grant: FrameGrant, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    sid: grant.sessionId,
    kind: grant.kind,
    scope: grant.scope,
    scopeName: grant.scopeName,
    theme: grant.theme,
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(grant.userId)
    .setAudience(frameTokenAudience)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + frameTokenLifetimeSeconds)
    .sign(secret);
}

export const frameTokenMissingMessage =
  'This dashboard needs its access token: open it from the portal (Authorization: Bearer <token>)';
export const frameTokenExpiredMessage = 'The dashboard session has expired: reload the page to open it again';
export const frameTokenInvalidMessage =
  'The dashboard access token is not valid: reload the page to open it again';
export const frameSessionEndedMessage =
  'Your session has ended (signed out or expired): sign in again to open this dashboard';
export const frameAccessChangedMessage =
  'Your access to this dashboard has changed (account deactivated, organization or license changed): reload the page';

/** The bearer token of an Authorization header, or undefined. */
export function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isGrant(payload: Record<string, unknown>): boolean {
  const { sub, sid, kind, scope, scopeName, theme } = payload;
  return (
    typeof sub === 'string' &&
    uuidPattern.test(sub) &&
    typeof sid === 'string' &&
    uuidPattern.test(sid) &&
    typeof kind === 'string' &&
    typeof scopeName === 'string' &&
    typeof theme === 'string' &&
    (scope === 'all' || (Array.isArray(scope) && scope.every((id) => typeof id === 'string')))
  );
}

/**
 * Verifies a frame token (signature, audience, expiry against `now`), that the session it was given in is still
 * live (not signed out, revoked or ended), and that its user may still see what it grants: still active, and
 * for an organization scope still a licensed member of that organization (platform admins keep any scope). One
 * primary-key lookup, which also gives the user's role now. Throws 401 with what to do otherwise.
 */
export async function verifyFrameToken(
  db: Queryable,
  secret: Uint8Array,
  token: string | undefined,
  now: Date,
): Promise<VerifiedFrame> {
  if (!token) throw new AppError('unauthenticated', frameTokenMissingMessage);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [algorithm],
      audience: frameTokenAudience,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp', 'iat', 'jti'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('unauthenticated', frameTokenExpiredMessage);
    throw new AppError('unauthenticated', frameTokenInvalidMessage);
  }
  if (!isGrant(payload)) throw new AppError('unauthenticated', frameTokenInvalidMessage);
  const grant: FrameGrant = {
    userId: payload.sub as string,
    sessionId: payload.sid as string,
    kind: payload.kind as DashboardKind,
    scope: payload.scope as FrameGrant['scope'],
    scopeName: payload.scopeName as string,
    theme: payload.theme as ThemeName,
  };
  const user = await findFrameTokenHolder(db, grant.userId, grant.sessionId);
  if (user && !user.sessionLive) throw new AppError('unauthenticated', frameSessionEndedMessage);
  const stillAllowed =
    user !== undefined &&
    user.status === 'Active' &&
    (user.isAdmin ||
      (user.isLicensed &&
        grant.scope !== 'all' &&
        grant.scope.length === 1 &&
        grant.scope[0] === user.organizationId));
  if (!stillAllowed) throw new AppError('unauthenticated', frameAccessChangedMessage);
  const { isAdmin, role, organizationId } = user;
  return { ...grant, holder: { isAdmin, role, organizationId } };
}
