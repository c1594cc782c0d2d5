import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  ensureCanSeeOrganization,
  organizationNotFoundMessage,
  organizationScope,
  scopedOrganizationId,
} from '../../policy/policy.js';
import { listExportFilterCombinations } from '../../repositories/exports.js';
import { findOrganizationName } from '../../repositories/organizations.js';

export type ExportFilterDetail = components['schemas']['ExportFilterDetail'];

/**
 * The (unified charge grouping, SLA grouping, sender state) combinations of one organization's data, for the
 * export page's cascading selects. Platform admins name any organization; anyone else only their own (another
 * one is not found); a person without an organization is refused as everywhere else.
 */
export async function listExportFilterDetails(
  context: SignedInContext,
  organizationId: string,
): Promise<ExportFilterDetail[]> {
  const { viewer, db } = context;
  // Refuses a person without an organization before anything is said about the one they named.
  organizationScope(viewer);
  ensureCanSeeOrganization(viewer, organizationId);
  const scope = organizationScope(viewer, organizationId);
  const scopedId = scopedOrganizationId(scope)!;
  if (viewer.isAdmin && !(await findOrganizationName(db, scopedId))) {
    throw new AppError('not_found', organizationNotFoundMessage);
  }
  return (await listExportFilterCombinations(db, scopedId)) as ExportFilterDetail[];
}
