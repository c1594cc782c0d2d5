import type { Queryable } from '../../db/database.js';
import { insertStagedCharges } from '../../repositories/invoice-charges.js';
import { chargeLineRanges } from './statement-ranges.js';

/** Writes the file's charges, by lines of the file; answers how many. */
export async function loadCharges(tx: Queryable, organizationId: string, rowsRead: number): Promise<number> {
  let charges = 0;
  for (const [fromLine, beforeLine] of chargeLineRanges(rowsRead)) {
    charges += await insertStagedCharges(tx, organizationId, fromLine, beforeLine);
  }
  return charges;
}
