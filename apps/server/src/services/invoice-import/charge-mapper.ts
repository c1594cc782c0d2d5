import type { ChargeRuleRow } from '../../repositories/charge-rules.js';

/** The unified grouping of one charge description, and what the rule says about it. */
export interface ChargeMapping {
  grouping: string;
  isIncentive: boolean;
  auditExemption: string | null;
  /** No rule matched: the charge is OTHER and the description goes into the import report. */
  unknown: boolean;
}

const other: ChargeMapping = { grouping: 'OTHER', isIncentive: false, auditExemption: null, unknown: true };

/** A case-insensitive SQL LIKE pattern (% any run, _ one character) as a regular expression. */
export function likeToRegExp(pattern: string): RegExp {
  const body = [...pattern]
    .map((character) =>
      character === '%' ? '.*' : character === '_' ? '.' : character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}$`, 'is');
}

/**
 * Maps charge descriptions of one carrier to unified groupings by the charge map: the highest-priority rule
 * whose carrier, classification and pattern match wins. Results are cached per description, since a file
 * repeats a few dozen descriptions over and over.
 */
export function createChargeMapper(rules: ChargeRuleRow[], carrier: string) {
  const ordered = rules
    .filter((rule) => rule.carrier === null || rule.carrier === carrier)
    .sort((a, b) => b.priority - a.priority || a.id - b.id)
    .map((rule) => ({ rule, pattern: likeToRegExp(rule.pattern) }));
  const cache = new Map<string, ChargeMapping>();
  return (description: string, classification: string | null): ChargeMapping => {
    const key = `${classification ?? ''}\u0000${description}`;
    let mapping = cache.get(key);
    if (mapping) return mapping;
    const match = ordered.find(
      ({ rule, pattern }) =>
        (rule.classification === null || rule.classification === classification) && pattern.test(description),
    );
    mapping = match
      ? {
          grouping: match.rule.grouping,
          isIncentive: match.rule.isIncentive,
          auditExemption: match.rule.auditExemption,
          unknown: false,
        }
      : other;
    cache.set(key, mapping);
    return mapping;
  };
}

export type ChargeMapper = ReturnType<typeof createChargeMapper>;
