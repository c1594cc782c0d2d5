import { expect } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import type { ModelClient } from './model-client.js';
import { importReferenceFile } from './reference-files.js';

type ServiceRule = components['schemas']['ServiceRule'];
type ServiceRuleInput = components['schemas']['ServiceRuleInput'];
type ServiceRuleChange = components['schemas']['ServiceRuleChange'];

/** The service map's rules, as a platform admin lists them. */
export async function listServiceRules(client: ModelClient): Promise<ServiceRule[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/reference-data/service-rules');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rules: ServiceRule[] }>().rules;
}

/** Adds a rule as the client's platform admin; the answer. */
export async function addServiceRule(
  client: ModelClient,
  rule: ServiceRuleInput,
): Promise<ServiceRuleChange> {
  const response = await callApi(client.app, client.admin, 'POST', '/reference-data/service-rules', rule);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ServiceRuleChange>();
}

/** Replaces rule `id` as the client's platform admin; the answer. */
export async function changeServiceRule(
  client: ModelClient,
  id: number,
  rule: ServiceRuleInput,
): Promise<ServiceRuleChange> {
  const response = await callApi(
    client.app,
    client.admin,
    'PUT',
    `/reference-data/service-rules/${id}`,
    rule,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServiceRuleChange>();
}

/**
 * Two changes a platform admin makes to the seeded service map through its API, both moving the scenario's
 * figures: UPS Ground Commercial keeps its money-back guarantee after 2020-03-25 (refund eligibility), and every UPS
 * "Next Day Air Saver…" counts as Next Day Air, committed by 10:30 instead of 15:00 (late verdicts, contracted
 * discounts). The packages the changes re-derived, as the API counts them.
 */
export async function changeServiceMap(client: ModelClient): Promise<number> {
  const ground = (await listServiceRules(client)).find(
    (rule) => rule.carrier === 'UPS' && rule.match === 'exact' && rule.pattern === 'Ground Commercial',
  )!;
  expect(ground.guaranteedTo).toBe('2020-03-25');
  const { id, ...groundFields } = ground;
  const guaranteed = await changeServiceRule(client, id, { ...groundFields, guaranteedTo: null });
  const saver = await addServiceRule(client, {
    carrier: 'UPS',
    match: 'prefix',
    pattern: 'Next Day Air Saver',
    priority: 10,
    slaGrouping: 'NEXT_DAY',
    groundVsExpress: 'Express',
    scope: 'Domestic',
    guaranteedFrom: '2000-01-01',
    guaranteedTo: null,
  });
  return guaranteed.rederived.packages + saver.rederived.packages;
}

/**
 * The same changes as changeServiceMap and one of FedEx's (2Day becomes a three-day service), made at once by
 * replacing the map with an edited export: one transaction that re-derives both carriers' packages. The packages
 * it re-derived, as the API counts them.
 */
export async function changeServiceMapByFile(client: ModelClient): Promise<number> {
  const exported = await callApi(client.app, client.admin, 'GET', '/reference-data/service-rules.csv');
  expect(exported.statusCode).toBe(200);
  const [header, ...rows] = exported.body.trimEnd().split('\r\n');
  const edited = rows.map((row) => {
    const [carrier, match, pattern, priority, , ...rest] = row.split(',');
    if (carrier === 'UPS' && match === 'exact' && pattern === 'Ground Commercial')
      return row.replace(/,2020-03-25$/, ',');
    if (carrier === 'FEDEX' && match === 'exact' && pattern === 'FedEx 2Day')
      return [carrier, match, pattern, priority, 'THREE_DAY', ...rest].join(',');
    return row;
  });
  const file = [
    header,
    ...edited,
    'UPS,prefix,Next Day Air Saver,10,NEXT_DAY,Express,Domestic,2000-01-01,',
  ].join('\n');
  const response = await importServiceMapFile(client, file);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<{ added: number; changed: number }>()).toMatchObject({ added: 1, changed: 2 });
  return response.json<{ rederived: { packages: number } }>().rederived.packages;
}

/** Sends `text` as the file that replaces the service map, as the client's platform admin; the raw answer. */
export function importServiceMapFile(client: ModelClient, text: string | Buffer) {
  return importReferenceFile(client, 'service-rules', text);
}
