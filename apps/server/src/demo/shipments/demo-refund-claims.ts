import type { Database } from '../../db/database.js';
import {
  denySubmittedClaim,
  insertClaimBatch,
  insertClaims,
  listEligiblePackages,
  submitBatchClaims,
} from '../../repositories/refund-claims.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import { demoAccounts } from '../demo-accounts.js';
import { addDays, formatDay } from './calendar.js';

/** Reasons carriers give when they deny a late-delivery refund. */
const denialReasons = [
  'Delivered within the service guarantee per proof of delivery',
  'Shipment delayed by an incorrect address',
];

/** A day's moment at `hour` UTC. */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * The audit team's claims over the demo shipments, as if made the day after each file came in: for each carrier,
 * of the three latest files with refund-eligible packages received three weeks ago or more, two submitted batches
 * (two claims of the older one denied since) and a batch left open until its windows closed (its claims expired),
 * and an open batch of two packages the team started today. Made by the demo platform admin (when the demo
 * accounts are loaded). Does nothing without refund-eligible packages.
 */
export async function loadDemoRefundClaims(db: Database, now: Date): Promise<void> {
  const adminId = demoAccounts.find((account) => account.isAdmin)!.id;
  const admin =
    (await db.query<{ id: string }>('SELECT id FROM users WHERE id = $1', [adminId])).rows[0]?.id ?? null;
  const today = formatDay(now);
  for (const carrier of ['UPS', 'FEDEX'] as const) {
    // The files with refund-eligible packages, the newest first, with the day each was received.
    const files = await db.query<{ control_id: string; received_on: string }>(
      `SELECT f.control_id, to_char(f.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS received_on
       FROM invoice_files f
       WHERE f.carrier = $1 AND f.received_at < $2::date - 20
         AND EXISTS (SELECT 1 FROM packages p WHERE p.control_id = f.control_id AND p.gsr_eligible)
       ORDER BY f.received_at DESC, f.control_id
       LIMIT 3`,
      [carrier, today],
    );
    const [lastMonth, lapsed, earlier] = files.rows;
    if (earlier) await historicalBatch(db, carrier, earlier, admin, { submitted: true, denied: 2 });
    if (lastMonth) await historicalBatch(db, carrier, lastMonth, admin, { submitted: true, denied: 0 });
    if (lapsed) await historicalBatch(db, carrier, lapsed, admin, { submitted: false, denied: 0 });
    const open = await listEligiblePackages(db, today, { carrier }, 2);
    if (open.packages.length > 0) {
      const batchId = await insertClaimBatch(db, { carrier, createdAt: now, createdBy: admin });
      await insertClaims(db, batchId, today, {
        carrier,
        packageIds: open.packages.map((row) => Number(row.package_id)),
      });
    }
  }
}

/** A batch of a file's eligible packages made the day after it came in, submitted two days later or left open. */
async function historicalBatch(
  db: Database,
  carrier: Carrier,
  file: { control_id: string; received_on: string },
  admin: string | null,
  outcome: { submitted: boolean; denied: number },
): Promise<void> {
  const madeOn = addDays(file.received_on, 1);
  const batchId = await insertClaimBatch(db, { carrier, createdAt: at(madeOn, 15), createdBy: admin });
  const made = await insertClaims(db, batchId, madeOn, { carrier, controlId: file.control_id });
  if (made.claims === 0) {
    await db.query('DELETE FROM claim_batches WHERE id = $1', [batchId]);
    return;
  }
  if (!outcome.submitted) return;
  await submitBatchClaims(db, batchId, addDays(madeOn, 2), admin);
  const claims = await db.query<{ package_id: number }>(
    `SELECT package_id FROM refund_claims WHERE batch_id = $1 AND state = 'submitted'
     ORDER BY package_id LIMIT $2`,
    [batchId, outcome.denied],
  );
  for (const [index, claim] of claims.rows.entries()) {
    await denySubmittedClaim(db, Number(claim.package_id), denialReasons[index % denialReasons.length]!);
  }
}
