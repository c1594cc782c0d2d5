import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { allowBulkStatements } from '../../db/statement-timeouts.js';
import { AppError } from '../../errors.js';
import { lockShippingFacts } from '../../repositories/import-staging.js';
import {
  deleteServiceRuleRow,
  findSameServiceRule,
  insertServiceRule,
  listServiceRuleRows,
  lockServiceRule,
  regularExpressionError,
  updateServiceRuleRow,
  type ServiceRuleFields,
  type ServiceRuleRow,
} from '../../repositories/service-rules.js';
import { recordAudit } from '../audit/record-audit.js';
import { rederivePackages, storedServicesMatching, type Rederivation } from './rederive-packages.js';

export type ServiceRule = components['schemas']['ServiceRule'];
export type ServiceRuleInput = components['schemas']['ServiceRuleInput'];
export type ServiceRuleChange = components['schemas']['ServiceRuleChange'];

export const serviceRuleNotFoundMessage = 'Service rule not found';

/** The service map's rules, per carrier in the order they win (platform admins: the access gate). */
export async function listServiceRules(context: SignedInContext): Promise<{ rules: ServiceRule[] }> {
  return { rules: await listServiceRuleRows(context.db) };
}

function refused(field: keyof ServiceRuleInput, message: string): AppError {
  return new AppError('bad_request', message, { [field]: message });
}

/**
 * The rule as it is written, or the 400 that says what to fix. The contract has checked each field alone; these
 * are the checks across fields and those only the database can make (a regular expression it reads).
 */
async function checkedRule(context: SignedInContext, input: ServiceRuleInput): Promise<ServiceRuleFields> {
  const rule = { ...input, pattern: input.pattern.trim() };
  if (!rule.pattern) throw refused('pattern', 'Enter the service name, its beginning or an expression');
  if (rule.match === 'regex') {
    const error = await regularExpressionError(context.db, rule.pattern);
    if (error) throw refused('pattern', `The pattern is not a regular expression: ${error}`);
  }
  if (rule.guaranteedTo !== null && rule.guaranteedFrom === null)
    throw refused('guaranteedTo', 'A guarantee that ends needs the day it started');
  if (rule.guaranteedTo !== null && rule.guaranteedFrom !== null && rule.guaranteedTo < rule.guaranteedFrom)
    throw refused('guaranteedTo', 'The last guaranteed day is before the first');
  return rule;
}

const duplicateMessage = 'The service map already has a rule with this carrier, match and pattern';

/** Whether the database refused a row as a duplicate of another (unique_violation). */
function isDuplicate(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/**
 * Re-derives the stored packages whose service one of `rules` (the changed rule as it was and as it is) matches:
 * only those can resolve to another rule now.
 */
async function rederiveFor(
  tx: SignedInContext,
  rules: readonly (ServiceRuleFields | undefined)[],
): Promise<Rederivation> {
  const total: Rederivation = { packages: 0, files: 0 };
  const changed = rules.filter((rule) => rule !== undefined);
  for (const carrier of new Set(changed.map((rule) => rule.carrier))) {
    const services = await storedServicesMatching(
      tx.db,
      carrier,
      changed.filter((rule) => rule.carrier === carrier),
    );
    if (services.length === 0) continue;
    const moved = await rederivePackages(tx.db, { carrier, services });
    total.packages += moved.packages;
    total.files += moved.files;
  }
  return total;
}

/**
 * Runs one change of the map in a transaction that imports wait for (they read the map) and that may run as long as
 * an import (it re-derives stored packages), records it in the audit log, and answers what it re-derived.
 */
async function changeMap(
  context: SignedInContext,
  change: (tx: SignedInContext) => Promise<{
    kind: 'added' | 'changed' | 'removed';
    before: ServiceRuleRow | undefined;
    after: ServiceRuleRow | undefined;
  }>,
): Promise<{ after: ServiceRuleRow | undefined; rederived: Rederivation }> {
  try {
    return await context.transaction(async (tx) => {
      await allowBulkStatements(tx.db);
      await lockShippingFacts(tx.db);
      const { kind, before, after } = await change(tx);
      const rederived = await rederiveFor(tx, [before, after]);
      await recordAudit(tx, {
        action: 'reference_data_changed',
        details: { map: 'service_map', change: kind, before: before ?? null, after: after ?? null, rederived },
      });
      return { after, rederived };
    });
  } catch (error) {
    // Another admin added the same rule at the same moment.
    if (isDuplicate(error)) throw refused('pattern', duplicateMessage);
    throw error;
  }
}

async function ensureUnique(tx: SignedInContext, rule: ServiceRuleFields, exceptId: number | null): Promise<void> {
  if ((await findSameServiceRule(tx.db, rule, exceptId)) !== undefined) throw refused('pattern', duplicateMessage);
}

/** Adds a rule to the service map and re-derives the stored packages it changes (see changeMap). */
export async function createServiceRule(
  context: SignedInContext,
  input: ServiceRuleInput,
): Promise<ServiceRuleChange> {
  const rule = await checkedRule(context, input);
  const { after, rederived } = await changeMap(context, async (tx) => {
    await ensureUnique(tx, rule, null);
    const id = await insertServiceRule(tx.db, rule);
    return { kind: 'added', before: undefined, after: { id, ...rule } };
  });
  return { rule: after!, rederived };
}

async function lockedRule(tx: SignedInContext, id: number): Promise<ServiceRuleRow> {
  const rule = await lockServiceRule(tx.db, id);
  if (!rule) throw new AppError('not_found', serviceRuleNotFoundMessage);
  return rule;
}

/** Replaces a rule's fields and re-derives the stored packages the change moves; 404 for an unknown id. */
export async function updateServiceRule(
  context: SignedInContext,
  id: number,
  input: ServiceRuleInput,
): Promise<ServiceRuleChange> {
  const rule = await checkedRule(context, input);
  const { after, rederived } = await changeMap(context, async (tx) => {
    const before = await lockedRule(tx, id);
    await ensureUnique(tx, rule, id);
    await updateServiceRuleRow(tx.db, id, rule);
    return { kind: 'changed', before, after: { id, ...rule } };
  });
  return { rule: after!, rederived };
}

/** Removes a rule and re-derives the stored packages only it matched; 404 for an unknown id. */
export async function deleteServiceRule(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeMap(context, async (tx) => {
    const before = await lockedRule(tx, id);
    await deleteServiceRuleRow(tx.db, id);
    return { kind: 'removed', before, after: undefined };
  });
  return rederived;
}
