import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingSummaries } from '../../src/repositories/shipping-summaries.js';
import { callApi } from '../helpers/test-app.js';
import { fedexText, upsText } from './carrier-text.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { laterFile, scenarioFiles, spellingFiles, splitFreightFile } from './scenario.js';
import { changeServiceMapByFile } from './service-map-changes.js';

/**
 * A change of the service map (here a file that changes both carriers' rules at once) re-derives what is stored as
 * if every file had been imported under the new map:
 * the same carrier files imported before the change (then re-derived) and after it, into two databases, leave the
 * same packages, charges, summaries and Control Master counts, row for row.
 */

const today = new Date().toISOString().slice(0, 10);
let changedAfter: ModelClient;
let changedBefore: ModelClient;

async function importScenario(client: ModelClient): Promise<void> {
  const files = scenarioFiles(today);
  const spellings = spellingFiles(today);
  await client.importText('UPS', 'ups-inside.csv', upsText(files.upsInside()));
  await client.importText('FEDEX', 'fedex.csv', fedexText(files.fedex()));
  await client.importText('UPS', 'ups-spellings.csv', upsText(spellings.UPS));
  await client.importText('UPS', 'ups-split.csv', upsText(splitFreightFile(today)));
  // Packages billed again by a later file: their charges sit in two files.
  await client.importText('UPS', 'ups-later.csv', upsText(laterFile(client.model, today)));
}

/** Rows as text, sorted, for a comparison that names what differs. */
async function rows(client: ModelClient, sql: string): Promise<string[]> {
  const result = await client.db.query<Record<string, unknown>>(sql);
  return result.rows.map((row) => JSON.stringify(row)).sort();
}

/** Everything stored that the service map decides, without the ids and organization that differ between the two. */
async function stored(client: ModelClient) {
  const tables: Record<string, string[]> = {};
  for (const { table } of shippingSummaries) {
    const columns = await client.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = $1 AND column_name <> 'organization_id' ORDER BY ordinal_position`,
      [table],
    );
    tables[table] = await rows(
      client,
      `SELECT ${columns.rows.map((row) => `${row.column_name}::text`).join(', ')} FROM ${table}`,
    );
  }
  tables.packages = await rows(
    client,
    `SELECT p.tracking_number, p.sla_grouping, p.ground_vs_express, p.scope, p.contracted_discount_pct::text,
            p.discount_variance::text, p.commit_date::text, p.commit_time::text, p.is_late, p.gsr_eligible,
            p.audit_result, p.audit_status, p.track_status, p.exemption
     FROM packages p`,
  );
  tables.charges = await rows(
    client,
    `SELECT p.tracking_number, c.source_line, c.charge_description, c.unified_charge_grouping,
            c.discount_variance::text
     FROM charges c LEFT JOIN packages p ON p.id = c.package_id`,
  );
  tables.invoiceFiles = await rows(
    client,
    `SELECT file_sha256, track_eligible, track_complete, audit_eligible, audit_complete, late_deliveries
     FROM invoice_files`,
  );
  return tables;
}

beforeAll(async () => {
  [changedAfter, changedBefore] = await Promise.all([createModelClient(), createModelClient()]);
  await importScenario(changedAfter);
  await changeServiceMapByFile(changedBefore);
  await importScenario(changedBefore);
}, 240_000);

afterAll(async () => {
  for (const client of [changedAfter, changedBefore]) {
    await client?.app.close();
    await client?.testDb.dispose();
  }
});

describe('re-deriving after a change of the service map', () => {
  it('stores what importing every file under the changed map stores', async () => {
    const imported = await stored(changedBefore);
    const before = await stored(changedAfter);
    // The change moves what is stored: the comparison below is not between two unchanged databases.
    expect(before.packages).not.toEqual(imported.packages);
    expect(before.package_month_summaries).not.toEqual(imported.package_month_summaries);
    expect(before.charge_month_summaries).not.toEqual(imported.charge_month_summaries);

    const rederived = await changeServiceMapByFile(changedAfter);
    expect(rederived).toBeGreaterThan(0);
    const after = await stored(changedAfter);
    for (const table of Object.keys(imported)) expect(after[table], table).toEqual(imported[table]);
  });

  it('changes nothing when a change moves no package', async () => {
    const before = await stored(changedAfter);
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
    expect(await stored(changedAfter)).toEqual(before);
  });
});
