import type { DatabaseContext } from '../../context.js';
import { insertAuditEntry } from '../../repositories/audit-log.js';
import { claimsCreditedByFile } from '../../repositories/refund-claims.js';

/**
 * Records in the audit log that the file just loaded credited claims: a claim reads as credited as soon as its
 * package carries a refund credit, so the import is the moment its state changed. Call it within the import's
 * transaction; a file that credits nothing records nothing.
 */
export async function recordClaimsCredited(
  context: DatabaseContext,
  controlId: string,
  organizationId: string,
): Promise<void> {
  for (const credited of await claimsCreditedByFile(context.db, controlId)) {
    await insertAuditEntry(context.db, {
      occurredAt: context.now(),
      actorUserId: context.viewer?.userId ?? null,
      action: 'refund_claims_changed',
      subjectUserId: null,
      organizationId,
      details: {
        change: 'claims_credited',
        controlId,
        carrier: credited.carrier,
        claims: credited.claims,
        amount: credited.amount,
      },
      sourceAddress: null,
    });
  }
}
