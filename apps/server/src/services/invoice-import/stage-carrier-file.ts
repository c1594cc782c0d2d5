import type { Carrier } from '../../repositories/shipping-reference.js';
import { csvRecords, decodeUtf8 } from './csv-records.js';
import { isFedexHeader, readFedexHeader, stageFedexRecords, type FedexLayout } from './fedex-layout.js';
import { InvoiceFileError } from './invoice-file-error.js';
import type { StagingWriter } from './staging-writer.js';
import { stageUpsRecords } from './ups-layout.js';

/** What staging a file found out about it. */
export interface StagingProgress {
  carrier: Carrier | undefined;
  /** Data rows read (the FedEx header not counted). */
  rowsRead: number;
}

/**
 * Reads a carrier file and yields its staging rows as COPY text, chunk by chunk. The layout is told by the
 * first row: a FedEx header row names FedEx's fields; anything else must be UPS Billing Data. Throws
 * InvoiceFileError naming the line and the reason for the first problem found.
 */
export async function* stageCarrierFile(
  bytes: AsyncIterable<Uint8Array>,
  writer: StagingWriter,
  progress: StagingProgress,
): AsyncGenerator<string> {
  let fedex: FedexLayout | undefined;
  for await (const batch of csvRecords(decodeUtf8(bytes))) {
    let records = batch;
    if (progress.carrier === undefined) {
      if (isFedexHeader(records[0]!.fields)) {
        fedex = readFedexHeader(records[0]!);
        progress.carrier = 'FEDEX';
        records = records.slice(1);
      } else {
        progress.carrier = 'UPS';
      }
    }
    progress.rowsRead += records.length;
    if (fedex) stageFedexRecords(records, fedex, writer);
    else stageUpsRecords(records, writer);
    const text = writer.take();
    if (text) yield text;
  }
  if (progress.carrier === undefined) throw new InvoiceFileError(1, 'the file is empty');
  if (progress.rowsRead === 0)
    throw new InvoiceFileError(2, 'the file has a header row but no rows to import');
  yield* writer.packageRows();
}
