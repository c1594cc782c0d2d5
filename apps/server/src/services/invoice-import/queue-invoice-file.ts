import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Upload } from '../../plugins/uploads.js';
import { deleteImportJob, findImportJob, insertImportJob } from '../../repositories/import-jobs.js';
import { findClientByMappingName } from '../../repositories/invoice-files.js';
import { toImportJobView, type ImportJobView } from './import-job-view.js';
import { LineCounter } from './line-counter.js';

/** Where import jobs are handed to a worker. */
export interface ImportQueue {
  /** Queues the import of the stored job `importJobId`. */
  sendImport(importJobId: string): Promise<void>;
}

/** Where a job's uploaded file is stored until its import ends. */
export function importFileKey(importJobId: string): string {
  return `import-jobs/${importJobId}`;
}

export const queuedMessage = 'Queued: a worker will import the file shortly.';

/**
 * Stores an uploaded carrier file for a client (counting its lines on the way) and queues its import; the job
 * is returned as it stands, queued. 400 for an unknown client, before the file is read. A file that cannot be
 * stored leaves no job and no file behind.
 */
export async function queueInvoiceFile(
  context: SignedInContext,
  input: { client: string; requestId: string | undefined },
  readFile: () => Promise<Upload>,
): Promise<ImportJobView> {
  const client = await findClientByMappingName(context.db, input.client);
  if (!client) {
    throw new AppError('bad_request', `There is no client with the mapping name "${input.client}"`, {
      client: 'Unknown client',
    });
  }
  const id = randomUUID();
  const storageKey = importFileKey(id);
  const upload = await readFile();
  const counter = new LineCounter();
  upload.stream.on('error', (error) => counter.destroy(error));
  let inserted = false;
  try {
    await context.storage.put(storageKey, upload.stream.pipe(counter));
    await insertImportJob(context.db, {
      id,
      organizationId: client.id,
      client: client.mappingName,
      fileName: path.basename(upload.filename || 'upload.csv'),
      storageKey,
      message: queuedMessage,
      rowsTotal: counter.lines,
      requestedBy: context.viewer.userId,
      requestId: input.requestId ?? null,
      createdAt: context.now(),
    });
    inserted = true;
    await context.imports.sendImport(id);
  } catch (error) {
    // The storage leaves no partial file of a failed put; a job that could not be queued goes with its file.
    if (inserted) await deleteImportJob(context.db, id).catch(() => {});
    await context.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  const job = await findImportJob(context.db, id);
  return toImportJobView(job!);
}
