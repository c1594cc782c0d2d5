import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { isDuplicateFileHash } from '../../repositories/imported-invoice-files.js';
import { findClientByMappingName, type Client } from '../../repositories/invoice-files.js';
import { listChargeRuleRows } from '../../repositories/charge-rules.js';
import { AppError } from '../../errors.js';
import {
  duplicateReport,
  emptyReport,
  importedReport,
  refusedReport,
  type ImportReport,
} from './import-report.js';
import { recordClaimsCredited } from '../refund-claims/claims-credited.js';
import { InvoiceFileError } from './invoice-file-error.js';
import { loadStagedFile } from './load-staged-file.js';
import { sha256Of, stageInvoiceFile, type StagedInvoiceFile } from './stage-invoice-file.js';
import { StagingThread } from './staging-thread.js';
import { statementSize } from './statement-ranges.js';

/**
 * The importer's entry points. A file travels in four steps: it is read and staged (stage-invoice-file.ts: hashed,
 * read and normalized into a staging file, no database), loaded (load-staged-file.ts: one transaction that copies
 * the staging file in and writes the invoices, packages and charges), summarised in the same transaction
 * (summarise-file.ts), and reported (import-report.ts).
 */
export type { ImportReport } from './import-report.js';
export { stageInvoiceFile, type StagedInvoiceFile } from './stage-invoice-file.js';

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

/** Where a staged file came from, and for whom it is loaded. */
export interface StagedFileSource {
  /** The client's mapping name. */
  client: string;
  /** The name the file had for the person who sent it. */
  sourceName: string;
  /** When the file was received (default now). */
  receivedAt?: Date;
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
 * Imports one UPS Billing Data or FedEx invoice file for a client, in one transaction: the file becomes one
 * Control ID with its invoices, packages and charges, the late-delivery audit of the packages it touches, and
 * every summary brought up to date. The same bytes again are recognised by their SHA-256 and not loaded. A bad
 * file leaves nothing behind; the report names the line and the reason. Throws 400 for an unknown client.
 */
export async function importInvoiceFile(
  context: DatabaseContext,
  input: ImportInvoiceFileInput,
): Promise<ImportReport> {
  // An unknown client, and bytes imported before, are told before the file is read.
  const client = await importClient(context.db, input.client);
  const sha256 = await sha256Of(input.filePath);
  const already = await duplicateReport(
    context.db,
    sha256,
    emptyReport(input.sourceName, client.mappingName),
  );
  if (already) return already;
  const rules = await listChargeRuleRows(context.db);
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
 * Imports several files in order, each as `importInvoiceFile` would, reading the next file in a worker thread
 * while the one before it loads: reading on the importer's own thread held up the statements of the load (and
 * on the embedded database the load itself) for as long as it took. A file refused or already imported does not
 * stop the others; the same bytes twice are loaded once. Throws 400 for an unknown client before any file is
 * read.
 */
export async function importInvoiceFiles(
  context: DatabaseContext,
  inputs: readonly ImportInvoiceFileInput[],
): Promise<ImportReport[]> {
  const clients = new Map<string, Client>();
  for (const input of inputs) {
    if (!clients.has(input.client)) clients.set(input.client, await importClient(context.db, input.client));
  }
  const thread = new StagingThread(await listChargeRuleRows(context.db));
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

/**
 * Loads a staged carrier file for a client in one transaction (see `importInvoiceFile`), or reports it as
 * already imported or refused.
 */
export async function loadStagedInvoiceFile(
  context: DatabaseContext,
  staged: StagedInvoiceFile,
  source: StagedFileSource,
): Promise<ImportReport> {
  return loadUnlessImported(context, await importClient(context.db, source.client), staged, source);
}

/** Loads a staged file for `client`, or reports it as imported before. */
async function loadUnlessImported(
  context: DatabaseContext,
  client: Client,
  staged: StagedInvoiceFile,
  source: StagedFileSource,
): Promise<ImportReport> {
  const already = await duplicateReport(
    context.db,
    staged.sha256,
    emptyReport(source.sourceName, client.mappingName),
  );
  return already ?? loadStaged(context, client, staged, source);
}

/** Loads a staged file whose bytes were not imported before, for `client`, and reports what it loaded. */
async function loadStaged(
  context: DatabaseContext,
  client: Client,
  staged: StagedInvoiceFile,
  source: StagedFileSource,
): Promise<ImportReport> {
  const report = emptyReport(source.sourceName, client.mappingName);
  if (staged.error) return refusedReport(report, staged, staged.error);
  try {
    const loaded = await context.transaction(async (tx) => {
      const result = await loadStagedFile(tx.db, {
        organizationId: client.id,
        carrier: staged.carrier!,
        sourceName: report.fileName,
        sha256: staged.sha256,
        bytes: staged.bytes,
        receivedAt: source.receivedAt ?? context.now(),
        importedBy: context.viewer?.userId ?? null,
        rowsRead: staged.rowsRead,
        stagingFile: staged.stagingFile,
        stagedPackages: staged.packages,
        statementSize: statementSize(context.database.driver),
      });
      await recordClaimsCredited(tx, result.controlId, client.id);
      return result;
    });
    return importedReport(report, staged, loaded);
  } catch (error) {
    if (isDuplicateFileHash(error)) {
      // The same bytes were imported by another upload while this one was read.
      const earlier = await duplicateReport(context.db, staged.sha256, report);
      if (earlier) return earlier;
    }
    if (!(error instanceof InvoiceFileError)) throw error;
    return refusedReport(report, staged, error);
  }
}
