import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import { fedexText, upsText } from './carrier-text.js';
import { addChargeRule, changeChargeRule, listChargeRules, seededChargeRule } from './charge-map-changes.js';
import { expectFieldRefusals, type FieldRefusal } from './field-refusals.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { exportReferenceFile, importReferenceFile } from './reference-files.js';
import { scenarioFiles } from './scenario.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * The charge map's rules through their API: each change regroups the stored charges it moves and re-derives their
 * packages, and what is stored then equals the test's model of the carrier files under the map as it is now.
 */

type ChargeRuleInput = components['schemas']['ChargeRuleInput'];
type AuditEntry = components['schemas']['AuditEntry'];

let client: ModelClient;
const today = new Date().toISOString().slice(0, 10);
const mystery = 'Mystery Surcharge';

const serviceFee: ChargeRuleInput = {
  carrier: 'UPS',
  classification: null,
  pattern: mystery,
  grouping: 'SERVICE_FEE',
  auditExemption: null,
  priority: 300,
};

/** The packages the model bills a charge of `description`, and the files that bill them. */
function billedWith(description: string) {
  const trackings = new Set(
    client.model.charges.filter((c) => c.description === description && c.tracking).map((c) => c.tracking!),
  );
  const files = [...client.fileNets.values()].filter((nets) =>
    [...nets.keys()].some((t) => trackings.has(t)),
  );
  return { packages: trackings.size, files: files.length };
}

async function unmappedDescriptions(): Promise<string[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/reference-data/unmapped');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<components['schemas']['UnmappedReferenceData']>()
    .chargeDescriptions.map((row) => `${row.carrier} ${row.description}`);
}

async function mapChanges(): Promise<AuditEntry[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/audit-log?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((entry) => entry.action === 'reference_data_changed');
}

/** The whole map, the charges' groupings and the audit log's length, to prove a refused change left them. */
async function snapshot() {
  const map = await client.db.query('SELECT * FROM charge_map ORDER BY id');
  const charges = await client.db.query('SELECT id, unified_charge_grouping FROM charges ORDER BY id');
  const audit = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log');
  return { map: map.rows, charges: charges.rows, audit: audit.rows[0]!.n };
}

function exportFile() {
  return exportReferenceFile(client, 'charge-rules');
}

function importFile(text: string | Buffer) {
  return importReferenceFile(client, 'charge-rules', text);
}

beforeAll(async () => {
  client = await createModelClient();
  const files = scenarioFiles(today);
  await client.importText('UPS', 'ups-inside.csv', upsText(files.upsInside()));
  await client.importText('FEDEX', 'fedex-inside.csv', fedexText(files.fedex()));
  await expectStoredEqualsModel(client);
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe('the charge map through its API', () => {
  it('lists every rule in the order they win, FedEx’s incentive rules marked', async () => {
    const rules = await listChargeRules(client);
    const stored = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM charge_map');
    expect(rules.length).toBe(stored.rows[0]!.n);
    for (let i = 1; i < rules.length; i += 1) {
      const [a, b] = [rules[i - 1]!, rules[i]!];
      expect(b.priority - a.priority || a.id - b.id, `${a.pattern} before ${b.pattern}`).toBeLessThan(0);
    }
    expect(rules.filter((rule) => rule.isIncentive).map((rule) => [rule.carrier, rule.pattern])).toEqual([
      ['FEDEX', '%discount%'],
      ['FEDEX', '%performance pricing%'],
    ]);
  });

  it('maps a description no rule knew: its charges are regrouped and leave the unmapped list', async () => {
    expect(await unmappedDescriptions()).toContain(`UPS ${mystery}`);
    const billed = billedWith(mystery);
    expect(billed.packages).toBeGreaterThan(0);

    const added = await addChargeRule(client, { ...serviceFee, pattern: `  ${mystery} ` });
    expect(added.rule).toEqual({ ...serviceFee, id: added.rule.id, isIncentive: false });
    expect(added.rederived).toEqual(billed);
    expect(await unmappedDescriptions()).not.toContain(`UPS ${mystery}`);
    await client.remodel();
    expect(
      new Set(client.model.charges.filter((c) => c.description === mystery).map((c) => c.grouping)),
    ).toEqual(new Set(['SERVICE_FEE']));
    await expectStoredEqualsModel(client);

    const [entry] = await mapChanges();
    expect(entry!.details).toEqual({
      map: 'charge_map',
      change: 'added',
      before: null,
      after: added.rule,
      rederived: billed,
    });
  });

  it('changes and removes that rule, re-deriving each time; a change that moves nothing re-derives nothing', async () => {
    const { id } = await seededChargeRule(client, mystery, 'UPS');
    const billed = billedWith(mystery);
    // Residential: the packages it bills become residential (a package measure) as well as regrouped.
    const changed = await changeChargeRule(client, id, {
      ...serviceFee,
      grouping: 'RESIDENTIAL',
      priority: 350,
    });
    expect(changed.rederived).toEqual(billed);
    await client.remodel();
    await expectStoredEqualsModel(client);

    // Fuel: no more an accessorial (the charge's flag, the package's accessorial and fuel totals).
    const fuel = await changeChargeRule(client, id, { ...serviceFee, grouping: 'FUEL', priority: 350 });
    expect(fuel.rederived).toEqual(billed);
    await client.remodel();
    await expectStoredEqualsModel(client);
    await changeChargeRule(client, id, { ...serviceFee, grouping: 'RESIDENTIAL', priority: 350 });
    await client.remodel();

    const same = await changeChargeRule(client, id, {
      ...serviceFee,
      grouping: 'RESIDENTIAL',
      priority: 351,
    });
    expect(same.rederived).toEqual({ packages: 0, files: 0 });
    const elsewhere = await addChargeRule(client, { ...serviceFee, pattern: 'A charge no file bills' });
    expect(elsewhere.rederived).toEqual({ packages: 0, files: 0 });

    const removed = await callApi(client.app, client.admin, 'DELETE', `/reference-data/charge-rules/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual(billed);
    expect(await unmappedDescriptions()).toContain(`UPS ${mystery}`);
    await client.remodel();
    await expectStoredEqualsModel(client);
    const again = await callApi(client.app, client.admin, 'DELETE', `/reference-data/charge-rules/${id}`);
    expect(again.statusCode).toBe(404);
    expect((await mapChanges()).slice(0, 6).map((entry) => entry.details.change)).toEqual([
      'removed',
      'added',
      'changed',
      'changed',
      'changed',
      'changed',
    ]);
  });

  it('takes an exemption away from a charge: the late packages billed it are judged Late again', async () => {
    const { id, isIncentive: _, ...handling } = await seededChargeRule(client, '%additional handling%');
    const exempt = () =>
      client.model
        .judged()
        .filter((p) => p.exemption === 'additional_handling' && p.auditResult === 'Late Exempt');
    const before = exempt().length;
    expect(before).toBeGreaterThan(0);
    const changed = await changeChargeRule(client, id, { ...handling, auditExemption: null });
    expect(changed.rederived.packages).toBeGreaterThanOrEqual(before);
    await client.remodel();
    expect(exempt()).toEqual([]);
    await expectStoredEqualsModel(client);
    await changeChargeRule(client, id, handling);
    await client.remodel();
    expect(exempt().length).toBe(before);
    await expectStoredEqualsModel(client);
  });

  it('refuses a rule it cannot keep, saying which field to fix, and changes nothing', async () => {
    const rules = await listChargeRules(client);
    const { id } = rules.find((rule) => !rule.isIncentive)!;
    const incentive = rules.find((rule) => rule.isIncentive)!;
    const before = await snapshot();
    const refusals: FieldRefusal[] = [
      [
        { ...serviceFee, pattern: '   ' },
        'pattern',
        'Enter the description, with % for any run of characters',
      ],
      // The seeded map's own pattern, in another case.
      [
        { ...serviceFee, carrier: null, pattern: '%ADDITIONAL HANDLING%' },
        'pattern',
        'The charge map already has a rule with this carrier, classification and pattern',
      ],
      [
        { ...serviceFee, carrier: 'FEDEX', priority: 801 },
        'priority',
        "A rule for FedEx lines ranks at most 800, below FedEx's incentive rules: imported files' incentive lines are already in their freight",
      ],
      [{ ...serviceFee, carrier: null, priority: 900 }, 'priority', null],
      [{ ...serviceFee, grouping: 'POSTAGE' }, 'grouping', null],
      [{ ...serviceFee, auditExemption: 'weather' }, 'auditExemption', null],
      [{ ...serviceFee, classification: 'A C' }, 'classification', null],
      [{ ...serviceFee, priority: 1001 }, 'priority', null],
      [{ ...serviceFee, pattern: 'x'.repeat(201) }, 'pattern', null],
      [{ ...serviceFee, carrier: 'DHL' }, 'carrier', null],
    ];
    await expectFieldRefusals(
      client,
      [
        ['POST', '/reference-data/charge-rules'],
        ['PUT', `/reference-data/charge-rules/${id}`],
      ],
      refusals,
    );
    // A UPS rule, or one of a classification FedEx lines never carry, may rank above the incentive rules.
    const ups = await addChargeRule(client, { ...serviceFee, pattern: 'A UPS charge', priority: 900 });
    const classified = await addChargeRule(client, {
      ...serviceFee,
      carrier: null,
      classification: 'ZZZ',
      pattern: 'A classified charge',
      priority: 900,
    });
    for (const rule of [ups.rule, classified.rule]) {
      const removed = await callApi(
        client.app,
        client.admin,
        'DELETE',
        `/reference-data/charge-rules/${rule.id}`,
      );
      expect(removed.statusCode).toBe(200);
    }
    const afterAdded = await snapshot();

    for (const [method, body] of [
      ['PUT', serviceFee],
      ['DELETE', undefined],
    ] as const) {
      const response = await callApi(
        client.app,
        client.admin,
        method,
        `/reference-data/charge-rules/${incentive.id}`,
        body,
      );
      expect(response.statusCode, method).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        "FedEx's incentive rules can't change: imported files' incentive lines are already in their freight charges",
      );
    }
    for (const body of [
      { ...serviceFee, isIncentive: true },
      { ...serviceFee, pattern: 'Mystery\u0000' },
    ]) {
      const response = await callApi(client.app, client.admin, 'POST', '/reference-data/charge-rules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const ruleId of ['0', 'abc', '2147483648', '-1', '1.5']) {
      const response = await callApi(
        client.app,
        client.admin,
        'DELETE',
        `/reference-data/charge-rules/${ruleId}`,
      );
      expect(response.statusCode, ruleId).toBe(400);
    }
    const missing = await callApi(
      client.app,
      client.admin,
      'PUT',
      '/reference-data/charge-rules/2147483647',
      serviceFee,
    );
    expect(missing.statusCode).toBe(404);
    expect({ ...(await snapshot()), audit: 0 }).toEqual({ ...afterAdded, audit: 0 });
    expect(before.charges).toEqual(afterAdded.charges);
  });

  it('adds a rule sent twice at the same moment once, and refuses the other as a duplicate', async () => {
    const rule = { ...serviceFee, pattern: 'A charge sent twice' };
    const answers = await Promise.all(
      [1, 2].map(() => callApi(client.app, client.admin, 'POST', '/reference-data/charge-rules', rule)),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const stored = await client.db.query('SELECT id FROM charge_map WHERE pattern = $1', [rule.pattern]);
    expect(stored.rows).toHaveLength(1);
    const removed = await callApi(
      client.app,
      client.admin,
      'DELETE',
      `/reference-data/charge-rules/${(stored.rows[0] as { id: number }).id}`,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('exports the map but the incentive rules as a CSV file that imports back unchanged', async () => {
    const map = await snapshot();
    const exported = await exportFile();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="charge-map.csv"; filename*=UTF-8''charge-map.csv`,
    );
    const rows = exported.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('carrier,classification,pattern,grouping,audit_exemption,priority');
    const incentives = map.map.filter((rule) => (rule as { is_incentive: boolean }).is_incentive).length;
    expect(rows.length - 1).toBe(map.map.length - incentives);
    expect(rows).toContain('UPS,FSC,%,FUEL,,990');
    expect(rows).toContain(',,%address correction%,ADDRESS_CORRECTION,address_correction,400');

    const again = await importFile(exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      rules: rows.length - 1,
      added: 0,
      changed: 0,
      removed: 0,
      rederived: { packages: 0, files: 0 },
    });
    expect((await snapshot()).map).toEqual(map.map);
  });

  it('replaces the map with an edited file, the incentive rules kept, and re-derives what it moves', async () => {
    const [header, ...rows] = (await exportFile()).body.trimEnd().split('\r\n');
    const edited = [
      header,
      ...rows
        // The delivery area rules go: those charges become OTHER.
        .filter((row) => !row.includes('area%,DELIVERY_AREA'))
        .map((row) =>
          row === ',,%residential%,RESIDENTIAL,,250' ? ',,%residential%,SERVICE_FEE,,250' : row,
        ),
      `UPS,,${mystery},SERVICE_FEE,,300`,
    ];
    const response = await importFile(edited.join('\n'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<components['schemas']['ChargeRulesImport']>();
    expect({ ...answer, rederived: undefined }).toMatchObject({ added: 1, removed: 3 });
    expect(answer.rederived.packages).toBeGreaterThan(billedWith(mystery).packages);
    expect((await listChargeRules(client)).filter((rule) => rule.isIncentive)).toHaveLength(2);
    await client.remodel();
    expect(client.model.charges.some((c) => c.grouping === 'DELIVERY_AREA')).toBe(false);
    await expectStoredEqualsModel(client);
    expect(await unmappedDescriptions()).not.toContain(`UPS ${mystery}`);
  });

  it('refuses a file it cannot read whole, naming the line and what to fix, and keeps the map', async () => {
    const [header, ...rows] = (await exportFile()).body.trimEnd().split('\r\n');
    const before = await snapshot();
    const refusals: [string, RegExp][] = [
      ['', /empty/],
      [`${header}\n`, /no rule/],
      [[header!.replace(',grouping', ''), ...rows].join('\n'), /^Line 1: .*lacks the column grouping/],
      [[header, ',,%x%,POSTAGE,,0'].join('\n'), /^Line 2: grouping must be one of/],
      [[header, ',,%x%,FUEL,,high'].join('\n'), /^Line 2: priority must be a whole number$/],
      [
        [header, 'FEDEX,,%discount%,FREIGHT,,800'].join('\n'),
        /^Line 2: FedEx's incentive rules can't change/,
      ],
      [
        [header, ',,%x%,FUEL,,0', ',,%X%,FREIGHT,,5'].join('\n'),
        /^Line 3: the file holds this rule on line 2 too/,
      ],
      [[header, 'FEDEX,,%x%,FUEL,,801'].join('\n'), /^Line 2: A rule for FedEx lines ranks at most 800/],
    ];
    for (const [text, message] of refusals) {
      const response = await importFile(text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json<{ message: string }>().message, text).toMatch(message);
    }
    const head = await client.app.inject({
      method: 'HEAD',
      url: '/api/v1/reference-data/charge-rules.csv',
      cookies: { waybill_session: client.admin },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(await snapshot()).toEqual(before);
  });
});
