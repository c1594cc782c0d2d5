import { carrierName, type Carrier, type components } from '@waybill/api-client';
import type { FieldErrors } from '../../lib/form-fields';
import { BOTH_CARRIERS, isWholeNumberIn } from './format';

export type ChargeRule = components['schemas']['ChargeRule'];
export type ChargeRuleInput = components['schemas']['ChargeRuleInput'];
type AuditExemption = NonNullable<ChargeRuleInput['auditExemption']>;

/** The late-delivery audit exemptions a charge gives its package, as the screen names them. */
export const AUDIT_EXEMPTION_LABELS: Record<AuditExemption, string> = {
  address_correction: 'Address Correction',
  additional_handling: 'Additional Handling',
  redirect: 'Redirect',
};

/** The Audit Exemption select's key for none (the contract's null). */
export const NO_EXEMPTION = 'none';

/**
 * The priority a new rule starts with: above the map's broad patterns of residential, signature, duties or fees,
 * below those of freight, fuel, peak, handling and delivery area.
 */
export const NEW_RULE_PRIORITY = 300;

/** The longest pattern the contract takes. */
const patternLength = 200;

/** The rule form as typed: texts, and the choices of its selects (null until chosen). */
export interface ChargeRuleValues {
  carrier: Carrier | typeof BOTH_CARRIERS | null;
  classification: string;
  pattern: string;
  grouping: ChargeRuleInput['grouping'] | null;
  auditExemption: AuditExemption | typeof NO_EXEMPTION | null;
  priority: string;
}

/**
 * The rule form's checks, those the server also makes: every choice made, a classification of up to 10 letters and
 * digits or none, a pattern of at most 200 characters, a whole priority from -1000 to 1000. The rule to send when
 * there is nothing to fix; the pattern goes as typed (but for the spaces around it): `%` and `_` are its wildcards.
 */
export function validateChargeRule(values: ChargeRuleValues): {
  errors: FieldErrors<keyof ChargeRuleInput>;
  rule?: ChargeRuleInput;
} {
  const errors: FieldErrors<keyof ChargeRuleInput> = {};
  const classification = values.classification.trim();
  const pattern = values.pattern.trim();
  const priority = values.priority.trim();
  const { carrier, grouping, auditExemption } = values;
  if (!carrier) errors.carrier = 'Select a carrier, or both';
  if (classification && !/^[A-Za-z0-9]{1,10}$/.test(classification))
    errors.classification = 'Enter up to 10 letters and digits, or leave it empty';
  if (!pattern) errors.pattern = 'Enter the charge description, or a pattern with % and _';
  else if (pattern.length > patternLength) errors.pattern = `Keep the pattern to ${patternLength} characters`;
  if (!grouping) errors.grouping = 'Select a grouping';
  if (!auditExemption) errors.auditExemption = 'Select an exemption, or none';
  if (!isWholeNumberIn(priority, -1000, 1000)) errors.priority = 'Enter a whole number from -1000 to 1000';
  if (Object.keys(errors).length > 0 || !carrier || !grouping || !auditExemption) return { errors };
  return {
    errors,
    rule: {
      carrier: carrier === BOTH_CARRIERS ? null : carrier,
      classification: classification || null,
      pattern,
      grouping,
      auditExemption: auditExemption === NO_EXEMPTION ? null : auditExemption,
      priority: Number(priority),
    },
  };
}

/** A rule as a sentence names it, by its pattern, carriers and classification: '“%” (UPS, FSC)', '“%fuel%” (both carriers)'. */
export function chargeRuleName(rule: Pick<ChargeRule, 'carrier' | 'classification' | 'pattern'>): string {
  const carrier = rule.carrier === null ? 'both carriers' : carrierName(rule.carrier);
  return `“${rule.pattern}” (${rule.classification ? `${carrier}, ${rule.classification}` : carrier})`;
}
