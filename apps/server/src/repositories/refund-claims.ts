import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../db/database.js';
import type { Carrier } from './shipping-reference.js';
import { escapeLiteral } from 'pg';
import { spreadsheetText } from './exports.js';

/**
 * Refund claims (DOMAIN.md "Refund claims"): which late packages a refund can still be claimed for, the batches
 * of claims sent to a carrier, and what became of each claim. A package's last claim day and claimable amount
 * follow its carrier's rules (refund_windows, refund_coverage); "today" is always the caller's, a UTC day.
 */

/** The last day the carrier takes a claim for the package `p`, by its carrier's window `w`. */
export const lastClaimDay = `(CASE w.counted_from WHEN 'invoice_date' THEN p.invoice_date
  ELSE greatest(p.commit_date, p.delivery_date) END + w.days)`;

/** The net of the package `p`'s charges in the groupings a refund of its carrier covers on its ship date. */
export const claimableAmount = `(
  SELECT coalesce(sum(c.net_amount), 0) FROM charges c
  JOIN refund_coverage rc ON rc.carrier = p.carrier AND rc.unified_charge_grouping = c.unified_charge_grouping
    AND (rc.covered_from IS NULL OR p.ship_date >= rc.covered_from)
    AND (rc.covered_to IS NULL OR p.ship_date <= rc.covered_to)
  WHERE c.package_id = p.id)`;

/** Whether the package `p` was billed a refund credit (a charge the charge map groups REFUND_CREDIT). */
const creditedPackage = `EXISTS (SELECT 1 FROM charges c
  WHERE c.package_id = p.id AND c.unified_charge_grouping = 'REFUND_CREDIT')`;

/**
 * The refund credits billed to the package `packageId` (an SQL expression), as a lateral join `cr`: their total,
 * positive, and the latest invoice that carried one (every column null when none was billed).
 */
const refundCredit = (packageId: string) => `LEFT JOIN LATERAL (
  SELECT -sum(c.net_amount) OVER () AS amount, i.invoice_number, i.invoice_date, i.control_id
  FROM charges c JOIN invoices i ON i.id = c.invoice_id
  WHERE c.package_id = ${packageId} AND c.unified_charge_grouping = 'REFUND_CREDIT'
  ORDER BY i.invoice_date DESC, i.id DESC
  LIMIT 1) cr ON true`;

/** What the lateral join `cr` of refundCredit reads. */
const creditColumns = `cr.amount AS credit_amount, cr.invoice_number AS credit_invoice_number,
  cr.invoice_date AS credit_invoice_date, cr.control_id AS credit_control_id`;

export interface CreditColumns {
  credit_amount: string | null;
  credit_invoice_number: string | null;
  credit_invoice_date: string | null;
  credit_control_id: string | null;
}

/** The package facts a claim and an eligible package show, over `p`, its first invoice `i` and organization `o`. */
const packageFacts = `p.id AS package_id, p.organization_id, o.name AS organization_name, p.carrier,
  p.control_id, i.account_number, i.invoice_number, i.invoice_date, p.tracking_number, p.service, p.ship_date,
  p.commit_date, to_char(p.commit_time, 'HH24:MI') AS commit_time, p.delivery_date,
  to_char(p.delivery_time, 'HH24:MI') AS delivery_time, p.delivery_date - p.commit_date AS late_by_days`;

/** What a claim and an eligible package share, as read. */
interface PackageFactsRow {
  package_id: number;
  organization_id: string;
  organization_name: string;
  carrier: Carrier;
  control_id: string;
  account_number: string;
  invoice_number: string;
  invoice_date: string;
  tracking_number: string;
  service: string | null;
  ship_date: string;
  commit_date: string;
  commit_time: string | null;
  delivery_date: string;
  delivery_time: string | null;
  late_by_days: number;
  last_claim_day: string;
}

/** Which eligible packages are meant; every field optional. */
export interface EligibleSelection {
  organizationId?: string;
  carrier?: Carrier;
  controlId?: string;
  expiringWithinDays?: number;
  packageIds?: readonly number[];
}

/**
 * The refund-eligible packages of the selection that no claim holds and whose window is open on `today` ($1),
 * with their last claim day and claimable amount. Parameters $2 to $6 are the selection's.
 */
const eligiblePackages = `
  SELECT ${packageFacts}, ${lastClaimDay} AS last_claim_day, ${claimableAmount} AS claimable
  FROM packages p
  JOIN refund_windows w ON w.carrier = p.carrier
  JOIN invoices i ON i.id = p.invoice_id
  JOIN organizations o ON o.id = p.organization_id
  WHERE p.gsr_eligible
    AND NOT EXISTS (SELECT 1 FROM refund_claims rc WHERE rc.package_id = p.id)
    AND NOT ${creditedPackage}
    AND ${lastClaimDay} >= $1::date
    AND ($2::uuid IS NULL OR p.organization_id = $2)
    AND ($3::text IS NULL OR p.carrier = $3)
    AND ($4::text IS NULL OR p.control_id = $4)
    AND ($5::integer IS NULL OR ${lastClaimDay} <= $1::date + $5::integer)
    AND ($6::bigint[] IS NULL OR p.id = ANY ($6::bigint[]))`;

const selectionParameters = (today: string, selection: EligibleSelection) => [
  today,
  selection.organizationId ?? null,
  selection.carrier ?? null,
  selection.controlId ?? null,
  selection.expiringWithinDays ?? null,
  selection.packageIds ?? null,
];

export interface EligiblePackageRow extends PackageFactsRow {
  claimable: string;
  days_left: number;
}

/** A page of the eligible packages, the fewest days left first, and what the whole selection holds. */
export async function listEligiblePackages(
  db: Queryable,
  today: string,
  selection: EligibleSelection,
  limit: number,
): Promise<{ packages: EligiblePackageRow[]; total: number; totalClaimable: string }> {
  const { rows } = await db.query<EligiblePackageRow & { total: number; total_claimable: string }>(
    `WITH eligible AS MATERIALIZED (${eligiblePackages})
     SELECT e.*, e.last_claim_day - $1::date AS days_left, count(*) OVER ()::integer AS total,
            sum(e.claimable) OVER () AS total_claimable
     FROM eligible e
     ORDER BY e.last_claim_day, e.carrier, e.tracking_number
     LIMIT $7`,
    [...selectionParameters(today, selection), limit],
  );
  if (rows.length > 0) {
    return { packages: rows, total: rows[0]!.total, totalClaimable: rows[0]!.total_claimable };
  }
  // A page past the selection's end has no row to carry its totals: read them alone.
  const totals = await db.query<{ total: number; total_claimable: string }>(
    `SELECT count(*)::integer AS total, coalesce(sum(claimable), 0) AS total_claimable
     FROM (${eligiblePackages}) e`,
    selectionParameters(today, selection),
  );
  return { packages: [], total: totals.rows[0]!.total, totalClaimable: totals.rows[0]!.total_claimable };
}

/** Why a named package cannot be claimed, or null when it can. */
export interface UnclaimablePackage {
  package_id: number;
  carrier: Carrier | null;
  gsr_eligible: boolean | null;
  claimed_in: number | null;
  credited: boolean | null;
  last_claim_day: string | null;
}

/** What each of the named packages is, for the message that refuses the ones a batch cannot hold. */
export async function describePackagesForClaim(
  db: Queryable,
  packageIds: readonly number[],
): Promise<UnclaimablePackage[]> {
  const { rows } = await db.query<UnclaimablePackage>(
    `SELECT named.id AS package_id, p.carrier, p.gsr_eligible, rc.batch_id AS claimed_in,
            CASE WHEN p.id IS NOT NULL THEN ${creditedPackage} END AS credited,
            CASE WHEN p.id IS NOT NULL THEN ${lastClaimDay} END AS last_claim_day
     FROM unnest($1::bigint[]) WITH ORDINALITY AS named (id, position)
     LEFT JOIN packages p ON p.id = named.id
     LEFT JOIN refund_windows w ON w.carrier = p.carrier
     LEFT JOIN refund_claims rc ON rc.package_id = named.id
     ORDER BY named.position`,
    [packageIds],
  );
  return rows;
}

/** A new batch of `carrier`, made at `createdAt` by `createdBy`; answers its id. */
export async function insertClaimBatch(
  db: Queryable,
  batch: { carrier: Carrier; createdAt: Date; createdBy: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO claim_batches (carrier, created_at, created_by) VALUES ($1, $2, $3) RETURNING id',
    [batch.carrier, batch.createdAt, batch.createdBy],
  );
  return rows[0]!.id;
}

/**
 * Claims every eligible package of the selection in the batch, for its claimable amount; a package another batch
 * claimed meanwhile is left out. Answers the claims made, with their organizations, and their amount.
 */
export async function insertClaims(
  db: Queryable,
  batchId: number,
  today: string,
  selection: EligibleSelection,
): Promise<{ claims: number; amount: string; organizationIds: string[] }> {
  const { rows } = await db.query<{
    claims: number;
    amount: string | null;
    organization_ids: string[] | null;
  }>(
    `WITH claimed AS (
       INSERT INTO refund_claims (package_id, organization_id, batch_id, state, last_claim_day, amount_claimed)
       SELECT e.package_id, e.organization_id, $7, 'in_batch', e.last_claim_day, e.claimable
       FROM (${eligiblePackages}) e
       ON CONFLICT (package_id) DO NOTHING
       RETURNING organization_id, amount_claimed)
     SELECT count(*)::integer AS claims, sum(amount_claimed) AS amount,
            array_agg(DISTINCT organization_id) AS organization_ids
     FROM claimed`,
    [...selectionParameters(today, selection), batchId],
  );
  const row = rows[0]!;
  return { claims: row.claims, amount: row.amount ?? '0.00', organizationIds: row.organization_ids ?? [] };
}

/** How many eligible packages the selection holds. */
export async function countEligiblePackages(
  db: Queryable,
  today: string,
  selection: EligibleSelection,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM (${eligiblePackages}) e`,
    selectionParameters(today, selection),
  );
  return rows[0]!.count;
}

/**
 * A claim's state as read on `today` ($1), with its package's credits `cr` (refundCredit): a credit makes it
 * credited, whatever it was before; one still in a batch past its window has expired.
 */
const claimState = `CASE WHEN cr.amount > 0 THEN 'credited'
  WHEN rc.state = 'in_batch' AND rc.last_claim_day < $1::date THEN 'expired'
  ELSE rc.state END`;

export type ClaimState = 'in_batch' | 'submitted' | 'credited' | 'denied' | 'expired';

export interface ClaimBatchRow {
  id: number;
  carrier: Carrier;
  created_at: Date;
  created_by: string | null;
  submitted_on: string | null;
  claim_count: number;
  amount_claimed: string;
  amount_credited: string;
  in_batch: number;
  submitted: number;
  credited: number;
  denied: number;
  expired: number;
}

/** Batches with their counts by state on `today` ($1), newest first; $2 one batch's id, or null for all. */
const claimBatches = `
  SELECT b.id, b.carrier, b.created_at,
         nullif(trim(u.first_name || ' ' || u.last_name), '') AS created_by, b.submitted_on,
         count(rc.package_id)::integer AS claim_count,
         coalesce(sum(rc.amount_claimed) FILTER (WHERE s.state <> 'expired'), 0) AS amount_claimed,
         coalesce(sum(cr.amount) FILTER (WHERE s.state = 'credited'), 0) AS amount_credited,
         count(*) FILTER (WHERE s.state = 'in_batch')::integer AS in_batch,
         count(*) FILTER (WHERE s.state = 'submitted')::integer AS submitted,
         count(*) FILTER (WHERE s.state = 'credited')::integer AS credited,
         count(*) FILTER (WHERE s.state = 'denied')::integer AS denied,
         count(*) FILTER (WHERE s.state = 'expired')::integer AS expired
  FROM claim_batches b
  LEFT JOIN users u ON u.id = b.created_by
  LEFT JOIN refund_claims rc ON rc.batch_id = b.id
  ${refundCredit('rc.package_id')}
  LEFT JOIN LATERAL (SELECT ${claimState} AS state) s ON true
  WHERE $2::integer IS NULL OR b.id = $2
  GROUP BY b.id, u.first_name, u.last_name
  ORDER BY b.created_at DESC, b.id DESC`;

/** Every batch, newest first. */
export async function listClaimBatchRows(db: Queryable, today: string): Promise<ClaimBatchRow[]> {
  return (await db.query<ClaimBatchRow>(claimBatches, [today, null])).rows;
}

/** One batch, or undefined. */
export async function findClaimBatchRow(
  db: Queryable,
  today: string,
  batchId: number,
): Promise<ClaimBatchRow | undefined> {
  return (await db.query<ClaimBatchRow>(claimBatches, [today, batchId])).rows[0];
}

export interface ClaimRow extends PackageFactsRow, CreditColumns {
  batch_id: number;
  amount_claimed: string;
  state: ClaimState;
  submitted_on: string | null;
  denied_reason: string | null;
  exemption: ClaimExemption | null;
}

/** Why a claimed package is no longer refund-eligible (the package's exemption). */
export type ClaimExemption = NonNullable<components['schemas']['RefundClaim']['exemption']>;

/** Claims with their packages' facts, on `today` ($1), the window closing first. */
const claims = (where: string) => `
  SELECT ${packageFacts}, rc.batch_id, rc.last_claim_day, rc.amount_claimed, ${claimState} AS state,
         rc.submitted_on, rc.denied_reason, ${creditColumns},
         CASE WHEN NOT p.gsr_eligible THEN p.exemption END AS exemption
  FROM refund_claims rc
  JOIN packages p ON p.id = rc.package_id
  JOIN invoices i ON i.id = p.invoice_id
  JOIN organizations o ON o.id = p.organization_id
  ${refundCredit('rc.package_id')}
  WHERE ${where}
  ORDER BY rc.last_claim_day, p.tracking_number`;

/** The claims of a batch. */
export async function listBatchClaims(db: Queryable, today: string, batchId: number): Promise<ClaimRow[]> {
  return (await db.query<ClaimRow>(claims('rc.batch_id = $2'), [today, batchId])).rows;
}

/** One package's claim, or undefined. */
export async function findClaim(
  db: Queryable,
  today: string,
  packageId: number,
): Promise<ClaimRow | undefined> {
  return (await db.query<ClaimRow>(claims('rc.package_id = $2'), [today, packageId])).rows[0];
}

/** Locks a batch for a change; answers whether it is open, or undefined when there is none. */
export async function lockClaimBatch(
  db: Queryable,
  batchId: number,
): Promise<{ carrier: Carrier; submitted_on: string | null } | undefined> {
  const { rows } = await db.query<{ carrier: Carrier; submitted_on: string | null }>(
    'SELECT carrier, submitted_on FROM claim_batches WHERE id = $1 FOR UPDATE',
    [batchId],
  );
  return rows[0];
}

/**
 * Submits a batch on `today`: its claims within their window become submitted, the others expired. Answers how
 * many were submitted and how many expired.
 */
export async function submitBatchClaims(
  db: Queryable,
  batchId: number,
  today: string,
  submittedBy: string | null,
): Promise<{ submitted: number; expired: number; amount: string }> {
  const { rows } = await db.query<{ submitted: number; expired: number; amount: string | null }>(
    `WITH batch AS (
       UPDATE claim_batches SET submitted_on = $2, submitted_by = $3 WHERE id = $1),
     moved AS (
       UPDATE refund_claims
       SET state = CASE WHEN last_claim_day >= $2 THEN 'submitted' ELSE 'expired' END,
           submitted_on = CASE WHEN last_claim_day >= $2 THEN $2::date END
       WHERE batch_id = $1
       RETURNING state, amount_claimed)
     SELECT count(*) FILTER (WHERE state = 'submitted')::integer AS submitted,
            count(*) FILTER (WHERE state = 'expired')::integer AS expired,
            sum(amount_claimed) FILTER (WHERE state = 'submitted') AS amount
     FROM moved`,
    [batchId, today, submittedBy],
  );
  const row = rows[0]!;
  return { submitted: row.submitted, expired: row.expired, amount: row.amount ?? '0.00' };
}

/** A claim of a batch not submitted yet whose window closes within `days` days of `today`. */
export interface ClosingClaimRow {
  tracking_number: string;
  organization_name: string;
  carrier: Carrier;
  last_claim_day: string;
  amount_claimed: string;
  batch_id: number;
}

/** The claims of batches not submitted yet whose window closes within `days` days of `today`, closing first. */
export async function listClosingBatchClaims(
  db: Queryable,
  today: string,
  days: number,
): Promise<ClosingClaimRow[]> {
  const { rows } = await db.query<ClosingClaimRow>(
    `SELECT p.tracking_number, o.name AS organization_name, p.carrier, rc.last_claim_day, rc.amount_claimed,
            rc.batch_id
     FROM refund_claims rc
     JOIN claim_batches b ON b.id = rc.batch_id AND b.submitted_on IS NULL
     JOIN packages p ON p.id = rc.package_id
     JOIN organizations o ON o.id = rc.organization_id
     WHERE rc.state = 'in_batch' AND rc.last_claim_day BETWEEN $1::date AND $1::date + $2::integer
       AND NOT ${creditedPackage}
     ORDER BY rc.last_claim_day, p.tracking_number`,
    [today, days],
  );
  return rows;
}

export interface UnclaimedCreditRow extends CreditColumns {
  package_id: number;
  organization_id: string;
  organization_name: string;
  carrier: Carrier;
  tracking_number: string;
  service: string | null;
  ship_date: string;
}

/**
 * The packages billed a refund credit that no claim holds, newest credit first, at most `limit`, and how many there
 * are in all with their credits' total.
 */
export async function listUnclaimedCredits(
  db: Queryable,
  selection: { organizationId?: string; carrier?: Carrier },
  limit: number,
): Promise<{ credits: UnclaimedCreditRow[]; total: number; totalAmount: string }> {
  const { rows } = await db.query<UnclaimedCreditRow & { total: number; total_amount: string }>(
    `SELECT p.id AS package_id, p.organization_id, o.name AS organization_name, p.carrier, p.tracking_number,
            p.service, p.ship_date, ${creditColumns},
            count(*) OVER ()::integer AS total, sum(cr.amount) OVER () AS total_amount
     FROM (SELECT DISTINCT package_id FROM charges WHERE unified_charge_grouping = 'REFUND_CREDIT') credited
     JOIN packages p ON p.id = credited.package_id
     JOIN organizations o ON o.id = p.organization_id
     ${refundCredit('p.id')}
     WHERE cr.amount > 0
       AND NOT EXISTS (SELECT 1 FROM refund_claims rc WHERE rc.package_id = p.id)
       AND ($1::uuid IS NULL OR p.organization_id = $1)
       AND ($2::text IS NULL OR p.carrier = $2)
     ORDER BY cr.invoice_date DESC, p.tracking_number
     LIMIT $3`,
    [selection.organizationId ?? null, selection.carrier ?? null, limit],
  );
  // Without an offset, an empty page is an empty selection.
  return { credits: rows, total: rows[0]?.total ?? 0, totalAmount: rows[0]?.total_amount ?? '0' };
}

/** The claims the refund credits of file `controlId` credit, per carrier: how many, and the credits' total. */
export async function claimsCreditedByFile(
  db: Queryable,
  controlId: string,
): Promise<{ carrier: Carrier; claims: number; amount: string }[]> {
  const { rows } = await db.query<{ carrier: Carrier; claims: number; amount: string }>(
    `SELECT i.carrier, count(DISTINCT rc.package_id)::integer AS claims, -sum(c.net_amount) AS amount
     FROM invoices i
     JOIN charges c ON c.invoice_id = i.id AND c.unified_charge_grouping = 'REFUND_CREDIT'
     JOIN refund_claims rc ON rc.package_id = c.package_id
     WHERE i.control_id = $1
     GROUP BY i.carrier`,
    [controlId],
  );
  return rows;
}

/** A package credited a refund by an invoice of a month: what, on which invoice, and whether a claim asked. */
export interface MonthCreditRow {
  organization_id: string;
  tracking_number: string;
  carrier: Carrier;
  amount: string;
  invoice_number: string;
  invoice_date: string;
  claimed: boolean;
}

/**
 * The refund credits of invoices dated `from` to `to`, per package and invoice, by organization, the largest first.
 */
export async function listCreditsInvoiced(
  db: Queryable,
  from: string,
  to: string,
): Promise<MonthCreditRow[]> {
  const { rows } = await db.query<MonthCreditRow>(
    `SELECT p.organization_id, p.tracking_number, p.carrier,
            -sum(c.net_amount) AS amount, i.invoice_number, i.invoice_date,
            EXISTS (SELECT 1 FROM refund_claims rc WHERE rc.package_id = p.id) AS claimed
     FROM charges c
     JOIN invoices i ON i.id = c.invoice_id
     JOIN packages p ON p.id = c.package_id
     WHERE c.unified_charge_grouping = 'REFUND_CREDIT' AND i.invoice_date BETWEEN $1::date AND $2::date
     GROUP BY p.id, i.id
     HAVING sum(c.net_amount) < 0
     ORDER BY p.organization_id, amount DESC, p.tracking_number`,
    [from, to],
  );
  return rows;
}

/** Per organization, the claims submitted from `from` to `to`: how many, and what they claim. */
export async function submittedClaimTotals(
  db: Queryable,
  from: string,
  to: string,
): Promise<Map<string, { claims: number; amount: string }>> {
  const { rows } = await db.query<{ organization_id: string; claims: number; amount: string }>(
    `SELECT organization_id, count(*)::integer AS claims, sum(amount_claimed) AS amount FROM refund_claims
     WHERE submitted_on BETWEEN $1::date AND $2::date
     GROUP BY organization_id`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.organization_id, { claims: row.claims, amount: row.amount }]));
}

/** Removes a batch and its claims. */
export async function deleteClaimBatchRow(db: Queryable, batchId: number): Promise<void> {
  await db.query('DELETE FROM claim_batches WHERE id = $1', [batchId]);
}

/** Removes one claim of a batch; answers the claims left in it, or null when the batch held no such claim. */
export async function deleteBatchClaim(
  db: Queryable,
  batchId: number,
  packageId: number,
): Promise<number | null> {
  const { rows } = await db.query<{ removed: number; left: number }>(
    `WITH removed AS (
       DELETE FROM refund_claims WHERE batch_id = $1 AND package_id = $2 RETURNING package_id)
     SELECT (SELECT count(*) FROM removed)::integer AS removed,
            (SELECT count(*) FROM refund_claims WHERE batch_id = $1 AND package_id <> $2)::integer AS left`,
    [batchId, packageId],
  );
  return rows[0]!.removed === 0 ? null : rows[0]!.left;
}

/** A submitted claim denied for `reason`; answers whether it was submitted. */
export async function denySubmittedClaim(db: Queryable, packageId: number, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE refund_claims SET state = 'denied', denied_reason = $2 WHERE package_id = $1 AND state = 'submitted'`,
    [packageId, reason],
  );
  return rowCount === 1;
}

type RefundCoverage = components['schemas']['RefundCoverage'];
type RefundWindowStart = components['schemas']['RefundWindowStart'];

/** A carrier's claim window and what its refunds cover, as read. */
export interface RefundRuleRow {
  carrier: Carrier;
  days: number;
  counted_from: RefundWindowStart;
  coverage: RefundCoverage[];
}

/** The rules of every carrier, or of `carrier` (locked for a change when `forUpdate`). */
const refundRules = (where: string, forUpdate = false) => `
  SELECT w.carrier, w.days, w.counted_from,
         coalesce((SELECT jsonb_agg(jsonb_build_object('grouping', c.unified_charge_grouping,
                                                       'coveredFrom', c.covered_from, 'coveredTo', c.covered_to)
                                    ORDER BY c.unified_charge_grouping)
                   FROM refund_coverage c WHERE c.carrier = w.carrier), '[]') AS coverage
  FROM refund_windows w
  ${where}
  ORDER BY w.carrier
  ${forUpdate ? 'FOR UPDATE' : ''}`;

/** Every carrier's claim window and what its refunds cover. */
export async function listRefundRuleRows(db: Queryable): Promise<RefundRuleRow[]> {
  const { rows } = await db.query<RefundRuleRow>(refundRules(''));
  return rows;
}

/**
 * Holds the carrier's rule until the transaction ends, as a batch is made by it: a change of the rule waits, so no
 * claim is counted by a rule that no longer holds.
 */
export async function holdRefundRule(db: Queryable, carrier: Carrier): Promise<void> {
  await db.query('SELECT 1 FROM refund_windows WHERE carrier = $1 FOR SHARE', [carrier]);
}

/** The carrier's rule, if it has one, locked for a change until the transaction ends (batches made by it wait). */
export async function lockRefundRule(db: Queryable, carrier: Carrier): Promise<RefundRuleRow | undefined> {
  const { rows } = await db.query<RefundRuleRow>(refundRules('WHERE w.carrier = $1', true), [carrier]);
  return rows[0];
}

/** Replaces the carrier's claim window and coverage (or sets them, for a carrier that had none). */
export async function replaceRefundRule(
  db: Queryable,
  carrier: Carrier,
  rule: { days: number; countedFrom: RefundWindowStart; coverage: readonly RefundCoverage[] },
): Promise<void> {
  await db.query(
    `INSERT INTO refund_windows (carrier, days, counted_from) VALUES ($1, $2, $3)
     ON CONFLICT (carrier) DO UPDATE SET days = excluded.days, counted_from = excluded.counted_from`,
    [carrier, rule.days, rule.countedFrom],
  );
  await db.query('DELETE FROM refund_coverage WHERE carrier = $1', [carrier]);
  await db.query(
    `INSERT INTO refund_coverage (carrier, unified_charge_grouping, covered_from, covered_to)
     SELECT $1, grouping, covered_from, covered_to
     FROM unnest($2::text[], $3::date[], $4::date[]) AS c (grouping, covered_from, covered_to)`,
    [
      carrier,
      rule.coverage.map((c) => c.grouping),
      rule.coverage.map((c) => c.coveredFrom),
      rule.coverage.map((c) => c.coveredTo),
    ],
  );
}

/**
 * Reads the claims of the carrier's batches not yet submitted again by its rules as they are now: their last claim
 * day and amount claimed. Answers how many moved.
 */
export async function rereadOpenClaims(db: Queryable, carrier: Carrier): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE refund_claims rc SET last_claim_day = fresh.last_claim_day, amount_claimed = fresh.claimable
     FROM (
       SELECT p.id, ${lastClaimDay} AS last_claim_day, ${claimableAmount} AS claimable
       FROM claim_batches b
       JOIN refund_claims open_claim ON open_claim.batch_id = b.id
       JOIN packages p ON p.id = open_claim.package_id
       JOIN refund_windows w ON w.carrier = p.carrier
       WHERE b.carrier = $1 AND b.submitted_on IS NULL) fresh
     WHERE rc.package_id = fresh.id
       AND (rc.last_claim_day, rc.amount_claimed) IS DISTINCT FROM (fresh.last_claim_day, fresh.claimable)`,
    [carrier],
  );
  return rowCount ?? 0;
}

/**
 * The claim file of a batch on `today`, as COPY runs it (no parameters: the values are literals): its claims but
 * the expired ones, and, while the batch is open, but those the carrier credited already, as its upload takes them.
 */
export function claimFileQuery(batchId: number, today: string): string {
  const moment = (date: string, time: string) =>
    `to_char(${date}, 'YYYY-MM-DD') || coalesce(' ' || to_char(${time}, 'HH24:MI'), '')`;
  const state = claimState.replace('$1::date', `${escapeLiteral(today)}::date`);
  return `
    SELECT ${spreadsheetText('i.account_number')} AS account_number,
           ${spreadsheetText('i.invoice_number')} AS invoice_number,
           to_char(i.invoice_date, 'YYYY-MM-DD') AS invoice_date,
           ${spreadsheetText('p.tracking_number')} AS tracking_number,
           ${spreadsheetText('p.service')} AS service,
           to_char(p.ship_date, 'YYYY-MM-DD') AS ship_date,
           ${moment('p.commit_date', 'p.commit_time')} AS commitment,
           ${moment('p.delivery_date', 'p.delivery_time')} AS delivered,
           p.delivery_date - p.commit_date AS late_by_days,
           rc.amount_claimed,
           'Late delivery' AS reason
    FROM refund_claims rc
    JOIN packages p ON p.id = rc.package_id
    JOIN invoices i ON i.id = p.invoice_id
    ${refundCredit('rc.package_id')}
    WHERE rc.batch_id = ${Math.trunc(batchId)} AND ${state} <> 'expired'
      AND (rc.state <> 'in_batch' OR ${state} <> 'credited')
    ORDER BY rc.last_claim_day, p.tracking_number`;
}
