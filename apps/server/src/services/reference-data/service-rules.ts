import type { Readable } from 'node:stream';
import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  packagesOfServices,
  rederivePackages,
  storedServicesMatching,
  type Rederivation,
} from '../../repositories/package-rederivation.js';
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
import { changeReferenceData, totalRederivation } from './reference-data-change.js';
import {
  readReferenceFile,
  referenceCsv,
  refusedLine,
  type ReferenceLine,
  replaceRows,
} from './reference-file.js';
import { ruleKey, sameRule, serviceMapFile } from './service-rules-csv.js';

export type ServiceRule = components['schemas']['ServiceRule'];
export type ServiceRuleInput = components['schemas']['ServiceRuleInput'];
export type ServiceRuleChange = components['schemas']['ServiceRuleChange'];
export type ServiceRulesImport = components['schemas']['ServiceRulesImport'];

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
  const changed = rules.filter((rule) => rule !== undefined);
  const moved: Rederivation[] = [];
  for (const carrier of new Set(changed.map((rule) => rule.carrier))) {
    const services = await storedServicesMatching(
      tx.db,
      carrier,
      changed.filter((rule) => rule.carrier === carrier),
    );
    if (services.length > 0)
      moved.push(await rederivePackages(tx.db, packagesOfServices(carrier, services), tx.onProgress));
  }
  return totalRederivation(moved);
}

/** What one change of the map did: the rules it touched (as they were and as they are) and what the audit log keeps. */
interface MapChange<Result> {
  touched: readonly (ServiceRuleFields | undefined)[];
  details: Record<string, unknown>;
  result: Result;
}

/** Runs one change of the service map (see changeReferenceData), re-deriving what the rules it touched match. */
async function changeMap<Result>(
  context: SignedInContext,
  change: (tx: SignedInContext) => Promise<MapChange<Result>>,
): Promise<Result & { rederived: Rederivation }> {
  try {
    return await changeReferenceData(context, 'service_map', async (tx) => {
      const { touched, details, result } = await change(tx);
      return { details, result, rederive: (tx) => rederiveFor(tx, touched) };
    });
  } catch (error) {
    // Another admin added the same rule at the same moment.
    if (isDuplicate(error)) throw refused('pattern', duplicateMessage);
    throw error;
  }
}

/** One rule changed: the audit log keeps it as it was and as it is. */
function ruleChange(
  change: 'added' | 'changed' | 'removed',
  before: ServiceRuleRow | undefined,
  after: ServiceRuleRow | undefined,
): MapChange<{ rule: ServiceRuleRow | undefined }> {
  return {
    touched: [before, after],
    details: { change, before: before ?? null, after: after ?? null },
    result: { rule: after },
  };
}

async function ensureUnique(
  tx: SignedInContext,
  rule: ServiceRuleFields,
  exceptId: number | null,
): Promise<void> {
  if ((await findSameServiceRule(tx.db, rule, exceptId)) !== undefined)
    throw refused('pattern', duplicateMessage);
}

/** Adds a rule to the service map and re-derives the stored packages it changes (see changeMap). */
export async function createServiceRule(
  context: SignedInContext,
  input: ServiceRuleInput,
): Promise<ServiceRuleChange> {
  const rule = await checkedRule(context, input);
  const { rule: added, rederived } = await changeMap(context, async (tx) => {
    await ensureUnique(tx, rule, null);
    const id = await insertServiceRule(tx.db, rule);
    return ruleChange('added', undefined, { id, ...rule });
  });
  return { rule: added!, rederived };
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
  const { rule: changed, rederived } = await changeMap(context, async (tx) => {
    const before = await lockedRule(tx, id);
    await ensureUnique(tx, rule, id);
    await updateServiceRuleRow(tx.db, id, rule);
    return ruleChange('changed', before, { id, ...rule });
  });
  return { rule: changed!, rederived };
}

/** Removes a rule and re-derives the stored packages only it matched; 404 for an unknown id. */
export async function deleteServiceRule(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeMap(context, async (tx) => {
    const before = await lockedRule(tx, id);
    await deleteServiceRuleRow(tx.db, id);
    return ruleChange('removed', before, undefined);
  });
  return rederived;
}

/** The service map as the CSV file an analyst edits and imports again. */
export async function exportServiceRules(context: SignedInContext): Promise<string> {
  return referenceCsv(serviceMapFile, await listServiceRuleRows(context.db));
}

/** A file's row as a rule, checked as the API checks one; the 400 names the line. */
async function ruleOfLine(
  context: SignedInContext,
  { line, input }: ReferenceLine<keyof ServiceRuleInput>,
): Promise<ServiceRuleFields> {
  try {
    return await checkedRule(context, input as ServiceRuleInput);
  } catch (error) {
    if (error instanceof AppError) throw refusedLine(line, error);
    throw error;
  }
}

/**
 * Replaces the service map with a file's rules in one transaction (see changeMap): a rule the file keeps by carrier,
 * match and pattern is changed in place, others are added or removed. A row the API would refuse, or one the file
 * repeats, refuses the whole file with its line.
 */
export async function importServiceRules(
  context: SignedInContext,
  file: Readable,
): Promise<ServiceRulesImport> {
  const lines = await readReferenceFile(serviceMapFile, file, context.schemas);
  const wanted = new Map<string, { line: number; rule: ServiceRuleFields }>();
  for (const line of lines) {
    const rule = await ruleOfLine(context, line);
    const key = ruleKey(rule);
    const earlier = wanted.get(key);
    if (earlier)
      throw refusedLine(
        line.line,
        new AppError('bad_request', `the file holds this rule on line ${earlier.line} too`),
      );
    wanted.set(key, { line: line.line, rule });
  }
  return changeMap(context, async (tx) => {
    const rules = new Map([...wanted].map(([key, { rule }]) => [key, rule]));
    const { counts, touched } = await replaceRows(await listServiceRuleRows(tx.db), rules, {
      keyOf: ruleKey,
      same: sameRule,
      insert: (rule) => insertServiceRule(tx.db, rule),
      update: (id, rule) => updateServiceRuleRow(tx.db, id, rule),
      remove: (id) => deleteServiceRuleRow(tx.db, id),
    });
    return { touched, details: { change: 'imported', ...counts }, result: { rules: wanted.size, ...counts } };
  });
}
