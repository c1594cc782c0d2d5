import type { FastifyInstance } from 'fastify';
import type { components } from '@waybill/api-client/schema';

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
