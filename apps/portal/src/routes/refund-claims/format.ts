import { carrierName, type Carrier, type components } from '@waybill/api-client';
import type { BadgeTone } from '@waybill/ui';
import { formatCount, formatMoney, sumMoney } from '../control-master/format';
import { formatDay } from '../people/format';
import { AUDIT_EXEMPTION_LABELS } from '../reference-data/charge-rule-format';
import { plural } from '../reference-data/format';
import { claimWindowText } from '../reference-data/refund-rule-format';
import { WAIVER_REASON_LABELS } from '../reference-data/waiver-format';

type Schemas = components['schemas'];
export type RefundEligiblePackage = Schemas['RefundEligiblePackage'];
export type RefundEligibleList = Schemas['RefundEligibleList'];
export type RefundRule = Schemas['RefundRule'];
export type RefundClaim = Schemas['RefundClaim'];
export type RefundClaimState = Schemas['RefundClaimState'];
export type ClaimBatchSummary = Schemas['ClaimBatchSummary'];
export type ClaimBatch = Schemas['ClaimBatch'];
export type RefundCredit = Schemas['RefundCredit'];
export type UnclaimedRefundCredit = Schemas['UnclaimedRefundCredit'];
export type UnclaimedRefundCreditList = Schemas['UnclaimedRefundCreditList'];

/** A package whose window closes within this many days is marked in the tables: 'Closing soon'. */
export const CLOSING_SOON_DAYS = 3;

/** A day with its time of day when it has one: 'Nov 20, 2026 10:30', or 'Nov 20, 2026' for a whole day. */
export function dayAndTime(day: string, time: string | null): string {
  return time ? `${formatDay(day)} ${time}` : formatDay(day);
}

/** How late a package came: '1 day', '3 days', or 'Under a day' for an express package late by its time of day. */
export function lateByText(days: number): string {
  return days === 0 ? 'Under a day' : plural(days, 'day', 'days');
}

/** The days left to claim a package: '0 days', '1 day', '12 days'. */
export function daysLeftText(days: number): string {
  return plural(days, 'day', 'days');
}

/**
 * What marks a package whose window is about to close, in words so that it does not rest on colour alone: 'Last
 * day' when it closes today, 'Closing soon' within {@link CLOSING_SOON_DAYS} days; nothing otherwise.
 */
export function urgencyText(daysLeft: number): string | undefined {
  if (daysLeft <= 0) return 'Last day';
  return daysLeft <= CLOSING_SOON_DAYS ? 'Closing soon' : undefined;
}

/** The line above the eligible packages: '12 packages, $1,234.56 claimable, as of Nov 27, 2026'. */
export function eligibleSummaryText({ total, totalClaimable, asOf }: RefundEligibleList): string {
  return `${plural(total, 'package', 'packages')}, ${formatMoney(totalClaimable)} claimable, as of ${formatDay(asOf)}`;
}

/** What the table says when it lists only the first of the packages: 'The 200 closing first are listed.' */
export function listedText(listed: number, total: number): string | undefined {
  return total > listed ? `The ${formatCount(listed)} closing first are listed.` : undefined;
}

/** The carriers of the packages selected, and their count and claimable amount. */
export interface EligibleSelection {
  count: number;
  claimable: number;
  /** The one carrier of every package selected; undefined for none or for both. */
  carrier: Carrier | undefined;
  /** Whether the packages selected are of both carriers (a batch is of one). */
  isMixed: boolean;
}

/** What of the packages selected a batch can be made of. */
export function selectionOf(packages: readonly Pick<RefundEligiblePackage, 'carrier' | 'claimable'>[]) {
  const carriers = new Set(packages.map((each) => each.carrier));
  const [carrier] = carriers;
  return {
    count: packages.length,
    claimable: sumMoney(packages.map((each) => each.claimable)),
    carrier: carriers.size === 1 ? carrier : undefined,
    isMixed: carriers.size > 1,
  } satisfies EligibleSelection;
}

/**
 * The line beside Claim selected: what is selected, or why it cannot make one batch: '3 packages selected, $412.50
 * claimable.'
 */
export function selectionText(selection: EligibleSelection): string {
  if (selection.count === 0) return 'No package selected.';
  if (selection.isMixed) {
    return "The packages selected are of UPS and FedEx: a batch is of one carrier. Select one carrier's packages.";
  }
  return `${plural(selection.count, 'package', 'packages')} selected, ${formatMoney(selection.claimable)} claimable.`;
}

/** Why Claim all waits: it claims the whole selection, which must be of one carrier. */
export const CLAIM_ALL_NEEDS_CARRIER = 'Choose a carrier to claim all: a batch is of one carrier.';

/** A claim's state as the tables read it. */
export const CLAIM_STATE_LABELS: Record<RefundClaimState, string> = {
  in_batch: 'In batch',
  submitted: 'Submitted',
  credited: 'Credited',
  denied: 'Denied',
  expired: 'Expired',
};

/** The badge colour of a claim's state (its label carries the meaning). */
export const CLAIM_STATE_TONES: Record<RefundClaimState, BadgeTone> = {
  in_batch: 'neutral',
  submitted: 'warning',
  credited: 'success',
  denied: 'danger',
  expired: 'neutral',
};

/** Why a claimed package is no longer refund-eligible, named as the charge map and the waivers name it. */
export function exemptionText(exemption: NonNullable<RefundClaim['exemption']>): string {
  const labels: Record<typeof exemption, string> = { ...AUDIT_EXEMPTION_LABELS, ...WAIVER_REASON_LABELS };
  return `No longer refund-eligible: ${labels[exemption]}`;
}

/** A batch's state as the tables read it. */
export const BATCH_STATE_LABELS: Record<ClaimBatchSummary['state'], string> = {
  open: 'Open',
  submitted: 'Submitted',
};

const claimStates = Object.keys(CLAIM_STATE_LABELS) as RefundClaimState[];

/** A batch's claims counted by state, those it has: '2 submitted, 1 credited, 1 denied'. */
export function claimsByStateText(counts: ClaimBatchSummary['claimsByState']): string {
  return claimStates
    .filter((state) => counts[state] > 0)
    .map((state) => `${formatCount(counts[state])} ${CLAIM_STATE_LABELS[state].toLowerCase()}`)
    .join(', ');
}

/** What can be done to a claim from its batch's page: removed from an open batch, or denied once submitted. */
export type ClaimAction = 'remove' | 'deny';

/**
 * The action a claim offers, if any: a credited claim offers none, for the carrier paid it (the batch still open
 * or not).
 */
export function claimActionOf(
  claim: Pick<RefundClaim, 'state'>,
  batch: Pick<ClaimBatchSummary, 'state'>,
): ClaimAction | undefined {
  if (claim.state === 'credited') return undefined;
  if (batch.state === 'open') return 'remove';
  return claim.state === 'submitted' ? 'deny' : undefined;
}

/** Whether a credit is less than what was claimed, compared in cents. */
export function isPartialCredit(credit: Pick<RefundCredit, 'amount'>, amountClaimed: number): boolean {
  return Math.round(credit.amount * 100) < Math.round(amountClaimed * 100);
}

/** A claim's credit as its cell reads it: '$52.10', or '$40.00 (partial)' when less than was claimed. */
export function creditedText(credit: Pick<RefundCredit, 'amount'>, amountClaimed: number): string {
  const amount = formatMoney(credit.amount);
  return isPartialCredit(credit, amountClaimed) ? `${amount} (partial)` : amount;
}

/** The line above the refunds paid without a claim: '3 refunds, $42.10 paid without a claim'. */
export function unclaimedCreditsSummaryText({
  total,
  totalAmount,
}: Pick<UnclaimedRefundCreditList, 'total' | 'totalAmount'>): string {
  return `${plural(total, 'refund', 'refunds')}, ${formatMoney(totalAmount)} paid without a claim`;
}

/** What the table says when it lists only the newest of the refunds: 'The 200 newest are listed.' */
export function newestListedText(listed: number, total: number): string | undefined {
  return total > listed ? `The ${formatCount(listed)} newest are listed.` : undefined;
}

/** A batch as the screens name it: 'Batch 14'. */
export const batchName = (id: number) => `Batch ${id}`;

/** The name the server gives a batch's claim file: 'claims-ups-14.csv'. */
export function claimFileName({ id, carrier }: Pick<ClaimBatchSummary, 'id' | 'carrier'>): string {
  return `claims-${carrier.toLowerCase()}-${id}.csv`;
}

/** The day a batch was made, in UTC as every admin reads it: 'Nov 27, 2026'. */
export function createdOnText(createdAt: string): string {
  return formatDay(createdAt.slice(0, 10));
}

/** Who made a batch, or who they were once their account is gone. */
export const createdByText = (createdBy: string | null) => createdBy ?? 'Deleted user';

/** The toast's text for a new batch: '3 claims for $412.50 in batch 15.' */
export function batchCreatedText({ id, claimCount, amountClaimed }: ClaimBatchSummary): string {
  return `${plural(claimCount, 'claim', 'claims')} for ${formatMoney(amountClaimed)} in batch ${id}.`;
}

/** The toast's text for a batch marked submitted: '3 claims submitted, 1 expired.' */
export function batchSubmittedText({ claimsByState }: ClaimBatchSummary): string {
  const submitted = plural(claimsByState.submitted, 'claim', 'claims');
  return claimsByState.expired > 0
    ? `${submitted} submitted, ${formatCount(claimsByState.expired)} expired.`
    : `${submitted} submitted.`;
}

/**
 * The carriers' claim windows, for the line under the filters: 'Claim windows: FedEx, 15 days from the first
 * invoice; UPS, 15 days from the later of the commitment and the delivery.'
 */
export function claimWindowsText(rules: readonly RefundRule[]): string | undefined {
  if (rules.length === 0) return undefined;
  const windows = rules.map((rule) => `${carrierName(rule.carrier)}, ${claimWindowText(rule)}`);
  return `Claim windows: ${windows.join('; ')}.`;
}

/** The id of a batch's address, or undefined when it cannot be one (not a whole number from 1 to 2^31 - 1). */
export function parseBatchId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The longest reason a denial takes, as the contract has it. */
export const DENIAL_REASON_MAX_LENGTH = 500;

/** What is wrong with a denial's reason as typed ('Enter the reason the carrier gave'), or undefined when nothing. */
export function denialReasonError(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Enter the reason the carrier gave';
  if (trimmed.length > DENIAL_REASON_MAX_LENGTH) {
    return `Keep the reason to ${DENIAL_REASON_MAX_LENGTH} characters`;
  }
  return undefined;
}
