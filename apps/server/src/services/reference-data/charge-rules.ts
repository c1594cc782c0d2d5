import type { Readable } from 'node:stream';
import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  deleteChargeRuleRow,
  findSameChargeRule,
  insertChargeRule,
  listChargeRuleRows,
  lockChargeRule,
  lowestIncentivePriority,
  updateChargeRuleRow,
  type ChargeRuleFields,
  type ChargeRuleRow,
} from '../../repositories/charge-rules.js';
import {
  packagesOfChargeRules,
  rederivePackages,
  type Rederivation,
} from '../../repositories/package-rederivation.js';
import { chargeMapFile, chargeRuleKey, sameChargeRule } from './charge-rules-csv.js';
import { changeReferenceData } from './reference-data-change.js';
import {
  readReferenceFile,
  referenceCsv,
  refusedLine,
  type ReferenceLine,
  replaceRows,
} from './reference-file.js';

export type ChargeRuleInput = components['schemas']['ChargeRuleInput'];
export type ChargeRuleChange = components['schemas']['ChargeRuleChange'];
export type ChargeRulesImport = components['schemas']['ChargeRulesImport'];

export const chargeRuleNotFoundMessage = 'Charge rule not found';

/** The charge map's rules, in the order they win (platform admins: the access gate). */
export async function listChargeRules(context: SignedInContext): Promise<{ rules: ChargeRuleRow[] }> {
  return { rules: await listChargeRuleRows(context.db) };
}

function refused(field: keyof ChargeRuleInput, message: string): AppError {
  return new AppError('bad_request', message, { [field]: message });
}

/** The rule as it is written, or the 400 that says what to fix (the contract has checked each field alone). */
function checkedRule(input: ChargeRuleInput): ChargeRuleFields {
  const rule = {
    ...input,
    pattern: input.pattern.trim(),
    classification: input.classification?.toUpperCase() ?? null,
  };
  if (!rule.pattern) throw refused('pattern', 'Enter the description, with % for any run of characters');
  return rule;
}

const duplicateMessage = 'The charge map already has a rule with this carrier, classification and pattern';

/**
 * The 400 of a rule for FedEx lines (FedEx or both carriers, no classification) that would rank above FedEx's
 * incentive rules (the lowest at `incentivePriority`): the lines those folded into the freight at import were never
 * stored, so they could not be regrouped if another rule won them now.
 */
function outrankingRefusal(rule: ChargeRuleFields, incentivePriority: number | null): AppError | undefined {
  const readsFedExLines = rule.carrier !== 'UPS' && rule.classification === null;
  if (!readsFedExLines || incentivePriority === null || rule.priority <= incentivePriority) return undefined;
  return refused(
    'priority',
    `A rule for FedEx lines ranks at most ${incentivePriority}, below FedEx's incentive rules: imported files' incentive lines are already in their freight`,
  );
}

/**
 * The checks against the other rules, inside the change's transaction (changes of the map wait for each other): no
 * second rule of the same carrier, classification and pattern, and none that outranks the incentive rules.
 */
async function ensureFits(
  tx: SignedInContext,
  rule: ChargeRuleFields,
  exceptId: number | null,
): Promise<void> {
  if ((await findSameChargeRule(tx.db, rule, exceptId)) !== undefined)
    throw refused('pattern', duplicateMessage);
  const refusal = outrankingRefusal(rule, await lowestIncentivePriority(tx.db));
  if (refusal) throw refusal;
}

const incentiveMessage =
  "FedEx's incentive rules can't change: imported files' incentive lines are already in their freight charges";

/** The rule `id`, locked for the change; 404 for an unknown id, 400 for an incentive rule. */
async function lockedRule(tx: SignedInContext, id: number): Promise<ChargeRuleRow> {
  const rule = await lockChargeRule(tx.db, id);
  if (!rule) throw new AppError('not_found', chargeRuleNotFoundMessage);
  if (rule.isIncentive) throw new AppError('bad_request', incentiveMessage);
  return rule;
}

/** What one change of the map did: the rules it touched (as they were and as they are) and what the audit log keeps. */
interface MapChange<Result> {
  touched: readonly (ChargeRuleFields | undefined)[];
  details: Record<string, unknown>;
  result: Result;
}

/** Runs one change of the charge map (see changeReferenceData), re-deriving the charges the rules it touched read. */
async function changeMap<Result>(
  context: SignedInContext,
  change: (tx: SignedInContext) => Promise<MapChange<Result>>,
): Promise<Result & { rederived: Rederivation }> {
  return changeReferenceData(context, 'charge_map', async (tx) => {
    const { touched, details, result } = await change(tx);
    const rules = touched.filter((rule) => rule !== undefined);
    return {
      details,
      result,
      rederive: async (tx) =>
        rules.length === 0
          ? { packages: 0, files: 0 }
          : rederivePackages(tx.db, packagesOfChargeRules(rules), tx.onProgress),
    };
  });
}

/** One rule changed: the audit log keeps it as it was and as it is. */
function ruleChange(
  change: 'added' | 'changed' | 'removed',
  before: ChargeRuleRow | undefined,
  after: ChargeRuleRow | undefined,
): MapChange<{ rule: ChargeRuleRow | undefined }> {
  return {
    touched: [before, after],
    details: { change, before: before ?? null, after: after ?? null },
    result: { rule: after },
  };
}

/** Adds a rule to the charge map and re-derives the stored charges it groups otherwise (see changeMap). */
export async function createChargeRule(
  context: SignedInContext,
  input: ChargeRuleInput,
): Promise<ChargeRuleChange> {
  const rule = checkedRule(input);
  const { rule: added, rederived } = await changeMap(context, async (tx) => {
    await ensureFits(tx, rule, null);
    const id = await insertChargeRule(tx.db, rule);
    return ruleChange('added', undefined, { id, ...rule, isIncentive: false });
  });
  return { rule: added!, rederived };
}

/** Replaces a rule's fields and re-derives the stored charges the change moves; 404 for an unknown id. */
export async function updateChargeRule(
  context: SignedInContext,
  id: number,
  input: ChargeRuleInput,
): Promise<ChargeRuleChange> {
  const rule = checkedRule(input);
  const { rule: changed, rederived } = await changeMap(context, async (tx) => {
    const before = await lockedRule(tx, id);
    await ensureFits(tx, rule, id);
    await updateChargeRuleRow(tx.db, id, rule);
    return ruleChange('changed', before, { id, ...rule, isIncentive: false });
  });
  return { rule: changed!, rederived };
}

/** Removes a rule and re-derives the stored charges only it grouped; 404 for an unknown id. */
export async function deleteChargeRule(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeMap(context, async (tx) => {
    const before = await lockedRule(tx, id);
    await deleteChargeRuleRow(tx.db, id);
    return ruleChange('removed', before, undefined);
  });
  return rederived;
}

/** The charge map but FedEx's incentive rules, as the CSV file an analyst edits and imports again. */
export async function exportChargeRules(context: SignedInContext): Promise<string> {
  const rules = await listChargeRuleRows(context.db);
  return referenceCsv(
    chargeMapFile,
    rules.filter((rule) => !rule.isIncentive),
  );
}

/** A file's row as a rule, checked as the API checks one; the 400 names the line. */
function ruleOfLine({ line, input }: ReferenceLine<keyof ChargeRuleInput>): ChargeRuleFields {
  try {
    return checkedRule(input as ChargeRuleInput);
  } catch (error) {
    if (error instanceof AppError) throw refusedLine(line, error);
    throw error;
  }
}

/**
 * Replaces the charge map but FedEx's incentive rules with a file's rules in one transaction (see changeMap): a rule
 * the file keeps by carrier, classification and pattern is changed in place, others are added or removed. A row the
 * API would refuse, one the file repeats, or one that is an incentive rule's refuses the whole file with its line.
 */
export async function importChargeRules(
  context: SignedInContext,
  file: Readable,
): Promise<ChargeRulesImport> {
  const lines = await readReferenceFile(chargeMapFile, file, context.schemas);
  const wanted = new Map<string, { line: number; rule: ChargeRuleFields }>();
  for (const line of lines) {
    const rule = ruleOfLine(line);
    const key = chargeRuleKey(rule);
    const earlier = wanted.get(key);
    if (earlier)
      throw refusedLine(
        line.line,
        new AppError('bad_request', `the file holds this rule on line ${earlier.line} too`),
      );
    wanted.set(key, { line: line.line, rule });
  }
  return changeMap(context, async (tx) => {
    const stored = await listChargeRuleRows(tx.db);
    const incentives = stored.filter((rule) => rule.isIncentive);
    const incentiveKeys = new Set(incentives.map(chargeRuleKey));
    const incentivePriority =
      incentives.length > 0 ? Math.min(...incentives.map((rule) => rule.priority)) : null;
    // The file's keys are its own once each, and a stored rule of the same key is the one it replaces: no row of
    // the file can be another's duplicate.
    for (const [key, { line, rule }] of wanted) {
      const refusal = incentiveKeys.has(key)
        ? new AppError('bad_request', incentiveMessage)
        : outrankingRefusal(rule, incentivePriority);
      if (refusal) throw refusedLine(line, refusal);
    }
    const rules = new Map([...wanted].map(([key, { rule }]) => [key, rule]));
    const { counts, touched } = await replaceRows(
      stored.filter((rule) => !rule.isIncentive),
      rules,
      {
        keyOf: chargeRuleKey,
        same: sameChargeRule,
        insert: (rule) => insertChargeRule(tx.db, rule),
        update: (id, rule) => updateChargeRuleRow(tx.db, id, rule),
        remove: (id) => deleteChargeRuleRow(tx.db, id),
      },
    );
    return { touched, details: { change: 'imported', ...counts }, result: { rules: wanted.size, ...counts } };
  });
}
