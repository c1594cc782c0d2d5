import type { ChargeRuleFields } from '../../repositories/charge-rules.js';
import { optionalCell, wholeNumberCell, type ReferenceFile } from './reference-file.js';

/** The charge map as a file (FedEx's incentive rules are not in it): its columns, in order, and their fields. */
export const chargeMapFile: ReferenceFile<keyof ChargeRuleFields> = {
  table: 'the charge map',
  row: 'rule',
  columns: [
    { name: 'carrier', field: 'carrier', read: optionalCell },
    { name: 'classification', field: 'classification', read: optionalCell },
    { name: 'pattern', field: 'pattern' },
    { name: 'grouping', field: 'grouping' },
    { name: 'audit_exemption', field: 'auditExemption', read: optionalCell },
    { name: 'priority', field: 'priority', read: wholeNumberCell },
  ],
  schema: 'ChargeRuleInput',
  // The seeded map has about 40.
  maxRows: 5000,
};

/** The key that tells rules apart: carrier, classification and pattern in any case. */
export function chargeRuleKey(
  rule: Pick<ChargeRuleFields, 'carrier' | 'classification' | 'pattern'>,
): string {
  return `${rule.carrier ?? ''}\u0000${rule.classification ?? ''}\u0000${rule.pattern.toLowerCase()}`;
}

/** Whether two rules say the same about the lines they match. */
export function sameChargeRule(a: ChargeRuleFields, b: ChargeRuleFields): boolean {
  return chargeMapFile.columns.every(({ field }) => a[field] === b[field]);
}
