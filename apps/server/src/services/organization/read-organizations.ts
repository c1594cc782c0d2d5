import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  ensureCanSeeOrganization,
  organizationNotFoundMessage,
  organizationScope,
} from '../../policy/policy.js';
import {
  findOrganizationRow,
  listOrganizationRows,
  type OrganizationRow,
  type OrganizationStatusFilter,
} from '../../repositories/organizations.js';

/** The organizations the viewer may see with the given status: every one for platform admins, else their own. */
export async function listOrganizations(
  context: SignedInContext,
  status: OrganizationStatusFilter = 'active',
): Promise<OrganizationRow[]> {
  const { viewer } = context;
  if (!viewer.isAdmin && !viewer.organizationId) return [];
  return listOrganizationRows(context.db, organizationScope(viewer), status);
}

/** One organization; 404 when it does not exist or is not the viewer's (platform admins see every one). */
export async function getOrganization(context: SignedInContext, id: string): Promise<OrganizationRow> {
  ensureCanSeeOrganization(context.viewer, id);
  const organization = await findOrganizationRow(context.db, id);
  if (!organization) throw new AppError('not_found', organizationNotFoundMessage);
  return organization;
}
