import type { Queryable } from '../../db/database.js';
import { addStatusChangesToFiles, writeFileTotals } from '../../repositories/imported-invoice-files.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import {
  addChargesToSummaries,
  movePackageSummaries,
  saveCurrentContributions,
} from '../../repositories/shipping-summary-updates.js';
import { packageRanges, type StatementSize } from './statement-ranges.js';

/**
 * Adds the file's charges to the charge summaries, before they are written: whether a package already had a
 * charge of a grouping is read from the charges of earlier files. A package's charges are added together, the
 * charges of no package with the last range.
 */
export async function summariseCharges(
  tx: Queryable,
  file: { organizationId: string; carrier: Carrier; stagedPackages: number; statementSize: StatementSize },
): Promise<void> {
  const ranges = packageRanges(file.stagedPackages, file.statementSize);
  if (ranges.length === 0) ranges.push([1, 0]);
  for (const [index, [fromPackage, toPackage]] of ranges.entries()) {
    await addChargesToSummaries(tx, {
      organizationId: file.organizationId,
      carrier: file.carrier,
      fromPackage,
      toPackage,
      withUnpackaged: index === ranges.length - 1,
    });
  }
}

/**
 * Moves the package summaries by what the file's packages count now against what those billed before counted,
 * and writes the file's totals and status counts (and the status counts of the other files billing a package it
 * touched, when it touched any); answers the file's amount.
 */
export async function summarisePackages(
  tx: Queryable,
  controlId: string,
  touchesEarlierPackages: boolean,
): Promise<string> {
  await saveCurrentContributions(tx);
  await movePackageSummaries(tx, touchesEarlierPackages);
  const amount = await writeFileTotals(tx, controlId);
  if (touchesEarlierPackages) await addStatusChangesToFiles(tx, controlId);
  return amount;
}
