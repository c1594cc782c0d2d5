import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { loadDemoData } from '../../src/demo/load-demo-data.js';
import { loadDemoShipments } from '../../src/demo/shipments/load-demo-shipments.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp, signIn } from '../helpers/test-app.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let admin: string;
const today = new Date();

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  expect(await loadDemoData(db, app.credentialCipher)).toBe(true);
  // As the first start loads it: the months up to the last full one, the week before today and the claims.
  await loadDemoShipments(db, { packages: 6_000, months: 3, cadence: 'monthly', today });
  admin = (await signIn(app, 'admin@waybill.test', 'admin-demo-1')).access;
}, 300_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('the demo’s refund claims', () => {
  it('leaves packages a refund can still be claimed for, and batches with claims in every state', async () => {
    const eligible = await callApi(app, admin, 'GET', '/refund-claims/eligible');
    expect(eligible.statusCode, eligible.body).toBe(200);
    const list = eligible.json<{ total: number; packages: { carrier: string; daysLeft: number }[] }>();
    expect(new Set(list.packages.map((p) => p.carrier))).toEqual(new Set(['UPS', 'FEDEX']));
    expect(list.packages.every((p) => p.daysLeft >= 0)).toBe(true);

    const batches = await callApi(app, admin, 'GET', '/refund-claims/batches');
    expect(batches.statusCode, batches.body).toBe(200);
    const { batches: rows } = batches.json<{
      batches: {
        carrier: string;
        state: string;
        createdBy: string | null;
        claimsByState: Record<string, number>;
      }[];
    }>();
    const claimed = (state: string) => rows.reduce((sum, batch) => sum + batch.claimsByState[state]!, 0);
    for (const state of ['in_batch', 'submitted', 'denied', 'expired'])
      expect(claimed(state), state).toBeGreaterThan(0);
    expect(new Set(rows.map((batch) => batch.state))).toEqual(new Set(['open', 'submitted']));
    expect(new Set(rows.map((batch) => batch.carrier))).toEqual(new Set(['UPS', 'FEDEX']));
    expect(new Set(rows.map((batch) => batch.createdBy))).toEqual(new Set(['Ada Admin']));
  });

  it('credits claims from the carriers’ later files, and lists a refund paid unasked', async () => {
    const batches = (await callApi(app, admin, 'GET', '/refund-claims/batches')).json<{
      batches: { id: number; claimsByState: Record<string, number>; amountCredited: number }[];
    }>().batches;
    const credited = batches.filter((batch) => batch.claimsByState.credited! > 0);
    expect(credited.length).toBeGreaterThan(0);
    const claims = (
      await Promise.all(
        credited.map(
          async (batch) =>
            (await callApi(app, admin, 'GET', `/refund-claims/batches/${batch.id}`)).json<{
              claims: {
                state: string;
                amountClaimed: number;
                credit: { amount: number; invoiceDate: string } | null;
              }[];
            }>().claims,
        ),
      )
    ).flat();
    const paid = claims.filter((claim) => claim.credit);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((claim) => claim.state === 'credited')).toBe(true);
    // Credited after the batches were submitted, before today.
    expect(paid.every((claim) => claim.credit!.invoiceDate < today.toISOString().slice(0, 10))).toBe(true);

    const unasked = await callApi(app, admin, 'GET', '/refund-claims/unclaimed-credits');
    expect(unasked.statusCode, unasked.body).toBe(200);
    expect(unasked.json<{ total: number }>().total).toBeGreaterThan(0);
  });
});
