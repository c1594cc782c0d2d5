import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { components } from '@waybill/api-client/schema';
import { multipartBody, multipartHeaders } from './multipart.js';
import { createClient, createStaff, type TestClient } from './people.js';
import { createTestApp } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type ImportJob = components['schemas']['ImportJob'];

const finished = new Set<ImportJob['state']>(['imported', 'duplicate', 'refused', 'failed']);

/**
 * Asks `read` for the job until `until` holds (by default: the job has ended), every 50 ms, failing after
 * `timeoutMs` with the last answer.
 */
export async function pollImportJob(
  read: () => Promise<ImportJob>,
  until: (job: ImportJob) => boolean = (job) => finished.has(job.state),
  timeoutMs = 60_000,
): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await read();
    if (until(job)) return job;
    if (Date.now() > deadline) {
      throw new Error(`The import job did not get there in ${timeoutMs} ms; it is ${JSON.stringify(job)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The job as the API answers it to a platform admin's session. */
export async function readImportJob(app: FastifyInstance, access: string, jobId: string): Promise<ImportJob> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/control-master/import-jobs/${jobId}`,
    cookies: { waybill_session: access },
  });
  if (response.statusCode !== 200) throw new Error(`GET import job: ${response.statusCode} ${response.body}`);
  return response.json<ImportJob>();
}

/** Waits for the job to end and returns it as it ended. */
export function finishedImportJob(app: FastifyInstance, access: string, jobId: string): Promise<ImportJob> {
  return pollImportJob(() => readImportJob(app, access, jobId));
}

/** Uploads a carrier file for the client as the platform admin `access`; the job as queued (202). */
export async function queueImport(
  app: FastifyInstance,
  access: string,
  mappingName: string,
  file: { fileName: string; text: string },
): Promise<ImportJob> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/control-master/import?client=${encodeURIComponent(mappingName)}`,
    headers: multipartHeaders,
    cookies: { waybill_session: access },
    payload: multipartBody([{ filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text) }]),
  });
  if (response.statusCode !== 202) throw new Error(`Upload: ${response.statusCode} ${response.body}`);
  return response.json<ImportJob>();
}

/**
 * Uploads a carrier file for the client as the platform admin `access` and waits for its import to end; the job
 * as it ended (the caller checks its state).
 */
export async function importThroughApi(
  app: FastifyInstance,
  access: string,
  mappingName: string,
  file: { fileName: string; text: string },
): Promise<ImportJob> {
  const { jobId } = await queueImport(app, access, mappingName, file);
  return finishedImportJob(app, access, jobId);
}

/** An app whose import jobs no worker of its own runs, on a database of its own, with a client to upload for. */
export interface AppWithoutImportWorker {
  testDb: TestDatabase;
  app: FastifyInstance;
  client: TestClient;
  /** A platform admin's session. */
  admin: string;
  /** The app's DATA_DIR, where its uploads are stored (`files/import-jobs/<jobId>`). */
  dataDir: string;
  dispose(): Promise<void>;
}

/** Builds an app with IMPORT_WORKER=false: its jobs stay queued until a test runs them or finds them waiting. */
export async function createAppWithoutImportWorker(): Promise<AppWithoutImportWorker> {
  const testDb = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-import-jobs-'));
  const { app } = await createTestApp(testDb.db, { env: { DATA_DIR: dataDir, IMPORT_WORKER: 'false' } });
  const client = await createClient(testDb.db, 'Harbor Goods');
  const admin = (await createStaff(app, testDb.db, client.id)).platformAdmin.access;
  return {
    testDb,
    app,
    client,
    admin,
    dataDir,
    async dispose() {
      await app.close();
      await testDb.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
