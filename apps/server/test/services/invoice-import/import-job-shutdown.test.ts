import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { findImportJob } from '../../../src/repositories/import-jobs.js';
import { createStaff, createOrganization } from '../../helpers/people.js';
import { finishedImportJob, pollImportJob, queueImport, readImportJob } from '../../helpers/import-jobs.js';
import { carrierFile, fileTotals } from '../../helpers/invoice-files.js';
import { createTestApp } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let testDb: TestDatabase;
let dataDir: string;
let admin: string;
let client: { id: string; name: string; mappingName: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-import-shutdown-'));
  const id = await createOrganization(testDb.db, 'Harbor Goods');
  const { rows } = await testDb.db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [id],
  );
  client = { id, name: 'Harbor Goods', mappingName: rows[0]!.mapping_name };
}, 120_000);

afterAll(async () => {
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function app(): Promise<{ app: FastifyInstance }> {
  return createTestApp(testDb.db, { env: { DATA_DIR: dataDir } });
}

describe('stopping the server during an import', () => {
  it('rolls the import back and hands the job back; the next worker imports it (attempt 2)', async () => {
    // Large enough that the import is still under way when the server is stopped.
    const file = carrierFile('UPS', client, { packages: 8_000 });
    const first = (await app()).app;
    admin = (await createStaff(first, testDb.db, client.id)).platformAdmin.access;
    const { jobId } = await queueImport(first, admin, client.mappingName, file);
    await pollImportJob(
      () => readImportJob(first, admin, jobId),
      (job) => job.state === 'running',
    );

    await first.close();
    const files = await testDb.db.query<{ files: number; packages: number }>(
      `SELECT (SELECT count(*) FROM invoice_files WHERE organization_id = $1)::int AS files,
              (SELECT count(*) FROM packages WHERE organization_id = $1)::int AS packages`,
      [client.id],
    );
    expect(files.rows[0]).toEqual({ files: 0, packages: 0 });
    const handedBack = await findImportJob(testDb.db, jobId);
    expect(handedBack).toMatchObject({ state: 'queued', attempts: 1 });
    expect(handedBack!.message).toContain('interrupted');

    const second = (await app()).app;
    try {
      const job = await finishedImportJob(second, admin, jobId);
      const totals = fileTotals(file);
      expect(job).toMatchObject({
        state: 'imported',
        attempts: 2,
        report: { packages: totals.packages, charges: totals.rows, amount: totals.netCents / 100 },
      });
    } finally {
      await second.close();
    }
  }, 180_000);
});
