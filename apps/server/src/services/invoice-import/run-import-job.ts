import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { createDatabaseContext } from '../../context.js';
import { abortableDatabase } from '../../db/abortable-database.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  clearImportJobFile,
  finishImportJob,
  requeueImportJob,
  setImportJobRowsRead,
  startImportJobAttempt,
  type ImportJobEnd,
  type ImportJobRow,
} from '../../repositories/import-jobs.js';
import { refreshStaleShippingStatistics } from '../../repositories/shipping-maintenance.js';
import { importJobMetrics } from '../../metrics/registry.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { importInvoiceFile, type ImportReport } from './import-invoice-file.js';
import { toContractReport } from './import-job-view.js';
import { emptyReport } from './import-report.js';

/** What a worker imports with: the database, the stored uploads, its log and its clock. */
export interface ImportWork {
  database: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** How many times a job is started before it is failed: once, and once more after an error of the server. */
export const importAttempts = 2;

// The rows read are written this often at most while the file is read.
const progressIntervalMs = 1_000;

const interruptedMessage =
  'The import was interrupted (a server stopped or failed); nothing of it was kept, and it will be tried once more.';
const failedMessage =
  'The import failed twice for a reason other than the file (a server stopped or failed); nothing of it was kept. Upload the file again, or ask an operator to look at the server log.';

/** How a finished import ends its job. */
function endOf(report: ImportReport, rowsTotal: number, finishedAt: Date): ImportJobEnd {
  if (report.status === 'rejected') {
    return {
      state: 'refused',
      message: report.message,
      finishedAt,
      refusal: report.error ?? { line: 0, reason: report.message },
    };
  }
  return {
    state: report.status,
    message: report.message,
    finishedAt,
    rowsRead: report.status === 'imported' ? rowsTotal : undefined,
    report: toContractReport(report),
  };
}

/**
 * Writes the rows read at most once a second. The reader reports bytes, so the rows are the share of the file's
 * lines its bytes read so far stand for.
 */
function rowsProgress(work: ImportWork, job: ImportJobRow, fileBytes: number, signal: AbortSignal) {
  let last = 0;
  return (bytesRead: number) => {
    // Reading stops here when the worker is stopped: the file may take longer to read than a shutdown may wait.
    signal.throwIfAborted();
    const now = Date.now();
    if (now - last < progressIntervalMs) return;
    last = now;
    const rows = fileBytes === 0 ? 0 : Math.floor((job.rowsTotal * bytesRead) / fileBytes);
    setImportJobRowsRead(work.database, job.id, Math.min(rows, job.rowsTotal)).catch((error: unknown) =>
      work.log.warn({ err: error, importJobId: job.id }, 'could not record the rows read'),
    );
  };
}

/** Deletes a job's stored upload, once its job has ended. */
export async function deleteImportFile(
  work: Pick<ImportWork, 'database' | 'storage'>,
  job: { id: string; storageKey: string | null },
) {
  if (job.storageKey) await work.storage.delete(job.storageKey);
  await clearImportJobFile(work.database, job.id);
}

/** Imports the stored file of `job` from a temporary copy, in one transaction, and reports it. */
async function importStoredFile(
  work: ImportWork,
  job: ImportJobRow,
  signal: AbortSignal,
): Promise<ImportReport | undefined> {
  const stored = job.storageKey ? await work.storage.get(job.storageKey) : undefined;
  if (!stored) return undefined;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-import-job-'));
  try {
    const filePath = path.join(directory, 'upload.csv');
    await pipeline(stored, createWriteStream(filePath), { signal });
    const { size } = await stat(filePath);
    const context = createDatabaseContext(
      abortableDatabase(work.database, signal),
      work.now,
      job.requestedBy ? { userId: job.requestedBy } : undefined,
    );
    try {
      return await importInvoiceFile(context, {
        filePath,
        sourceName: job.fileName,
        client: job.client,
        receivedAt: job.createdAt,
        onProgress: rowsProgress(work, job, size, signal),
      });
    } catch (error) {
      // The client was removed after the upload: the file cannot be imported for it.
      if (error instanceof AppError && error.code === 'bad_request') {
        const refused = { line: 0, reason: error.message };
        return { ...emptyReport(job.fileName, job.client), message: error.message, error: refused };
      }
      throw error;
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Runs one attempt of the import job `importJobId`: marks it running, imports its stored file in one transaction
 * as the importer does, records imported, duplicate or refused with the report, and deletes the file. An error
 * that is not the file's fault (or `signal`, a worker stopping) rolls the import back and is thrown, so the
 * queue tries the job again; after the last attempt the job is failed. A job that has ended is left alone.
 */
export async function runImportJob(
  work: ImportWork,
  importJobId: string,
  signal: AbortSignal,
): Promise<void> {
  const job = await startImportJobAttempt(work.database, importJobId, work.now(), 'Importing the file…');
  if (!job) return;
  const log = work.log.child({ reqId: job.requestId ?? undefined, importJobId, attempt: job.attempts });
  log.info({ fileName: job.fileName, client: job.client }, 'import job started');
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let report: ImportReport | undefined;
  try {
    report = await importStoredFile(work, job, signal);
  } catch (error) {
    log.error(
      { err: error },
      signal.aborted ? 'import job interrupted by the worker stopping' : 'import job failed',
    );
    if (job.attempts >= importAttempts) {
      await failImportJob(work, job);
      importJobMetrics.observeJob('failed', seconds());
    } else await requeueImportJob(work.database, job.id, interruptedMessage);
    throw error;
  }
  if (!report) {
    await finishImportJob(work.database, job.id, {
      state: 'failed',
      message:
        'The uploaded file is not in the file storage (its retention ended, or the instances do not share one storage); upload it again.',
      finishedAt: work.now(),
    });
    importJobMetrics.observeJob('failed', seconds());
    await clearImportJobFile(work.database, job.id);
    log.warn('import job failed: its file is no longer stored');
    return;
  }
  const end = endOf(report, job.rowsTotal, work.now());
  await finishImportJob(work.database, job.id, end);
  // Counted before anything else is awaited: whoever sees the job ended finds it in the metrics.
  importJobMetrics.observeJob(end.state, seconds());
  if (report.status === 'imported') importJobMetrics.countRows(report.rowsRead);
  await deleteImportFile(work, job);
  log.info(
    { status: report.status, controlId: report.controlId, charges: report.charges },
    'import job ended',
  );
  // The embedded database has no autovacuum: the planner's statistics would age with every import.
  if (report.status === 'imported' && work.database.driver === 'pglite') {
    const refreshed = await refreshStaleShippingStatistics(work.database);
    if (refreshed.length > 0) log.info({ tables: refreshed }, 'planner statistics refreshed');
  }
}

/** Ends a job the queue gave up on (its last attempt failed or its worker died), and deletes its file. */
export async function failImportJob(
  work: Pick<ImportWork, 'database' | 'storage' | 'now'>,
  job: { id: string; storageKey: string | null },
): Promise<void> {
  await finishImportJob(work.database, job.id, {
    state: 'failed',
    message: failedMessage,
    finishedAt: work.now(),
  });
  await deleteImportFile(work, job);
}
