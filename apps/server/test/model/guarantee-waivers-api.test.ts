import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { shippingRows } from '../helpers/shipping-database.js';
import { callApi } from '../helpers/test-app.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { expectFieldRefusals, type FieldRefusal } from './field-refusals.js';
import { importScenario } from './scenario-imports.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * The guarantee waivers through their API: each change re-derives the late packages in transit during the waiver
 * (their exemption and refund eligibility), and what is stored then equals the test's model of the carrier files
 * under the waivers as they are now.
 */

type GuaranteeWaiver = components['schemas']['GuaranteeWaiver'];
type GuaranteeWaiverInput = components['schemas']['GuaranteeWaiverInput'];
type GuaranteeWaiverChange = components['schemas']['GuaranteeWaiverChange'];
type Rederivation = components['schemas']['ReferenceDataRederivation'];
type AuditEntry = components['schemas']['AuditEntry'];

let client: ModelClient;
const today = new Date().toISOString().slice(0, 10);
const address = '/reference-data/guarantee-waivers';

/** A contract waiver of the scenario's client over every day of its shipments. */
let wholeScenario: GuaranteeWaiverInput;

/** The waivers and the audit log's length, to prove a refused change left both as they were. */
async function snapshot() {
  const waivers = await client.db.query('SELECT * FROM audit_exemptions ORDER BY id');
  const audit = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log');
  return { waivers: waivers.rows, audit: audit.rows[0]!.n };
}

/** The model's packages whose exemption or refund eligibility differs between two judgements. */
function movedPackages(
  before: ReturnType<ModelClient['model']['judged']>,
  after: ReturnType<ModelClient['model']['judged']>,
): number {
  const was = new Map(before.map((p) => [p.tracking, p]));
  return after.filter((p) => {
    const old = was.get(p.tracking)!;
    return (
      old.exemption !== p.exemption || old.gsrEligible !== p.gsrEligible || old.auditResult !== p.auditResult
    );
  }).length;
}

beforeAll(async () => {
  client = await createModelClient();
  wholeScenario = {
    carrier: null,
    organizationId: client.organizationId,
    startsOn: '2019-01-01',
    endsOn: today,
    reason: 'contract_waiver',
    note: 'Guarantees waived by the 2020 contract',
  };
  await importScenario(client, today);
  await expectStoredEqualsModel(client);
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe('the guarantee waivers through their API', () => {
  it('lists every waiver, newest first, with its organization', async () => {
    const response = await callApi(client.app, client.admin, 'GET', address);
    expect(response.statusCode).toBe(200);
    const { waivers } = response.json<{ waivers: GuaranteeWaiver[] }>();
    const stored = await client.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM audit_exemptions',
    );
    expect(waivers).toHaveLength(stored.rows[0]!.n);
    const starts = waivers.map((waiver) => waiver.startsOn);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(waivers).toContainEqual({
      id: expect.any(Number),
      carrier: 'UPS',
      organizationId: null,
      organizationName: null,
      startsOn: '2020-03-09',
      endsOn: '2020-03-10',
      reason: 'weather',
      note: null,
    });
    const head = await client.app.inject({
      method: 'HEAD',
      url: `/api/v1${address}`,
      cookies: { waybill_session: client.admin },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(waivers.find((waiver) => waiver.startsOn === '2020-12-18')).toMatchObject({
      carrier: null,
      reason: 'holiday_waiver',
      note: 'Peak season guarantee waiver',
    });
  });

  it('exempts the late packages in transit during a new waiver, as an import under it would, and logs it', async () => {
    const judged = client.model.judged();
    const before = await shippingRows(client.db);
    const response = await callApi(client.app, client.admin, 'POST', address, wholeScenario);
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<GuaranteeWaiverChange>();
    expect(added.waiver).toEqual({
      ...wholeScenario,
      id: added.waiver.id,
      organizationName: 'Model Freight Co',
    });
    await client.remodel();
    await expectStoredEqualsModel(client);
    const moved = movedPackages(judged, client.model.judged());
    expect(moved).toBeGreaterThan(0);
    expect(added.rederived.packages).toBe(moved);
    expect(client.model.judged().filter((p) => p.gsrEligible)).toEqual([]);

    // Narrowed to FedEx: UPS's late packages are refund-eligible again (those no other waiver holds).
    const narrowed = await callApi(client.app, client.admin, 'PUT', `${address}/${added.waiver.id}`, {
      ...wholeScenario,
      carrier: 'FEDEX',
      reason: 'weather',
      note: null,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const narrowedChange = narrowed.json<GuaranteeWaiverChange>();
    expect(narrowedChange.rederived.packages).toBeGreaterThan(0);
    await client.remodel();
    await expectStoredEqualsModel(client);

    const log = await callApi(client.app, client.admin, 'GET', '/audit-log?limit=5');
    const entry = log.json<{ entries: AuditEntry[] }>().entries[0]!;
    expect(entry.action).toBe('reference_data_changed');
    expect(entry.details).toEqual({
      map: 'guarantee_waivers',
      change: 'changed',
      before: { ...wholeScenario, organizationName: 'Model Freight Co' },
      after: {
        ...wholeScenario,
        carrier: 'FEDEX',
        reason: 'weather',
        note: null,
        organizationName: 'Model Freight Co',
      },
      rederived: narrowedChange.rederived,
    });

    const removed = await callApi(client.app, client.admin, 'DELETE', `${address}/${added.waiver.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Rederivation>().packages).toBeGreaterThan(0);
    expect(await shippingRows(client.db)).toEqual(before);
    await client.remodel();
    const again = await callApi(client.app, client.admin, 'DELETE', `${address}/${added.waiver.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe('Guarantee waiver not found');
  });

  it('moves nothing for a waiver no late package was in transit during', async () => {
    const response = await callApi(client.app, client.admin, 'POST', address, {
      ...wholeScenario,
      startsOn: '1999-02-01',
      endsOn: '1999-02-02',
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<GuaranteeWaiverChange>();
    expect(added.rederived).toEqual({ packages: 0, files: 0 });
    const removed = await callApi(client.app, client.admin, 'DELETE', `${address}/${added.waiver.id}`);
    expect(removed.json<Rederivation>()).toEqual({ packages: 0, files: 0 });
  });

  it('refuses a waiver it cannot keep, saying which field to fix, and changes nothing', async () => {
    const { id } = (
      await client.db.query<{ id: number }>(
        "SELECT id FROM audit_exemptions WHERE reason = 'weather' LIMIT 1",
      )
    ).rows[0]!;
    const before = await snapshot();
    const refusals: FieldRefusal[] = [
      [{ ...wholeScenario, endsOn: '2018-12-31' }, 'endsOn', 'The last day is before the first'],
      [
        { ...wholeScenario, organizationId: '00000000-0000-4000-8000-000000000000' },
        'organizationId',
        'No organization has this id',
      ],
      [{ ...wholeScenario, organizationId: 'not-a-uuid' }, 'organizationId', null],
      [{ ...wholeScenario, startsOn: '2020-02-30' }, 'startsOn', null],
      [{ ...wholeScenario, startsOn: '1899-12-31' }, 'startsOn', null],
      [{ ...wholeScenario, endsOn: '20200301' }, 'endsOn', null],
      [{ ...wholeScenario, carrier: 'DHL' }, 'carrier', null],
      [{ ...wholeScenario, reason: 'strike' }, 'reason', null],
      [{ ...wholeScenario, note: '' }, 'note', null],
      [{ ...wholeScenario, note: 'x'.repeat(201) }, 'note', null],
      [{ ...wholeScenario, note: 'x'.repeat(10_000) }, 'note', null],
      [{ ...wholeScenario, note: 'storm\u0000' }, 'note', null],
    ];
    await expectFieldRefusals(
      client,
      [
        ['POST', address],
        ['PUT', `${address}/${id}`],
      ],
      refusals,
    );
    const { note: _note, ...withoutNote } = wholeScenario;
    expect((await callApi(client.app, client.admin, 'POST', address, withoutNote)).statusCode).toBe(400);
    const extra = await callApi(client.app, client.admin, 'POST', address, { ...wholeScenario, id: 1 });
    expect(extra.statusCode).toBe(400);
    for (const waiverId of ['0', 'abc', '2147483648', '-1', '1.5']) {
      const response = await callApi(client.app, client.admin, 'DELETE', `${address}/${waiverId}`);
      expect(response.statusCode, waiverId).toBe(400);
    }
    const missing = await callApi(client.app, client.admin, 'PUT', `${address}/2147483647`, wholeScenario);
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
