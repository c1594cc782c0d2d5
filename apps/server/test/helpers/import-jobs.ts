import type { FastifyInstance } from 'fastify';
import type { components } from '@waybill/api-client/schema';
import { multipartBody, multipartHeaders } from './multipart.js';

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
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/control-master/import?client=${encodeURIComponent(mappingName)}`,
    headers: multipartHeaders,
    cookies: { waybill_session: access },
    payload: multipartBody([{ filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text) }]),
  });
  if (response.statusCode !== 202) throw new Error(`Upload: ${response.statusCode} ${response.body}`);
  return finishedImportJob(app, access, response.json<ImportJob>().jobId);
}
