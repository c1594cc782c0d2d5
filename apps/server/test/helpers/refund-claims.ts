import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/database.js';

/** A UTC day `days` after today. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new UPS package of the organization, a copy of one it was billed with, delivered late yesterday under an active
 * guarantee (refund-eligible, its window open for two weeks more): its id. For tests of who may claim it, not
 * of how eligibility is derived.
 */
export async function insertRefundEligiblePackage(db: Queryable, organizationId: string): Promise<number> {
  const { rows: columns } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'packages' AND column_name <> 'id'
       AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
  );
  const overrides: Record<string, string> = {
    tracking_number: '$2',
    carrier: `'UPS'`,
    gsr_eligible: 'true',
    is_late: 'true',
    commit_date: '$3::date',
    delivery_date: '$4::date',
  };
  const names = columns.map(({ name }) => name);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO packages (${names.join(', ')})
     SELECT ${names.map((name) => overrides[name] ?? name).join(', ')}
     FROM packages WHERE organization_id = $1 AND carrier = 'UPS' LIMIT 1
     RETURNING id`,
    [
      organizationId,
      `1ZM${randomUUID().replaceAll('-', '').slice(0, 15).toUpperCase()}`,
      dayFromToday(-2),
      dayFromToday(-1),
    ],
  );
  return Number(rows[0]!.id);
}

/** A new claim batch of one such package, open or submitted today: its id and the package's. */
export async function insertClaimBatchOfOne(
  db: Queryable,
  organizationId: string,
  state: 'open' | 'submitted',
): Promise<{ batchId: number; packageId: number }> {
  const packageId = await insertRefundEligiblePackage(db, organizationId);
  const submittedOn = state === 'submitted' ? dayFromToday(0) : null;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO claim_batches (carrier, created_at, submitted_on) VALUES ('UPS', now(), $1) RETURNING id`,
    [submittedOn],
  );
  const batchId = rows[0]!.id;
  await db.query(
    `INSERT INTO refund_claims (package_id, organization_id, batch_id, state, last_claim_day, amount_claimed,
                                submitted_on)
     VALUES ($1, $2, $3, $4, $5, 10, $6)`,
    [
      packageId,
      organizationId,
      batchId,
      state === 'open' ? 'in_batch' : 'submitted',
      dayFromToday(14),
      submittedOn,
    ],
  );
  return { batchId, packageId };
}
