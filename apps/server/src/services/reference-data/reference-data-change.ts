import type { SignedInContext } from '../../context.js';
import { beginShippingFactsChange } from '../../repositories/import-staging.js';
import type { Rederivation } from '../../repositories/package-rederivation.js';
import { recordAudit } from '../audit/record-audit.js';

/** The reference maps platform admins change, as the audit log names them. */
export type ReferenceMap =
  'service_map' | 'charge_map' | 'delivery_commitments' | 'contract_discounts' | 'guarantee_waivers';

/** What one change of a reference map did: what the audit log keeps, what it answers, and the re-derivation it needs. */
export interface ReferenceDataChange<Result> {
  details: Record<string, unknown>;
  /** The organization whose reference data it is (its contract discounts), for the audit log's entry. */
  organizationId?: string;
  result: Result;
  /** Re-derives the stored packages the change may move, after it (in its transaction). */
  rederive: (tx: SignedInContext) => Promise<Rederivation>;
}

/**
 * Runs one change of a reference map in a transaction that imports wait for (they read the maps; so does every
 * other change of them, which makes checks across rows safe) and that may run as long as an import (it
 * re-derives stored packages), records it in the audit log, and answers what it re-derived.
 */
export async function changeReferenceData<Result>(
  context: SignedInContext,
  map: ReferenceMap,
  change: (tx: SignedInContext) => Promise<ReferenceDataChange<Result>>,
): Promise<Result & { rederived: Rederivation }> {
  return context.transaction(async (tx) => {
    await beginShippingFactsChange(tx.db);
    const { details, organizationId, result, rederive } = await change(tx);
    const rederived = await rederive(tx);
    await recordAudit(tx, {
      action: 'reference_data_changed',
      organizationId,
      details: { map, ...details, rederived },
    });
    return { ...result, rederived };
  });
}

/** Adds up what several re-derivations moved. */
export function totalRederivation(parts: readonly Rederivation[]): Rederivation {
  return parts.reduce(
    (total, part) => ({ packages: total.packages + part.packages, files: total.files + part.files }),
    {
      packages: 0,
      files: 0,
    },
  );
}
