import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findImportJob, listImportJobsSince } from '../../repositories/import-jobs.js';
import { toImportJobView, type ImportJobView } from './import-job-view.js';

const listedJobsMax = 50;
const listedJobsWindowMs = 24 * 60 * 60 * 1000;

/** Every import job queued in the last 24 hours, by anyone, newest first (at most 50). */
export async function listImportJobs(context: SignedInContext): Promise<ImportJobView[]> {
  const since = new Date(context.now().getTime() - listedJobsWindowMs);
  const jobs = await listImportJobsSince(context.db, since, listedJobsMax);
  return jobs.map(toImportJobView);
}

/** One import job as it stands; 404 when there is none with that id. */
export async function getImportJob(context: SignedInContext, jobId: string): Promise<ImportJobView> {
  const job = await findImportJob(context.db, jobId);
  if (!job) throw new AppError('not_found', `There is no import job with the id ${jobId}`);
  return toImportJobView(job);
}
