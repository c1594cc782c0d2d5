import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { organizationScope } from '../../policy/policy.js';
import { listInvoiceFiles, type ControlMasterFilter } from '../../repositories/invoice-files.js';

/** A Control Master row as the contract has it: money as a number of dollars. */
export type ControlMasterRecord = components['schemas']['ControlMasterRecord'];

/**
 * The invoice files the viewer may see (platform admins: every client; anyone else: their own organization's,
 * whatever client the filter names), newest first, with their per-file summaries.
 */
export async function listControlMaster(
  context: SignedInContext,
  filter: ControlMasterFilter,
): Promise<ControlMasterRecord[]> {
  const rows = await listInvoiceFiles(context.db, organizationScope(context.viewer), filter);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
