import { describe, expect, it } from 'vitest';
import {
  exemptionText,
  batchCreatedText,
  batchName,
  batchSubmittedText,
  claimActionOf,
  claimFileName,
  claimsByStateText,
  claimWindowsText,
  createdByText,
  createdOnText,
  creditedText,
  dayAndTime,
  daysLeftText,
  denialReasonError,
  eligibleSummaryText,
  isPartialCredit,
  lateByText,
  listedText,
  newestListedText,
  parseBatchId,
  selectionOf,
  selectionText,
  unclaimedCreditsSummaryText,
  urgencyText,
  type ClaimBatchSummary,
} from './format';

const counts = { in_batch: 0, submitted: 0, credited: 0, denied: 0, expired: 0 };

const batch: ClaimBatchSummary = {
  id: 15,
  carrier: 'FEDEX',
  state: 'open',
  createdAt: '2026-11-27T23:30:00.000Z',
  createdBy: 'Ada Admin',
  submittedOn: null,
  claimCount: 3,
  amountClaimed: 1234.5,
  amountCredited: 0,
  claimsByState: { ...counts, in_batch: 3 },
};

describe('refund claim formats', () => {
  it('reads a commitment or a delivery with its time of day when it has one', () => {
    expect(dayAndTime('2026-11-20', '10:30')).toBe('Nov 20, 2026 10:30');
    expect(dayAndTime('2026-11-07', null)).toBe('Nov 07, 2026');
  });

  it('says how late a package came, under a day for an express package late by its time of day', () => {
    expect(lateByText(0)).toBe('Under a day');
    expect(lateByText(1)).toBe('1 day');
    expect(lateByText(12)).toBe('12 days');
  });

  it('counts the days left and marks in words the windows about to close', () => {
    expect(daysLeftText(0)).toBe('0 days');
    expect(daysLeftText(1)).toBe('1 day');
    expect(daysLeftText(1000)).toBe('1,000 days');
    expect(urgencyText(0)).toBe('Last day');
    expect(urgencyText(1)).toBe('Closing soon');
    expect(urgencyText(3)).toBe('Closing soon');
    expect(urgencyText(4)).toBeUndefined();
  });

  it('sums up the eligible packages, and says when only the first are listed', () => {
    expect(
      eligibleSummaryText({ packages: [], total: 1204, totalClaimable: 48210.77, asOf: '2026-11-27' }),
    ).toBe('1,204 packages, $48,210.77 claimable, as of Nov 27, 2026');
    expect(eligibleSummaryText({ packages: [], total: 1, totalClaimable: 0, asOf: '2026-01-05' })).toBe(
      '1 package, $0.00 claimable, as of Jan 05, 2026',
    );
    expect(listedText(200, 1204)).toBe('The 200 closing first are listed.');
    expect(listedText(6, 6)).toBeUndefined();
  });

  it('tells whether the packages selected can make one batch, and what they would claim', () => {
    const none = selectionOf([]);
    expect(none).toEqual({ count: 0, claimable: 0, carrier: undefined, isMixed: false });
    expect(selectionText(none)).toBe('No package selected.');
    const ups = selectionOf([
      { carrier: 'UPS', claimable: 0.1 },
      { carrier: 'UPS', claimable: 0.2 },
    ]);
    expect(ups).toEqual({ count: 2, claimable: 0.3, carrier: 'UPS', isMixed: false });
    expect(selectionText(ups)).toBe('2 packages selected, $0.30 claimable.');
    const mixed = selectionOf([
      { carrier: 'UPS', claimable: 1 },
      { carrier: 'FEDEX', claimable: 2 },
    ]);
    expect(mixed.carrier).toBeUndefined();
    expect(mixed.isMixed).toBe(true);
    expect(selectionText(mixed)).toBe(
      "The packages selected are of UPS and FedEx: a batch is of one carrier. Select one carrier's packages.",
    );
  });

  it("counts a batch's claims by state, those it has, in the order a claim goes through them", () => {
    expect(claimsByStateText({ ...counts, in_batch: 2, expired: 1 })).toBe('2 in batch, 1 expired');
    expect(claimsByStateText({ in_batch: 0, submitted: 1, credited: 1200, denied: 1, expired: 0 })).toBe(
      '1 submitted, 1,200 credited, 1 denied',
    );
    expect(claimsByStateText(counts)).toBe('');
  });

  it('names a batch, its claim file as the server does, its day in UTC and who made it', () => {
    expect(batchName(15)).toBe('Batch 15');
    expect(claimFileName(batch)).toBe('claims-fedex-15.csv');
    expect(claimFileName({ id: 3, carrier: 'UPS' })).toBe('claims-ups-3.csv');
    expect(createdOnText(batch.createdAt)).toBe('Nov 27, 2026');
    expect(createdByText('Ada Admin')).toBe('Ada Admin');
    expect(createdByText(null)).toBe('Deleted user');
  });

  it('says what a new batch holds and what submitting it did', () => {
    expect(batchCreatedText(batch)).toBe('3 claims for $1,234.50 in batch 15.');
    expect(batchCreatedText({ ...batch, claimCount: 1, amountClaimed: 9.8 })).toBe(
      '1 claim for $9.80 in batch 15.',
    );
    expect(batchSubmittedText({ ...batch, claimsByState: { ...counts, submitted: 2, expired: 1 } })).toBe(
      '2 claims submitted, 1 expired.',
    );
    expect(batchSubmittedText({ ...batch, claimsByState: { ...counts, submitted: 1 } })).toBe(
      '1 claim submitted.',
    );
  });

  it('offers Remove in an open batch and Deny on a submitted claim, nothing on a credited one', () => {
    const open = { state: 'open' } as const;
    const submitted = { state: 'submitted' } as const;
    expect(claimActionOf({ state: 'in_batch' }, open)).toBe('remove');
    expect(claimActionOf({ state: 'expired' }, open)).toBe('remove');
    expect(claimActionOf({ state: 'credited' }, open)).toBeUndefined();
    expect(claimActionOf({ state: 'submitted' }, submitted)).toBe('deny');
    for (const state of ['credited', 'denied', 'expired'] as const) {
      expect(claimActionOf({ state }, submitted)).toBeUndefined();
    }
  });

  it('marks a credit less than the amount claimed as partial, to the cent', () => {
    expect(isPartialCredit({ amount: 40 }, 64.85)).toBe(true);
    expect(isPartialCredit({ amount: 64.85 }, 64.85)).toBe(false);
    expect(isPartialCredit({ amount: 0.1 + 0.2 }, 0.3)).toBe(false);
    expect(isPartialCredit({ amount: 70 }, 64.85)).toBe(false);
    expect(creditedText({ amount: 40 }, 64.85)).toBe('$40.00 (partial)');
    expect(creditedText({ amount: 1052.1 }, 1052.1)).toBe('$1,052.10');
  });

  it('sums up the refunds paid without a claim, and says when only the newest are listed', () => {
    expect(unclaimedCreditsSummaryText({ total: 3, totalAmount: 42.1 })).toBe(
      '3 refunds, $42.10 paid without a claim',
    );
    expect(unclaimedCreditsSummaryText({ total: 1, totalAmount: 9.95 })).toBe(
      '1 refund, $9.95 paid without a claim',
    );
    expect(unclaimedCreditsSummaryText({ total: 0, totalAmount: 0 })).toBe(
      '0 refunds, $0.00 paid without a claim',
    );
    expect(newestListedText(200, 1312)).toBe('The 200 newest are listed.');
    expect(newestListedText(3, 3)).toBeUndefined();
  });

  it("reads each carrier's claim window", () => {
    expect(
      claimWindowsText([
        { carrier: 'FEDEX', days: 1, countedFrom: 'invoice_date', coverage: [] },
        { carrier: 'UPS', days: 15, countedFrom: 'later_of_commitment_and_delivery', coverage: [] },
      ]),
    ).toBe(
      'Claim windows: FedEx, 1 day from the first invoice; UPS, 15 days from the later of the commitment and the delivery.',
    );
    expect(claimWindowsText([])).toBeUndefined();
  });

  it("takes a batch's id only from an address that can name one", () => {
    expect(parseBatchId('14')).toBe(14);
    expect(parseBatchId('2147483647')).toBe(2147483647);
    for (const text of [undefined, '', '0', '014', '-1', '1.5', '2147483648', '12a', ' 12']) {
      expect(parseBatchId(text)).toBeUndefined();
    }
  });

  it("requires the carrier's reason for a denial, of at most 500 characters once trimmed", () => {
    expect(denialReasonError('')).toBe('Enter the reason the carrier gave');
    expect(denialReasonError('   ')).toBe('Enter the reason the carrier gave');
    expect(denialReasonError('x'.repeat(501))).toBe('Keep the reason to 500 characters');
    expect(denialReasonError(` ${'x'.repeat(500)} `)).toBeUndefined();
    expect(denialReasonError('Signature required')).toBeUndefined();
  });

  it('names why a claimed package is no longer refund-eligible, as the charge map and the waivers name it', () => {
    expect(exemptionText('address_correction')).toBe('No longer refund-eligible: Address Correction');
    expect(exemptionText('holiday_waiver')).toBe('No longer refund-eligible: Holiday peak');
  });
});
