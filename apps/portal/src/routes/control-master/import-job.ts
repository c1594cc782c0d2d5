import type { components } from '@waybill/api-client';
import { formatCount } from './format';

/** An import of one uploaded carrier file, from queued to its end (`GET /control-master/import-jobs/{jobId}`). */
export type ImportJob = components['schemas']['ImportJob'];

/** How often a job still queued or running is read again. */
export const IMPORT_JOB_POLL_MS = 1000;

/** How often the Control Master reads the jobs again while any is queued or running. */
export const IMPORT_JOBS_POLL_MS = 5000;

/** Whether the job has not ended yet: a worker has still to take it, or is importing it. */
export function isInProgress(job: Pick<ImportJob, 'state'>): boolean {
  return job.state === 'queued' || job.state === 'running';
}

/** The jobs still queued or running, in the order given (newest first, as the server lists them). */
export function jobsInProgress(jobs: readonly ImportJob[]): ImportJob[] {
  return jobs.filter(isInProgress);
}

/** The rows read against the rows of the file: '402 of 1,206 rows'. */
export function rowsProgress(job: Pick<ImportJob, 'rowsRead' | 'rowsTotal'>): string {
  return `${formatCount(job.rowsRead)} of ${formatCount(job.rowsTotal)} rows`;
}

/** The line of a job still in progress: 'Waiting for a worker to import a.csv...', 'Importing a.csv...'. */
export function progressLine(job: Pick<ImportJob, 'state' | 'fileName'>): string {
  return job.state === 'queued'
    ? `Waiting for a worker to import ${job.fileName}...`
    : `Importing ${job.fileName}...`;
}

/** Why a file was refused: 'Line 17: 249 columns, …', or the reason alone when it concerns the whole file. */
export function refusalText(refusal: NonNullable<ImportJob['refusal']>): string {
  return refusal.line > 0 ? `Line ${refusal.line}: ${refusal.reason}` : refusal.reason;
}

/** The notice on the Control Master: '1 import in progress', '3 imports in progress'. */
export function inProgressCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'import' : 'imports'} in progress`;
}
