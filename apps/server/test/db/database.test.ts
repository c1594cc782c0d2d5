import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from '../../src/db/migrate.js';
import { paths } from '../../src/paths.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';
import { latestMigrationVersion, tablesOfMigrations } from '../helpers/migrations.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.dispose();
});

describe(`the ${testDriver} database`, () => {
  it('returns the same JavaScript types as the other driver', async () => {
    const result = await testDb.db.query(
      `SELECT 42::int8 AS big, 1234.50::numeric(12,2) AS money, '2024-02-29'::date AS day,
              '2024-02-29T12:34:56Z'::timestamptz AS moment, 7::int4 AS small, true AS flag,
              '{"a": [1]}'::jsonb AS doc, NULL::text AS nothing`,
    );
    expect(result.rows[0]).toEqual({
      big: 42,
      money: '1234.50',
      day: '2024-02-29',
      moment: new Date('2024-02-29T12:34:56Z'),
      small: 7,
      flag: true,
      doc: { a: [1] },
      nothing: null,
    });
  });

  it('has applied every migration and applies nothing twice', async () => {
    expect(await schemaVersion(testDb.db)).toBe(latestMigrationVersion());
    expect(await migrate(testDb.db, paths.migrations)).toEqual([]);
    const tables = await testDb.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(tablesOfMigrations());
  });

  it('runs every session in UTC, so text of dates and times is the same on both drivers', async () => {
    const result = await testDb.db.query<{ zone: string; text: string }>(
      `SELECT current_setting('TimeZone') AS zone, '2024-02-29T12:34:56Z'::timestamptz::text AS text`,
    );
    expect(result.rows[0]).toEqual({ zone: 'UTC', text: '2024-02-29 12:34:56+00' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await testDb.db.exec('CREATE TABLE scratch_transactions (value text)');
    await testDb.db.transaction((tx) => tx.query(`INSERT INTO scratch_transactions VALUES ('kept')`));
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO scratch_transactions VALUES ('dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await testDb.db.query('SELECT value FROM scratch_transactions');
    expect(rows.rows).toEqual([{ value: 'kept' }]);
  });
});
