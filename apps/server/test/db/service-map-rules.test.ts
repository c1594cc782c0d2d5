import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { copyMigrations } from '../helpers/migrations.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';

const mapped = `sla_grouping, ground_vs_express, scope, guaranteed_from::text AS guaranteed_from,
  guaranteed_to::text AS guaranteed_to`;

/** The SLA grouping the service map gives a UPS service name, or null when no rule matches. */
async function slaOf(db: Database, name: string): Promise<string | null> {
  const result = await db.query<{ sla_grouping: string }>(
    `SELECT sla_grouping FROM service_rule('UPS', $1)`,
    [name],
  );
  return result.rows[0]?.sla_grouping ?? null;
}

describe.runIf(testDriver === 'pglite')('migration 019', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-migration-019-'));
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it(
    'turns every service of the map, seeded or added, into an exact rule that maps it as before',
    { timeout: 120_000 },
    async () => {
      const migrations = path.join(workDir, 'migrations');
      copyMigrations(migrations, 1, 18);
      const db = await openPglite(path.join(workDir, 'data'));
      try {
        await migrate(db, migrations);
        await db.query(
          `INSERT INTO service_map (carrier, service, sla_grouping, ground_vs_express, scope, guaranteed_from)
           VALUES ('UPS', 'Express Critical', 'NEXT_DAY_AM', 'Express', 'Domestic', '2010-01-01')`,
        );
        const before = await db.query<Record<string, string | null>>(
          `SELECT carrier, service, ${mapped} FROM service_map ORDER BY carrier, service`,
        );
        expect(before.rows.length).toBeGreaterThan(40);

        copyMigrations(migrations, 19, 19);
        expect(await migrate(db, migrations)).toEqual([19]);
        const rules = await db.query<{ carrier: string; pattern: string; match: string; priority: number }>(
          `SELECT carrier, pattern, match, priority FROM service_map WHERE match = 'exact' ORDER BY carrier, pattern`,
        );
        expect(rules.rows).toEqual(
          before.rows.map((row) => ({
            carrier: row.carrier,
            pattern: row.service,
            match: 'exact',
            priority: 0,
          })),
        );
        const after = [];
        for (const { carrier, service } of before.rows) {
          const rule = await db.query<Record<string, string | null>>(
            `SELECT $1::text AS carrier, $2::text AS service, ${mapped} FROM service_rule($1, $2)`,
            [carrier, service],
          );
          after.push(rule.rows[0]);
        }
        expect(after).toEqual(before.rows);
      } finally {
        await db.close();
      }
    },
  );
});

describe('which service map rule wins', () => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    // In insertion (id) order; names no seeded rule matches.
    const rules: [string, string, number, string][] = [
      ['exact', 'Zeta Air', 0, 'NEXT_DAY'],
      ['prefix', 'Zeta', 0, 'GROUND'],
      ['prefix', 'Zeta Air', 0, 'TWO_DAY'],
      ['regex', '^zeta air', 0, 'THREE_DAY'],
      ['regex', 'air plus$', 1, 'INTL_EXPRESS'],
      ['regex', '^yot. b', 0, 'NEXT_DAY_SAVER'],
      ['regex', '^yo.a b', 0, 'HOME_DELIVERY'],
    ];
    for (const [match, pattern, priority, sla] of rules) {
      await db.query(
        `INSERT INTO service_map (carrier, match, pattern, priority, sla_grouping, ground_vs_express, scope)
         VALUES ('UPS', $1, $2, $3, $4, 'Express', 'Domestic')`,
        [match, pattern, priority, sla],
      );
    }
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  it('the highest priority, then exact, prefix, regex, then the longer pattern, then the lower id', async () => {
    const names = ['ZETA AIR', 'Zeta Air Cargo', 'Zeta Air Plus', 'zeta', 'Yota Bus', 'Omega Air'];
    const found: Record<string, string | null> = {};
    for (const name of names) found[name] = await slaOf(db, name);
    expect(found).toEqual({
      // exact, over the prefixes and the expression that match it too (any case)
      'ZETA AIR': 'NEXT_DAY',
      // the longer of two prefixes, over an expression
      'Zeta Air Cargo': 'TWO_DAY',
      // a higher priority, over every other kind
      'Zeta Air Plus': 'INTL_EXPRESS',
      zeta: 'GROUND',
      // two expressions of one length: the lower id
      'Yota Bus': 'NEXT_DAY_SAVER',
      'Omega Air': null,
    });
  });

  it('refuses a regular expression that does not compile, an unknown kind, an empty or repeated pattern', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM service_map')).rows[0]!.n;
    const before = await count();
    const insert = (match: string, pattern: string) =>
      db.query(
        `INSERT INTO service_map (carrier, match, pattern, sla_grouping, ground_vs_express, scope)
         VALUES ('UPS', $1, $2, 'GROUND', 'Ground', 'Domestic')`,
        [match, pattern],
      );
    await expect(insert('regex', 'ground (saver')).rejects.toThrow(/invalid regular expression/);
    await expect(insert('glob', 'Ground*')).rejects.toThrow(/check constraint/);
    await expect(insert('prefix', '  ')).rejects.toThrow(/check constraint/);
    await expect(insert('exact', 'zeta air')).rejects.toThrow(/service_map_rule_key/);
    expect(await count()).toBe(before);
    // Only an expression is compiled: the same text is a valid exact name.
    await insert('exact', 'Ground (Saver');
    expect(await slaOf(db, 'ground (saver')).toBe('GROUND');
  });
});
