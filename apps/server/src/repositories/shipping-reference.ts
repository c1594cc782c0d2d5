import type { Queryable } from '../db/database.js';

/** The carriers Waybill reads invoice files of. */
export type Carrier = 'UPS' | 'FEDEX';

/** One rule of the charge map (see migrations/004_shipping.sql). */
export interface ChargeMapRule {
  id: number;
  carrier: Carrier | null;
  classification: string | null;
  pattern: string;
  unifiedChargeGrouping: string;
  isIncentive: boolean;
  auditExemption: string | null;
  priority: number;
}

/** Every rule of the charge map. */
export async function listChargeMapRules(db: Queryable): Promise<ChargeMapRule[]> {
  const result = await db.query<ChargeMapRule>(
    `SELECT id, carrier, classification, pattern, unified_charge_grouping AS "unifiedChargeGrouping",
            is_incentive AS "isIncentive", audit_exemption AS "auditExemption", priority
     FROM charge_map`,
  );
  return result.rows;
}
