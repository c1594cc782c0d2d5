import type { components } from '@waybill/api-client/schema';
import { SLA_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import type { Queryable } from '../db/database.js';

/**
 * A contract discount as it is written (migrations/004_shipping.sql, contract_discounts): the discount off the
 * published rate an organization's contract gives a carrier's SLA group, for a range of zones and billed weights.
 */
export type ContractDiscountFields = components['schemas']['ContractDiscountInput'];

/** A stored contract discount. */
export interface ContractDiscountRow extends ContractDiscountFields {
  id: number;
  organizationId: string;
}

// numeric comes back as text (money stays exact); weights and percents of two decimals read exactly as numbers.
const discountColumns = `
  id, organization_id AS "organizationId", carrier, sla_grouping AS "slaGrouping", zone_from AS "zoneFrom",
  zone_to AS "zoneTo", weight_from::float8 AS "weightFromLb", weight_to::float8 AS "weightToLb",
  discount_pct::float8 AS "discountPct"`;

const fieldValues = (discount: ContractDiscountFields) => [
  discount.carrier,
  discount.slaGrouping,
  discount.zoneFrom,
  discount.zoneTo,
  discount.weightFromLb,
  discount.weightToLb,
  discount.discountPct,
];

/** The organization's discounts by carrier, SLA group (fastest first), zones and weights. */
export async function listContractDiscountRows(
  db: Queryable,
  organizationId: string,
): Promise<ContractDiscountRow[]> {
  const result = await db.query<ContractDiscountRow>(
    `SELECT ${discountColumns} FROM contract_discounts WHERE organization_id = $1
     ORDER BY carrier, array_position($2::text[], sla_grouping), zone_from, zone_to, weight_from, weight_to, id`,
    [organizationId, Object.keys(SLA_GROUPING_LABELS)],
  );
  return result.rows;
}

/** The discount `id`, locked until the transaction ends (a change reads it as it was), or undefined. */
export async function lockContractDiscount(
  db: Queryable,
  id: number,
): Promise<ContractDiscountRow | undefined> {
  const result = await db.query<ContractDiscountRow>(
    `SELECT ${discountColumns} FROM contract_discounts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return result.rows[0];
}

/** Adds a discount to the organization's contract; its id. */
export async function insertContractDiscount(
  db: Queryable,
  organizationId: string,
  discount: ContractDiscountFields,
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO contract_discounts
       (organization_id, carrier, sla_grouping, zone_from, zone_to, weight_from, weight_to, discount_pct)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [organizationId, ...fieldValues(discount)],
  );
  return result.rows[0]!.id;
}

/** Replaces the fields of discount `id` (its organization stays). */
export async function updateContractDiscountRow(
  db: Queryable,
  id: number,
  discount: ContractDiscountFields,
): Promise<void> {
  await db.query(
    `UPDATE contract_discounts
        SET (carrier, sla_grouping, zone_from, zone_to, weight_from, weight_to, discount_pct)
          = ($1, $2, $3, $4, $5, $6, $7)
      WHERE id = $8`,
    [...fieldValues(discount), id],
  );
}

/** Removes discount `id`. */
export async function deleteContractDiscountRow(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM contract_discounts WHERE id = $1', [id]);
}
