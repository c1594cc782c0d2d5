import type { components } from '@waybill/api-client/schema';
import { UNIFIED_CHARGE_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  listRefundRuleRows,
  lockRefundRule,
  replaceRefundRule,
  rereadOpenClaims,
  type RefundRuleRow,
} from '../../repositories/refund-claims.js';
import type { Carrier } from '../../repositories/shipping-reference.js';
import { recordAudit } from '../audit/record-audit.js';

export type RefundRule = components['schemas']['RefundRule'];
export type RefundRuleInput = components['schemas']['RefundRuleInput'];
export type RefundRuleChange = components['schemas']['RefundRuleChange'];

type Grouping = components['schemas']['UnifiedChargeGrouping'];

/** What a carrier never refunds: duties and taxes, brokerage, and a refund itself. */
const neverRefunded: ReadonlySet<Grouping> = new Set(['DUTIES_TAXES', 'BROKERAGE', 'REFUND_CREDIT']);

const ruleOf = (row: RefundRuleRow): RefundRule => ({
  carrier: row.carrier,
  days: row.days,
  countedFrom: row.counted_from,
  coverage: row.coverage,
});

const inputOf = ({ carrier: _carrier, ...rule }: RefundRule): RefundRuleInput => rule;

/** Every carrier's claim window and the charge groupings its refunds cover. */
export async function listRefundRules(context: SignedInContext): Promise<{ rules: RefundRule[] }> {
  return { rules: (await listRefundRuleRows(context.db)).map(ruleOf) };
}

/** What is wrong with a rule's coverage, or null (the contract has checked each field alone). */
function coverageProblem(coverage: RefundRuleInput['coverage']): string | null {
  const listed = new Set<Grouping>();
  for (const { grouping, coveredFrom, coveredTo } of coverage) {
    const label = UNIFIED_CHARGE_GROUPING_LABELS[grouping];
    if (neverRefunded.has(grouping)) return `A refund never covers ${label}`;
    if (listed.has(grouping)) return `${label} is listed twice`;
    listed.add(grouping);
    if (coveredFrom !== null && coveredTo !== null && coveredTo < coveredFrom) {
      return `${label}: the last ship date covered is before the first`;
    }
  }
  return null;
}

/**
 * Replaces a carrier's claim window and coverage, and reads the claims of its batches not yet submitted again by
 * them (submitted claims keep what was sent); the audit log keeps the rule as it was and as it is.
 */
export async function updateRefundRule(
  context: SignedInContext,
  carrier: Carrier,
  input: RefundRuleInput,
): Promise<RefundRuleChange> {
  const problem = coverageProblem(input.coverage);
  if (problem) throw new AppError('bad_request', problem, { coverage: problem });
  const coverage = [...input.coverage].sort((a, b) => a.grouping.localeCompare(b.grouping));
  const after: RefundRuleInput = { days: input.days, countedFrom: input.countedFrom, coverage };
  return context.transaction(async (tx) => {
    const before = await lockRefundRule(tx.db, carrier);
    await replaceRefundRule(tx.db, carrier, after);
    const claimsReread = await rereadOpenClaims(tx.db, carrier);
    await recordAudit(tx, {
      action: 'refund_claims_changed',
      details: {
        change: 'rule_changed',
        carrier,
        before: before ? inputOf(ruleOf(before)) : null,
        after,
        claimsReread,
      },
    });
    return { rule: { carrier, ...after }, claimsReread };
  });
}
