import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { portalHeaders } from '../helpers/test-app.js';
import { fedexText, upsText } from './carrier-text.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { addDays, type ModelPackage } from './model.js';
import { fedexFile, recentUpsFile, upsFile } from './scenario.js';

/**
 * The refund claims against the test's own reading of DOMAIN.md "Refund claims": a late package under an active
 * guarantee can be claimed until 15 days after the later of its commitment and its delivery (UPS) or after the
 * invoice that first billed it (FedEx); a claim covers its freight (and fuel, but at UPS since 2008-09-02).
 */

let client: ModelClient;
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

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
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
    amountClaimed: number;
    state: string;
    submittedOn: string | null;
    deniedReason: string | null;
  }[];
}

const json = <T>(response: LightMyRequestResponse, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

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
    const refused = await call('POST', `/refund-claims/batches/${lapsed.id}/submit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Every claim of this batch is past its window: discard the batch');
    expect(json<Batch>(await call('GET', `/refund-claims/batches/${lapsed.id}`)).state).toBe('open');
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
