import type { ServiceRuleFields } from '../../repositories/service-rules.js';
import { optionalCell, wholeNumberCell, type ReferenceFile } from './reference-file.js';

/** The service map as a file: its columns, in order, and the rule field each holds. */
export const serviceMapFile: ReferenceFile<keyof ServiceRuleFields> = {
  table: 'the service map',
  row: 'rule',
  columns: [
    { name: 'carrier', field: 'carrier' },
    { name: 'match', field: 'match' },
    { name: 'pattern', field: 'pattern' },
    { name: 'priority', field: 'priority', read: wholeNumberCell },
    { name: 'sla_grouping', field: 'slaGrouping' },
    { name: 'ground_vs_express', field: 'groundVsExpress' },
    { name: 'scope', field: 'scope' },
    { name: 'guaranteed_from', field: 'guaranteedFrom', read: optionalCell },
    { name: 'guaranteed_to', field: 'guaranteedTo', read: optionalCell },
  ],
  schema: 'ServiceRuleInput',
  // The seeded map has about 75.
  maxRows: 5000,
};

/** The key that tells rules apart: carrier, match and pattern in any case. */
export function ruleKey(rule: Pick<ServiceRuleFields, 'carrier' | 'match' | 'pattern'>): string {
  return `${rule.carrier}\u0000${rule.match}\u0000${rule.pattern.toLowerCase()}`;
}

/** Whether two rules say the same about the names they match. */
export function sameRule(a: ServiceRuleFields, b: ServiceRuleFields): boolean {
  return serviceMapFile.columns.every(({ field }) => a[field] === b[field]);
}
