import { expect } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import type { ModelClient } from './model-client.js';

type ChargeRule = components['schemas']['ChargeRule'];
type ChargeRuleInput = components['schemas']['ChargeRuleInput'];
type ChargeRuleChange = components['schemas']['ChargeRuleChange'];

/** The charge map's rules, as a platform admin lists them. */
export async function listChargeRules(client: ModelClient): Promise<ChargeRule[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/reference-data/charge-rules');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rules: ChargeRule[] }>().rules;
}

/** Adds a rule as the client's platform admin; the answer. */
export async function addChargeRule(client: ModelClient, rule: ChargeRuleInput): Promise<ChargeRuleChange> {
  const response = await callApi(client.app, client.admin, 'POST', '/reference-data/charge-rules', rule);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChargeRuleChange>();
}

/** Replaces rule `id` as the client's platform admin; the answer. */
export async function changeChargeRule(
  client: ModelClient,
  id: number,
  rule: ChargeRuleInput,
): Promise<ChargeRuleChange> {
  const response = await callApi(client.app, client.admin, 'PUT', `/reference-data/charge-rules/${id}`, rule);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChargeRuleChange>();
}

/** The seeded rule of `pattern` (and carrier), as listed. */
export async function seededChargeRule(
  client: ModelClient,
  pattern: string,
  carrier: ChargeRule['carrier'] = null,
): Promise<ChargeRule> {
  const rule = (await listChargeRules(client)).find((r) => r.pattern === pattern && r.carrier === carrier);
  expect(rule, pattern).toBeDefined();
  return rule!;
}

/**
 * Three changes a platform admin makes to the seeded charge map through the API, each moving the scenario's
 * figures: UPS's unmapped "Mystery Surcharge" becomes a service fee, the service charge UPS bills on no package
 * (classification MSC) becomes a billing adjustment, FedEx's fuel surcharge counts as freight (freight and fuel
 * totals, discount variances), and additional handling no longer exempts a late package (verdicts, refunds). The
 * packages the changes re-derived, as the API counts them.
 */
export async function changeChargeMap(client: ModelClient): Promise<number> {
  const base = { classification: null, auditExemption: null } as const;
  const mystery = await addChargeRule(client, {
    ...base,
    carrier: 'UPS',
    pattern: 'Mystery Surcharge',
    grouping: 'SERVICE_FEE',
    priority: 300,
  });
  const serviceCharge = await addChargeRule(client, {
    ...base,
    carrier: 'UPS',
    classification: 'MSC',
    pattern: 'Service Charge',
    grouping: 'BILLING_ADJUSTMENT',
    priority: 300,
  });
  const fuel = await addChargeRule(client, {
    ...base,
    carrier: 'FEDEX',
    pattern: 'fuel surcharge',
    grouping: 'FREIGHT',
    priority: 700,
  });
  const { id, isIncentive: _, ...handling } = await seededChargeRule(client, '%additional handling%');
  expect(handling.auditExemption).toBe('additional_handling');
  const exempting = await changeChargeRule(client, id, { ...handling, auditExemption: null });
  return [mystery, serviceCharge, fuel, exempting].reduce(
    (total, change) => total + change.rederived.packages,
    0,
  );
}
