import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import { fedexText, upsText } from './carrier-text.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { scenarioFiles, spellingFiles } from './scenario.js';
import { addServiceRule, changeServiceRule, listServiceRules } from './service-map-changes.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * The service map's rules through their API: each change re-derives the stored packages it moves, and what is
 * stored then equals the test's model of the carrier files under the map as it is now.
 */

type ServiceRuleInput = components['schemas']['ServiceRuleInput'];
type AuditEntry = components['schemas']['AuditEntry'];

let client: ModelClient;
const today = new Date().toISOString().slice(0, 10);
const unknown = 'UPS Express Critical';

const critical: ServiceRuleInput = {
  carrier: 'UPS',
  match: 'exact',
  pattern: unknown,
  priority: 0,
  slaGrouping: 'NEXT_DAY_AM',
  groundVsExpress: 'Express',
  scope: 'Domestic',
  guaranteedFrom: '2000-01-01',
  guaranteedTo: null,
};

/** The packages the model bills under `service`, and the files that bill them. */
function billedUnder(service: string) {
  const packages = client.model.judged().filter((p) => p.service === service);
  const trackings = new Set(packages.map((p) => p.tracking));
  const files = [...client.fileNets.values()].filter((nets) => [...nets.keys()].some((t) => trackings.has(t)));
  return { packages: packages.length, files: files.length };
}

async function unmappedServices(): Promise<string[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/reference-data/unmapped');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<components['schemas']['UnmappedReferenceData']>()
    .services.map((row) => `${row.carrier} ${row.service}`);
}

async function mapChanges(): Promise<AuditEntry[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/audit-log?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((entry) => entry.action === 'reference_data_changed');
}

/** The whole map and the audit log's length, to prove a refused change left both as they were. */
async function snapshot() {
  const map = await client.db.query('SELECT * FROM service_map ORDER BY id');
  const audit = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log');
  return { map: map.rows, audit: audit.rows[0]!.n };
}

beforeAll(async () => {
  client = await createModelClient();
  const files = scenarioFiles(today);
  const spellings = spellingFiles(today);
  await client.importText('UPS', 'ups-inside.csv', upsText(files.upsInside()));
  await client.importText('UPS', 'ups-spellings.csv', upsText(spellings.UPS));
  await client.importText('FEDEX', 'fedex-spellings.csv', fedexText(spellings.FEDEX));
  await expectStoredEqualsModel(client);
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe('the service map through its API', () => {
  it('lists every rule, per carrier in the order they win', async () => {
    const rules = await listServiceRules(client);
    const stored = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM service_map');
    expect(rules.length).toBe(stored.rows[0]!.n);
    const rank = { exact: 0, prefix: 1, regex: 2 };
    for (let i = 1; i < rules.length; i += 1) {
      const [a, b] = [rules[i - 1]!, rules[i]!];
      if (a.carrier !== b.carrier) {
        expect(a.carrier < b.carrier).toBe(true);
        continue;
      }
      const order =
        b.priority - a.priority ||
        rank[a.match] - rank[b.match] ||
        b.pattern.length - a.pattern.length ||
        a.id - b.id;
      expect(order, `${a.pattern} before ${b.pattern}`).toBeLessThan(0);
    }
  });

  it('maps a service no rule knew: its packages leave the unmapped list and take the rule’s meaning', async () => {
    expect(await unmappedServices()).toContain(`UPS ${unknown}`);
    const billed = billedUnder(unknown);
    expect(billed.packages).toBeGreaterThan(0);

    const added = await addServiceRule(client, { ...critical, pattern: `  ${unknown} ` });
    expect(added.rule).toEqual({ ...critical, id: added.rule.id });
    expect(added.rederived).toEqual(billed);

    expect(await unmappedServices()).not.toContain(`UPS ${unknown}`);
    await client.remodel();
    expect(client.model.judged().find((p) => p.service === unknown)!.slaGrouping).toBe('NEXT_DAY_AM');
    await expectStoredEqualsModel(client);

    const [entry] = await mapChanges();
    expect(entry!.details).toEqual({
      map: 'service_map',
      change: 'added',
      before: null,
      after: added.rule,
      rederived: billed,
    });
  });

  it('changes and removes that rule, re-deriving each time; a change that moves nothing re-derives nothing', async () => {
    const { id } = (await listServiceRules(client)).find((rule) => rule.pattern === unknown)!;
    const billed = billedUnder(unknown);

    const changed = await changeServiceRule(client, id, { ...critical, slaGrouping: 'TWO_DAY', priority: 5 });
    expect(changed.rederived).toEqual(billed);
    await client.remodel();
    expect(client.model.judged().find((p) => p.service === unknown)!.slaGrouping).toBe('TWO_DAY');
    await expectStoredEqualsModel(client);

    // The same fields again: no package resolves otherwise.
    const same = await changeServiceRule(client, id, { ...critical, slaGrouping: 'TWO_DAY', priority: 5 });
    expect(same.rederived).toEqual({ packages: 0, files: 0 });
    const elsewhere = await addServiceRule(client, { ...critical, pattern: 'A service no file bills' });
    expect(elsewhere.rederived).toEqual({ packages: 0, files: 0 });

    const removed = await callApi(client.app, client.admin, 'DELETE', `/reference-data/service-rules/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual(billed);
    expect(await unmappedServices()).toContain(`UPS ${unknown}`);
    await client.remodel();
    await expectStoredEqualsModel(client);

    const again = await callApi(client.app, client.admin, 'DELETE', `/reference-data/service-rules/${id}`);
    expect(again.statusCode).toBe(404);
    const changes = await mapChanges();
    expect(changes.slice(0, 4).map((entry) => entry.details.change)).toEqual([
      'removed',
      'added',
      'changed',
      'changed',
    ]);
    expect(changes[0]!.details.after).toBeNull();
  });

  it('refuses a rule it cannot keep, saying which field to fix, and changes nothing', async () => {
    const { id } = (await listServiceRules(client))[0]!;
    const before = await snapshot();
    const refusals: [ServiceRuleInput | Record<string, unknown>, string][] = [
      [{ ...critical, pattern: '   ' }, 'pattern'],
      [{ ...critical, match: 'regex', pattern: '^(ups ground' }, 'pattern'],
      [{ ...critical, match: 'regex', pattern: '[z-a]' }, 'pattern'],
      [{ ...critical, guaranteedFrom: null, guaranteedTo: '2020-03-25' }, 'guaranteedTo'],
      [{ ...critical, guaranteedFrom: '2020-03-26', guaranteedTo: '2020-03-25' }, 'guaranteedTo'],
      // The seeded map's own spelling, in another case.
      [{ ...critical, match: 'exact', pattern: 'ground commercial' }, 'pattern'],
      [{ ...critical, slaGrouping: 'OVERNIGHT' }, 'slaGrouping'],
      [{ ...critical, priority: 5000 }, 'priority'],
      [{ ...critical, pattern: 'x'.repeat(201) }, 'pattern'],
      [{ ...critical, guaranteedFrom: '2025-02-30' }, 'guaranteedFrom'],
      [{ ...critical, carrier: 'DHL' }, 'carrier'],
    ];
    for (const [rule, field] of refusals) {
      for (const [method, url] of [
        ['POST', '/reference-data/service-rules'],
        ['PUT', `/reference-data/service-rules/${id}`],
      ] as const) {
        const response = await callApi(client.app, client.admin, method, url, rule);
        const what = `${method} ${JSON.stringify(rule)}`;
        expect(response.statusCode, what).toBe(400);
        expect(Object.keys(response.json<{ fields?: object }>().fields ?? {}), what).toContain(field);
      }
    }
    const extra = await callApi(client.app, client.admin, 'POST', '/reference-data/service-rules', {
      ...critical,
      organizationId: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const nul = await callApi(client.app, client.admin, 'POST', '/reference-data/service-rules', {
      ...critical,
      pattern: 'Ground\u0000',
    });
    expect(nul.statusCode).toBe(400);
    for (const ruleId of ['0', 'abc', '2147483648', '-1', '1.5']) {
      const response = await callApi(client.app, client.admin, 'DELETE', `/reference-data/service-rules/${ruleId}`);
      expect(response.statusCode, ruleId).toBe(400);
    }
    const missing = await callApi(client.app, client.admin, 'PUT', '/reference-data/service-rules/2147483647', critical);
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('adds a rule sent twice at the same moment once, and refuses the other as a duplicate', async () => {
    const rule = { ...critical, pattern: 'UPS Express Critical Freight' };
    const answers = await Promise.all(
      [1, 2].map(() => callApi(client.app, client.admin, 'POST', '/reference-data/service-rules', rule)),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const stored = await client.db.query('SELECT id FROM service_map WHERE pattern = $1', [rule.pattern]);
    expect(stored.rows.length).toBe(1);
  });
});
