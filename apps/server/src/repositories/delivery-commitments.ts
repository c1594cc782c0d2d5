import type { components } from '@waybill/api-client/schema';
import { SLA_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import type { Queryable } from '../db/database.js';

/**
 * A delivery commitment as it is written (migrations/004_shipping.sql, service_commitments): the business days after
 * the ship date on which a package of the SLA group is due, for a range of zones or (without zones) every zone no
 * other row of its group covers, and the time of day, `HH:mm:ss`.
 */
export type DeliveryCommitmentFields = components['schemas']['DeliveryCommitmentInput'];

/** A stored commitment. */
export interface DeliveryCommitmentRow extends DeliveryCommitmentFields {
  id: number;
}

const commitmentColumns = `
  id, sla_grouping AS "slaGrouping", zone_from AS "zoneFrom", zone_to AS "zoneTo",
  business_days AS "businessDays", to_char(commit_time, 'HH24:MI:SS') AS "commitTime"`;

const fieldValues = (commitment: DeliveryCommitmentFields) => [
  commitment.slaGrouping,
  commitment.zoneFrom,
  commitment.zoneTo,
  commitment.businessDays,
  commitment.commitTime,
];

/** Every commitment, by SLA group (fastest first, as the vocabulary lists them), then zones, the row without zones last. */
export async function listDeliveryCommitmentRows(db: Queryable): Promise<DeliveryCommitmentRow[]> {
  const result = await db.query<DeliveryCommitmentRow>(
    `SELECT ${commitmentColumns} FROM service_commitments
     ORDER BY array_position($1::text[], sla_grouping), zone_from NULLS LAST, id`,
    [Object.keys(SLA_GROUPING_LABELS)],
  );
  return result.rows;
}

/** The commitment `id`, locked until the transaction ends (a change reads it as it was), or undefined. */
export async function lockDeliveryCommitment(
  db: Queryable,
  id: number,
): Promise<DeliveryCommitmentRow | undefined> {
  const result = await db.query<DeliveryCommitmentRow>(
    `SELECT ${commitmentColumns} FROM service_commitments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return result.rows[0];
}

/** Adds a commitment; its id. */
export async function insertDeliveryCommitment(
  db: Queryable,
  commitment: DeliveryCommitmentFields,
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO service_commitments (sla_grouping, zone_from, zone_to, business_days, commit_time)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    fieldValues(commitment),
  );
  return result.rows[0]!.id;
}

/** Replaces the fields of commitment `id`. */
export async function updateDeliveryCommitmentRow(
  db: Queryable,
  id: number,
  commitment: DeliveryCommitmentFields,
): Promise<void> {
  await db.query(
    `UPDATE service_commitments SET (sla_grouping, zone_from, zone_to, business_days, commit_time)
       = ($1, $2, $3, $4, $5)
     WHERE id = $6`,
    [...fieldValues(commitment), id],
  );
}

/** Removes commitment `id`. */
export async function deleteDeliveryCommitmentRow(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM service_commitments WHERE id = $1', [id]);
}
