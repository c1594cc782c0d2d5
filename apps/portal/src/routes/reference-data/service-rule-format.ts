import type { ServiceRuleInput } from '@waybill/api-client';
import type { FieldErrors } from '../../lib/form-fields';
import { isDay, isWholeNumberIn } from './format';

/** The rule form as typed: texts, and the choices of its selects (null until chosen). */
export interface ServiceRuleValues {
  carrier: ServiceRuleInput['carrier'] | null;
  match: ServiceRuleInput['match'] | null;
  pattern: string;
  priority: string;
  slaGrouping: ServiceRuleInput['slaGrouping'] | null;
  groundVsExpress: ServiceRuleInput['groundVsExpress'] | null;
  scope: ServiceRuleInput['scope'] | null;
  guaranteedFrom: string;
  guaranteedTo: string;
}

/**
 * The rule form's checks, those the server also makes: every choice made, a pattern, a whole priority from -1000 to
 * 1000, days that exist, a guarantee that ends after it starts. The rule to send when there is nothing to fix.
 */
export function validateServiceRule(values: ServiceRuleValues): {
  errors: FieldErrors<keyof ServiceRuleInput>;
  rule?: ServiceRuleInput;
} {
  const errors: FieldErrors<keyof ServiceRuleInput> = {};
  const pattern = values.pattern.trim();
  const priority = values.priority.trim();
  const from = values.guaranteedFrom.trim();
  const to = values.guaranteedTo.trim();
  if (!values.carrier) errors.carrier = 'Select a carrier';
  if (!values.match) errors.match = 'Select how the pattern matches';
  if (!pattern) errors.pattern = 'Enter the service name, its beginning or an expression';
  if (!isWholeNumberIn(priority, -1000, 1000)) errors.priority = 'Enter a whole number from -1000 to 1000';
  if (!values.slaGrouping) errors.slaGrouping = 'Select an SLA group';
  if (!values.groundVsExpress) errors.groundVsExpress = 'Select ground or express';
  if (!values.scope) errors.scope = 'Select domestic or international';
  if (from && !isDay(from)) errors.guaranteedFrom = 'Enter a day as yyyy-mm-dd, or leave it empty';
  if (to && !isDay(to)) errors.guaranteedTo = 'Enter a day as yyyy-mm-dd, or leave it empty';
  else if (to && !from) errors.guaranteedTo = 'A guarantee that ends needs the day it started';
  else if (to && from && to < from) errors.guaranteedTo = 'The last guaranteed day is before the first';
  const { carrier, match, slaGrouping, groundVsExpress, scope } = values;
  if (Object.keys(errors).length > 0 || !carrier || !match || !slaGrouping || !groundVsExpress || !scope)
    return { errors };
  return {
    errors,
    rule: {
      carrier,
      match,
      pattern,
      priority: Number(priority),
      slaGrouping,
      groundVsExpress,
      scope,
      guaranteedFrom: from || null,
      guaranteedTo: to || null,
    },
  };
}

/** A rule's guarantee period as the table shows it. */
export function guaranteeText(rule: Pick<ServiceRuleInput, 'guaranteedFrom' | 'guaranteedTo'>): string {
  if (!rule.guaranteedFrom) return 'None';
  return rule.guaranteedTo ? `${rule.guaranteedFrom} to ${rule.guaranteedTo}` : `From ${rule.guaranteedFrom}`;
}
