import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { organizationNotFoundMessage } from '../../policy/policy.js';
import {
  findOrganizationRow,
  setOrganizationStatus,
  type OrganizationRow,
} from '../../repositories/organizations.js';
import { recordAudit } from '../audit/record-audit.js';

/**
 * Sets an organization's status (platform admins): `inactive` takes it off the default organization list, `active`
 * brings it back. Nothing else changes; its people and data stay. Written to the audit log.
 */
export async function setOrganizationActive(
  context: SignedInContext,
  id: string,
  active: boolean,
): Promise<OrganizationRow> {
  await context.transaction(async (tx) => {
    const found = await setOrganizationStatus(tx.db, id, active ? 'active' : 'inactive');
    if (!found) throw new AppError('not_found', organizationNotFoundMessage);
    await recordAudit(tx, {
      action: active ? 'organization_activated' : 'organization_deactivated',
      organizationId: id,
    });
  });
  return (await findOrganizationRow(context.db, id))!;
}
