import path from 'node:path';
import type { Queryable } from '../../db/database.js';
import { findInvoiceFileByHash } from '../../repositories/imported-invoice-files.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import type { LoadResult } from './load-staged-file.js';
import type { StagedInvoiceFile } from './stage-invoice-file.js';
import { centsText } from './values.js';

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

/** The report of bytes imported before (`report` filled in with the earlier file), or undefined. */
export async function duplicateReport(
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

/** The report of a file (by the name it was sent as) for a client, before anything is known of it. */
export function emptyReport(sourceName: string, client: string): ImportReport {
  return {
    fileName: path.basename(sourceName),
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

/** The report of a staged file refused, for the line and reason of `error`: nothing of it was loaded. */
export function refusedReport(
  report: ImportReport,
  staged: StagedInvoiceFile,
  error: { line: number; reason: string; message: string },
): ImportReport {
  return {
    ...report,
    carrier: staged.carrier,
    rowsRead: staged.rowsRead,
    rowsRejected: staged.rowsRead,
    amount: centsText(0),
    error: { line: error.line, reason: error.reason },
    message: `${error.message}. Nothing was imported.`,
  };
}

/** The report of a staged file loaded as `loaded`. */
export function importedReport(
  report: ImportReport,
  staged: StagedInvoiceFile,
  loaded: LoadResult,
): ImportReport {
  return {
    ...report,
    status: 'imported',
    carrier: staged.carrier,
    controlId: loaded.controlId,
    invoiceDate: loaded.invoiceDate,
    rowsRead: staged.rowsRead,
    invoices: staged.invoices,
    packages: loaded.packages,
    newPackages: loaded.newPackages,
    charges: loaded.charges,
    amount: loaded.amount,
    message: `Imported ${staged.rowsRead} rows as Control ID ${loaded.controlId}: ${loaded.packages} packages, ${loaded.charges} charges, $${loaded.amount}.`,
    unknownChargeDescriptions: staged.unknownChargeDescriptions,
    unknownServices: loaded.unknownServices,
  };
}
