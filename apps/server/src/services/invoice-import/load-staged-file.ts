import type { Queryable } from '../../db/database.js';
import { analyzeStagedRows } from '../../repositories/import-staging.js';
import {
  addStatusChangesToOtherFiles,
  findRepeatedInvoice,
  indexStagedInvoices,
  insertInvoiceFile,
  insertStagedInvoices,
  writeFileTotals,
  type NewInvoiceFile,
} from '../../repositories/imported-invoice-files.js';
import { insertStagedCharges } from '../../repositories/invoice-charges.js';
import {
  checkImportPackages,
  fillImportPackages,
  insertFilePackages,
  insertNewPackages,
  updateExistingPackages,
} from '../../repositories/invoice-packages.js';
import {
  addChargesToSummaries,
  movePackageSummaries,
  saveCurrentContributions,
  savePreviousContributions,
} from '../../repositories/shipping-summary-updates.js';
import { auditedColumnNames, auditedColumns, judgedPackages } from './audit.js';
import { InvoiceFileError } from './invoice-file-error.js';

/** Staged rows above which the planner gets statistics of the staging table. */
const analyzeAbove = 5_000;

/**
 * Packages, and charge lines, moved by one statement. The embedded database runs each statement on the event
 * loop's thread: a whole 25,000-package file in one statement held every other request for up to 1.8 s.
 */
const packagesPerStatement = 5_000;
const chargeLinesPerStatement = 20_000;

/** The late-delivery audit of every package the file touches. */
const packageAudit = { columnNames: auditedColumnNames, columns: auditedColumns, judged: judgedPackages };

/** Consecutive ranges [from, to] of 1…count, `size` at a time. */
function* ranges(count: number, size: number): Generator<[number, number]> {
  for (let from = 1; from <= count; from += size) yield [from, Math.min(count, from + size - 1)];
}

/** The file being loaded and where it came from. */
export interface StagedFile extends NewInvoiceFile {
  stagedRows: number;
  /** Package rows staged: their references are 1 to this. */
  stagedPackages: number;
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
 * Moves the staged rows of one file into the fact tables and brings the audit and every summary up to date,
 * inside the caller's transaction. Throws InvoiceFileError (the transaction must then be rolled back) when the
 * file repeats an invoice already imported or bills a tracking number of another client.
 */
export async function loadStagedFile(tx: Queryable, file: StagedFile): Promise<LoadResult> {
  const { organizationId, carrier } = file;
  // A small file's plans do not depend on statistics, and collecting them cost as much as the rest of its import.
  if (file.stagedRows > analyzeAbove) await analyzeStagedRows(tx);

  const { controlId, invoiceDate, invoices } = await insertInvoiceFile(tx, file);
  if ((await insertStagedInvoices(tx, controlId, organizationId, carrier)) < invoices) {
    const repeated = (await findRepeatedInvoice(tx, carrier, controlId))!;
    throw new InvoiceFileError(
      repeated.line,
      `invoice ${repeated.invoiceNumber} was already imported with Control ID ${repeated.controlId}`,
    );
  }
  await indexStagedInvoices(tx, controlId);

  for (const [fromPackage, toPackage] of ranges(file.stagedPackages, packagesPerStatement)) {
    await fillImportPackages(tx, packageAudit, {
      controlId,
      organizationId,
      carrier,
      receivedOn: file.receivedAt.toISOString().slice(0, 10),
      fromPackage,
      toPackage,
    });
  }
  const { packages, existing, foreignLine, foreignTracking, unknownServices } = await checkImportPackages(
    tx,
    organizationId,
  );
  if (foreignLine !== null) {
    throw new InvoiceFileError(
      foreignLine,
      `tracking number ${foreignTracking} was billed to another client; check that the file belongs to this client`,
    );
  }

  const touchesEarlierPackages = existing > 0;
  if (touchesEarlierPackages) {
    await savePreviousContributions(tx);
    await updateExistingPackages(tx);
  }
  for (const [from, to] of ranges(file.stagedPackages, packagesPerStatement)) {
    await insertNewPackages(tx, from, to);
  }

  // Before the file's own charges land (they decide whether a package had a charge of a grouping), a package's
  // charges in one range, the charges of no package with the last.
  const packageRanges = [...ranges(file.stagedPackages, packagesPerStatement)];
  if (packageRanges.length === 0) packageRanges.push([1, 0]);
  for (const [index, [fromPackage, toPackage]] of packageRanges.entries()) {
    await addChargesToSummaries(tx, {
      organizationId,
      carrier,
      fromPackage,
      toPackage,
      withUnpackaged: index === packageRanges.length - 1,
    });
  }

  // By lines of the file, the last range open: a quoted value over several lines puts lines past the row count.
  let charges = 0;
  for (const [from] of ranges(Math.max(1, file.rowsRead), chargeLinesPerStatement)) {
    const last = from + chargeLinesPerStatement > file.rowsRead;
    charges += await insertStagedCharges(
      tx,
      organizationId,
      from,
      last ? null : from + chargeLinesPerStatement,
    );
  }
  await insertFilePackages(tx, controlId, organizationId);
  await saveCurrentContributions(tx);
  await movePackageSummaries(tx, touchesEarlierPackages);

  const amount = await writeFileTotals(tx, controlId);
  if (touchesEarlierPackages) await addStatusChangesToOtherFiles(tx, controlId);

  return {
    controlId,
    invoiceDate,
    packages,
    newPackages: packages - existing,
    charges,
    amount,
    unknownServices,
  };
}
