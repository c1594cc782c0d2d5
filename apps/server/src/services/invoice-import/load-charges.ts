import type { Queryable } from '../../db/database.js';
import { insertStagedCharges } from '../../repositories/invoice-charges.js';
import { chargeLineRanges, type StatementSize } from './statement-ranges.js';

/** Writes the file's charges, by lines of the file; answers how many. */
export async function loadCharges(
  tx: Queryable,
  file: { organizationId: string; rowsRead: number; statementSize: StatementSize },
): Promise<number> {
  let charges = 0;
  for (const [fromLine, beforeLine] of chargeLineRanges(file.rowsRead, file.statementSize)) {
    charges += await insertStagedCharges(tx, file.organizationId, fromLine, beforeLine);
  }
  return charges;
}
