import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findImportJob } from '../../../src/repositories/import-jobs.js';
import { runImportJob } from '../../../src/services/invoice-import/run-import-job.js';
import {
  createAppWithoutImportWorker,
  queueImport,
  type AppWithoutImportWorker,
} from '../../helpers/import-jobs.js';
import { carrierFile, fileTotals, type CarrierFile } from '../../helpers/invoice-files.js';
import { testDriver } from '../../helpers/test-database.js';

// No worker of the app: each job is run here, so the test knows when it has ended, statistics included.
let setup: AppWithoutImportWorker;

/** Uploads the file and runs its import job to its end, as a worker would. */
async function imported(file: CarrierFile): Promise<void> {
  const { app, admin, client, testDb } = setup;
  const { jobId } = await queueImport(app, admin, client.mappingName, file);
  const work = { database: testDb.db, storage: app.storage, log: app.log, now: () => new Date() };
  await runImportJob(work, jobId, new AbortController().signal);
  expect((await findImportJob(testDb.db, jobId))?.state).toBe('imported');
}

/** The planner's row count of a table (`pg_class.reltuples`, taken by ANALYZE and VACUUM) and its real count. */
async function rowsOf(table: 'charges' | 'packages'): Promise<{ estimated: number; counted: number }> {
  const { rows } = await setup.testDb.db.query<{ estimated: number; counted: number }>(
    `SELECT (SELECT reltuples FROM pg_class WHERE oid = $1::regclass)::int AS estimated,
            (SELECT count(*) FROM ${table})::int AS counted`,
    [table],
  );
  return rows[0]!;
}

describe.runIf(testDriver === 'pglite')('planner statistics of the embedded database after imports', () => {
  beforeAll(async () => {
    setup = await createAppWithoutImportWorker();
  }, 120_000);

  afterAll(async () => {
    await setup?.dispose();
  });

  it('are taken again once a table has changed by more than 50 rows and a tenth of it, as autovacuum would', async () => {
    // Every UPS line is a charge; every tracking number a package.
    const large = carrierFile('UPS', setup.client, { packages: 200, weekStart: '2025-03-03' });
    const small = carrierFile('UPS', setup.client, { packages: 3, weekStart: '2025-03-10' });
    const medium = carrierFile('UPS', setup.client, { packages: 100, weekStart: '2025-03-17' });
    const [largeRows, smallRows, mediumRows] = [large, small, medium].map((file) => fileTotals(file));

    await imported(large);
    expect(await rowsOf('charges')).toEqual({ estimated: largeRows!.rows, counted: largeRows!.rows });
    expect(await rowsOf('packages')).toEqual({
      estimated: largeRows!.packages,
      counted: largeRows!.packages,
    });

    // A few rows more than the statistics know: too few to take them again.
    expect(smallRows!.rows).toBeLessThan(50 + largeRows!.rows / 10);
    await imported(small);
    expect(await rowsOf('charges')).toEqual({
      estimated: largeRows!.rows,
      counted: largeRows!.rows + smallRows!.rows,
    });

    // With the next file the changes add up past the bound.
    expect(smallRows!.rows + mediumRows!.rows).toBeGreaterThan(50 + largeRows!.rows / 10);
    await imported(medium);
    const charges = largeRows!.rows + smallRows!.rows + mediumRows!.rows;
    expect(await rowsOf('charges')).toEqual({ estimated: charges, counted: charges });
    const packages = largeRows!.packages + smallRows!.packages + mediumRows!.packages;
    expect(await rowsOf('packages')).toEqual({ estimated: packages, counted: packages });
  });
});
