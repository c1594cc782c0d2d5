import { delay, HttpResponse } from 'msw';
import { UNIFIED_CHARGE_GROUPING_LABELS, type components } from '@waybill/api-client';
import { acmeFreight, northwind } from './administration';
import { http } from './http';

type Schemas = components['schemas'];
type EligiblePackage = Schemas['RefundEligiblePackage'];
type RefundClaim = Schemas['RefundClaim'];
type RefundRule = Schemas['RefundRule'];
type RefundRuleInput = Schemas['RefundRuleInput'];
type ClaimBatchSummary = Schemas['ClaimBatchSummary'];
type ClaimBatch = Schemas['ClaimBatch'];
type RefundCredit = Schemas['RefundCredit'];
type UnclaimedRefundCredit = Schemas['UnclaimedRefundCredit'];

/** The day the stories' claim windows count from (`asOf`), and the day a batch made or submitted in them gets. */
export const REFUND_TODAY = '2026-11-27';

const ofAcme = { organizationId: acmeFreight.organizationId, organizationName: acmeFreight.name };
const ofNorthwind = { organizationId: northwind.organizationId, organizationName: northwind.name };

/** The whole days from `from` to `to` (both `yyyy-MM-dd`). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type PackageFacts = Omit<EligiblePackage, 'daysLeft' | 'claimable'>;

const upsInvoice = (controlId: string, invoiceDate: string) => ({
  carrier: 'UPS' as const,
  controlId,
  accountNumber: 'A1B2C3',
  invoiceNumber: `0000A1B2C3${controlId.slice(-3)}`,
  invoiceDate,
});

const fedexInvoice = (controlId: string, invoiceDate: string) => ({
  carrier: 'FEDEX' as const,
  controlId,
  accountNumber: '4821-7730-5',
  invoiceNumber: `8-${controlId.slice(6, 14)}${controlId.slice(-2)}`,
  invoiceDate,
});

/** A refund credit of `amount` billed on `invoice` (one of {@link upsInvoice} or {@link fedexInvoice}). */
const creditOn = (
  { invoiceNumber, invoiceDate, controlId }: ReturnType<typeof upsInvoice | typeof fedexInvoice>,
  amount: number,
): RefundCredit => ({ amount, invoiceNumber, invoiceDate, controlId });

/** A package a refund can be claimed for on {@link REFUND_TODAY}, with its days left from its last claim day. */
const eligible = (facts: PackageFacts, claimable: number): EligiblePackage => ({
  ...facts,
  daysLeft: daysBetween(REFUND_TODAY, facts.lastClaimDay),
  claimable,
});

/**
 * The late packages a refund can be claimed for, the fewest days left first as the server lists them: a UPS express
 * package on its last day (late by its time of day), a FedEx one closing tomorrow and a UPS ground one in three days
 * (both marked closing soon), then three with more than a week left, of both clients and carriers.
 */
export const eligiblePackages: EligiblePackage[] = [
  eligible(
    {
      packageId: 5101,
      ...ofAcme,
      ...upsInvoice('UPS-20261112-000031', '2026-11-12'),
      trackingNumber: '1Z999AA10123456784',
      service: 'UPS Next Day Air',
      shipDate: '2026-11-10',
      commitDate: '2026-11-11',
      commitTime: '10:30',
      deliveryDate: '2026-11-11',
      deliveryTime: '15:12',
      lateByDays: 0,
      lastClaimDay: '2026-11-27',
    },
    48.62,
  ),
  eligible(
    {
      packageId: 5102,
      ...ofNorthwind,
      ...fedexInvoice('FEDEX-20261116-000039', '2026-11-16'),
      trackingNumber: '794612345678',
      service: 'FedEx 2Day',
      shipDate: '2026-11-09',
      commitDate: '2026-11-11',
      commitTime: '16:30',
      deliveryDate: '2026-11-13',
      deliveryTime: '11:02',
      lateByDays: 2,
      lastClaimDay: '2026-11-28',
    },
    31.15,
  ),
  eligible(
    {
      packageId: 5103,
      ...ofAcme,
      ...upsInvoice('UPS-20261115-000034', '2026-11-15'),
      trackingNumber: '1Z999AA10123456791',
      service: 'UPS Ground',
      shipDate: '2026-11-03',
      commitDate: '2026-11-07',
      commitTime: null,
      deliveryDate: '2026-11-10',
      deliveryTime: null,
      lateByDays: 3,
      lastClaimDay: '2026-11-30',
    },
    14.37,
  ),
  eligible(
    {
      packageId: 5105,
      ...ofAcme,
      ...fedexInvoice('FEDEX-20261123-000042', '2026-11-23'),
      trackingNumber: '794612345690',
      service: 'FedEx Priority Overnight',
      shipDate: '2026-11-19',
      commitDate: '2026-11-20',
      commitTime: '10:30',
      deliveryDate: '2026-11-20',
      deliveryTime: '13:47',
      lateByDays: 0,
      lastClaimDay: '2026-12-05',
    },
    61.8,
  ),
  eligible(
    {
      packageId: 5104,
      ...ofNorthwind,
      ...upsInvoice('UPS-20261121-000041', '2026-11-21'),
      trackingNumber: '1Z999AA10123456807',
      service: 'UPS 2nd Day Air',
      shipDate: '2026-11-12',
      commitDate: '2026-11-14',
      commitTime: null,
      deliveryDate: '2026-11-16',
      deliveryTime: null,
      lateByDays: 2,
      lastClaimDay: '2026-12-06',
    },
    22.9,
  ),
  eligible(
    {
      packageId: 5106,
      ...ofAcme,
      ...upsInvoice('UPS-20261121-000041', '2026-11-21'),
      trackingNumber: '1Z999AA10123456815',
      service: 'UPS Ground',
      shipDate: '2026-11-16',
      commitDate: '2026-11-19',
      commitTime: null,
      deliveryDate: '2026-11-24',
      deliveryTime: null,
      lateByDays: 5,
      lastClaimDay: '2026-12-06',
    },
    12.45,
  ),
];

/**
 * The carriers' refund rules as seeded: UPS counts its window from the later of the commitment and the delivery
 * and has not refunded fuel since 2008-09-02, FedEx counts from the invoice and refunds freight and fuel.
 */
export const refundRules: RefundRule[] = [
  {
    carrier: 'FEDEX',
    days: 15,
    countedFrom: 'invoice_date',
    coverage: [
      { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null },
      { grouping: 'FUEL', coveredFrom: null, coveredTo: null },
    ],
  },
  {
    carrier: 'UPS',
    days: 15,
    countedFrom: 'later_of_commitment_and_delivery',
    coverage: [
      { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null },
      { grouping: 'FUEL', coveredFrom: null, coveredTo: '2008-09-01' },
    ],
  },
];

/**
 * A claim of a package in batch `batchId`, in `state`; one given a credit is credited, whatever `state` it was in
 * before, as the server reads it.
 */
const claim = (
  batchId: number,
  facts: PackageFacts,
  amountClaimed: number,
  state: RefundClaim['state'],
  outcome: {
    submittedOn?: string;
    deniedReason?: string;
    credit?: RefundCredit;
    exemption?: RefundClaim['exemption'];
  } = {},
): RefundClaim => ({
  ...facts,
  batchId,
  amountClaimed,
  state: outcome.credit ? 'credited' : state,
  submittedOn: outcome.submittedOn ?? null,
  deniedReason: outcome.deniedReason ?? null,
  credit: outcome.credit ?? null,
  exemption: outcome.exemption ?? null,
});

/** The sum of `amounts`, in dollars, added in cents. */
const sumOf = (amounts: number[]) => amounts.reduce((sum, each) => sum + Math.round(each * 100), 0) / 100;

/**
 * A batch as the server answers it: its counts and amounts from its claims (the expired ones' amount claimed left
 * out, the credited ones' credits added up).
 */
export function batchOf(
  batch: Pick<ClaimBatch, 'id' | 'carrier' | 'createdAt' | 'createdBy' | 'submittedOn' | 'claims'>,
): ClaimBatch {
  const count = (state: RefundClaim['state']) => batch.claims.filter((each) => each.state === state).length;
  return {
    ...batch,
    state: batch.submittedOn === null ? 'open' : 'submitted',
    claimCount: batch.claims.length,
    amountClaimed: sumOf(
      batch.claims.filter((each) => each.state !== 'expired').map((each) => each.amountClaimed),
    ),
    amountCredited: sumOf(batch.claims.flatMap((each) => (each.credit ? [each.credit.amount] : []))),
    claimsByState: {
      in_batch: count('in_batch'),
      submitted: count('submitted'),
      credited: count('credited'),
      denied: count('denied'),
      expired: count('expired'),
    },
  };
}

/** The batch without its claims, as the list has it. */
export const summaryOf = ({ claims: _claims, ...summary }: ClaimBatch): ClaimBatchSummary => summary;

/**
 * An open UPS batch made yesterday: two claims in it, and one whose window closed while it waited (expired).
 */
export const openBatch: ClaimBatch = batchOf({
  id: 14,
  carrier: 'UPS',
  createdAt: '2026-11-26T15:42:00.000Z',
  createdBy: 'Ada Admin',
  submittedOn: null,
  claims: [
    claim(
      14,
      {
        packageId: 5201,
        ...ofAcme,
        ...upsInvoice('UPS-20261114-000038', '2026-11-14'),
        trackingNumber: '1Z999AA10123456823',
        service: 'UPS Ground',
        shipDate: '2026-11-04',
        commitDate: '2026-11-09',
        commitTime: null,
        deliveryDate: '2026-11-11',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-29',
      },
      18.2,
      'in_batch',
    ),
    claim(
      14,
      {
        packageId: 5202,
        ...ofNorthwind,
        ...upsInvoice('UPS-20261117-000040', '2026-11-17'),
        trackingNumber: '1Z999AA10123456831',
        service: 'UPS Next Day Air Saver',
        shipDate: '2026-11-12',
        commitDate: '2026-11-13',
        commitTime: '15:00',
        deliveryDate: '2026-11-14',
        deliveryTime: '09:41',
        lateByDays: 1,
        lastClaimDay: '2026-12-02',
      },
      39.75,
      'in_batch',
      // A later file billed it an address correction.
      { exemption: 'address_correction' },
    ),
    claim(
      14,
      {
        packageId: 5203,
        ...ofAcme,
        ...upsInvoice('UPS-20261110-000029', '2026-11-10'),
        trackingNumber: '1Z999AA10123456849',
        service: 'UPS Ground',
        shipDate: '2026-11-02',
        commitDate: '2026-11-05',
        commitTime: null,
        deliveryDate: '2026-11-06',
        deliveryTime: null,
        lateByDays: 1,
        lastClaimDay: '2026-11-25',
      },
      9.8,
      'expired',
    ),
  ],
});

/**
 * A UPS batch submitted a week ago, each of its claims in a state of its own: still submitted, credited in full by
 * a later invoice, denied with UPS's reason, and expired (its window closed before the batch was submitted).
 */
export const submittedBatch: ClaimBatch = batchOf({
  id: 12,
  carrier: 'UPS',
  createdAt: '2026-11-19T09:05:00.000Z',
  createdBy: 'Ada Admin',
  submittedOn: '2026-11-20',
  claims: [
    claim(
      12,
      {
        packageId: 5001,
        ...ofAcme,
        ...upsInvoice('UPS-20261107-000035', '2026-11-07'),
        trackingNumber: '1Z999AA10123456716',
        service: 'UPS 2nd Day Air',
        shipDate: '2026-10-30',
        commitDate: '2026-11-03',
        commitTime: null,
        deliveryDate: '2026-11-05',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-22',
      },
      27.4,
      'submitted',
      { submittedOn: '2026-11-20' },
    ),
    claim(
      12,
      {
        packageId: 5002,
        ...ofNorthwind,
        ...upsInvoice('UPS-20261107-000035', '2026-11-07'),
        trackingNumber: '1Z999AA10123456724',
        service: 'UPS Next Day Air',
        shipDate: '2026-11-02',
        commitDate: '2026-11-03',
        commitTime: '10:30',
        deliveryDate: '2026-11-03',
        deliveryTime: '12:18',
        lateByDays: 0,
        lastClaimDay: '2026-11-22',
      },
      52.1,
      'credited',
      { submittedOn: '2026-11-20', credit: creditOn(upsInvoice('UPS-20261124-000043', '2026-11-24'), 52.1) },
    ),
    claim(
      12,
      {
        packageId: 5003,
        ...ofAcme,
        ...upsInvoice('UPS-20261107-000035', '2026-11-07'),
        trackingNumber: '1Z999AA10123456732',
        service: 'UPS Ground',
        shipDate: '2026-10-28',
        commitDate: '2026-11-02',
        commitTime: null,
        deliveryDate: '2026-11-04',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-22',
      },
      11.95,
      'denied',
      { submittedOn: '2026-11-20', deniedReason: 'Weather delay in the Denver hub: no guarantee' },
    ),
    claim(
      12,
      {
        packageId: 5004,
        ...ofAcme,
        ...upsInvoice('UPS-20261103-000027', '2026-11-03'),
        trackingNumber: '1Z999AA10123456740',
        service: 'UPS Ground',
        shipDate: '2026-10-26',
        commitDate: '2026-10-29',
        commitTime: null,
        deliveryDate: '2026-10-31',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-18',
      },
      10.3,
      'expired',
    ),
  ],
});

/** The UPS invoice that credited claims of {@link partlyCreditedBatch}. */
const upsCreditInvoice = upsInvoice('UPS-20261121-000041', '2026-11-21');

/**
 * A UPS batch submitted two weeks ago that a later invoice credited in part: one claim credited in full, one for
 * less than it claimed (a partial credit), one UPS had denied and credited after all, and one still submitted.
 */
export const partlyCreditedBatch: ClaimBatch = batchOf({
  id: 11,
  carrier: 'UPS',
  createdAt: '2026-11-12T11:30:00.000Z',
  createdBy: 'Ada Admin',
  submittedOn: '2026-11-13',
  claims: [
    claim(
      11,
      {
        packageId: 4951,
        ...ofAcme,
        ...upsInvoice('UPS-20261031-000021', '2026-10-31'),
        trackingNumber: '1Z999AA10123456650',
        service: 'UPS Ground',
        shipDate: '2026-10-22',
        commitDate: '2026-10-27',
        commitTime: null,
        deliveryDate: '2026-10-29',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-13',
      },
      21.3,
      'credited',
      { submittedOn: '2026-11-13', credit: creditOn(upsCreditInvoice, 21.3) },
    ),
    claim(
      11,
      {
        packageId: 4952,
        ...ofNorthwind,
        ...upsInvoice('UPS-20261031-000021', '2026-10-31'),
        trackingNumber: '1Z999AA10123456668',
        service: 'UPS Next Day Air',
        shipDate: '2026-10-28',
        commitDate: '2026-10-29',
        commitTime: '10:30',
        deliveryDate: '2026-10-29',
        deliveryTime: '14:05',
        lateByDays: 0,
        lastClaimDay: '2026-11-13',
      },
      64.85,
      'credited',
      { submittedOn: '2026-11-13', credit: creditOn(upsCreditInvoice, 40) },
    ),
    claim(
      11,
      {
        packageId: 4953,
        ...ofAcme,
        ...upsInvoice('UPS-20261103-000027', '2026-11-03'),
        trackingNumber: '1Z999AA10123456676',
        service: 'UPS Ground',
        shipDate: '2026-10-24',
        commitDate: '2026-10-29',
        commitTime: null,
        deliveryDate: '2026-10-30',
        deliveryTime: null,
        lateByDays: 1,
        lastClaimDay: '2026-11-14',
      },
      16.45,
      'denied',
      {
        submittedOn: '2026-11-13',
        deniedReason: 'Address correction requested by the shipper',
        credit: creditOn(upsCreditInvoice, 16.45),
      },
    ),
    claim(
      11,
      {
        packageId: 4954,
        ...ofNorthwind,
        ...upsInvoice('UPS-20261103-000027', '2026-11-03'),
        trackingNumber: '1Z999AA10123456684',
        service: 'UPS 2nd Day Air',
        shipDate: '2026-10-27',
        commitDate: '2026-10-29',
        commitTime: null,
        deliveryDate: '2026-10-31',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-15',
      },
      33.2,
      'submitted',
      { submittedOn: '2026-11-13' },
    ),
  ],
});

/** The FedEx invoice that credited the claims of {@link creditedBatch}. */
const fedexCreditInvoice = fedexInvoice('FEDEX-20261116-000039', '2026-11-16');

/** A FedEx batch submitted three weeks ago by someone whose account has gone since, credited in full. */
export const creditedBatch: ClaimBatch = batchOf({
  id: 9,
  carrier: 'FEDEX',
  createdAt: '2026-11-05T16:20:00.000Z',
  createdBy: null,
  submittedOn: '2026-11-06',
  claims: [
    claim(
      9,
      {
        packageId: 4901,
        ...ofNorthwind,
        ...fedexInvoice('FEDEX-20261102-000033', '2026-11-02'),
        trackingNumber: '794612345512',
        service: 'FedEx Standard Overnight',
        shipDate: '2026-10-27',
        commitDate: '2026-10-28',
        commitTime: '15:00',
        deliveryDate: '2026-10-28',
        deliveryTime: '17:26',
        lateByDays: 0,
        lastClaimDay: '2026-11-12',
      },
      44.08,
      'credited',
      { submittedOn: '2026-11-06', credit: creditOn(fedexCreditInvoice, 44.08) },
    ),
    claim(
      9,
      {
        packageId: 4902,
        ...ofAcme,
        ...fedexInvoice('FEDEX-20261102-000033', '2026-11-02'),
        trackingNumber: '794612345524',
        service: 'FedEx Ground',
        shipDate: '2026-10-23',
        commitDate: '2026-10-27',
        commitTime: null,
        deliveryDate: '2026-10-29',
        deliveryTime: null,
        lateByDays: 2,
        lastClaimDay: '2026-11-13',
      },
      13.6,
      'credited',
      { submittedOn: '2026-11-06', credit: creditOn(fedexCreditInvoice, 13.6) },
    ),
  ],
});

/** The batches the stories start with, newest first. */
export const claimBatches: ClaimBatch[] = [openBatch, submittedBatch, partlyCreditedBatch, creditedBatch];

/** A package no claim holds that carriers credited a refund on `invoice`. */
const unclaimedCredit = (
  facts: Omit<UnclaimedRefundCredit, 'carrier' | 'credit'>,
  invoice: ReturnType<typeof upsInvoice | typeof fedexInvoice>,
  amount: number,
): UnclaimedRefundCredit => ({ ...facts, carrier: invoice.carrier, credit: creditOn(invoice, amount) });

/**
 * The refunds the carriers paid without a claim, the newest credit invoice first: 3 refunds, $42.10, of both
 * carriers and clients.
 */
export const unclaimedCredits: UnclaimedRefundCredit[] = [
  unclaimedCredit(
    {
      packageId: 4801,
      ...ofAcme,
      trackingNumber: '1Z999AA10123456857',
      service: 'UPS Ground',
      shipDate: '2026-11-05',
    },
    upsInvoice('UPS-20261124-000043', '2026-11-24'),
    18.4,
  ),
  unclaimedCredit(
    {
      packageId: 4802,
      ...ofNorthwind,
      trackingNumber: '794612345536',
      service: 'FedEx Express Saver',
      shipDate: '2026-11-02',
    },
    fedexCreditInvoice,
    9.95,
  ),
  unclaimedCredit(
    {
      packageId: 4803,
      ...ofNorthwind,
      trackingNumber: '1Z999AA10123456865',
      service: 'UPS 2nd Day Air',
      shipDate: '2026-10-29',
    },
    upsInvoice('UPS-20261110-000029', '2026-11-10'),
    13.75,
  ),
];

/** The answer of `GET /refund-claims/unclaimed-credits` listing every one of `credits`. */
export function unclaimedCreditListOf(
  credits: UnclaimedRefundCredit[],
): Schemas['UnclaimedRefundCreditList'] {
  return { credits, total: credits.length, totalAmount: sumOf(credits.map((each) => each.credit.amount)) };
}

const serverError = () => HttpResponse.json({ message: 'The database is unreachable' }, { status: 500 });

const refused = (message: string, field?: string) =>
  ({ message, code: 'BAD_REQUEST', ...(field && { fields: { [field]: message } }) }) as const;

/** A claim of a batch submitted today: submitted while its window is open, expired past it; a credited one stays. */
function submittedToday(each: RefundClaim): RefundClaim {
  if (each.state === 'credited') return each;
  return each.lastClaimDay < REFUND_TODAY
    ? { ...each, state: 'expired' }
    : { ...each, state: 'submitted', submittedOn: REFUND_TODAY };
}

/** Whether a claim's package can be claimed again once out of its batch: not past its window, not credited. */
const isClaimableAgain = (each: RefundClaim) => each.state !== 'expired' && each.state !== 'credited';

/** A package a claim went back to: eligible again, for what it claimed. */
function eligibleAgain({
  batchId: _batch,
  amountClaimed,
  state: _s,
  submittedOn: _o,
  deniedReason: _r,
  credit: _c,
  ...facts
}: RefundClaim) {
  return eligible(facts, amountClaimed);
}

/** The answer of `GET /refund-claims/eligible` listing every one of `packages`. */
export function eligibleListOf(packages: EligiblePackage[]): Schemas['RefundEligibleList'] {
  return {
    packages,
    total: packages.length,
    totalClaimable: sumOf(packages.map((each) => each.claimable)),
    asOf: REFUND_TODAY,
  };
}

const byDaysLeft = (a: EligiblePackage, b: EligiblePackage) =>
  a.daysLeft - b.daysLeft ||
  a.carrier.localeCompare(b.carrier) ||
  a.trackingNumber.localeCompare(b.trackingNumber);

const csvHeader =
  'account_number,invoice_number,invoice_date,tracking_number,service,ship_date,commitment,delivered,late_by_days,amount_claimed,reason';

/** What a refund never covers, as the server refuses it. */
const neverRefunded: readonly string[] = ['DUTIES_TAXES', 'BROKERAGE', 'REFUND_CREDIT'];

/** What the server finds wrong with a rule's coverage, in its words, or null. */
function coverageProblem(coverage: RefundRuleInput['coverage']): string | null {
  const listed = new Set<string>();
  for (const { grouping, coveredFrom, coveredTo } of coverage) {
    const label = UNIFIED_CHARGE_GROUPING_LABELS[grouping];
    if (neverRefunded.includes(grouping)) return `A refund never covers ${label}`;
    if (listed.has(grouping)) return `${label} is listed twice`;
    listed.add(grouping);
    if (coveredFrom !== null && coveredTo !== null && coveredTo < coveredFrom) {
      return `${label}: the last ship date covered is before the first`;
    }
  }
  return null;
}

/**
 * The refund-claims operations over a store of their own, started from `start`: a batch made, submitted, discarded,
 * a claim removed or denied, or a carrier's refund rules changed, changes what the next reads answer, as the
 * server's would. Give each story its own (`refundClaimsApi().handlers`), so that what one story changes no other
 * sees.
 */
export function refundClaimsApi(
  start: {
    packages?: EligiblePackage[];
    batches?: ClaimBatch[];
    credits?: UnclaimedRefundCredit[];
    rules?: RefundRule[];
  } = {},
) {
  let rules = [...(start.rules ?? refundRules)];
  let packages = [...(start.packages ?? eligiblePackages)];
  const credits = start.credits ?? unclaimedCredits;
  let batches = (start.batches ?? claimBatches).map((batch) => ({ ...batch, claims: [...batch.claims] }));
  const findBatch = (id: string) => batches.find((batch) => batch.id === Number(id));
  const replace = (next: ClaimBatch) => {
    batches = batches.map((batch) => (batch.id === next.id ? next : batch));
  };
  const notFound = { message: 'Claim batch not found' } as const;

  /** The eligible packages of a selection, as `GET /refund-claims/eligible` reads its query. */
  const select = (query: URLSearchParams, carrier = query.get('carrier')) => {
    const organizationId = query.get('organizationId');
    const controlId = query.get('controlId');
    const within = query.get('expiringWithinDays');
    return packages.filter(
      (each) =>
        (!carrier || each.carrier === carrier) &&
        (!organizationId || each.organizationId === organizationId) &&
        (!controlId || each.controlId === controlId) &&
        (within === null || each.daysLeft <= Number(within)),
    );
  };

  const handlers = [
    http.get('/refund-claims/eligible', ({ request, response }) => {
      return response(200).json(eligibleListOf(select(new URL(request.url).searchParams).sort(byDaysLeft)));
    }),
    http.get('/refund-claims/unclaimed-credits', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const organizationId = query.get('organizationId');
      const carrier = query.get('carrier');
      const selected = credits.filter(
        (each) =>
          (!organizationId || each.organizationId === organizationId) &&
          (!carrier || each.carrier === carrier),
      );
      const all = unclaimedCreditListOf(selected);
      return response(200).json({ ...all, credits: selected.slice(0, Number(query.get('limit') ?? 200)) });
    }),
    http.get('/refund-claims/rules', ({ response }) => response(200).json({ rules })),
    http.put('/refund-claims/rules/{carrier}', async ({ params, request, response }) => {
      const input = await request.json();
      const problem = coverageProblem(input.coverage);
      if (problem) return response(400).json(refused(problem, 'coverage'));
      const { carrier } = params;
      const before = rules.find((each) => each.carrier === carrier);
      const coverage = [...input.coverage].sort((a, b) => a.grouping.localeCompare(b.grouping));
      const rule: RefundRule = { carrier, days: input.days, countedFrom: input.countedFrom, coverage };
      // A carrier without a rule gets one, as on the server.
      rules = [...rules.filter((each) => each !== before), rule].sort((a, b) =>
        a.carrier.localeCompare(b.carrier),
      );
      // Every claim still in an open batch of the carrier is read again by a rule that changed.
      const moved = JSON.stringify(rule) !== JSON.stringify(before);
      const claimsReread = moved
        ? batches
            .filter((batch) => batch.carrier === carrier && batch.submittedOn === null)
            .flatMap((batch) => batch.claims.filter((each) => each.state === 'in_batch')).length
        : 0;
      return response(200).json({ rule, claimsReread });
    }),
    http.get('/refund-claims/batches', ({ response }) =>
      response(200).json({ batches: batches.map(summaryOf) }),
    ),
    http.post('/refund-claims/batches', async ({ request, response }) => {
      const input = await request.json();
      let chosen: EligiblePackage[];
      if (input.packageIds) {
        chosen = [];
        for (const id of input.packageIds) {
          const found = packages.find((each) => each.packageId === id);
          if (!found) return response(400).json(refused(`No package has the id ${id}`, 'packageIds'));
          if (found.carrier !== input.carrier) {
            const name = found.carrier === 'FEDEX' ? 'FedEx' : 'UPS';
            return response(400).json(refused(`Package ${id} is a ${name} package`, 'packageIds'));
          }
          chosen.push(found);
        }
      } else {
        const query = new URLSearchParams();
        if (input.organizationId) query.set('organizationId', input.organizationId);
        if (input.controlId) query.set('controlId', input.controlId);
        if (input.expiringWithinDays !== undefined)
          query.set('expiringWithinDays', String(input.expiringWithinDays));
        chosen = select(query, input.carrier);
      }
      if (chosen.length === 0) {
        const field = input.packageIds ? 'packageIds' : 'carrier';
        return response(400).json(refused('No package of this selection can be claimed', field));
      }
      const id = Math.max(0, ...batches.map((batch) => batch.id)) + 1;
      const made = batchOf({
        id,
        carrier: input.carrier,
        createdAt: `${REFUND_TODAY}T10:15:00.000Z`,
        createdBy: 'Ada Admin',
        submittedOn: null,
        claims: chosen
          .sort(byDaysLeft)
          .map(({ daysLeft: _d, claimable, ...facts }) => claim(id, facts, claimable, 'in_batch')),
      });
      packages = packages.filter((each) => !chosen.includes(each));
      batches = [made, ...batches];
      return response(201).json(made);
    }),
    http.get('/refund-claims/batches/{batchId}', ({ params, response }) => {
      const batch = findBatch(params.batchId);
      return batch ? response(200).json(batch) : response(404).json(notFound);
    }),
    http.delete('/refund-claims/batches/{batchId}', ({ params, response }) => {
      const batch = findBatch(params.batchId);
      if (!batch) return response(404).json(notFound);
      if (batch.submittedOn) {
        return response(400).json(refused(`This batch was submitted on ${batch.submittedOn}`));
      }
      batches = batches.filter((each) => each !== batch);
      packages = [...packages, ...batch.claims.filter(isClaimableAgain).map(eligibleAgain)];
      return response(204).empty();
    }),
    http.post('/refund-claims/batches/{batchId}/submit', ({ params, response }) => {
      const batch = findBatch(params.batchId);
      if (!batch) return response(404).json(notFound);
      if (batch.submittedOn) {
        return response(400).json(refused(`This batch was submitted on ${batch.submittedOn}`));
      }
      const claims = batch.claims.map(submittedToday);
      if (!claims.some((each) => each.state === 'submitted')) {
        return response(400).json(refused('Every claim of this batch is past its window: discard the batch'));
      }
      const submitted = batchOf({ ...batch, submittedOn: REFUND_TODAY, claims });
      replace(submitted);
      return response(200).json(submitted);
    }),
    http.get('/refund-claims/batches/{batchId}/claim-file', ({ params, response }) => {
      const batch = findBatch(params.batchId);
      if (!batch) return response(404).json(notFound);
      // An open batch's file leaves out the claims the carrier credited already: there is nothing left to claim.
      const rows = batch.claims
        .filter(
          (each) => each.state !== 'expired' && !(batch.submittedOn === null && each.state === 'credited'),
        )
        .map((each) =>
          [
            each.accountNumber,
            each.invoiceNumber,
            each.invoiceDate,
            each.trackingNumber,
            each.service ?? '',
            each.shipDate,
            each.commitTime ? `${each.commitDate} ${each.commitTime}` : each.commitDate,
            each.deliveryTime ? `${each.deliveryDate} ${each.deliveryTime}` : each.deliveryDate,
            each.lateByDays,
            each.amountClaimed.toFixed(2),
            'Late delivery',
          ].join(','),
        );
      return response(200).text([csvHeader, ...rows, ''].join('\n'));
    }),
    http.delete('/refund-claims/batches/{batchId}/claims/{packageId}', ({ params, response }) => {
      const batch = findBatch(params.batchId);
      if (!batch) return response(404).json(notFound);
      if (batch.submittedOn) {
        return response(400).json(refused(`This batch was submitted on ${batch.submittedOn}`));
      }
      const removed = batch.claims.find((each) => each.packageId === Number(params.packageId));
      if (!removed) return response(404).json({ message: 'Refund claim not found' });
      const claims = batch.claims.filter((each) => each !== removed);
      if (claims.length === 0) batches = batches.filter((each) => each !== batch);
      else replace(batchOf({ ...batch, claims }));
      if (isClaimableAgain(removed)) packages = [...packages, eligibleAgain(removed)];
      return response(204).empty();
    }),
    http.post('/refund-claims/claims/{packageId}/deny', async ({ params, request, response }) => {
      const { reason } = await request.json();
      const batch = batches.find((each) =>
        each.claims.some((one) => one.packageId === Number(params.packageId)),
      );
      const found = batch?.claims.find((one) => one.packageId === Number(params.packageId));
      if (!batch || !found) return response(404).json({ message: 'Refund claim not found' });
      if (found.state !== 'submitted') {
        return response(400).json(
          refused(`Only a submitted claim can be denied; this one is ${found.state}`),
        );
      }
      const denied = { ...found, state: 'denied' as const, deniedReason: reason.trim() };
      replace(batchOf({ ...batch, claims: batch.claims.map((one) => (one === found ? denied : one)) }));
      return response(200).json(denied);
    }),
  ];
  return { handlers };
}

/** Handlers of single situations, each to be put before a store's handlers (the first that matches answers). */
export const refundClaimsHandlers = {
  eligibleNeverArrives: http.get('/refund-claims/eligible', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ packages: [], total: 0, totalClaimable: 0, asOf: REFUND_TODAY });
  }),
  /** Fails the first time, then answers the stories' packages: what a Retry meets after a passing outage. */
  eligibleFailsOnce: () => {
    let calls = 0;
    return http.get('/refund-claims/eligible', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json(eligibleListOf(eligiblePackages));
    });
  },
  /** The first packages of a selection larger than a page: 1,204 packages, $48,210.77 claimable. */
  eligibleTruncated: http.get('/refund-claims/eligible', ({ response }) =>
    response(200).json({ ...eligibleListOf(eligiblePackages), total: 1204, totalClaimable: 48210.77 }),
  ),
  creditsNeverArrive: http.get('/refund-claims/unclaimed-credits', async ({ response }) => {
    await delay('infinite');
    return response(200).json(unclaimedCreditListOf([]));
  }),
  /** Fails the first time, then answers the stories' credits. */
  creditsFailOnce: () => {
    let calls = 0;
    return http.get('/refund-claims/unclaimed-credits', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json(unclaimedCreditListOf(unclaimedCredits));
    });
  },
  /** The newest of more credits than a page lists: 1,312 refunds, $18,406.55. */
  creditsTruncated: http.get('/refund-claims/unclaimed-credits', ({ response }) =>
    response(200).json({ ...unclaimedCreditListOf(unclaimedCredits), total: 1312, totalAmount: 18406.55 }),
  ),
  rulesNeverArrive: http.get('/refund-claims/rules', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ rules: [] });
  }),
  /** Fails the first time, then answers the seeded rules. */
  rulesFailOnce: () => {
    let calls = 0;
    return http.get('/refund-claims/rules', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ rules: refundRules });
    });
  },
  ruleChangeNeverAnswers: http.put('/refund-claims/rules/{carrier}', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ rule: refundRules[0]!, claimsReread: 0 });
  }),
  batchesNeverArrive: http.get('/refund-claims/batches', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ batches: [] });
  }),
  batchesFailOnce: () => {
    let calls = 0;
    return http.get('/refund-claims/batches', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ batches: claimBatches.map(summaryOf) });
    });
  },
  batchNeverArrives: http.get('/refund-claims/batches/{batchId}', async ({ response }) => {
    await delay('infinite');
    return response(200).json(openBatch);
  }),
  batchFailsOnce: () => {
    let calls = 0;
    return http.get('/refund-claims/batches/{batchId}', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json(openBatch);
    });
  },
  createNeverAnswers: http.post('/refund-claims/batches', async ({ response }) => {
    await delay('infinite');
    return response(201).json(openBatch);
  }),
  /** Another admin claimed one of the packages meanwhile. */
  createRefused: http.post('/refund-claims/batches', ({ response }) =>
    response(400).json(refused('Package 5103 is already claimed in batch 16', 'packageIds')),
  ),
  submitNeverAnswers: http.post('/refund-claims/batches/{batchId}/submit', async ({ response }) => {
    await delay('infinite');
    return response(200).json(submittedBatch);
  }),
  discardNeverAnswers: http.delete('/refund-claims/batches/{batchId}', async ({ response }) => {
    await delay('infinite');
    return response(204).empty();
  }),
  claimFileNeverArrives: http.get('/refund-claims/batches/{batchId}/claim-file', async ({ response }) => {
    await delay('infinite');
    return response(200).text(csvHeader);
  }),
  claimFileFails: http.get('/refund-claims/batches/{batchId}/claim-file', ({ response }) =>
    response.untyped(serverError()),
  ),
  removeNeverAnswers: http.delete(
    '/refund-claims/batches/{batchId}/claims/{packageId}',
    async ({ response }) => {
      await delay('infinite');
      return response(204).empty();
    },
  ),
  denyNeverAnswers: http.post('/refund-claims/claims/{packageId}/deny', async ({ response }) => {
    await delay('infinite');
    return response(200).json(submittedBatch.claims[0]!);
  }),
  /** The server's word on the reason: a field error, shown on the field. */
  denyRefused: http.post('/refund-claims/claims/{packageId}/deny', ({ response }) =>
    response(400).json(
      refused('Give the reason as the carrier wrote it, without control characters', 'reason'),
    ),
  ),
};
