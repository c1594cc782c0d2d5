import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Queryable } from '../../db/database.js';
import { findInvoiceFileByHash, isDuplicateFileHash } from '../../repositories/imported-invoice-files.js';
import { beginImport, copyIntoStaging } from '../../repositories/import-staging.js';
import { findClientByMappingName, type Client } from '../../repositories/invoice-files.js';
import {
  listChargeMapRules,
  type Carrier,
  type ChargeMapRule,
} from '../../repositories/shipping-reference.js';
import { AppError } from '../../errors.js';
import { createChargeMapper } from './charge-mapper.js';
import { InvoiceFileError } from './invoice-file-error.js';
import { loadStagedFile } from './load-staged-file.js';
import { stageCarrierFile, type StagingProgress } from './stage-carrier-file.js';
import { StagingThread } from './staging-thread.js';
import { StagingWriter } from './staging-writer.js';
import { centsText } from './values.js';

/** What an import needs of a context: the database, a transaction, the clock and who imports. */
export interface ImportContext {
  readonly db: Queryable;
  readonly now: () => Date;
  readonly viewer?: { userId: string } | undefined;
  transaction<T>(work: (tx: ImportContext) => Promise<T>): Promise<T>;
}

/** One carrier file to import for one client. */
export interface ImportInvoiceFileInput {
  /** The file on disk (an upload is written to a temporary file first). */
  filePath: string;
  /** The name the file had for the person who sent it. */
  sourceName: string;
  /** The client's mapping name. */
  client: string;
  /** When the file was received (default now); the refund claim window is counted to it. */
  receivedAt?: Date;
  /** Called with the bytes read so far while the file is read. */
  onProgress?: (bytesRead: number) => void;
}

/** What happened to one file: imported, recognised as already imported, or refused with nothing loaded. */
export interface ImportReport {
  fileName: string;
  status: 'imported' | 'duplicate' | 'rejected';
  /** One sentence for a person: what was loaded, or the line and the reason the file was refused. */
  message: string;
  client: string;
  carrier: Carrier | null;
  /** The new Control ID, or for a duplicate the Control ID the same bytes were imported as. */
  controlId: string | null;
  invoiceDate: string | null;
  rowsRead: number;
  /** Rows not loaded: every row of a refused file, none otherwise. */
  rowsRejected: number;
  invoices: number;
  packages: number;
  newPackages: number;
  charges: number;
  /** Net amount loaded, in dollars with 2 decimals. */
  amount: string;
  /** The line and reason of a refused file. */
  error: { line: number; reason: string } | null;
  /** Charge descriptions the charge map does not know: loaded as OTHER. */
  unknownChargeDescriptions: string[];
  /** Services the service map does not know: loaded without a service level and not audited. */
  unknownServices: string[];
}

async function sha256Of(filePath: string): Promise<string> {
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

/** The report of bytes imported before (`report` filled in with the earlier file), or undefined. */
async function duplicateReport(
  db: Queryable,
  sha256: string,
  report: ImportReport,
): Promise<ImportReport | undefined> {
  const earlier = await findInvoiceFileByHash(db, sha256);
  if (!earlier) return undefined;
  return {
    ...report,
    status: 'duplicate',
    ...earlier,
    message: `This file was already imported as Control ID ${earlier.controlId}; nothing was loaded again.`,
  };
}

function emptyReport(fileName: string, client: string): ImportReport {
  return {
    fileName,
    status: 'rejected',
    message: '',
    client,
    carrier: null,
    controlId: null,
    invoiceDate: null,
    rowsRead: 0,
    rowsRejected: 0,
    invoices: 0,
    packages: 0,
    newPackages: 0,
    charges: 0,
    amount: '0.00',
    error: null,
    unknownChargeDescriptions: [],
    unknownServices: [],
  };
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
  rules: ChargeMapRule[],
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

/** The client an import is for, by mapping name; 400 for an unknown one. */
async function importClient(db: Queryable, mappingName: string): Promise<Client> {
  const client = await findClientByMappingName(db, mappingName);
  if (!client) {
    throw new AppError('bad_request', `There is no client with the mapping name "${mappingName}"`, {
      client: 'Unknown client',
    });
  }
  return client;
}

/**
 * Imports several files in order, each as `importInvoiceFile` would, reading the next file in a worker thread
 * while the one before it loads: reading on the importer's own thread held up the statements of the load (and
 * on the embedded database the load itself) for as long as it took. A file refused or already imported does not
 * stop the others; the same bytes twice are loaded once. Throws 400 for an unknown client before any file is
 * read.
 */
export async function importInvoiceFiles(
  context: ImportContext,
  inputs: readonly ImportInvoiceFileInput[],
): Promise<ImportReport[]> {
  const clients = new Map<string, Client>();
  for (const input of inputs) {
    if (!clients.has(input.client)) clients.set(input.client, await importClient(context.db, input.client));
  }
  const thread = new StagingThread(await listChargeMapRules(context.db));
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-staging-'));
  const stage = (index: number) => {
    const input = inputs[index]!;
    const staging = thread.stage(input.filePath, path.join(directory, `${index}.tsv`), input.onProgress);
    // Awaited in its turn; until then a failure must not count as unhandled.
    staging.catch(() => {});
    return staging;
  };
  const reports: ImportReport[] = [];
  let next = inputs.length > 0 ? stage(0) : undefined;
  try {
    for (const [index, input] of inputs.entries()) {
      const staged = await next!;
      next = index + 1 < inputs.length ? stage(index + 1) : undefined;
      reports.push(await loadUnlessImported(context, clients.get(input.client)!, staged, input));
      await rm(staged.stagingFile, { force: true });
    }
  } finally {
    // A load that failed leaves the next file's reading to finish before its directory goes.
    await next?.catch(() => {});
    await thread.close();
    await rm(directory, { recursive: true, force: true });
  }
  return reports;
}

/** Where a staged file came from, and for whom it is loaded. */
export interface StagedFileSource {
  /** The client's mapping name. */
  client: string;
  /** The name the file had for the person who sent it. */
  sourceName: string;
  /** When the file was received (default now). */
  receivedAt?: Date;
}

/**
 * Imports one UPS Billing Data or FedEx invoice file for a client, in one transaction: the file becomes one
 * Control ID with its invoices, packages and charges, the late-delivery audit of the packages it touches, and
 * every summary brought up to date. The same bytes again are recognised by their SHA-256 and not loaded. A bad
 * file leaves nothing behind; the report names the line and the reason. Throws 400 for an unknown client.
 */
export async function importInvoiceFile(
  context: ImportContext,
  input: ImportInvoiceFileInput,
): Promise<ImportReport> {
  // An unknown client, and bytes imported before, are told before the file is read.
  const client = await importClient(context.db, input.client);
  const sha256 = await sha256Of(input.filePath);
  const report = emptyReport(path.basename(input.sourceName), client.mappingName);
  const already = await duplicateReport(context.db, sha256, report);
  if (already) return already;
  const rules = await listChargeMapRules(context.db);
  // The file is read and normalized before the transaction, into a staging file: a bad file is refused without
  // touching the database, and the transaction (which every other query waits for on the embedded database)
  // only loads and moves rows.
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-staging-'));
  try {
    const staged = await stageInvoiceFile(input.filePath, rules, path.join(directory, 'staging.tsv'), {
      onProgress: input.onProgress,
      sha256,
    });
    return await loadStaged(context, client, staged, input);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Loads a staged carrier file for a client in one transaction (see `importInvoiceFile`), or reports it as
 * already imported or refused.
 */
export async function loadStagedInvoiceFile(
  context: ImportContext,
  staged: StagedInvoiceFile,
  source: StagedFileSource,
): Promise<ImportReport> {
  return loadUnlessImported(context, await importClient(context.db, source.client), staged, source);
}

/** Loads a staged file for `client`, or reports it as imported before. */
async function loadUnlessImported(
  context: ImportContext,
  client: Client,
  staged: StagedInvoiceFile,
  source: StagedFileSource,
): Promise<ImportReport> {
  const already = await duplicateReport(
    context.db,
    staged.sha256,
    emptyReport(path.basename(source.sourceName), client.mappingName),
  );
  return already ?? loadStaged(context, client, staged, source);
}

/** Loads a staged file whose bytes were not imported before, for `client`. */
async function loadStaged(
  context: ImportContext,
  client: Client,
  staged: StagedInvoiceFile,
  source: StagedFileSource,
): Promise<ImportReport> {
  const fileName = path.basename(source.sourceName);
  const report = emptyReport(fileName, client.mappingName);

  const refused = (error: { line: number; reason: string; message: string }): ImportReport => ({
    ...report,
    carrier: staged.carrier,
    rowsRead: staged.rowsRead,
    rowsRejected: staged.rowsRead,
    amount: centsText(0),
    error: { line: error.line, reason: error.reason },
    message: `${error.message}. Nothing was imported.`,
  });
  if (staged.error) return refused(staged.error);
  const carrier = staged.carrier!;

  try {
    const result = await context.transaction(async (tx) => {
      await beginImport(tx.db);
      const stagedRows = await copyIntoStaging(tx.db, createReadStream(staged.stagingFile));
      return loadStagedFile(tx.db, {
        organizationId: client.id,
        carrier,
        sourceName: fileName,
        sha256: staged.sha256,
        bytes: staged.bytes,
        receivedAt: source.receivedAt ?? context.now(),
        importedBy: context.viewer?.userId ?? null,
        rowsRead: staged.rowsRead,
        stagedRows,
        stagedPackages: staged.packages,
      });
    });
    return {
      ...report,
      status: 'imported',
      carrier,
      controlId: result.controlId,
      invoiceDate: result.invoiceDate,
      rowsRead: staged.rowsRead,
      invoices: staged.invoices,
      packages: result.packages,
      newPackages: result.newPackages,
      charges: result.charges,
      amount: result.amount,
      message: `Imported ${staged.rowsRead} rows as Control ID ${result.controlId}: ${result.packages} packages, ${result.charges} charges, $${result.amount}.`,
      unknownChargeDescriptions: staged.unknownChargeDescriptions,
      unknownServices: result.unknownServices,
    };
  } catch (error) {
    if (isDuplicateFileHash(error)) {
      // The same bytes were imported by another upload while this one was read.
      const earlier = await duplicateReport(context.db, staged.sha256, report);
      if (earlier) return earlier;
    }
    if (!(error instanceof InvoiceFileError)) throw error;
    return refused({ line: error.line, reason: error.reason, message: error.message });
  }
}

/** An import context over a database, for the command line and the demo loader (no viewer). */
export function databaseImportContext(db: Database, now: () => Date = () => new Date()): ImportContext {
  return {
    db,
    now,
    viewer: undefined,
    transaction: (work) =>
      db.transaction((tx) => {
        const inner: ImportContext = {
          db: tx,
          now,
          viewer: undefined,
          transaction: (nested) => nested(inner),
        };
        return work(inner);
      }),
  };
}
