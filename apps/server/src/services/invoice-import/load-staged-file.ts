import { createReadStream } from 'node:fs';
import type { Queryable } from '../../db/database.js';
import {
  analyzeStagedRows,
  copyIntoStaging,
  lockShippingFacts,
  readyStaging,
} from '../../repositories/import-staging.js';
import type { NewInvoiceFile } from '../../repositories/imported-invoice-files.js';
import { loadCharges } from './load-charges.js';
import { loadInvoices } from './load-invoices.js';
import { loadPackages } from './load-packages.js';
import type { StatementSize } from './statement-ranges.js';
import { summariseCharges, summarisePackages } from './summarise-file.js';

/** Staged rows above which the planner gets statistics of the staging table. */
const analyzeAbove = 5_000;

/** The file being loaded, where it came from, and its staged rows. */
export interface StagedFile extends NewInvoiceFile {
  /** The staging file (COPY text). */
  stagingFile: string;
  /** Package rows staged: their references are 1 to this. */
  stagedPackages: number;
  statementSize: StatementSize;
}

/** What the load did. */
export interface LoadResult {
  controlId: string;
  invoiceDate: string;
  packages: number;
  newPackages: number;
  charges: number;
  amount: string;
  /** Services of the file's packages that the service map does not know (no SLA grouping, not audited). */
  unknownServices: string[];
}

/**
 * Loads one staged file inside the caller's transaction: copies its rows into the staging tables, waits for any
 * other import to commit, then writes its invoices, packages (with the late-delivery audit) and charges, and brings
 * every summary up to date. Throws InvoiceFileError (the transaction must then be rolled back) when the file
 * repeats an invoice already imported or bills a tracking number of another client.
 */
export async function loadStagedFile(tx: Queryable, file: StagedFile): Promise<LoadResult> {
  // The staging tables are the session's own: they fill while another import still holds the facts.
  await readyStaging(tx);
  const stagedRows = await copyIntoStaging(tx, createReadStream(file.stagingFile));
  // A small file's plans do not depend on statistics, and collecting them cost as much as the rest of its import.
  if (stagedRows > analyzeAbove) await analyzeStagedRows(tx);
  await lockShippingFacts(tx);

  const { controlId, invoiceDate } = await loadInvoices(tx, file);
  const packages = await loadPackages(tx, { ...file, controlId });
  // Before the file's charges land: a package's charges of earlier files decide whether it counts again.
  await summariseCharges(tx, file);
  const charges = await loadCharges(tx, file);
  const amount = await summarisePackages(tx, controlId, packages.touchesEarlierPackages);
  return {
    controlId,
    invoiceDate,
    packages: packages.packages,
    newPackages: packages.newPackages,
    charges,
    amount,
    unknownServices: packages.unknownServices,
  };
}
