import type { components } from '@waybill/api-client/schema';
import type { Queryable } from '../db/database.js';

/**
 * A rule of the service map as it is written (migrations/019_service_map_rules.sql): how its pattern matches a
 * service name, and what a name it matches means; days are yyyy-MM-dd.
 */
export type ServiceRuleFields = components['schemas']['ServiceRuleInput'];

/** A stored rule. */
export interface ServiceRuleRow extends ServiceRuleFields {
  id: number;
}

const ruleColumns = `
  id, carrier, match, pattern, priority, sla_grouping AS "slaGrouping", ground_vs_express AS "groundVsExpress",
  scope, guaranteed_from::text AS "guaranteedFrom", guaranteed_to::text AS "guaranteedTo"`;

const fieldValues = (rule: ServiceRuleFields) => [
  rule.carrier,
  rule.match,
  rule.pattern,
  rule.priority,
  rule.slaGrouping,
  rule.groundVsExpress,
  rule.scope,
  rule.guaranteedFrom,
  rule.guaranteedTo,
];

/** Every rule, per carrier in the order service_rule() lets them win. */
export async function listServiceRuleRows(db: Queryable): Promise<ServiceRuleRow[]> {
  const result = await db.query<ServiceRuleRow>(
    `SELECT ${ruleColumns} FROM service_map
     ORDER BY carrier, priority DESC, CASE match WHEN 'exact' THEN 0 WHEN 'prefix' THEN 1 ELSE 2 END,
              length(pattern) DESC, id`,
  );
  return result.rows;
}

/** The rule `id`, locked until the transaction ends (a change reads it as it was), or undefined. */
export async function lockServiceRule(db: Queryable, id: number): Promise<ServiceRuleRow | undefined> {
  const result = await db.query<ServiceRuleRow>(
    `SELECT ${ruleColumns} FROM service_map WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return result.rows[0];
}

/** The id of another rule with the same carrier, match and pattern (in any case) than `rule`, if one exists. */
export async function findSameServiceRule(
  db: Queryable,
  rule: Pick<ServiceRuleFields, 'carrier' | 'match' | 'pattern'>,
  exceptId: number | null,
): Promise<number | undefined> {
  const result = await db.query<{ id: number }>(
    `SELECT id FROM service_map
     WHERE carrier = $1 AND match = $2 AND lower(pattern) = lower($3) AND id IS DISTINCT FROM $4`,
    [rule.carrier, rule.match, rule.pattern, exceptId],
  );
  return result.rows[0]?.id;
}

/** Adds a rule; its id. */
export async function insertServiceRule(db: Queryable, rule: ServiceRuleFields): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO service_map (carrier, match, pattern, priority, sla_grouping, ground_vs_express, scope,
                              guaranteed_from, guaranteed_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    fieldValues(rule),
  );
  return result.rows[0]!.id;
}

/** Replaces the fields of rule `id`. */
export async function updateServiceRuleRow(
  db: Queryable,
  id: number,
  rule: ServiceRuleFields,
): Promise<void> {
  await db.query(
    `UPDATE service_map SET (carrier, match, pattern, priority, sla_grouping, ground_vs_express, scope,
                             guaranteed_from, guaranteed_to) = ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     WHERE id = $10`,
    [...fieldValues(rule), id],
  );
}

/** Removes rule `id`. */
export async function deleteServiceRuleRow(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM service_map WHERE id = $1', [id]);
}

/**
 * Why PostgreSQL cannot read `pattern` as a regular expression (its own words), or null when it can. Run it
 * outside a transaction: the failed statement would abort one.
 */
export async function regularExpressionError(db: Queryable, pattern: string): Promise<string | null> {
  try {
    await db.query(`SELECT '' ~* $1`, [pattern]);
    return null;
  } catch (error) {
    // 2201B: invalid_regular_expression.
    if ((error as { code?: unknown }).code === '2201B') return (error as Error).message;
    throw error;
  }
}
