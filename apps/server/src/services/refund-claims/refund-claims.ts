import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  claimFileQuery,
  countEligiblePackages,
  deleteBatchClaim,
  deleteClaimBatchRow,
  denySubmittedClaim,
  describePackagesForClaim,
  findClaim,
  findClaimBatchRow,
  insertClaimBatch,
  insertClaims,
  listBatchClaims,
  listClaimBatchRows,
  listEligiblePackages,
  holdRefundRule,
  lockClaimBatch,
  submitBatchClaims,
  type ClaimBatchRow,
  type ClaimRow,
  type EligiblePackageRow,
  type EligibleSelection,
  type UnclaimablePackage,
  type CreditColumns,
  listUnclaimedCredits,
} from '../../repositories/refund-claims.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import { recordAudit } from '../audit/record-audit.js';
import { startedStream } from '../started-stream.js';

export type RefundEligibleList = components['schemas']['RefundEligibleList'];
export type RefundClaim = components['schemas']['RefundClaim'];
export type ClaimBatchSummary = components['schemas']['ClaimBatchSummary'];
export type ClaimBatch = components['schemas']['ClaimBatch'];
export type ClaimBatchInput = components['schemas']['ClaimBatchInput'];
export type RefundCredit = components['schemas']['RefundCredit'];
export type UnclaimedRefundCreditList = components['schemas']['UnclaimedRefundCreditList'];

/** The most claims one batch holds: a carrier's dispute upload takes a few thousand rows. */
export const maxClaimsPerBatch = 5_000;

export const claimBatchNotFoundMessage = 'Claim batch not found';
export const claimNotFoundMessage = 'Refund claim not found';

const carrierNames: Record<Carrier, string> = { UPS: 'UPS', FEDEX: 'FedEx' };

/** Today as the claim windows count it: the UTC day. */
const todayOf = (context: SignedInContext) => context.now().toISOString().slice(0, 10);

const packageFacts = (row: EligiblePackageRow | ClaimRow) => ({
  packageId: Number(row.package_id),
  organizationId: row.organization_id,
  organizationName: row.organization_name,
  carrier: row.carrier,
  controlId: row.control_id,
  accountNumber: row.account_number,
  invoiceNumber: row.invoice_number,
  invoiceDate: row.invoice_date,
  trackingNumber: row.tracking_number,
  service: row.service,
  shipDate: row.ship_date,
  commitDate: row.commit_date,
  commitTime: row.commit_time,
  deliveryDate: row.delivery_date,
  deliveryTime: row.delivery_time,
  lateByDays: row.late_by_days,
  lastClaimDay: row.last_claim_day,
});

/** The credits of a claim's or a package's row, or null when none was billed (or they add up to nothing). */
const creditOf = (row: CreditColumns): RefundCredit | null =>
  row.credit_amount !== null && Number(row.credit_amount) > 0
    ? {
        amount: Number(row.credit_amount),
        invoiceNumber: row.credit_invoice_number!,
        invoiceDate: row.credit_invoice_date!,
        controlId: row.credit_control_id!,
      }
    : null;

const claimOf = (row: ClaimRow): RefundClaim => ({
  ...packageFacts(row),
  batchId: row.batch_id,
  amountClaimed: Number(row.amount_claimed),
  state: row.state,
  submittedOn: row.submitted_on,
  deniedReason: row.denied_reason,
  credit: creditOf(row),
  exemption: row.exemption,
});

const batchSummaryOf = (row: ClaimBatchRow): ClaimBatchSummary => ({
  id: row.id,
  carrier: row.carrier,
  state: row.submitted_on === null ? 'open' : 'submitted',
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by,
  submittedOn: row.submitted_on,
  claimCount: row.claim_count,
  amountClaimed: Number(row.amount_claimed),
  amountCredited: Number(row.amount_credited),
  claimsByState: {
    in_batch: row.in_batch,
    submitted: row.submitted,
    credited: row.credited,
    denied: row.denied,
    expired: row.expired,
  },
});

/** The refund-eligible packages of the selection whose window is open today, the fewest days left first. */
export async function listRefundEligiblePackages(
  context: SignedInContext,
  selection: Omit<EligibleSelection, 'packageIds'> & { limit?: number },
): Promise<RefundEligibleList> {
  const today = todayOf(context);
  const { limit = 200, ...filter } = selection;
  const eligible = await listEligiblePackages(context.db, today, filter, limit);
  return {
    packages: eligible.packages.map((row) => ({
      ...packageFacts(row),
      daysLeft: row.days_left,
      claimable: Number(row.claimable),
    })),
    total: eligible.total,
    totalClaimable: Number(eligible.totalClaimable),
    asOf: today,
  };
}

/** The refund credits of packages no claim holds (the carrier paid unasked), newest first. */
export async function listUnclaimedRefundCredits(
  context: SignedInContext,
  selection: { organizationId?: string; carrier?: Carrier; limit?: number },
): Promise<UnclaimedRefundCreditList> {
  const { limit = 200, ...filter } = selection;
  const listed = await listUnclaimedCredits(context.db, filter, limit);
  return {
    credits: listed.credits.map((row) => ({
      packageId: Number(row.package_id),
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      service: row.service,
      shipDate: row.ship_date,
      credit: creditOf(row)!,
    })),
    total: listed.total,
    totalAmount: Number(listed.totalAmount),
  };
}

/** Every claim batch, newest first. */
export async function listClaimBatches(context: SignedInContext): Promise<{ batches: ClaimBatchSummary[] }> {
  const rows = await listClaimBatchRows(context.db, todayOf(context));
  return { batches: rows.map(batchSummaryOf) };
}

/** A batch with its claims. */
export async function getClaimBatch(context: SignedInContext, batchId: number): Promise<ClaimBatch> {
  const today = todayOf(context);
  const batch = await findClaimBatchRow(context.db, today, batchId);
  if (!batch) throw new AppError('not_found', claimBatchNotFoundMessage);
  const claims = await listBatchClaims(context.db, today, batchId);
  return { ...batchSummaryOf(batch), claims: claims.map(claimOf) };
}

/** Why a named package cannot go into a batch of `carrier` on `today`, or null when it can. */
function whyUnclaimable(row: UnclaimablePackage, carrier: Carrier, today: string): string | null {
  const id = Number(row.package_id);
  if (row.carrier === null) return `No package has the id ${id}`;
  if (row.carrier !== carrier) return `Package ${id} is a ${carrierNames[row.carrier]} package`;
  if (row.claimed_in !== null) return `Package ${id} is already claimed in batch ${row.claimed_in}`;
  if (!row.gsr_eligible) return `Package ${id} is not refund-eligible`;
  if (row.credited) return `Package ${id} was credited a refund already`;
  if (row.last_claim_day! < today) return `The claim window of package ${id} closed on ${row.last_claim_day}`;
  return null;
}

/** A 400 for the selection, naming the packages when they were named, the carrier's selection otherwise. */
function refusedSelection(message: string, field: 'packageIds' | 'carrier'): AppError {
  return new AppError('bad_request', message, { [field]: message });
}

/**
 * Puts the named packages, or every eligible package of the selection, of one carrier into a new batch. Refuses
 * (400, nothing made) a named package the batch cannot hold, an empty selection or one past the batch's size.
 */
export async function createClaimBatch(
  context: SignedInContext,
  input: ClaimBatchInput,
): Promise<ClaimBatch> {
  const today = todayOf(context);
  const selection: EligibleSelection = {
    carrier: input.carrier,
    organizationId: input.organizationId,
    controlId: input.controlId,
    expiringWithinDays: input.expiringWithinDays,
    packageIds: input.packageIds,
  };
  const batchId = await context.transaction(async (tx) => {
    await holdRefundRule(tx.db, input.carrier);
    const eligible = await countEligiblePackages(tx.db, today, selection);
    if (input.packageIds && eligible < input.packageIds.length) {
      const described = await describePackagesForClaim(tx.db, input.packageIds);
      const reason = described.map((row) => whyUnclaimable(row, input.carrier, today)).find(Boolean);
      throw refusedSelection(
        reason ?? 'A package named is not of the organization, file or days selected',
        'packageIds',
      );
    }
    const field = input.packageIds ? 'packageIds' : 'carrier';
    if (eligible === 0) throw refusedSelection('No package of this selection can be claimed', field);
    if (eligible > maxClaimsPerBatch) {
      throw refusedSelection(
        `The selection holds ${eligible.toLocaleString('en-US')} packages; a batch holds at most ` +
          `${maxClaimsPerBatch.toLocaleString('en-US')}: narrow it`,
        field,
      );
    }
    const id = await insertClaimBatch(tx.db, {
      carrier: input.carrier,
      createdAt: context.now(),
      createdBy: context.viewer.userId,
    });
    const made = await insertClaims(tx.db, id, today, selection);
    // Another batch claimed some of them since they were counted: this one is not what was asked.
    if (made.claims !== eligible) throw new AppError('conflict', 'Some of these packages were just claimed');
    await recordAudit(tx, {
      action: 'refund_claims_changed',
      organizationId: made.organizationIds.length === 1 ? made.organizationIds[0] : null,
      details: {
        change: 'batch_created',
        batchId: id,
        carrier: input.carrier,
        claims: made.claims,
        amount: made.amount,
      },
    });
    return id;
  });
  return getClaimBatch(context, batchId);
}

/** The batch locked for a change, refused when it has been submitted. */
async function openBatch(tx: SignedInContext, batchId: number): Promise<{ carrier: Carrier }> {
  const batch = await lockClaimBatch(tx.db, batchId);
  if (!batch) throw new AppError('not_found', claimBatchNotFoundMessage);
  if (batch.submitted_on !== null) {
    throw new AppError('bad_request', `This batch was submitted on ${batch.submitted_on}`);
  }
  return batch;
}

/** Marks a batch submitted today: its claims within their window are submitted, the others expired. */
export async function submitClaimBatch(context: SignedInContext, batchId: number): Promise<ClaimBatch> {
  const today = todayOf(context);
  await context.transaction(async (tx) => {
    const { carrier } = await openBatch(tx, batchId);
    const moved = await submitBatchClaims(tx.db, batchId, today, context.viewer.userId);
    if (moved.submitted === 0) {
      throw new AppError('bad_request', 'Every claim of this batch is past its window: discard the batch');
    }
    await recordAudit(tx, {
      action: 'refund_claims_changed',
      details: {
        change: 'batch_submitted',
        batchId,
        carrier,
        claims: moved.submitted,
        expired: moved.expired,
        amount: moved.amount,
      },
    });
  });
  return getClaimBatch(context, batchId);
}

/** Discards a batch not yet submitted: its packages are eligible again. */
export async function deleteClaimBatch(context: SignedInContext, batchId: number): Promise<void> {
  await context.transaction(async (tx) => {
    const { carrier } = await openBatch(tx, batchId);
    const batch = (await findClaimBatchRow(tx.db, todayOf(context), batchId))!;
    await deleteClaimBatchRow(tx.db, batchId);
    await recordAudit(tx, {
      action: 'refund_claims_changed',
      details: {
        change: 'batch_discarded',
        batchId,
        carrier,
        claims: batch.claim_count,
        amount: batch.amount_claimed,
      },
    });
  });
}

/** Takes one claim out of a batch not yet submitted; a batch left empty goes too. */
export async function removeClaimFromBatch(
  context: SignedInContext,
  batchId: number,
  packageId: number,
): Promise<void> {
  await context.transaction(async (tx) => {
    const { carrier } = await openBatch(tx, batchId);
    const claim = await findClaim(tx.db, todayOf(context), packageId);
    if (!claim || claim.batch_id !== batchId) throw new AppError('not_found', claimNotFoundMessage);
    const left = await deleteBatchClaim(tx.db, batchId, packageId);
    if (left === 0) await deleteClaimBatchRow(tx.db, batchId);
    await recordAudit(tx, {
      action: 'refund_claims_changed',
      organizationId: claim.organization_id,
      details: {
        change: 'claim_removed',
        batchId,
        carrier,
        packageId,
        trackingNumber: claim.tracking_number,
      },
    });
  });
}

/** Records the carrier's denial of a submitted claim. */
export async function denyRefundClaim(
  context: SignedInContext,
  packageId: number,
  reason: string,
): Promise<RefundClaim> {
  const today = todayOf(context);
  const denied = reason.trim();
  await context.transaction(async (tx) => {
    const claim = await findClaim(tx.db, today, packageId);
    if (!claim) throw new AppError('not_found', claimNotFoundMessage);
    if (!(await denySubmittedClaim(tx.db, packageId, denied))) {
      throw new AppError('bad_request', `Only a submitted claim can be denied; this one is ${claim.state}`);
    }
    await recordAudit(tx, {
      action: 'refund_claims_changed',
      organizationId: claim.organization_id,
      details: {
        change: 'claim_denied',
        batchId: claim.batch_id,
        carrier: claim.carrier,
        packageId,
        trackingNumber: claim.tracking_number,
        reason: denied,
      },
    });
  });
  return claimOf((await findClaim(context.db, today, packageId))!);
}

/** A batch's claim file, streamed as the database writes it, and its name. */
export async function claimFile(
  context: SignedInContext,
  batchId: number,
): Promise<{ fileName: string; csv: AsyncGenerator<Uint8Array, void, undefined> }> {
  const today = todayOf(context);
  const batch = await findClaimBatchRow(context.db, today, batchId);
  if (!batch) throw new AppError('not_found', claimBatchNotFoundMessage);
  return {
    fileName: `claims-${batch.carrier.toLowerCase()}-${batchId}.csv`,
    csv: await startedStream(context.database.copyTo(claimFileQuery(batchId, today))),
  };
}
