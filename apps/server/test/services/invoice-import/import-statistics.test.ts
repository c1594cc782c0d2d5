import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { findImportJob } from '../../../src/repositories/import-jobs.js';
import { runImportJob } from '../../../src/services/invoice-import/run-import-job.js';
import type { ImportJob } from '../../helpers/import-jobs.js';
import { carrierFile, fileTotals, type CarrierFile } from '../../helpers/invoice-files.js';
import { multipartBody, multipartHeaders } from '../../helpers/multipart.js';
import { createOrganization, createStaff } from '../../helpers/people.js';
import { createTestApp } from '../../helpers/test-app.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../../helpers/test-database.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let admin: string;
let client: { name: string; mappingName: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-import-statistics-'));
  // No worker of the app: each job is run here, so the test knows when it has ended, statistics included.
  ({ app } = await createTestApp(testDb.db, { env: { DATA_DIR: dataDir, IMPORT_WORKER: 'false' } }));
  const organizationId = await createOrganization(testDb.db, 'Harbor Goods');
  const { rows } = await testDb.db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [organizationId],
  );
  client = { name: 'Harbor Goods', mappingName: rows[0]!.mapping_name };
  admin = (await createStaff(app, testDb.db, organizationId)).platformAdmin.access;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Uploads the file and runs its import job to its end, as a worker would. */
async function imported(file: CarrierFile): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/control-master/import?client=${client.mappingName}`,
    headers: multipartHeaders,
    cookies: { waybill_session: admin },
    payload: multipartBody([{ filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text) }]),
  });
  expect(response.statusCode, response.body).toBe(202);
  const { jobId } = response.json<ImportJob>();
  const work = { database: testDb.db, storage: app.storage, log: app.log, now: () => new Date() };
  await runImportJob(work, jobId, new AbortController().signal);
  expect((await findImportJob(testDb.db, jobId))?.state).toBe('imported');
}

/** The planner's row count of a table (`pg_class.reltuples`, taken by ANALYZE and VACUUM) and its real count. */
async function rowsOf(table: 'charges' | 'packages'): Promise<{ estimated: number; counted: number }> {
  const { rows } = await testDb.db.query<{ estimated: number; counted: number }>(
    `SELECT (SELECT reltuples FROM pg_class WHERE oid = $1::regclass)::int AS estimated,
            (SELECT count(*) FROM ${table})::int AS counted`,
    [table],
  );
  return rows[0]!;
}

describe.runIf(testDriver === 'pglite')('planner statistics of the embedded database after imports', () => {
  it('are taken again once a table has changed by more than 50 rows and a tenth of it, as autovacuum would', async () => {
    // Every UPS line is a charge; every tracking number a package.
    const large = carrierFile('UPS', client, { packages: 200, weekStart: '2025-03-03' });
    const small = carrierFile('UPS', client, { packages: 3, weekStart: '2025-03-10' });
    const medium = carrierFile('UPS', client, { packages: 100, weekStart: '2025-03-17' });
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
