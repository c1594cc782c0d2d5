import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ChargeRuleRow } from '../../repositories/charge-rules.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import { createChargeMapper } from './charge-mapper.js';
import { InvoiceFileError } from './invoice-file-error.js';
import { stageCarrierFile, type StagingProgress } from './stage-carrier-file.js';
import { StagingWriter } from './staging-writer.js';

/** The SHA-256 of a file's bytes, by which the same file imported again is recognised. */
export async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The file's bytes, telling `onProgress` how many were read and adding them to `hash`. */
async function* readWithProgress(filePath: string, onProgress?: (bytesRead: number) => void, hash?: Hash) {
  let bytesRead = 0;
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    bytesRead += (chunk as Buffer).length;
    onProgress?.(bytesRead);
    hash?.update(chunk as Buffer);
    yield chunk as Buffer;
  }
}

/**
 * A carrier file read and normalized into a staging file of COPY text, before any database work: what loading it
 * needs, or the line and reason it was refused. Plain data, so a worker thread can stage files for the importer.
 */
export interface StagedInvoiceFile {
  /** The staging file (COPY text), in a directory the caller owns. */
  stagingFile: string;
  sha256: string;
  bytes: number;
  carrier: Carrier | null;
  rowsRead: number;
  invoices: number;
  packages: number;
  /** Charge descriptions the charge map does not know: loaded as OTHER. */
  unknownChargeDescriptions: string[];
  /** Why the file is refused, when it is. */
  error: { line: number; reason: string; message: string } | null;
}

/**
 * Reads a UPS Billing Data or FedEx invoice file into `stagingFile`, mapping its charges by the charge map's
 * `rules`, and hashes it in the same pass unless its `sha256` is given. A bad file is not an error here: the
 * staged file says which line and why.
 */
export async function stageInvoiceFile(
  filePath: string,
  rules: ChargeRuleRow[],
  stagingFile: string,
  options: { onProgress?: (bytesRead: number) => void; sha256?: string } = {},
): Promise<StagedInvoiceFile> {
  const { size } = await stat(filePath);
  const hash = options.sha256 === undefined ? createHash('sha256') : undefined;
  const progress: StagingProgress = { carrier: undefined, rowsRead: 0 };
  const mappers = new Map<Carrier, ReturnType<typeof createChargeMapper>>();
  // The carrier is known from the first row; the writer maps charges with that carrier's rules.
  const writer = new StagingWriter((description, classification) => {
    const carrier = progress.carrier ?? 'UPS';
    let mapper = mappers.get(carrier);
    if (!mapper) mappers.set(carrier, (mapper = createChargeMapper(rules, carrier)));
    return mapper(description, classification);
  });
  let error: StagedInvoiceFile['error'] = null;
  try {
    await pipeline(
      Readable.from(stageCarrierFile(readWithProgress(filePath, options.onProgress, hash), writer, progress)),
      createWriteStream(stagingFile),
    );
  } catch (caught) {
    if (!(caught instanceof InvoiceFileError)) throw caught;
    error = { line: caught.line, reason: caught.reason, message: caught.message };
  }
  // A refused file was read only up to its bad line: its hash takes a pass of its own.
  const sha256 = options.sha256 ?? (error ? await sha256Of(filePath) : hash!.digest('hex'));
  return {
    stagingFile,
    sha256,
    bytes: size,
    carrier: progress.carrier ?? null,
    rowsRead: progress.rowsRead,
    invoices: writer.totals.invoices,
    packages: writer.totals.packages,
    unknownChargeDescriptions: [...writer.totals.unknownChargeDescriptions].sort(),
    error,
  };
}
