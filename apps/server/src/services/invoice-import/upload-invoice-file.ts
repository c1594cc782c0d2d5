import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Upload } from '../../plugins/uploads.js';
import { importInvoiceFile, type ImportReport } from './import-invoice-file.js';

/**
 * Imports an uploaded carrier file for a client. The upload is written to a temporary file first, so the
 * database transaction runs at disk speed rather than at the speed of the upload (on the embedded database every
 * other request waits for it). A refused file is a 400 naming the line and the reason.
 */
export async function uploadInvoiceFile(
  context: SignedInContext,
  client: string,
  readFile: () => Promise<Upload>,
): Promise<ImportReport> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-import-'));
  try {
    const upload = await readFile();
    const filePath = path.join(directory, 'upload.csv');
    await pipeline(upload.stream, createWriteStream(filePath));
    const report = await importInvoiceFile(context, {
      filePath,
      sourceName: upload.filename || 'upload.csv',
      client,
    });
    if (report.status === 'rejected') {
      throw new AppError('bad_request', report.message, { file: report.error?.reason ?? report.message });
    }
    return report;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
