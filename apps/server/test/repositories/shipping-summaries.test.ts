import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { shippingSummaries } from '../../src/repositories/shipping-summaries.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb?.dispose();
});

/** The columns of every summary and rollup table of the migrated schema, with their types. */
async function summaryTableColumns(): Promise<Map<string, Map<string, string>>> {
  const result = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = current_schema() AND (table_name LIKE '%\\_summaries' OR table_name LIKE '%\\_rollups')
     ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, Map<string, string>>();
  for (const row of result.rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, string>();
    columns.set(row.column_name, row.data_type);
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** The columns of each table's unique constraint, in the schema. */
async function uniqueKeys(): Promise<Map<string, string[]>> {
  const result = await db.query<{ table_name: string; columns: string[] }>(
    `SELECT c.conrelid::regclass::text AS table_name,
            array_agg(a.attname::text ORDER BY a.attname) AS columns
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
     WHERE c.contype = 'u' AND c.connamespace = current_schema()::regnamespace
     GROUP BY c.oid, c.conrelid`,
  );
  return new Map(result.rows.map((row) => [row.table_name, row.columns]));
}

describe('the catalogue of the shipping summaries', () => {
  it('declares every summary and rollup table of the schema, and only those', async () => {
    const tables = await summaryTableColumns();
    expect(tables.size).toBeGreaterThanOrEqual(9);
    expect(shippingSummaries.map((summary) => summary.table).sort()).toEqual([...tables.keys()].sort());
  });

  it('declares every column of each table: the organization, the key and the measures', async () => {
    const tables = await summaryTableColumns();
    for (const summary of shippingSummaries) {
      const declared = [
        'organization_id',
        ...summary.key,
        ...summary.measures.map((measure) => measure.name),
      ];
      expect(new Set(declared).size, summary.table).toBe(declared.length);
      expect(declared.sort(), summary.table).toEqual([...tables.get(summary.table)!.keys()].sort());
    }
  });

  it('keys each table by its unique constraint', async () => {
    const keys = await uniqueKeys();
    for (const summary of shippingSummaries) {
      expect(['organization_id', ...summary.key].sort(), summary.table).toEqual(keys.get(summary.table));
    }
  });

  it('declares a package measure numeric or integer as its column is', async () => {
    const tables = await summaryTableColumns();
    for (const summary of shippingSummaries) {
      for (const measure of summary.measures) {
        if (!('type' in measure)) continue;
        expect(tables.get(summary.table)!.get(measure.name), `${summary.table}.${measure.name}`).toBe(
          measure.type,
        );
      }
    }
  });

  it('names weekly and daily rollups that are tables of the catalogue carrying the whole key by week or day', () => {
    const byTable = new Map(shippingSummaries.map((summary) => [summary.table, summary]));
    for (const summary of shippingSummaries) {
      const periodless = summary.key.filter((column) => column !== 'month' && column !== 'week');
      if (summary.weekly) {
        const weekly = byTable.get(summary.weekly)!;
        expect(weekly.key, summary.table).toEqual(expect.arrayContaining(['month', 'week', ...periodless]));
      }
      if (summary.daily) {
        const daily = byTable.get(summary.daily)!;
        expect(daily.key, summary.table).toEqual(expect.arrayContaining(['ship_date', ...periodless]));
      }
    }
  });
});
