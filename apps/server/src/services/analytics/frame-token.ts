import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';

export type DashboardKind = components['schemas']['DashboardKind'];
export type ThemeName = components['schemas']['ThemeName'];

/** Who the frame token was given to, for which dashboard and over which organizations. */
export interface FrameGrant {
  userId: string;
  kind: DashboardKind;
  /** The organizations whose data the frame may read, or 'all' (a platform admin's Full_Access). */
  scope: string[] | 'all';
  /** The organization's name, or `All organizations`. */
  scopeName: string;
  theme: ThemeName;
}

export const frameTokenAudience = 'waybill-analytics';
export const frameTokenLifetimeSeconds = 10 * 60;
const algorithm = 'HS256';

/** Signs a frame token for `grant`, valid for 10 minutes from `now`. */
export async function signFrameToken(secret: Uint8Array, grant: FrameGrant, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind: grant.kind, scope: grant.scope, scopeName: grant.scopeName, theme: grant.theme })
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
export const frameAccessChangedMessage =
  'Your access to this dashboard has changed (account deactivated, organization or license changed): reload the page';

/** The bearer token of an Authorization header, or undefined. */
export function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function isGrant(payload: Record<string, unknown>): boolean {
  const { sub, kind, scope, scopeName, theme } = payload;
  return (
    typeof sub === 'string' &&
    typeof kind === 'string' &&
    typeof scopeName === 'string' &&
    typeof theme === 'string' &&
    (scope === 'all' || (Array.isArray(scope) && scope.every((id) => typeof id === 'string')))
  );
}

/**
 * Verifies a frame token (signature, audience, expiry against `now`) and that its user may still see what it
 * grants: still active, and for an organization scope still a licensed member of that organization (platform
 * admins keep any scope). One primary-key lookup. Throws 401 with what to do otherwise.
 */
export async function verifyFrameToken(
  db: Queryable,
  secret: Uint8Array,
  token: string | undefined,
  now: Date,
): Promise<FrameGrant> {
  if (!token) throw new AppError('unauthenticated', frameTokenMissingMessage);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [algorithm],
      audience: frameTokenAudience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('unauthenticated', frameTokenExpiredMessage);
    throw new AppError('unauthenticated', frameTokenInvalidMessage);
  }
  if (!isGrant(payload)) throw new AppError('unauthenticated', frameTokenInvalidMessage);
  const grant: FrameGrant = {
    userId: payload.sub as string,
    kind: payload.kind as DashboardKind,
    scope: payload.scope as FrameGrant['scope'],
    scopeName: payload.scopeName as string,
    theme: payload.theme as ThemeName,
  };
  const result = await db.query<{
    status: string;
    is_admin: boolean;
    is_licensed: boolean;
    organization_id: string | null;
  }>('SELECT status, is_admin, is_licensed, organization_id FROM users WHERE id = $1', [grant.userId]);
  const user = result.rows[0];
  const stillAllowed =
    user !== undefined &&
    user.status === 'Active' &&
    (user.is_admin ||
      (user.is_licensed &&
        grant.scope !== 'all' &&
        grant.scope.length === 1 &&
        grant.scope[0] === user.organization_id));
  if (!stillAllowed) throw new AppError('unauthenticated', frameAccessChangedMessage);
  return grant;
}
