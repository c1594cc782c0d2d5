import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../db/database.js';

/**
 * A rule of the charge map as it is written (migrations/004_shipping.sql): which lines it reads (carrier,
 * classification, a case-insensitive LIKE pattern over the description) and what a line it matches means.
 */
export type ChargeRuleFields = components['schemas']['ChargeRuleInput'];

/** A stored rule: FedEx's incentive rules (`isIncentive`) fold the lines they match into the freight's incentive. */
export type ChargeRuleRow = components['schemas']['ChargeRule'];

const ruleColumns = `
  id, carrier, classification, pattern, unified_charge_grouping AS grouping, audit_exemption AS "auditExemption",
  priority, is_incentive AS "isIncentive"`;

const fieldValues = (rule: ChargeRuleFields) => [
  rule.carrier,
  rule.classification,
  rule.pattern,
  rule.grouping,
  rule.auditExemption,
  rule.priority,
];

/** Every rule, in the order they win: the highest priority, then the lower id (as the importer reads them). */
export async function listChargeRuleRows(db: Queryable): Promise<ChargeRuleRow[]> {
  const result = await db.query<ChargeRuleRow>(
    `SELECT ${ruleColumns} FROM charge_map ORDER BY priority DESC, id`,
  );
  return result.rows;
}

/** The rule `id`, locked until the transaction ends (a change reads it as it was), or undefined. */
export async function lockChargeRule(db: Queryable, id: number): Promise<ChargeRuleRow | undefined> {
  const result = await db.query<ChargeRuleRow>(
    `SELECT ${ruleColumns} FROM charge_map WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return result.rows[0];
}

/** The id of another rule with the same carrier, classification and pattern (in any case) as `rule`, if any. */
export async function findSameChargeRule(
  db: Queryable,
  rule: Pick<ChargeRuleFields, 'carrier' | 'classification' | 'pattern'>,
  exceptId: number | null,
): Promise<number | undefined> {
  const result = await db.query<{ id: number }>(
    `SELECT id FROM charge_map
     WHERE carrier IS NOT DISTINCT FROM $1 AND classification IS NOT DISTINCT FROM $2 AND lower(pattern) = lower($3)
       AND id IS DISTINCT FROM $4`,
    [rule.carrier, rule.classification, rule.pattern, exceptId],
  );
  return result.rows[0]?.id;
}

/** The lowest priority of FedEx's incentive rules, or null when the map has none. */
export async function lowestIncentivePriority(db: Queryable): Promise<number | null> {
  const result = await db.query<{ priority: number | null }>(
    'SELECT min(priority) AS priority FROM charge_map WHERE is_incentive',
  );
  return result.rows[0]!.priority;
}

/** Adds a rule (never an incentive rule); its id. */
export async function insertChargeRule(db: Queryable, rule: ChargeRuleFields): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO charge_map (carrier, classification, pattern, unified_charge_grouping, audit_exemption, priority)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    fieldValues(rule),
  );
  return result.rows[0]!.id;
}

/** Replaces the fields of rule `id`. */
export async function updateChargeRuleRow(db: Queryable, id: number, rule: ChargeRuleFields): Promise<void> {
  await db.query(
    `UPDATE charge_map SET (carrier, classification, pattern, unified_charge_grouping, audit_exemption, priority)
       = ($1, $2, $3, $4, $5, $6)
     WHERE id = $7`,
    [...fieldValues(rule), id],
  );
}

/** Removes rule `id`. */
export async function deleteChargeRuleRow(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM charge_map WHERE id = $1', [id]);
}

/**
 * Whether the charge map rule `m` reads a line of `carrier`, `classification` and `description` (SQL expressions),
 * as the importer's createChargeMapper does: its carrier and classification where it names them, and its pattern
 * as a case-insensitive LIKE over the whole description, a backslash a plain character.
 */
export const chargeRuleMatches = (m: string, carrier: string, classification: string, description: string) =>
  `(${m}.carrier IS NULL OR ${m}.carrier = ${carrier})
   AND (${m}.classification IS NULL OR ${m}.classification = ${classification})
   AND ${description} ILIKE ${m}.pattern ESCAPE ''`;

/** The charge map's rule that wins for a line of relation `d` (carrier, classification, charge_description). */
export const chargeRuleOf = (d: string) => `
  SELECT m.unified_charge_grouping, m.audit_exemption FROM charge_map m
  WHERE ${chargeRuleMatches('m', `${d}.carrier`, `${d}.classification`, `${d}.charge_description`)}
  ORDER BY m.priority DESC, m.id
  LIMIT 1`;
