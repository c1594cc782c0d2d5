import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { finishImportJob, findImportJob } from '../../../src/repositories/import-jobs.js';
import { deleteExpiredImportFiles } from '../../../src/services/invoice-import/delete-import-files.js';
import type { ImportJob } from '../../helpers/import-jobs.js';
import { carrierFile } from '../../helpers/invoice-files.js';
import { multipartBody, multipartHeaders } from '../../helpers/multipart.js';
import { createOrganization, createStaff } from '../../helpers/people.js';
import { createTestApp } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let admin: string;
let client: { name: string; mappingName: string };

const day = 24 * 60 * 60 * 1000;
const retentionSeconds = 7 * 24 * 60 * 60;

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-import-retention-'));
  // No worker: the jobs stay queued, as they would with every worker stopped.
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

async function queue(seed: string): Promise<ImportJob> {
  const file = carrierFile('UPS', client, { packages: 3, seed });
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/control-master/import?client=${client.mappingName}`,
    headers: multipartHeaders,
    cookies: { waybill_session: admin },
    payload: multipartBody([{ filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text) }]),
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<ImportJob>();
}

const stored = (jobId: string) => fs.existsSync(path.join(dataDir, 'files', 'import-jobs', jobId));

function work(now: Date) {
  return { database: testDb.db, storage: app.storage, log: app.log, now: () => now };
}

describe('stored uploads', () => {
  it('are kept for the retention while their job waits, then deleted; the job stays', async () => {
    const job = await queue('waiting');
    expect(stored(job.jobId)).toBe(true);
    const created = new Date(job.createdAt).getTime();

    await deleteExpiredImportFiles(work(new Date(created + 6 * day)), retentionSeconds);
    expect(stored(job.jobId)).toBe(true);

    await deleteExpiredImportFiles(work(new Date(created + 7 * day + 1000)), retentionSeconds);
    expect(stored(job.jobId)).toBe(false);
    expect(await findImportJob(testDb.db, job.jobId)).toMatchObject({ state: 'queued', storageKey: null });
  });

  it('are deleted as soon as their job has ended, whatever their age', async () => {
    const job = await queue('ended');
    await finishImportJob(testDb.db, job.jobId, {
      state: 'failed',
      message: 'Failed.',
      finishedAt: new Date(),
    });
    expect(stored(job.jobId)).toBe(true);
    await deleteExpiredImportFiles(work(new Date()), retentionSeconds);
    expect(stored(job.jobId)).toBe(false);
    expect(await findImportJob(testDb.db, job.jobId)).toMatchObject({ state: 'failed', storageKey: null });
  });
});
