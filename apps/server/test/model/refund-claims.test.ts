import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { serverContextParts } from '../../src/app-context.js';
import { createContext } from '../../src/context.js';
import { sendRefundStatements } from '../../src/services/refund-claims/refund-statement.js';
import { portalHeaders } from '../helpers/test-app.js';
import { fedexText, upsText } from './carrier-text.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { addDays, type ModelPackage } from './model.js';
import type { FileSpec } from './carrier-text.js';
import { again, fedexFile, recentUpsFile, upsFile } from './scenario.js';

/**
 * The refund claims against the test's own reading of DOMAIN.md "Refund claims": a late package under an active
 * guarantee can be claimed until 15 days after the later of its commitment and its delivery (UPS) or after the
 * invoice that first billed it (FedEx); a claim covers its freight (and fuel, but at UPS since 2008-09-02). A refund
 * comes back as a credit line on a later invoice for the tracking number, in whole or in part, asked for or not.
 */

let client: ModelClient;
/** What the tests did, by tracking number: the claims they submitted and those they let expire. */
const record = {
  submitted: new Set<string>(),
  expired: new Set<string>(),
  credits: new Map<string, number>(),
};
const today = new Date().toISOString().slice(0, 10);
const fedexInvoiceDate = addDays(today, -3);

interface Expected {
  tracking: string;
  carrier: string;
  lastClaimDay: string;
  claimableCents: number;
  lateByDays: number;
}

/** The model's refund-eligible packages with their last claim day and claimable amount, by the rules above. */
function expectedEligible(): Expected[] {
  return client.model
    .judged()
    .filter((p): p is ModelPackage & { commitDate: string; deliveryDate: string } => p.gsrEligible)
    .map((p) => {
      const from =
        p.carrier === 'UPS'
          ? [p.commitDate, p.deliveryDate].sort().at(-1)!
          : // Every FedEx package here is first billed by the one FedEx file.
            fedexInvoiceDate;
      const fuelCovered = p.carrier === 'FEDEX' || p.shipDate <= '2008-09-01';
      return {
        tracking: p.tracking,
        carrier: p.carrier,
        lastClaimDay: addDays(from, 15),
        claimableCents: p.freightNetCents + (fuelCovered ? p.fuelNetCents : 0),
        lateByDays: (Date.parse(p.deliveryDate) - Date.parse(p.commitDate)) / 86_400_000,
      };
    });
}

const openToday = (e: Expected) => e.lastClaimDay >= today;
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return client.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: { ...portalHeaders, cookie: `waybill_session=${client.admin}` },
  });
}

interface EligibleList {
  packages: {
    packageId: number;
    trackingNumber: string;
    carrier: string;
    lastClaimDay: string;
    daysLeft: number;
    claimable: number;
    lateByDays: number;
  }[];
  total: number;
  totalClaimable: number;
  asOf: string;
}

interface Batch {
  id: number;
  state: string;
  submittedOn: string | null;
  claimCount: number;
  amountClaimed: number;
  claimsByState: Record<string, number>;
  claims: {
    packageId: number;
    trackingNumber: string;
    lastClaimDay: string;
    amountClaimed: number;
    state: string;
    submittedOn: string | null;
    deniedReason: string | null;
    credit: { amount: number; invoiceNumber: string; invoiceDate: string; controlId: string } | null;
    exemption: string | null;
  }[];
  amountCredited: number;
}

/** A file of refund credits for packages billed before: each package one credit line of `cents` (positive). */
function creditFile(
  carrier: 'UPS' | 'FEDEX',
  invoiceNumber: string,
  credits: { tracking: string; cents: number }[],
): FileSpec {
  const packages = new Map(client.model.judged().map((p) => [p.tracking, p]));
  return {
    account: carrier === 'UPS' ? 'A1B2C3' : '123456789',
    invoiceNumber,
    invoiceDate: today,
    packages: credits.map(({ tracking, cents: amount }) => ({
      ...again(packages.get(tracking)!),
      charges: [
        carrier === 'UPS'
          ? // Billed under the freight's classification, as UPS may: the credit rule must still win.
            {
              description: 'Guaranteed Service Refund',
              classification: 'FRT',
              category: 'ADJ',
              netCents: -amount,
            }
          : { description: 'Money-Back Guarantee Credit', netCents: -amount },
      ],
    })),
  };
}

const json = <T>(response: LightMyRequestResponse, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

interface Dashboard {
  tiles: { key: string; value: number | null }[];
  panels: { key: string; categories: string[]; series: { name: string; values: (number | null)[] }[] }[];
}

/** The dashboard of `kind` over every ship date of the files, as the client's frame reads it. */
async function frameDashboard(kind: string): Promise<Dashboard> {
  const address = json<{ url: string }>(
    await call('GET', `/organization/dashboard?pathType=${kind}&mappingName=${client.mappingName}`),
  );
  const token = new URL(address.url, 'http://portal').hash.replace('#token=', '');
  const response = await client.app.inject({
    method: 'GET',
    url: `/api/v1/analytics/dashboard?from=2019-01-01&to=${today}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return json<Dashboard>(response);
}

async function eligible(query = ''): Promise<EligibleList> {
  return json<EligibleList>(await call('GET', `/refund-claims/eligible?limit=1000${query}`));
}

beforeAll(async () => {
  client = await createModelClient();
  await client.importText(
    'UPS',
    'ups-old.csv',
    upsText(upsFile('OLD2020', addDays(today, -15), 0, 120, 'OL')),
  );
  await client.importText('UPS', 'ups-recent.csv', upsText(recentUpsFile(today)));
  await client.importText('FEDEX', 'fedex.csv', fedexText(fedexFile('FDX0009', fedexInvoiceDate, 150)));
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe('refund claims, against the test’s reading of the carriers’ refund rules', () => {
  it('lists every refund-eligible package whose window is open, the window closing first, with what it claims', async () => {
    const expected = expectedEligible();
    const open = expected.filter(openToday);
    // The data reaches both sides of what the list is about.
    expect(open.filter((e) => e.carrier === 'UPS').length).toBeGreaterThan(2);
    expect(open.filter((e) => e.carrier === 'FEDEX').length).toBeGreaterThan(2);
    expect(expected.filter((e) => !openToday(e)).length).toBeGreaterThan(0);
    const upsWithFuel = client.model
      .judged()
      .filter((p) => p.gsrEligible && p.carrier === 'UPS' && p.fuelNetCents !== 0);
    expect(upsWithFuel.length).toBeGreaterThan(0);

    const list = await eligible();
    expect(list.asOf).toBe(today);
    expect(list.total).toBe(open.length);
    expect(cents(list.totalClaimable)).toBe(sum(open.map((e) => e.claimableCents)));
    const byTracking = new Map(open.map((e) => [e.tracking, e]));
    expect(new Set(list.packages.map((p) => p.trackingNumber))).toEqual(new Set(byTracking.keys()));
    for (const listed of list.packages) {
      const want = byTracking.get(listed.trackingNumber)!;
      expect(listed, listed.trackingNumber).toMatchObject({
        carrier: want.carrier,
        lastClaimDay: want.lastClaimDay,
        daysLeft: (Date.parse(want.lastClaimDay) - Date.parse(today)) / 86_400_000,
        lateByDays: want.lateByDays,
      });
      expect(cents(listed.claimable), listed.trackingNumber).toBe(want.claimableCents);
    }
    const days = list.packages.map((p) => p.lastClaimDay);
    expect(days).toEqual([...days].sort());
  });

  it('narrows the list by carrier and by the days left, and pages it with the whole selection’s totals', async () => {
    const open = expectedEligible().filter(openToday);
    const ups = await eligible('&carrier=UPS');
    expect(ups.total).toBe(open.filter((e) => e.carrier === 'UPS').length);
    const within = 5;
    const soon = await eligible(`&expiringWithinDays=${within}`);
    expect(new Set(soon.packages.map((p) => p.trackingNumber))).toEqual(
      new Set(open.filter((e) => e.lastClaimDay <= addDays(today, within)).map((e) => e.tracking)),
    );
    const page = json<EligibleList>(await call('GET', '/refund-claims/eligible?limit=2'));
    expect(page.packages).toHaveLength(2);
    expect(page.total).toBe(open.length);
    const refused = await call('GET', '/refund-claims/eligible?expiringWithinDays=-1');
    expect(refused.statusCode, refused.body).toBe(400);
  });

  it('batches named packages of one carrier, refuses one it cannot hold, and takes them off the list', async () => {
    const list = await eligible();
    const ups = list.packages.filter((p) => p.carrier === 'UPS').slice(0, 3);
    const fedex = list.packages.find((p) => p.carrier === 'FEDEX')!;

    const mixed = await call('POST', '/refund-claims/batches', {
      carrier: 'UPS',
      packageIds: [...ups.map((p) => p.packageId), fedex.packageId],
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().message).toBe(`Package ${fedex.packageId} is a FedEx package`);
    const unknown = await call('POST', '/refund-claims/batches', {
      carrier: 'UPS',
      packageIds: [2147483000],
    });
    expect(unknown.json().message).toBe('No package has the id 2147483000');
    expect((await eligible()).total).toBe(list.total);

    const batch = json<Batch>(
      await call('POST', '/refund-claims/batches', {
        carrier: 'UPS',
        packageIds: ups.map((p) => p.packageId),
      }),
      201,
    );
    expect(batch).toMatchObject({ state: 'open', claimCount: 3, submittedOn: null });
    expect(batch.claimsByState).toEqual({ in_batch: 3, submitted: 0, credited: 0, denied: 0, expired: 0 });
    expect(cents(batch.amountClaimed)).toBe(sum(ups.map((p) => cents(p.claimable))));
    expect(new Set(batch.claims.map((c) => c.trackingNumber))).toEqual(
      new Set(ups.map((p) => p.trackingNumber)),
    );

    const again = await call('POST', '/refund-claims/batches', {
      carrier: 'UPS',
      packageIds: [ups[0]!.packageId],
    });
    expect(again.json().message).toBe(`Package ${ups[0]!.packageId} is already claimed in batch ${batch.id}`);
    const after = await eligible();
    expect(after.total).toBe(list.total - 3);
    expect(after.packages.some((p) => ups.some((u) => u.packageId === p.packageId))).toBe(false);

    // Discarded, its packages can be claimed again.
    expect((await call('DELETE', `/refund-claims/batches/${batch.id}`)).statusCode).toBe(204);
    expect((await eligible()).total).toBe(list.total);
    expect((await call('GET', `/refund-claims/batches/${batch.id}`)).statusCode).toBe(404);
  });

  it('batches every eligible package of a carrier, writes its claim file, submits it and records a denial', async () => {
    const open = expectedEligible().filter((e) => openToday(e) && e.carrier === 'FEDEX');
    const batch = json<Batch>(await call('POST', '/refund-claims/batches', { carrier: 'FEDEX' }), 201);
    expect(batch.claimCount).toBe(open.length);
    expect(cents(batch.amountClaimed)).toBe(sum(open.map((e) => e.claimableCents)));
    expect((await eligible('&carrier=FEDEX')).total).toBe(0);
    const empty = await call('POST', '/refund-claims/batches', { carrier: 'FEDEX' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No package of this selection can be claimed');

    const file = await call('GET', `/refund-claims/batches/${batch.id}/claim-file`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`claims-fedex-${batch.id}.csv`);
    const rows = parse(file.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'account_number',
      'invoice_number',
      'invoice_date',
      'tracking_number',
      'service',
      'ship_date',
      'commitment',
      'delivered',
      'late_by_days',
      'amount_claimed',
      'reason',
    ]);
    const byTracking = new Map(open.map((e) => [e.tracking, e]));
    expect(new Set(rows.map((row) => row.tracking_number))).toEqual(new Set(byTracking.keys()));
    const modelled = new Map(client.model.judged().map((p) => [p.tracking, p]));
    for (const row of rows) {
      const want = byTracking.get(row.tracking_number!)!;
      const pkg = modelled.get(row.tracking_number!)!;
      expect(row).toMatchObject({
        account_number: '123456789',
        invoice_number: 'FDX0009',
        invoice_date: fedexInvoiceDate,
        ship_date: pkg.shipDate,
        late_by_days: String(want.lateByDays),
        reason: 'Late delivery',
      });
      expect(row.commitment).toBe(`${pkg.commitDate} ${pkg.commitTime!.slice(0, 5)}`.trim());
      expect(row.delivered!.startsWith(pkg.deliveryDate!)).toBe(true);
      expect(cents(Number(row.amount_claimed))).toBe(want.claimableCents);
    }

    const submitted = json<Batch>(await call('POST', `/refund-claims/batches/${batch.id}/submit`));
    expect(submitted).toMatchObject({ state: 'submitted', submittedOn: today });
    for (const e of open) record.submitted.add(e.tracking);
    expect(submitted.claims.every((c) => c.state === 'submitted' && c.submittedOn === today)).toBe(true);
    const twice = await call('POST', `/refund-claims/batches/${batch.id}/submit`);
    expect(twice.json().message).toBe(`This batch was submitted on ${today}`);
    const claim = submitted.claims[0]!;
    const kept = await call('DELETE', `/refund-claims/batches/${batch.id}/claims/${claim.packageId}`);
    expect(kept.statusCode).toBe(400);

    const denied = json<Batch['claims'][number]>(
      await call('POST', `/refund-claims/claims/${claim.packageId}/deny`, { reason: '  Weather delay  ' }),
    );
    expect(denied).toMatchObject({ state: 'denied', deniedReason: 'Weather delay' });
    const deniedTwice = await call('POST', `/refund-claims/claims/${claim.packageId}/deny`, {
      reason: 'Again',
    });
    expect(deniedTwice.json().message).toBe('Only a submitted claim can be denied; this one is denied');
    const blank = await call('POST', `/refund-claims/claims/${claim.packageId}/deny`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const read = json<Batch>(await call('GET', `/refund-claims/batches/${batch.id}`));
    expect(read.claimsByState).toMatchObject({ submitted: open.length - 1, denied: 1 });

    const audit = await client.db.query<{ change: string }>(
      `SELECT details->>'change' AS change FROM audit_log WHERE action = 'refund_claims_changed'
       AND (details->>'batchId')::integer = $1 ORDER BY occurred_at, id`,
      [batch.id],
    );
    expect(audit.rows.map((row) => row.change)).toEqual(['batch_created', 'batch_submitted', 'claim_denied']);
  });

  it('expires the claims of an open batch whose window closed, submits the others, and removes one', async () => {
    const ups = (await eligible('&carrier=UPS')).packages.slice(0, 3);
    const batch = json<Batch>(
      await call('POST', '/refund-claims/batches', {
        carrier: 'UPS',
        packageIds: ups.map((p) => p.packageId),
      }),
      201,
    );
    const removed = await call('DELETE', `/refund-claims/batches/${batch.id}/claims/${ups[2]!.packageId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await eligible('&carrier=UPS')).packages.some((p) => p.packageId === ups[2]!.packageId)).toBe(
      true,
    );
    // The batch waited past the first claim's window (its last day moved back: the test cannot wait days).
    await client.db.query('UPDATE refund_claims SET last_claim_day = $2 WHERE package_id = $1', [
      ups[0]!.packageId,
      addDays(today, -1),
    ]);
    const waiting = json<Batch>(await call('GET', `/refund-claims/batches/${batch.id}`));
    expect(waiting.claimsByState).toMatchObject({ in_batch: 1, expired: 1 });
    expect(cents(waiting.amountClaimed)).toBe(cents(ups[1]!.claimable));
    const file = await call('GET', `/refund-claims/batches/${batch.id}/claim-file`);
    expect(
      (parse(file.body, { columns: true }) as Record<string, string>[]).map((row) => row.tracking_number),
    ).toEqual([ups[1]!.trackingNumber]);

    const submitted = json<Batch>(await call('POST', `/refund-claims/batches/${batch.id}/submit`));
    record.submitted.add(ups[1]!.trackingNumber);
    record.expired.add(ups[0]!.trackingNumber);
    expect(new Map(submitted.claims.map((c) => [c.packageId, c.state]))).toEqual(
      new Map([
        [ups[0]!.packageId, 'expired'],
        [ups[1]!.packageId, 'submitted'],
      ]),
    );

    // A batch whose every claim has expired cannot be submitted.
    const last = (await eligible('&carrier=UPS')).packages[0]!;
    const lapsed = json<Batch>(
      await call('POST', '/refund-claims/batches', { carrier: 'UPS', packageIds: [last.packageId] }),
      201,
    );
    await client.db.query('UPDATE refund_claims SET last_claim_day = $2 WHERE package_id = $1', [
      last.packageId,
      addDays(today, -1),
    ]);
    record.expired.add(last.trackingNumber);
    const refused = await call('POST', `/refund-claims/batches/${lapsed.id}/submit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Every claim of this batch is past its window: discard the batch');
    expect(json<Batch>(await call('GET', `/refund-claims/batches/${lapsed.id}`)).state).toBe('open');
  });

  it('credits claims from the refund credits of later files, in whole or in part, and lists credits unasked', async () => {
    const batches = json<{ batches: { id: number; carrier: string }[] }>(
      await call('GET', '/refund-claims/batches'),
    );
    const fedexBatch = json<Batch>(
      await call('GET', `/refund-claims/batches/${batches.batches.find((b) => b.carrier === 'FEDEX')!.id}`),
    );
    const submitted = fedexBatch.claims.filter((c) => c.state === 'submitted');
    const denied = fedexBatch.claims.find((c) => c.state === 'denied')!;
    expect(submitted.length).toBeGreaterThan(2);
    const [whole, partial] = submitted;
    const upsOpen = (await eligible('&carrier=UPS')).packages;
    expect(upsOpen.length).toBeGreaterThan(1);
    const [inBatch, unasked] = upsOpen;
    const openBatch = json<Batch>(
      await call('POST', '/refund-claims/batches', { carrier: 'UPS', packageIds: [inBatch!.packageId] }),
      201,
    );

    const wanted = new Map([
      [whole!.trackingNumber, cents(whole!.amountClaimed)],
      [partial!.trackingNumber, Math.floor(cents(partial!.amountClaimed) / 2)],
      // Paid after all: credited, whatever the carrier said before.
      [denied.trackingNumber, cents(denied.amountClaimed)],
      [inBatch!.trackingNumber, 1234],
      [unasked!.trackingNumber, 987],
    ]);
    for (const [tracking, amount] of wanted) record.credits.set(tracking, amount);
    const credits = (trackings: string[]) =>
      trackings.map((tracking) => ({ tracking, cents: wanted.get(tracking)! }));
    const fedexControlId = await client.importText(
      'FEDEX',
      'fedex-credits.csv',
      fedexText(
        creditFile('FEDEX', 'FDXCREDIT', credits([whole!, partial!, denied].map((c) => c.trackingNumber))),
      ),
    );
    const upsControlId = await client.importText(
      'UPS',
      'ups-credits.csv',
      upsText(creditFile('UPS', 'UPSCREDIT', credits([inBatch!.trackingNumber, unasked!.trackingNumber]))),
    );

    const credited = json<Batch>(await call('GET', `/refund-claims/batches/${fedexBatch.id}`));
    const claimOf = (tracking: string) => credited.claims.find((c) => c.trackingNumber === tracking)!;
    for (const claim of [whole!, partial!, denied]) {
      const read = claimOf(claim.trackingNumber);
      expect(read.state, claim.trackingNumber).toBe('credited');
      expect(read.credit).toMatchObject({
        invoiceNumber: 'FDXCREDIT',
        invoiceDate: today,
        controlId: fedexControlId,
      });
      expect(cents(read.credit!.amount)).toBe(wanted.get(claim.trackingNumber));
    }
    expect(cents(claimOf(partial!.trackingNumber).credit!.amount)).toBeLessThan(
      cents(partial!.amountClaimed),
    );
    expect(credited.claimsByState).toMatchObject({ credited: 3, denied: 0, submitted: submitted.length - 2 });
    expect(cents(credited.amountCredited)).toBe(
      sum([whole!, partial!, denied].map((c) => wanted.get(c.trackingNumber)!)),
    );
    expect(credited.claims.filter((c) => c.state === 'submitted').every((c) => c.credit === null)).toBe(true);

    // Credited before it was submitted: the claim file leaves it out.
    const paid = json<Batch>(await call('GET', `/refund-claims/batches/${openBatch.id}`));
    expect(paid.claims[0]).toMatchObject({ state: 'credited', credit: { invoiceNumber: 'UPSCREDIT' } });
    const file = await call('GET', `/refund-claims/batches/${openBatch.id}/claim-file`);
    expect(parse(file.body, { columns: true })).toEqual([]);

    // Paid unasked: off the eligible list, on the list of credits no claim holds.
    const after = await eligible('&carrier=UPS');
    expect(after.packages.some((p) => p.packageId === unasked!.packageId)).toBe(false);
    expect(after.total).toBe(upsOpen.length - 2);
    const refused = await call('POST', '/refund-claims/batches', {
      carrier: 'UPS',
      packageIds: [unasked!.packageId],
    });
    expect(refused.json().message).toBe(`Package ${unasked!.packageId} was credited a refund already`);
    const list = json<{
      credits: {
        packageId: number;
        trackingNumber: string;
        credit: { amount: number; invoiceNumber: string };
      }[];
      total: number;
      totalAmount: number;
    }>(await call('GET', '/refund-claims/unclaimed-credits'));
    expect(list.total).toBe(1);
    expect(list.credits).toEqual([
      expect.objectContaining({
        packageId: unasked!.packageId,
        trackingNumber: unasked!.trackingNumber,
        credit: expect.objectContaining({ invoiceNumber: 'UPSCREDIT', controlId: upsControlId }),
      }),
    ]);
    expect(cents(list.totalAmount)).toBe(987);
    expect(
      json<{ total: number }>(await call('GET', '/refund-claims/unclaimed-credits?carrier=FEDEX')).total,
    ).toBe(0);

    const audit = await client.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'refund_claims_changed' AND details->>'change' = 'claims_credited'
       ORDER BY occurred_at, id`,
    );
    expect(audit.rows.map((row) => row.details)).toEqual([
      expect.objectContaining({ controlId: fedexControlId, carrier: 'FEDEX', claims: 3 }),
      // The unasked credit credits no claim.
      expect.objectContaining({ controlId: upsControlId, carrier: 'UPS', claims: 1 }),
    ]);
    expect(cents(Number(audit.rows[0]!.details.amount))).toBe(
      sum([whole!, partial!, denied].map((c) => wanted.get(c.trackingNumber)!)),
    );
  });

  it('shows on the Refunds dashboard what was owed, claimed, credited and let lapse, as the tests did it', async () => {
    const expected = new Map(expectedEligible().map((e) => [e.tracking, e]));
    const claimable = (tracking: string) => expected.get(tracking)!.claimableCents;
    const submitted = [...record.submitted];
    const claimedCents = sum(submitted.map(claimable));
    const creditedCents = sum([...record.credits.values()]);
    const creditedOfClaimedCents = sum(submitted.map((tracking) => record.credits.get(tracking) ?? 0));
    // Lapsed: the claims the tests let expire, and the eligible packages never claimed whose window closed.
    const lapsed = [...expected.values()].filter(
      (e) => !openToday(e) && !record.credits.has(e.tracking) && !record.submitted.has(e.tracking),
    );
    const expiredCents = sum([...record.expired, ...lapsed.map((e) => e.tracking)].map(claimable));
    expect(lapsed.length).toBeGreaterThan(0);
    // The model's refund-eligible $: freight and fuel of every refund-eligible package.
    const eligibleCents = sum(
      client.model
        .judged()
        .filter((p) => p.gsrEligible)
        .map((p) => p.freightNetCents + p.fuelNetCents),
    );

    const board = await frameDashboard('refunds');
    const tiles = Object.fromEntries(board.tiles.map((entry) => [entry.key, entry.value]));
    expect(cents(tiles.refundEligibleAmount!)).toBe(eligibleCents);
    expect(cents(tiles.claimedAmount!)).toBe(claimedCents);
    expect(cents(tiles.creditedAmount!)).toBe(creditedCents);
    expect(tiles.recoveryRate).toBeCloseTo((creditedOfClaimedCents / claimedCents) * 100, 3);
    expect(cents(tiles.expiredAmount!)).toBe(expiredCents);

    const byCarrier = board.panels.find((panel) => panel.key === 'refundsByCarrier')!;
    const claimedSeries = byCarrier.series.find((series) => series.name === 'Claimed $')!;
    for (const carrier of ['UPS', 'FEDEX']) {
      const want = sum(
        submitted.filter((tracking) => expected.get(tracking)!.carrier === carrier).map(claimable),
      );
      expect(cents(claimedSeries.values[byCarrier.categories.indexOf(carrier)]!), carrier).toBe(want);
    }
    const byMonth = board.panels.find((panel) => panel.key === 'refundsByMonth')!;
    const creditedByMonth = byMonth.series.find((series) => series.name === 'Credited $')!.values;
    expect(sum(creditedByMonth.map((value) => cents(value!)))).toBe(creditedCents);
    const list = board.panels.find((panel) => panel.key === 'creditedRefunds')!;
    expect(
      new Map(list.categories.map((tracking, index) => [tracking, cents(list.series[1]!.values[index]!)])),
    ).toEqual(record.credits);

    const summary = await frameDashboard('executive_summary');
    expect(cents(summary.tiles.find((entry) => entry.key === 'refundsCredited')!.value!)).toBe(creditedCents);
  });

  it('mails the organization’s admins a statement of the month’s credits and the claims submitted in it', async () => {
    const context = createContext(serverContextParts(client.app, client.app.log));
    // Every credit of the tests is on an invoice of today, every claim was submitted today.
    expect(await sendRefundStatements(context, today.slice(0, 7))).toBe(1);
    const mails = (
      await client.db.query<{ to_address: string; subject: string; text_body: string }>(
        `SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'refund_statement'`,
      )
    ).rows;
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const admins = await client.db.query<{ email: string }>(
      `SELECT email FROM users WHERE organization_id = $1 AND role = 'admin'`,
      [client.organizationId],
    );
    expect(mail!.to_address).toBe(admins.rows[0]!.email);
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const monthName = new Date(`${today.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const creditedCents = sum([...record.credits.values()]);
    expect(mail!.subject).toBe(
      `Refunds recovered for Model Freight Co in ${monthName}: ${dollars(creditedCents)}`,
    );
    // One credit came unasked: the package no claim held.
    expect(mail!.text_body).toContain(
      `credited ${record.credits.size} refunds for late deliveries to Model Freight Co in ${monthName}, ` +
        `${dollars(creditedCents)} in all, 1 of them paid without a claim:`,
    );
    for (const [tracking, amount] of record.credits) {
      expect(mail!.text_body).toContain(`${tracking} (`);
      expect(mail!.text_body).toContain(`: ${dollars(amount)} on invoice `);
    }
    const submittedCents = sum(
      [...record.submitted].map(
        (tracking) => expectedEligible().find((e) => e.tracking === tracking)!.claimableCents,
      ),
    );
    expect(mail!.text_body).toContain(
      `${record.submitted.size} claims for ${dollars(submittedCents)} went to the carriers in ${monthName}.`,
    );
    // A month without credits or claims mails nothing.
    expect(await sendRefundStatements(context, '2019-01')).toBe(0);
  });

  it('tells why a claimed package is exempt once a later file bills it an address correction', async () => {
    const open = (await eligible('&carrier=UPS')).packages;
    expect(open.length).toBeGreaterThan(1);
    const [claimed, unclaimed] = open;
    const batch = json<Batch>(
      await call('POST', '/refund-claims/batches', { carrier: 'UPS', packageIds: [claimed!.packageId] }),
      201,
    );
    expect(batch.claims[0]!.exemption).toBeNull();
    const packages = new Map(client.model.judged().map((p) => [p.tracking, p]));
    const correction = {
      description: 'Address Correction Ground',
      classification: 'ACC',
      category: 'ADJ',
      netCents: 1790,
    };
    await client.importText(
      'UPS',
      'ups-corrections.csv',
      upsText({
        account: 'A1B2C3',
        invoiceNumber: 'UPSCORR',
        invoiceDate: today,
        packages: [claimed!, unclaimed!].map((e) => ({
          ...again(packages.get(e.trackingNumber)!),
          charges: [correction],
        })),
      }),
    );
    // The test's own reading: an address correction exempts a late package (DOMAIN.md).
    const judged = new Map(client.model.judged().map((p) => [p.tracking, p]));
    expect(judged.get(claimed!.trackingNumber)!.gsrEligible).toBe(false);
    expect(judged.get(unclaimed!.trackingNumber)!.gsrEligible).toBe(false);

    const read = json<Batch>(await call('GET', `/refund-claims/batches/${batch.id}`));
    expect(read.claims[0]).toMatchObject({ state: 'in_batch', exemption: 'address_correction' });
    const after = await eligible('&carrier=UPS');
    expect(after.packages.some((p) => p.packageId === unclaimed!.packageId)).toBe(false);
    expect(after.total).toBe(open.length - 2);
  });

  it('reads the eligible list and the claims of open batches by a changed rule; submitted claims keep theirs', async () => {
    const seeded = {
      days: 15,
      countedFrom: 'later_of_commitment_and_delivery',
      coverage: [
        { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null },
        { grouping: 'FUEL', coveredFrom: null, coveredTo: '2008-09-01' },
      ],
    };
    // The test's reading of the new rule: 10 days from the later of commitment and delivery, fuel always covered.
    const changed = {
      days: 10,
      countedFrom: 'later_of_commitment_and_delivery',
      coverage: [
        { grouping: 'FUEL', coveredFrom: null, coveredTo: null },
        { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null },
      ],
    };
    const model = new Map(client.model.judged().map((p) => [p.tracking, p]));
    /** A UPS package's last claim day and claimable amount by the seeded rule or by the changed one. */
    const byRule = (rule: 'seeded' | 'changed', tracking: string) => {
      const p = model.get(tracking)!;
      const fuelCovered = rule === 'changed' || p.shipDate <= '2008-09-01';
      return {
        lastClaimDay: addDays([p.commitDate!, p.deliveryDate!].sort().at(-1)!, rule === 'changed' ? 10 : 15),
        claimableCents: p.freightNetCents + (fuelCovered ? p.fuelNetCents : 0),
      };
    };
    const byNewRule = (tracking: string) => byRule('changed', tracking);
    const readsBy = (
      rule: 'seeded' | 'changed',
      claim: { trackingNumber: string; lastClaimDay: string; amountClaimed: number },
    ) => {
      const want = byRule(rule, claim.trackingNumber);
      return claim.lastClaimDay === want.lastClaimDay && cents(claim.amountClaimed) === want.claimableCents;
    };
    const upsBatches = async () => {
      const { batches } = json<{ batches: { id: number; carrier: string }[] }>(
        await call('GET', '/refund-claims/batches'),
      );
      return Promise.all(
        batches
          .filter((b) => b.carrier === 'UPS')
          .map(async (b) => json<Batch>(await call('GET', `/refund-claims/batches/${b.id}`))),
      );
    };
    const listedBefore = (await eligible('&carrier=UPS')).packages;
    const batchesBefore = await upsBatches();
    const openClaims = batchesBefore.filter((b) => b.state === 'open').flatMap((b) => b.claims);
    expect(openClaims.length).toBeGreaterThan(0);
    expect(batchesBefore.some((b) => b.state !== 'open')).toBe(true);
    const moving = openClaims.filter((claim) => !readsBy('changed', claim));
    expect(moving.length).toBeGreaterThan(0);

    const put = (rule: unknown) => call('PUT', '/refund-claims/rules/UPS', rule);
    const answer = json<{ rule: unknown; claimsReread: number }>(await put(changed));
    expect(answer).toEqual({
      rule: { carrier: 'UPS', ...changed, coverage: [...changed.coverage].reverse() },
      claimsReread: moving.length,
    });

    const listed = (await eligible('&carrier=UPS')).packages;
    expect(new Set(listed.map((p) => p.trackingNumber))).toEqual(
      new Set(
        listedBefore
          .filter((p) => byNewRule(p.trackingNumber).lastClaimDay >= today)
          .map((p) => p.trackingNumber),
      ),
    );
    for (const p of listed) {
      const want = byNewRule(p.trackingNumber);
      expect(p.lastClaimDay, p.trackingNumber).toBe(want.lastClaimDay);
      expect(cents(p.claimable), p.trackingNumber).toBe(want.claimableCents);
    }
    const batchesAfter = await upsBatches();
    for (const [index, after] of batchesAfter.entries()) {
      const before = batchesBefore[index]!;
      if (before.state !== 'open') {
        expect(after.claims, `batch ${after.id}`).toEqual(before.claims);
        continue;
      }
      for (const claim of after.claims) expect(readsBy('changed', claim), claim.trackingNumber).toBe(true);
    }
    const audit = await client.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'refund_claims_changed' AND details->>'change' = 'rule_changed'`,
    );
    expect(audit.rows.map((row) => row.details)).toEqual([
      {
        change: 'rule_changed',
        carrier: 'UPS',
        before: seeded,
        after: { ...changed, coverage: [...changed.coverage].reverse() },
        claimsReread: moving.length,
      },
    ]);

    const refusals: [unknown, string][] = [
      [{ ...seeded, coverage: [seeded.coverage[0], seeded.coverage[0]] }, 'Freight is listed twice'],
      [
        { ...seeded, coverage: [{ grouping: 'DUTIES_TAXES', coveredFrom: null, coveredTo: null }] },
        'A refund never covers Duties and Taxes',
      ],
      [
        { ...seeded, coverage: [{ grouping: 'FUEL', coveredFrom: '2008-09-02', coveredTo: '2008-09-01' }] },
        'Fuel: the last ship date covered is before the first',
      ],
    ];
    for (const [rule, message] of refusals) {
      const refused = await put(rule);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    for (const rule of [
      { ...seeded, days: 0 },
      { ...seeded, coverage: [] },
      { ...seeded, days: 367 },
    ]) {
      expect((await put(rule)).statusCode).toBe(400);
    }
    const dhl = await call('PUT', '/refund-claims/rules/DHL', seeded);
    expect(dhl.statusCode).toBe(400);

    // Back to the seeded rule: the open claims read by it (a claim's last day moved by hand earlier included).
    const openAfter = batchesAfter.filter((b) => b.state === 'open').flatMap((b) => b.claims);
    const restored = json<{ claimsReread: number }>(await put(seeded));
    expect(restored.claimsReread).toBe(openAfter.filter((claim) => !readsBy('seeded', claim)).length);
    for (const batch of await upsBatches()) {
      if (batch.state !== 'open') continue;
      for (const claim of batch.claims) expect(readsBy('seeded', claim), claim.trackingNumber).toBe(true);
    }
  });

  it('lists the carriers’ refund rules as data', async () => {
    const { rules } = json<{
      rules: { carrier: string; days: number; countedFrom: string; coverage: unknown[] }[];
    }>(await call('GET', '/refund-claims/rules'));
    expect(rules).toEqual([
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
    ]);
  });
});
