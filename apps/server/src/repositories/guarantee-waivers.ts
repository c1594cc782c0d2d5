import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../db/database.js';

/**
 * A guarantee waiver as it is written (migrations/004_shipping.sql, audit_exemptions): a carrier (null: both)
 * suspended its money-back guarantee for an organization's contract (null: every one) from a first to a last day.
 */
export type GuaranteeWaiverFields = components['schemas']['GuaranteeWaiverInput'];

/** A stored waiver, with its organization's name. */
export type GuaranteeWaiverRow = components['schemas']['GuaranteeWaiver'];

const waiverColumns = `
  e.id, e.carrier, e.organization_id AS "organizationId", o.name AS "organizationName",
  to_char(e.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(e.ends_on, 'YYYY-MM-DD') AS "endsOn", e.reason, e.note`;

const fieldValues = (waiver: GuaranteeWaiverFields) => [
  waiver.carrier,
  waiver.organizationId,
  waiver.startsOn,
  waiver.endsOn,
  waiver.reason,
  waiver.note,
];

/** Every waiver, newest first. */
export async function listGuaranteeWaiverRows(db: Queryable): Promise<GuaranteeWaiverRow[]> {
  const result = await db.query<GuaranteeWaiverRow>(
    `SELECT ${waiverColumns} FROM audit_exemptions e LEFT JOIN organizations o ON o.id = e.organization_id
     ORDER BY e.starts_on DESC, e.id DESC`,
  );
  return result.rows;
}

/** The waiver `id`, locked until the transaction ends (a change reads it as it was), or undefined. */
export async function lockGuaranteeWaiver(
  db: Queryable,
  id: number,
): Promise<GuaranteeWaiverRow | undefined> {
  const result = await db.query<GuaranteeWaiverRow>(
    `SELECT ${waiverColumns} FROM audit_exemptions e LEFT JOIN organizations o ON o.id = e.organization_id
     WHERE e.id = $1 FOR UPDATE OF e`,
    [id],
  );
  return result.rows[0];
}

/** Adds a waiver; its id. */
export async function insertGuaranteeWaiver(db: Queryable, waiver: GuaranteeWaiverFields): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO audit_exemptions (carrier, organization_id, starts_on, ends_on, reason, note)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    fieldValues(waiver),
  );
  return result.rows[0]!.id;
}

/** Replaces the fields of waiver `id`. */
export async function updateGuaranteeWaiverRow(
  db: Queryable,
  id: number,
  waiver: GuaranteeWaiverFields,
): Promise<void> {
  await db.query(
    `UPDATE audit_exemptions SET (carrier, organization_id, starts_on, ends_on, reason, note)
       = ($1, $2, $3, $4, $5, $6)
     WHERE id = $7`,
    [...fieldValues(waiver), id],
  );
}

/** Removes waiver `id`. */
export async function deleteGuaranteeWaiverRow(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM audit_exemptions WHERE id = $1', [id]);
}
