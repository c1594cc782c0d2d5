import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { SLA_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import { shippingRows } from '../helpers/shipping-database.js';
import { callApi } from '../helpers/test-app.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { expectFieldRefusals, type FieldRefusal } from './field-refusals.js';
import { exportReferenceFile, importReferenceFile, type ReferenceTable } from './reference-files.js';
import { contractRows } from './scenario.js';
import { importScenario } from './scenario-imports.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * An organization's contract discounts through their API: each change re-derives the organization's packages its
 * ranges hold (their contracted discount and their freight's discount variance), and what is stored then equals the
 * test's model of the carrier files under the contract as it is now.
 */

type ContractDiscount = components['schemas']['ContractDiscount'];
type ContractDiscountInput = components['schemas']['ContractDiscountInput'];
type ContractDiscountChange = components['schemas']['ContractDiscountChange'];
type Rederivation = components['schemas']['ReferenceDataRederivation'];
type AuditEntry = components['schemas']['AuditEntry'];

let client: ModelClient;
let address: string;
let table: ReferenceTable;
const today = new Date().toISOString().slice(0, 10);
const unknownOrganization = '00000000-0000-4000-8000-000000000000';

/** A ground discount narrower than every row the scenario's contract has for zone 3. */
const narrowGround: ContractDiscountInput = {
  carrier: 'UPS',
  slaGrouping: 'GROUND',
  zoneFrom: 3,
  zoneTo: 3,
  weightFromLb: 0,
  weightToLb: 150,
  discountPct: 41.25,
};

/** The discounts and the audit log's length, to prove a refused change left both as they were. */
async function snapshot() {
  const discounts = await client.db.query('SELECT * FROM contract_discounts ORDER BY id');
  const audit = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log');
  return { discounts: discounts.rows, audit: audit.rows[0]!.n };
}

async function listDiscounts(): Promise<ContractDiscount[]> {
  const response = await callApi(client.app, client.admin, 'GET', address);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ discounts: ContractDiscount[] }>().discounts;
}

async function findDiscount(match: Partial<ContractDiscountInput>): Promise<ContractDiscount> {
  const found = (await listDiscounts()).filter((row) =>
    Object.entries(match).every(([field, value]) => row[field as keyof ContractDiscount] === value),
  );
  expect(found, JSON.stringify(match)).toHaveLength(1);
  return found[0]!;
}

/** The model's packages whose contracted discount or freight variance differs between two judgements. */
function movedPackages(
  before: ReturnType<ModelClient['model']['judged']>,
  after: ReturnType<ModelClient['model']['judged']>,
): number {
  const was = new Map(before.map((p) => [p.tracking, p]));
  return after.filter((p) => {
    const old = was.get(p.tracking)!;
    return old.contractedPct !== p.contractedPct || old.varianceCents !== p.varianceCents;
  }).length;
}

beforeAll(async () => {
  client = await createModelClient();
  address = `/reference-data/organizations/${client.organizationId}/contract-discounts`;
  table = `organizations/${client.organizationId}/contract-discounts`;
  await importScenario(client, today);
  await expectStoredEqualsModel(client);
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe("an organization's contract discounts through their API", () => {
  it('lists the organization’s discounts by carrier, SLA group, zones and weights', async () => {
    const discounts = await listDiscounts();
    expect(discounts).toHaveLength(contractRows.length);
    const groupOrder = Object.keys(SLA_GROUPING_LABELS);
    const expected = contractRows
      .map(
        ([carrier, sla, zoneFrom, zoneTo, weightFrom, weightTo]) =>
          [carrier, sla, zoneFrom, zoneTo, weightFrom, weightTo] as const,
      )
      .sort(
        (a, b) =>
          a[0].localeCompare(b[0]) ||
          groupOrder.indexOf(a[1]) - groupOrder.indexOf(b[1]) ||
          a[2] - b[2] ||
          a[3] - b[3] ||
          a[4] - b[4] ||
          a[5] - b[5],
      );
    expect(
      discounts.map((d) => [d.carrier, d.slaGrouping, d.zoneFrom, d.zoneTo, d.weightFromLb, d.weightToLb]),
    ).toEqual(expected);
    expect(discounts.every((d) => d.organizationId === client.organizationId)).toBe(true);
    expect(discounts.find((d) => d.discountPct === 27.35)).toMatchObject({
      weightFromLb: 20.5,
      weightToLb: 70,
    });
    const unknown = await callApi(
      client.app,
      client.admin,
      'GET',
      `/reference-data/organizations/${unknownOrganization}/contract-discounts`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Organization not found');
    for (const url of [address, `${address}.csv`]) {
      const head = await client.app.inject({
        method: 'HEAD',
        url: `/api/v1${url}`,
        cookies: { waybill_session: client.admin },
      });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
  });

  it('re-derives the packages a changed discount holds, as an import under it would, and logs the change', async () => {
    const judged = client.model.judged();
    const { id, organizationId, ...fields } = await findDiscount({
      carrier: 'UPS',
      zoneFrom: 2,
      zoneTo: 4,
      weightToLb: 99999,
    });
    const response = await callApi(
      client.app,
      client.admin,
      'PUT',
      `/reference-data/contract-discounts/${id}`,
      {
        ...fields,
        discountPct: 31,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<ContractDiscountChange>();
    expect(changed.discount).toEqual({ id, organizationId, ...fields, discountPct: 31 });
    await client.remodel();
    await expectStoredEqualsModel(client);
    const moved = movedPackages(judged, client.model.judged());
    expect(moved).toBeGreaterThan(0);
    expect(changed.rederived.packages).toBe(moved);

    const log = await callApi(client.app, client.admin, 'GET', '/audit-log?limit=5');
    const entry = log.json<{ entries: AuditEntry[] }>().entries[0]!;
    expect(entry.action).toBe('reference_data_changed');
    expect(entry.details).toEqual({
      map: 'contract_discounts',
      organization: 'Model Freight Co',
      change: 'changed',
      before: fields,
      after: { ...fields, discountPct: 31 },
      rederived: changed.rederived,
    });
  });

  it('adds a narrower discount and removes it, leaving the stored data as it was', async () => {
    const before = await shippingRows(client.db);
    const response = await callApi(client.app, client.admin, 'POST', address, narrowGround);
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<ContractDiscountChange>();
    expect(added.discount).toEqual({
      ...narrowGround,
      id: added.discount.id,
      organizationId: client.organizationId,
    });
    expect(added.rederived.packages).toBeGreaterThan(0);
    await client.remodel();
    await expectStoredEqualsModel(client);

    const removed = await callApi(
      client.app,
      client.admin,
      'DELETE',
      `/reference-data/contract-discounts/${added.discount.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Rederivation>()).toEqual(added.rederived);
    expect(await shippingRows(client.db)).toEqual(before);
    await client.remodel();
    const again = await callApi(
      client.app,
      client.admin,
      'DELETE',
      `/reference-data/contract-discounts/${added.discount.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe('Contract discount not found');
  });

  it('refuses a discount it cannot keep, saying which field to fix, and changes nothing', async () => {
    const { id } = await findDiscount({ carrier: 'FEDEX', slaGrouping: 'NEXT_DAY' });
    const before = await snapshot();
    const refusals: FieldRefusal[] = [
      [{ ...narrowGround, zoneTo: 2 }, 'zoneTo', 'The last zone is before the first'],
      [
        { ...narrowGround, weightFromLb: 10, weightToLb: 5 },
        'weightToLb',
        'The heaviest weight is below the lightest',
      ],
      [{ ...narrowGround, weightFromLb: 0.125 }, 'weightFromLb', 'Give the weight with at most two decimals'],
      [
        { ...narrowGround, discountPct: 12.345 },
        'discountPct',
        'Give the discount with at most two decimals',
      ],
      [
        { ...narrowGround, zoneFrom: 2, zoneTo: 4, weightFromLb: 5, weightToLb: 10 },
        'zoneFrom',
        'UPS Ground already has a discount for zones 2 to 4 and 5 to 10 lb: edit that one',
      ],
      [
        { ...narrowGround, zoneFrom: 3, zoneTo: 5, weightFromLb: 6, weightToLb: 11 },
        'zoneFrom',
        'UPS Ground already has a discount for zones 2 to 4 and 5 to 10 lb, as specific as this one and sharing packages with it: make one of them narrower',
      ],
      [{ ...narrowGround, zoneFrom: 0 }, 'zoneFrom', null],
      [{ ...narrowGround, zoneTo: 1000 }, 'zoneTo', null],
      [{ ...narrowGround, weightToLb: 100000 }, 'weightToLb', null],
      [{ ...narrowGround, weightFromLb: -1 }, 'weightFromLb', null],
      [{ ...narrowGround, discountPct: 100.01 }, 'discountPct', null],
      [{ ...narrowGround, discountPct: '10' }, 'discountPct', null],
      [{ ...narrowGround, zoneFrom: 1.5 }, 'zoneFrom', null],
      [{ ...narrowGround, carrier: 'DHL' }, 'carrier', null],
      [{ ...narrowGround, slaGrouping: 'GROUND\u0000' }, 'slaGrouping', null],
    ];
    await expectFieldRefusals(
      client,
      [
        ['POST', address],
        ['PUT', `/reference-data/contract-discounts/${id}`],
      ],
      refusals,
    );
    const extra = await callApi(client.app, client.admin, 'POST', address, {
      ...narrowGround,
      organizationId: unknownOrganization,
    });
    expect(extra.statusCode).toBe(400);
    for (const discountId of ['0', 'abc', '2147483648', '-1', '1.5']) {
      const response = await callApi(
        client.app,
        client.admin,
        'DELETE',
        `/reference-data/contract-discounts/${discountId}`,
      );
      expect(response.statusCode, discountId).toBe(400);
    }
    for (const organizationId of ['not-a-uuid', '%00']) {
      const response = await callApi(
        client.app,
        client.admin,
        'GET',
        `/reference-data/organizations/${organizationId}/contract-discounts`,
      );
      expect(response.statusCode, organizationId).toBe(400);
    }
    const missing = await callApi(
      client.app,
      client.admin,
      'PUT',
      '/reference-data/contract-discounts/2147483647',
      narrowGround,
    );
    expect(missing.statusCode).toBe(404);
    const elsewhere = await callApi(
      client.app,
      client.admin,
      'POST',
      `/reference-data/organizations/${unknownOrganization}/contract-discounts`,
      narrowGround,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('adds two discounts sent at the same moment for the same ranges once, and refuses the other', async () => {
    const discount = { ...narrowGround, zoneFrom: 40, zoneTo: 41 };
    const answers = await Promise.all(
      [1, 2].map(() => callApi(client.app, client.admin, 'POST', address, discount)),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const added = answers.find((response) => response.statusCode === 201)!.json<ContractDiscountChange>();
    const removed = await callApi(
      client.app,
      client.admin,
      'DELETE',
      `/reference-data/contract-discounts/${added.discount.id}`,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('exports the discounts as a CSV file that imports back unchanged', async () => {
    const before = await snapshot();
    const exported = await exportReferenceFile(client, table);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="contract-discounts-${client.mappingName}.csv"; filename*=UTF-8''contract-discounts-${client.mappingName}.csv`,
    );
    const rows = exported.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('carrier,sla_grouping,zone_from,zone_to,weight_from_lb,weight_to_lb,discount_pct');
    expect(rows.length - 1).toBe(before.discounts.length);
    expect(rows).toContain('UPS,GROUND,6,8,20.5,70,27.35');

    const again = await importReferenceFile(client, table, exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      discounts: before.discounts.length,
      added: 0,
      changed: 0,
      removed: 0,
      rederived: { packages: 0, files: 0 },
    });
    expect((await snapshot()).discounts).toEqual(before.discounts);
  });

  it('replaces the discounts with an edited file, re-deriving what the rows it changes hold, and back again', async () => {
    const exported = (await exportReferenceFile(client, table)).body;
    const [header, ...rows] = exported.trimEnd().split('\r\n');
    const edited = [
      header,
      ...rows
        .filter((row) => row !== 'UPS,GROUND,5,5,0,5,35')
        .map((row) => (row === 'FEDEX,GROUND,1,999,0,99999,15' ? 'FEDEX,GROUND,1,999,0,99999,17.5' : row)),
      'UPS,GROUND,3,3,0,150,41.25',
    ].join('\n');
    const judged = client.model.judged();
    const response = await importReferenceFile(client, table, edited);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{
      added: number;
      changed: number;
      removed: number;
      rederived: Rederivation;
    }>();
    expect(result).toMatchObject({ added: 1, changed: 1, removed: 1 });
    await client.remodel();
    await expectStoredEqualsModel(client);
    expect(result.rederived.packages).toBe(movedPackages(judged, client.model.judged()));
    expect(result.rederived.packages).toBeGreaterThan(0);

    const back = await importReferenceFile(client, table, exported);
    expect(back.statusCode, back.body).toBe(200);
    await client.remodel();
    await expectStoredEqualsModel(client);
  });

  it('refuses a file it cannot read whole, naming the line and what to fix, and keeps the discounts', async () => {
    const header = 'carrier,sla_grouping,zone_from,zone_to,weight_from_lb,weight_to_lb,discount_pct';
    const before = await snapshot();
    const refusals: [string, string][] = [
      [
        '',
        'The file is empty: export the organization\u2019s contract discounts for its columns'.replace(
          '\u2019',
          "'",
        ),
      ],
      [`${header}\n`, "The file holds no discount: the organization's contract discounts cannot be empty"],
      [`${header}\nUPS,GROUND,3,2,0,10,5`, 'Line 2: The last zone is before the first'],
      [`${header}\nUPS,GROUND,1,2,0,ten,5`, 'Line 2: weight_to_lb must be a number'],
      [`${header}\nUPS,GROUND,1,2,0,10,101`, 'Line 2: discount_pct must be at most 100'],
      [`${header}\nDHL,GROUND,1,2,0,10,5`, 'Line 2: carrier must be one of: UPS, FEDEX'],
      [`${header}\n${'U'.repeat(10_000)},GROUND,1,2,0,10,5`, 'Line 2: carrier must be one of: UPS, FEDEX'],
      [`${header}\nUPS,GROUND,1,2,0,10.125,5`, 'Line 2: Give the weight with at most two decimals'],
      [
        `${header}\nUPS,GROUND,1,2,0,10,5\nUPS,GROUND,2,3,5,15,6`,
        'Line 3: UPS Ground already has a discount for zones 1 to 2 and 0 to 10 lb, as specific as this one and sharing packages with it: make one of them narrower on line 2',
      ],
      [
        `${header}\n"UPS,GROUND,1,2,0,10,5`,
        'Line 2: a quoted value is not closed before the end of the file',
      ],
    ];
    for (const [text, message] of refusals) {
      const response = await importReferenceFile(client, table, text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json<{ message: string }>().message, text).toBe(message);
    }
    const unknown = await importReferenceFile(
      client,
      `organizations/${unknownOrganization}/contract-discounts`,
      `${header}\nUPS,GROUND,1,2,0,10,5`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
