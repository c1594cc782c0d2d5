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
import { claimedFilesReceivedBefore } from './refund-credit-files.js';

/** Reasons carriers give when they deny a late-delivery refund. */
const denialReasons = [
  'Delivered within the service guarantee per proof of delivery',
  'Shipment delayed by an incorrect address',
];

/** A day's moment at `hour` UTC. */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * The audit team's claims over the demo shipments, as if made the day after each file came in: for each carrier,
 * of the three latest files received three weeks ago or more (`claimedDemoFiles`), two submitted batches and a
 * batch left open until its windows closed (its claims expired), and an open batch of two packages the team
 * started today. The carriers' credits for them come in files loaded after (refund-credit-files.ts); answers the
 * older submitted batches, some of whose unpaid claims the carriers then deny (`denyDemoClaims`). Made by the demo
 * platform admin (when the demo accounts are loaded). Does nothing without refund-eligible packages.
 */
export async function loadDemoRefundClaims(db: Database, now: Date): Promise<DemoDenials> {
  const adminId = demoAccounts.find((account) => account.isAdmin)!.id;
  const admin =
    (await db.query<{ id: string }>('SELECT id FROM users WHERE id = $1', [adminId])).rows[0]?.id ?? null;
  const today = formatDay(now);
  const denials: DemoDenials = { batchIds: [] };
  for (const carrier of ['UPS', 'FEDEX'] as const) {
    // The files claimed, the newest first, with the day each was received, as claimedDemoFiles chooses them.
    const files = await db.query<{ control_id: string; received_on: string }>(
      `SELECT f.control_id, to_char(f.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS received_on
       FROM invoice_files f
       WHERE f.carrier = $1 AND f.received_at < $2::timestamptz
       ORDER BY f.received_at DESC, f.source_name COLLATE "C"
       LIMIT 3`,
      [carrier, `${claimedFilesReceivedBefore(now)}T00:00:00Z`],
    );
    const [lastMonth, lapsed, earlier] = files.rows;
    const denied = earlier && (await historicalBatch(db, carrier, earlier, admin, true));
    if (denied) denials.batchIds.push(denied);
    if (lastMonth) await historicalBatch(db, carrier, lastMonth, admin, true);
    if (lapsed) await historicalBatch(db, carrier, lapsed, admin, false);
    const open = await listEligiblePackages(db, today, { carrier }, 2);
    if (open.packages.length > 0) {
      const batchId = await insertClaimBatch(db, { carrier, createdAt: now, createdBy: admin });
      await insertClaims(db, batchId, today, {
        carrier,
        packageIds: open.packages.map((row) => Number(row.package_id)),
      });
    }
  }
  return denials;
}

/** The batches whose claims the carriers deny some of, once their credits are in (`denyDemoClaims`). */
export interface DemoDenials {
  batchIds: number[];
}

/**
 * Half the submitted claims of each batch the carrier paid nothing for, denied (the carrier refused them; the
 * others are still waiting).
 */
export async function denyDemoClaims(db: Database, denials: DemoDenials): Promise<void> {
  for (const batchId of denials.batchIds) {
    const claims = await db.query<{ package_id: number }>(
      `WITH unpaid AS (
         SELECT rc.package_id FROM refund_claims rc
         WHERE rc.batch_id = $1 AND rc.state = 'submitted'
           AND NOT EXISTS (SELECT 1 FROM charges c
                           WHERE c.package_id = rc.package_id AND c.unified_charge_grouping = 'REFUND_CREDIT'))
       SELECT package_id FROM unpaid ORDER BY package_id LIMIT (SELECT count(*) / 2 FROM unpaid)`,
      [batchId],
    );
    for (const [index, claim] of claims.rows.entries()) {
      await denySubmittedClaim(db, Number(claim.package_id), denialReasons[index % denialReasons.length]!);
    }
  }
}

/**
 * A batch of a file's eligible packages made the day after it came in, submitted two days later or left open;
 * answers its id, or null when the file had none.
 */
async function historicalBatch(
  db: Database,
  carrier: Carrier,
  file: { control_id: string; received_on: string },
  admin: string | null,
  submitted: boolean,
): Promise<number | null> {
  const madeOn = addDays(file.received_on, 1);
  const batchId = await insertClaimBatch(db, { carrier, createdAt: at(madeOn, 15), createdBy: admin });
  const made = await insertClaims(db, batchId, madeOn, { carrier, controlId: file.control_id });
  if (made.claims === 0) {
    await db.query('DELETE FROM claim_batches WHERE id = $1', [batchId]);
    return null;
  }
  if (submitted) await submitBatchClaims(db, batchId, addDays(madeOn, 2), admin);
  return batchId;
}
