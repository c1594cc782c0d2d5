import type { SignedInContext } from '../../context.js';
import { organizationScope } from '../../policy/policy.js';
import { listInvoiceFileClients, type ControlMasterClientRow } from '../../repositories/invoice-files.js';

/** The clients with invoice files that the viewer may see, and the carriers of their files. */
export function listControlMasterClients(context: SignedInContext): Promise<ControlMasterClientRow[]> {
  return listInvoiceFileClients(context.db, organizationScope(context.viewer));
}
