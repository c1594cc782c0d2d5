import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigmaConfig } from '../../config.js';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { canChooseOrganizationScope, noOrganizationMessage, organizationScope } from '../../policy/policy.js';
import { findClientById, findUserEmail } from '../../repositories/analytics-scope.js';
import { findClientByMappingName } from '../../repositories/invoice-files.js';
import { signFrameToken, type DashboardKind, type FrameGrant, type ThemeName } from './frame-token.js';

/** The admin's choice of every organization (SPEC §2, the dashboard's organization dropdown). */
export const fullAccess = 'Full_Access';
export const allOrganizationsName = 'All organizations';
export const dashboardNeedsLicenseMessage =
  'Viewing dashboards needs a license seat: ask your organization admin to assign you one';
export const sigmaLifetimeSeconds = 10 * 60;

export interface DashboardUrlQuery {
  pathType: DashboardKind;
  theme?: ThemeName;
  mappingName?: string;
}

/**
 * The scope of the viewer's dashboard: platform admins choose Full_Access or one organization by mapping name
 * (unknown: 404); anyone else sees their own organization whatever they send (none: 403).
 */
async function dashboardScope(
  context: SignedInContext,
  mappingName: string,
): Promise<{ scope: FrameGrant['scope']; scopeName: string; mappingName: string }> {
  const { viewer } = context;
  if (canChooseOrganizationScope(viewer)) {
    if (mappingName === fullAccess) return { scope: 'all', scopeName: allOrganizationsName, mappingName };
    const client = await findClientByMappingName(context.db, mappingName);
    if (!client) throw new AppError('not_found', `No organization has the mapping name ${mappingName}`);
    return { scope: [client.id], scopeName: client.name, mappingName: client.mappingName };
  }
  const scope = organizationScope(viewer, null);
  if (scope.kind !== 'organization') throw new AppError('forbidden', noOrganizationMessage);
  const organization = await findClientById(context.db, scope.organizationId);
  if (!organization) throw new AppError('forbidden', noOrganizationMessage);
  return { scope: [organization.id], scopeName: organization.name, mappingName: organization.mappingName };
}

/** A Sigma JWT-signed embed URL (help.sigmacomputing.com, "JSON web token claims reference"). */
export async function sigmaEmbedUrl(
  sigma: SigmaConfig,
  workbookUrl: string,
  claims: { email: string; mappingName: string; theme: ThemeName },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jwt = await new SignJWT({
    account_type: 'Viewer',
    // The scope travels as a user attribute the workbook filters on, never as a URL control a user could edit.
    user_attributes: { mapping_name: claims.mappingName },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: sigma.clientId })
    .setSubject(claims.email)
    .setIssuer(sigma.clientId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + sigmaLifetimeSeconds)
    .sign(new TextEncoder().encode(sigma.secret));
  const url = new URL(workbookUrl);
  url.searchParams.set(':jwt', jwt);
  url.searchParams.set(':embed', 'true');
  url.searchParams.set(':theme', claims.theme);
  return url.toString();
}

/**
 * The address of one dashboard for the viewer: the analytics frame with a 10-minute token in the fragment (so it
 * never reaches a server log or a Referer), or, when Sigma is configured for the kind, a Sigma embed URL.
 * Needs a license seat or platform admin rights.
 */
export async function getDashboardUrl(
  context: SignedInContext,
  query: DashboardUrlQuery,
): Promise<{ url: string }> {
  const { viewer } = context;
  const signing = context.settings.analytics;
  // Seats belong to an organization: someone without one is told that first.
  if (!viewer.isAdmin && !viewer.organizationId) throw new AppError('forbidden', noOrganizationMessage);
  if (!viewer.isAdmin && !viewer.isLicensed) throw new AppError('forbidden', dashboardNeedsLicenseMessage);
  const theme = query.theme ?? 'SmallSpacing';
  const { scope, scopeName, mappingName } = await dashboardScope(context, query.mappingName ?? fullAccess);
  const now = context.now();

  const workbookUrl = signing.sigma?.workbookUrls[query.pathType];
  if (signing.sigma && workbookUrl) {
    const email = (await findUserEmail(context.db, viewer.userId))!;
    return { url: await sigmaEmbedUrl(signing.sigma, workbookUrl, { email, mappingName, theme }, now) };
  }

  const token = await signFrameToken(
    signing.tokenSecret,
    { userId: viewer.userId, sessionId: viewer.sessionId, kind: query.pathType, scope, scopeName, theme },
    now,
  );
  const params = new URLSearchParams({ kind: query.pathType, theme });
  return { url: `/analytics/?${params.toString()}#token=${token}` };
}
