import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishImportJob, findImportJob } from '../../../src/repositories/import-jobs.js';
import { deleteExpiredImportFiles } from '../../../src/services/invoice-import/delete-import-files.js';
import {
  createAppWithoutImportWorker,
  queueImport,
  type AppWithoutImportWorker,
  type ImportJob,
} from '../../helpers/import-jobs.js';
import { carrierFile } from '../../helpers/invoice-files.js';

// No worker: the jobs stay queued, as they would with every worker stopped.
let setup: AppWithoutImportWorker;

const day = 24 * 60 * 60 * 1000;
const retentionSeconds = 7 * 24 * 60 * 60;

beforeAll(async () => {
  setup = await createAppWithoutImportWorker();
}, 120_000);

afterAll(async () => {
  await setup?.dispose();
});

function queue(seed: string): Promise<ImportJob> {
  const { app, admin, client } = setup;
  return queueImport(app, admin, client.mappingName, carrierFile('UPS', client, { packages: 3, seed }));
}

const stored = (jobId: string) => fs.existsSync(path.join(setup.dataDir, 'files', 'import-jobs', jobId));

function work(now: Date) {
  return { database: setup.testDb.db, storage: setup.app.storage, log: setup.app.log, now: () => now };
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
    expect(await findImportJob(setup.testDb.db, job.jobId)).toMatchObject({
      state: 'queued',
      storageKey: null,
    });
  });

  it('are deleted as soon as their job has ended, whatever their age', async () => {
    const job = await queue('ended');
    await finishImportJob(setup.testDb.db, job.jobId, {
      state: 'failed',
      message: 'Failed.',
      finishedAt: new Date(),
    });
    expect(stored(job.jobId)).toBe(true);
    await deleteExpiredImportFiles(work(new Date()), retentionSeconds);
    expect(stored(job.jobId)).toBe(false);
    expect(await findImportJob(setup.testDb.db, job.jobId)).toMatchObject({
      state: 'failed',
      storageKey: null,
    });
  });
});
