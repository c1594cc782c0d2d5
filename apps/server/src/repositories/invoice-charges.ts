import type { Queryable } from '../db/database.js';
import { chargeDiscountVariance } from './shipping-summaries.js';

/**
 * Inserts the file's staged charges of the lines `fromLine` up to `beforeLine` (to the end when null), with their
 * invoice, package, ship date (the package's, else the invoice date) and discount variance; answers how many.
 */
export async function insertStagedCharges(
  tx: Queryable,
  organizationId: string,
  fromLine: number,
  beforeLine: number | null,
): Promise<number> {
  const inserted = await tx.query(
    `INSERT INTO charges (organization_id, invoice_id, package_id, ship_date, source_line, charge_description,
       classification, unified_charge_grouping, is_accessorial, gross_amount, incentive_amount, net_amount,
       discount_variance)
     SELECT $1, f.invoice_id, ip.id, coalesce(ip.ship_date, f.invoice_date), r.line,
            r.charge_description, r.classification, r.unified_charge_grouping, r.is_accessorial, r.gross_amount,
            r.incentive_amount, r.net_amount, ${chargeDiscountVariance}
     FROM import_rows r
     JOIN import_invoices f ON f.invoice_ref = r.invoice_ref
     LEFT JOIN import_packages ip ON ip.package_ref = r.package_ref
     WHERE r.kind = 'C' AND r.line >= $2 AND ($3::integer IS NULL OR r.line < $3)`,
    [organizationId, fromLine, beforeLine],
  );
  return inserted.rowCount;
}
