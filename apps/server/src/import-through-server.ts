import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { components } from '@waybill/api-client/schema';
import type { ImportReport } from './services/invoice-import/import-invoice-file.js';
import { emptyReport } from './services/invoice-import/import-report.js';

type ImportJob = components['schemas']['ImportJob'];

/** How long the command waits for one file's import to end, and how often it asks. */
export interface ImportWaiting {
  timeoutMs: number;
  pollIntervalMs: number;
}

const defaultWaiting: ImportWaiting = { timeoutMs: 60 * 60_000, pollIntervalMs: 1_000 };

const finishedStates = new Set<ImportJob['state']>(['imported', 'duplicate', 'refused', 'failed']);

/** The report of a finished job, as the importer would have made it here. */
function reportOf(job: ImportJob): ImportReport {
  if (job.state === 'refused') {
    return {
      ...emptyReport(job.fileName, job.client),
      message: job.message,
      error: job.refusal ?? { line: 0, reason: job.message },
    };
  }
  if ((job.state === 'imported' || job.state === 'duplicate') && job.report) {
    return { ...job.report, amount: job.report.amount.toFixed(2), rowsRejected: 0, error: null };
  }
  throw new Error(`${job.fileName}: ${job.message}`);
}

/**
 * Sends the files to a running server's import call (`npm run import` while the server holds the embedded
 * database), signed in as a platform admin, and follows each queued import until it ends. A refused file becomes
 * a rejected report; a failed import, an import still unfinished after `waiting.timeoutMs`, and any other
 * failure throw.
 */
export async function importThroughServer(
  publicUrl: URL,
  credentials: { email: string; password: string },
  client: string,
  files: string[],
  waiting: ImportWaiting = defaultWaiting,
): Promise<ImportReport[]> {
  const base = new URL('/api/v1/', publicUrl);
  const headers = { 'x-requested-with': 'waybill', origin: publicUrl.origin };
  const login = await fetch(new URL('auth/login', base), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`Signing in to ${publicUrl.origin} failed (${login.status}).`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const reports: ImportReport[] = [];
  for (const filePath of files) {
    const fileName = path.basename(filePath);
    process.stderr.write(`Sending ${fileName} to ${publicUrl.origin}…\n`);
    const form = new FormData();
    form.append('file', await openAsBlob(filePath, { type: 'text/csv' }), fileName);
    const response = await fetch(
      new URL(`control-master/import?client=${encodeURIComponent(client)}`, base),
      {
        method: 'POST',
        headers: { ...headers, cookie },
        body: form,
      },
    );
    const body = (await response.json()) as ImportJob & { message?: string };
    if (response.status !== 202) {
      throw new Error(`${fileName}: the server answered ${response.status}: ${String(body.message ?? '')}`);
    }
    const jobUrl = new URL(
      response.headers.get('location') ?? `control-master/import-jobs/${body.jobId}`,
      base,
    );
    reports.push(reportOf(await waitForJob(jobUrl, cookie, fileName, waiting)));
  }
  return reports;
}

/** Asks for the job until it ends, at most `waiting.timeoutMs`. */
async function waitForJob(
  jobUrl: URL,
  cookie: string,
  fileName: string,
  waiting: ImportWaiting,
): Promise<ImportJob> {
  const deadline = Date.now() + waiting.timeoutMs;
  for (;;) {
    const response = await fetch(jobUrl, { headers: { cookie } });
    if (!response.ok) throw new Error(`${fileName}: following the import failed (${response.status}).`);
    const job = (await response.json()) as ImportJob;
    if (finishedStates.has(job.state)) return job;
    if (Date.now() >= deadline) {
      throw new Error(
        `${fileName}: the import had not ended after ${Math.round(waiting.timeoutMs / 60_000)} minutes (it is ${job.state}: ${job.message}); follow it in the portal's Import Invoice File dialog.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, waiting.pollIntervalMs));
  }
}
