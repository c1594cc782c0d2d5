import type { Queryable } from '../../db/database.js';
import {
  checkImportPackages,
  fillImportPackages,
  insertFilePackages,
  insertNewPackages,
  updateExistingPackages,
} from '../../repositories/invoice-packages.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import { savePreviousContributions } from '../../repositories/shipping-summary-updates.js';
import { InvoiceFileError } from './invoice-file-error.js';
import { packageRanges, type StatementSize } from './statement-ranges.js';

/** The file whose staged packages are loaded. */
export interface PackagesToLoad {
  controlId: string;
  organizationId: string;
  carrier: Carrier;
  receivedAt: Date;
  /** Package rows staged: their references are 1 to this. */
  stagedPackages: number;
  statementSize: StatementSize;
}

/** What loading the packages did. */
export interface LoadedPackages {
  packages: number;
  newPackages: number;
  /** The file bills packages billed before: their contributions before it are saved. */
  touchesEarlierPackages: boolean;
  /** Services of the file's packages that the service map does not know (no SLA grouping, not audited). */
  unknownServices: string[];
}

/**
 * Writes the file's packages: a package billed before merged with what the file says of it, a new one inserted,
 * each with its late-delivery audit, and every one linked to the file. What the packages billed before counted in
 * the summaries is saved before they change. Throws InvoiceFileError when the file bills a tracking number of
 * another client.
 */
export async function loadPackages(tx: Queryable, file: PackagesToLoad): Promise<LoadedPackages> {
  const { controlId, organizationId, carrier } = file;
  for (const [fromPackage, toPackage] of packageRanges(file.stagedPackages, file.statementSize)) {
    await fillImportPackages(tx, {
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
  for (const [fromPackage, toPackage] of packageRanges(file.stagedPackages, file.statementSize)) {
    await insertNewPackages(tx, fromPackage, toPackage);
  }
  await insertFilePackages(tx, controlId, organizationId);
  return { packages, newPackages: packages - existing, touchesEarlierPackages, unknownServices };
}
