import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import { fedexText, upsText } from './carrier-text.js';
import { expectFieldRefusals, type FieldRefusal } from './field-refusals.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { scenarioFiles, spellingFiles } from './scenario.js';
import {
  addServiceRule,
  changeServiceRule,
  importServiceMapFile,
  listServiceRules,
} from './service-map-changes.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * The service map's rules through their API: each change re-derives the stored packages it moves, and what is
 * stored then equals the test's model of the carrier files under the map as it is now.
 */

type ServiceRuleInput = components['schemas']['ServiceRuleInput'];
type AuditEntry = components['schemas']['AuditEntry'];
type ServiceRulesImport = components['schemas']['ServiceRulesImport'];

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
  const files = [...client.fileNets.values()].filter((nets) =>
    [...nets.keys()].some((t) => trackings.has(t)),
  );
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
    const refusals: FieldRefusal[] = [
      [{ ...critical, pattern: '   ' }, 'pattern', null],
      [{ ...critical, match: 'regex', pattern: '^(ups ground' }, 'pattern', null],
      [{ ...critical, match: 'regex', pattern: '[z-a]' }, 'pattern', null],
      [{ ...critical, guaranteedFrom: null, guaranteedTo: '2020-03-25' }, 'guaranteedTo', null],
      [{ ...critical, guaranteedFrom: '2020-03-26', guaranteedTo: '2020-03-25' }, 'guaranteedTo', null],
      // The seeded map's own spelling, in another case.
      [{ ...critical, match: 'exact', pattern: 'ground commercial' }, 'pattern', null],
      [{ ...critical, slaGrouping: 'OVERNIGHT' }, 'slaGrouping', null],
      [{ ...critical, priority: 5000 }, 'priority', null],
      [{ ...critical, pattern: 'x'.repeat(201) }, 'pattern', null],
      [{ ...critical, guaranteedFrom: '2025-02-30' }, 'guaranteedFrom', null],
      [{ ...critical, carrier: 'DHL' }, 'carrier', null],
    ];
    await expectFieldRefusals(
      client,
      [
        ['POST', '/reference-data/service-rules'],
        ['PUT', `/reference-data/service-rules/${id}`],
      ],
      refusals,
    );
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
      const response = await callApi(
        client.app,
        client.admin,
        'DELETE',
        `/reference-data/service-rules/${ruleId}`,
      );
      expect(response.statusCode, ruleId).toBe(400);
    }
    const missing = await callApi(
      client.app,
      client.admin,
      'PUT',
      '/reference-data/service-rules/2147483647',
      critical,
    );
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

  it('exports the map as a CSV file that imports back unchanged, a formula-like pattern included', async () => {
    const dash = await addServiceRule(client, { ...critical, pattern: '-Zero Rate Test' });
    const map = await snapshot();
    const exported = await exportFile();
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="service-map.csv"; filename*=UTF-8''service-map.csv`,
    );
    const rows = exported.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'carrier,match,pattern,priority,sla_grouping,ground_vs_express,scope,guaranteed_from,guaranteed_to',
    );
    expect(rows.length - 1).toBe(map.map.length);
    expect(rows).toContain("UPS,exact,'-Zero Rate Test,0,NEXT_DAY_AM,Express,Domestic,2000-01-01,");
    expect(rows).toContain(
      'UPS,regex,^(ups )?2nd day air a\\.m,0,TWO_DAY_AM,Express,Domestic,2000-01-01,2020-03-25',
    );

    const again = await importFile(exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      rules: map.map.length,
      added: 0,
      changed: 0,
      removed: 0,
      rederived: { packages: 0, files: 0 },
    });
    expect((await snapshot()).map).toEqual(map.map);
    const removed = await callApi(
      client.app,
      client.admin,
      'DELETE',
      `/reference-data/service-rules/${dash.rule.id}`,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('replaces the map with an edited file: rules added, changed and removed, and what they move re-derived', async () => {
    const rows = (await exportFile()).body.trimEnd().split('\r\n');
    const edited = [
      // The columns in another order are read by their names.
      'pattern,carrier,match,priority,sla_grouping,ground_vs_express,scope,guaranteed_from,guaranteed_to',
      ...rows.slice(1).flatMap((row) => {
        const [carrier, match, pattern, ...rest] = row.split(',');
        if (match === 'exact' && pattern === 'FedEx International Ground') return [];
        // UPS Ground Commercial keeps its guarantee; FedEx 2Day becomes a three-day service (both carriers move).
        const fields =
          pattern === 'Ground Commercial'
            ? [...rest.slice(0, -1), '']
            : carrier === 'FEDEX' && match === 'prefix' && pattern === 'FedEx 2Day'
              ? [rest[0], 'THREE_DAY', ...rest.slice(2)]
              : rest;
        return [[pattern, carrier, match, ...fields].join(',')];
      }),
      `"${unknown}",UPS,exact,0,NEXT_DAY_AM,Express,Domestic,2000-01-01,`,
    ];
    const response = await importFile(edited.join('\n'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ServiceRulesImport>();
    expect({ ...answer, rederived: undefined }).toEqual({
      rules: rows.length - 1,
      added: 1,
      changed: 2,
      removed: 1,
      rederived: undefined,
    });
    const before = client.model.judged();
    await client.remodel();
    const moved = client.model.judged().filter((p) => {
      const was = before.find((q) => q.tracking === p.tracking)!;
      return JSON.stringify(was) !== JSON.stringify(p);
    });
    expect(moved.length).toBeGreaterThan(billedUnder(unknown).packages);
    expect(new Set(moved.map((p) => p.carrier))).toEqual(new Set(['UPS', 'FEDEX']));
    expect(answer.rederived.packages).toBeGreaterThanOrEqual(moved.length);
    await expectStoredEqualsModel(client);
    expect(await unmappedServices()).not.toContain(`UPS ${unknown}`);
    const [entry] = await mapChanges();
    expect(entry!.details).toEqual({
      map: 'service_map',
      change: 'imported',
      added: 1,
      changed: 2,
      removed: 1,
      rederived: answer.rederived,
    });
  });

  it('refuses a file it cannot read whole, naming the line and what to fix, and keeps the map', async () => {
    const [header, ...rows] = (await exportFile()).body.trimEnd().split('\r\n');
    const before = await snapshot();
    const refusals: [string | Buffer, RegExp][] = [
      ['', /empty/],
      [`${header}\n`, /no rule/],
      [[header!.replace(',scope', ''), ...rows].join('\n'), /^Line 1: .*lacks the column scope/],
      [
        [header, rows[0], 'DHL,exact,Ground,0,GROUND,Ground,Domestic,,'].join('\n'),
        /^Line 3: carrier must be one of: UPS, FEDEX$/,
      ],
      [
        [header, 'UPS,regex,(ground,0,GROUND,Ground,Domestic,,'].join('\n'),
        /^Line 2: The pattern is not a regular expression/,
      ],
      [
        [header, 'UPS,exact,Ground,high,GROUND,Ground,Domestic,,'].join('\n'),
        /^Line 2: priority must be a whole number$/,
      ],
      [
        [header, 'UPS,exact,Ground,0,GROUND,Ground,Domestic,2020-02-30,'].join('\n'),
        /^Line 2: guaranteed_from must be a date/,
      ],
      [
        [header, 'UPS,exact,Ground,0,GROUND,Ground,Domestic,,2020-03-25'].join('\n'),
        /^Line 2: A guarantee that ends/,
      ],
      [
        [
          header,
          'UPS,exact,Ground,0,GROUND,Ground,Domestic,,',
          'UPS,exact,GROUND,5,GROUND,Ground,Domestic,,',
        ].join('\n'),
        /^Line 3: the file holds this rule on line 2 too/,
      ],
      [
        [header, 'UPS,exact,"Ground,0,GROUND,Ground,Domestic,,'].join('\n'),
        /^Line 2: a quoted value is not closed/,
      ],
      [
        Buffer.concat([
          Buffer.from(`${header}\nUPS,exact,Caf`),
          Buffer.from([0xe9]),
          Buffer.from(',0,GROUND,Ground,Domestic,,\n'),
        ]),
        /^Line 2: byte 0xE9 is not UTF-8/,
      ],
    ];
    for (const [text, message] of refusals) {
      const response = await importFile(text);
      expect(response.statusCode, String(text)).toBe(400);
      expect(response.json<{ message: string; fields: object }>().message, String(text)).toMatch(message);
      expect(response.json<{ fields: object }>().fields).toHaveProperty('file');
    }
    const tooLarge = await importFile(
      `${header}\n${'UPS,exact,x,0,GROUND,Ground,Domestic,,\n'.repeat(30_000)}`,
    );
    expect(tooLarge.statusCode).toBe(413);
    const tooMany = await importFile(
      [
        header,
        ...Array.from({ length: 5001 }, (_, i) => `UPS,exact,Service ${i},0,GROUND,Ground,Domestic,,`),
      ].join('\n'),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(
      /^Line 5002: a file holds at most 5000 rules/,
    );
    // HEAD reads the headers and nothing else; a 10,000-character line is a refused value, not a failure.
    for (const url of ['/api/v1/reference-data/service-rules.csv', '/api/v1/reference-data/service-rules']) {
      const head = await client.app.inject({
        method: 'HEAD',
        url,
        cookies: { waybill_session: client.admin },
      });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
    const long = await importFile(`${header}\nUPS,exact,${'x'.repeat(10_000)},0,GROUND,Ground,Domestic,,`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('Line 2: pattern must have at most 200 characters');
    const notMultipart = await callApi(
      client.app,
      client.admin,
      'PUT',
      '/reference-data/service-rules.csv',
      {},
    );
    expect(notMultipart.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });
});

function exportFile() {
  return callApi(client.app, client.admin, 'GET', '/reference-data/service-rules.csv');
}

function importFile(text: string | Buffer) {
  return importServiceMapFile(client, text);
}
