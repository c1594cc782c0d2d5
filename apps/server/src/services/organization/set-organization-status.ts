import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { organizationNotFoundMessage } from '../../policy/policy.js';
import {
  findOrganizationRow,
  setOrganizationStatus,
  type OrganizationRow,
} from '../../repositories/organizations.js';

/**
 * Sets an organization's status (platform admins): `inactive` takes it off the default organization list, `active`
 * brings it back. Nothing else changes; its people and data stay.
 */
export async function setOrganizationActive(
  context: SignedInContext,
  id: string,
  active: boolean,
): Promise<OrganizationRow> {
  const found = await setOrganizationStatus(context.db, id, active ? 'active' : 'inactive');
  if (!found) throw new AppError('not_found', organizationNotFoundMessage);
  return (await findOrganizationRow(context.db, id))!;
}
