import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import {
  listUnmappedChargeDescriptions,
  listUnmappedServices,
} from '../../repositories/unmapped-reference-data.js';

/** What the reference maps leave unmapped, as the contract has it: money as a number of dollars. */
export type UnmappedReferenceData = components['schemas']['UnmappedReferenceData'];

/**
 * The services and charge descriptions the reference maps do not know, largest net amount first, with what is
 * billed under each (platform admins: the access gate), so the audit team knows which rules to add.
 */
export async function listUnmappedReferenceData(context: SignedInContext): Promise<UnmappedReferenceData> {
  const services = await listUnmappedServices(context.db);
  const chargeDescriptions = await listUnmappedChargeDescriptions(context.db);
  return {
    services: services.map((row) => ({
      carrier: row.carrier,
      service: row.service,
      packages: row.packages,
      charges: row.charges,
      netAmount: Number(row.net_amount),
      controlIds: row.control_ids,
      fileCount: row.file_count,
      clients: row.clients,
      clientCount: row.client_count,
    })),
    servicesTotal: services[0]?.total ?? 0,
    chargeDescriptions: chargeDescriptions.map((row) => ({
      carrier: row.carrier,
      description: row.description,
      charges: row.charges,
      packages: row.packages,
      netAmount: Number(row.net_amount),
      controlIds: row.control_ids,
      fileCount: row.file_count,
    })),
    chargeDescriptionsTotal: chargeDescriptions[0]?.total ?? 0,
  };
}
