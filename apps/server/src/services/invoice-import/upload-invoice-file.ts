import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { SignedInContext } from '../../context.js';
import type { Upload } from '../../plugins/uploads.js';
import { importInvoiceFile, type ImportReport } from './import-invoice-file.js';
import { InvoiceFileRefusal } from './invoice-file-error.js';

/**
 * Imports an uploaded carrier file for a client. The upload is written to a temporary file first, so the
 * database transaction runs at disk speed rather than at the speed of the upload (on the embedded database every
 * other request waits for it). A refused file is a 400 naming the line and the reason, in its message and as
 * fields of their own.
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
      const { line, reason } = report.error ?? { line: 0, reason: report.message };
      throw new InvoiceFileRefusal(report.message, line, reason);
    }
    return report;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
