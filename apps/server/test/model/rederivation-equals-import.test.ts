import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingTables } from '../../src/repositories/shipping-maintenance.js';
import { shippingRows } from '../helpers/shipping-database.js';
import { callApi } from '../helpers/test-app.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { importScenario } from './scenario-imports.js';
import { changeServiceMapByFile } from './service-map-changes.js';
import { changeDeliveryCommitments } from './delivery-commitment-changes.js';
import { changeContractDiscounts } from './contract-discount-changes.js';
import { changeChargeMap } from './charge-map-changes.js';

/**
 * A change of the service map (here a file that changes both carriers' rules at once), of the delivery
 * commitments, of a client's contract discounts and of the charge map re-derives what is stored as if every file
 * had been imported under the new reference data:
 * the same carrier files imported before the changes (then re-derived) and after them, into two databases, leave
 * the same packages, charges, summaries and Control Master counts, row for row.
 */

const today = new Date().toISOString().slice(0, 10);
let changedAfter: ModelClient;
let changedBefore: ModelClient;

beforeAll(async () => {
  [changedAfter, changedBefore] = await Promise.all([createModelClient(), createModelClient()]);
  await importScenario(changedAfter, today);
  await changeServiceMapByFile(changedBefore);
  await changeDeliveryCommitments(changedBefore);
  await changeContractDiscounts(changedBefore);
  await changeChargeMap(changedBefore);
  await importScenario(changedBefore, today);
}, 240_000);

afterAll(async () => {
  for (const client of [changedAfter, changedBefore]) {
    await client?.app.close();
    await client?.testDb.dispose();
  }
});

describe('re-deriving after a change of the reference data', () => {
  it('stores what importing every file under the changed maps, commitments and contract stores', async () => {
    const imported = await shippingRows(changedBefore.db);
    const before = await shippingRows(changedAfter.db);
    // The change moves what is stored: the comparison below is not between two unchanged databases.
    expect(before.packages).not.toEqual(imported.packages);
    expect(before.package_month_summaries).not.toEqual(imported.package_month_summaries);
    expect(before.charge_month_summaries).not.toEqual(imported.charge_month_summaries);

    expect(await changeServiceMapByFile(changedAfter)).toBeGreaterThan(0);
    const mapped = await shippingRows(changedAfter.db);
    // The commitments' change moves what the map's left as it was: neither change alone gives the other's rows.
    expect(mapped.packages).not.toEqual(imported.packages);
    expect(await changeDeliveryCommitments(changedAfter)).toBeGreaterThan(0);
    const committed = await shippingRows(changedAfter.db);
    expect(committed.charge_month_summaries).not.toEqual(imported.charge_month_summaries);
    expect(await changeContractDiscounts(changedAfter)).toBeGreaterThan(0);
    const discounted = await shippingRows(changedAfter.db);
    expect(discounted.charges).not.toEqual(imported.charges);
    expect(await changeChargeMap(changedAfter)).toBeGreaterThan(0);
    const after = await shippingRows(changedAfter.db);
    for (const table of shippingTables) expect(after[table], table).toEqual(imported[table]);
  });

  it('changes nothing when a change moves no package', async () => {
    const before = await shippingRows(changedAfter.db);
    const response = await callApi(
      changedAfter.app,
      changedAfter.admin,
      'POST',
      '/reference-data/service-rules',
      {
        carrier: 'FEDEX',
        match: 'exact',
        pattern: 'FedEx Freight Priority',
        priority: 0,
        slaGrouping: 'TWO_DAY',
        groundVsExpress: 'Express',
        scope: 'Domestic',
        guaranteedFrom: null,
        guaranteedTo: null,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ rederived: unknown }>().rederived).toEqual({ packages: 0, files: 0 });
    expect(await shippingRows(changedAfter.db)).toEqual(before);
  });
});
