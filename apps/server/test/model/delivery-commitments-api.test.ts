import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { shippingRows } from '../helpers/shipping-database.js';
import { callApi } from '../helpers/test-app.js';
import {
  changeCommitment,
  findCommitment,
  listDeliveryCommitments,
  removeCommitment,
} from './delivery-commitment-changes.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { importScenario } from './scenario-imports.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * The delivery commitments through their API: each change re-derives the packages of its SLA group, and what is
 * stored then equals the test's model of the carrier files under the commitments as they are now.
 */

type DeliveryCommitmentInput = components['schemas']['DeliveryCommitmentInput'];
type DeliveryCommitmentChange = components['schemas']['DeliveryCommitmentChange'];
type AuditEntry = components['schemas']['AuditEntry'];

let client: ModelClient;
const today = new Date().toISOString().slice(0, 10);
const address = '/reference-data/delivery-commitments';

/** A commitment for zones the seeded rows of ground leave to its row without zones (the scenario ships to 45). */
const remoteZones: DeliveryCommitmentInput = {
  slaGrouping: 'GROUND',
  zoneFrom: 40,
  zoneTo: 49,
  businessDays: 6,
  commitTime: '23:59:59',
};

/** The commitments and the audit log's length, to prove a refused change left both as they were. */
async function snapshot() {
  const commitments = await client.db.query('SELECT * FROM service_commitments ORDER BY id');
  const audit = await client.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log');
  return { commitments: commitments.rows, audit: audit.rows[0]!.n };
}

/** The model's packages of `slaGrouping` whose verdict or commitment differs between two judgements. */
function movedPackages(
  before: ReturnType<ModelClient['model']['judged']>,
  after: ReturnType<ModelClient['model']['judged']>,
  slaGrouping: string,
): number {
  const was = new Map(before.map((p) => [p.tracking, p]));
  return after.filter((p) => {
    const old = was.get(p.tracking)!;
    return (
      p.slaGrouping === slaGrouping &&
      (old.commitDate !== p.commitDate || old.late !== p.late || old.auditStatus !== p.auditStatus)
    );
  }).length;
}

beforeAll(async () => {
  client = await createModelClient();
  await importScenario(client, today);
  await expectStoredEqualsModel(client);
}, 180_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe('the delivery commitments through their API', () => {
  it('lists every commitment by SLA group, fastest first, then zones, the row without zones last', async () => {
    const commitments = await listDeliveryCommitments(client);
    const stored = await client.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM service_commitments',
    );
    expect(commitments.length).toBe(stored.rows[0]!.n);
    expect(commitments[0]).toMatchObject({
      slaGrouping: 'NEXT_DAY_AM',
      zoneFrom: null,
      zoneTo: null,
      businessDays: 1,
      commitTime: '08:30:00',
    });
    const ground = commitments.filter((row) => row.slaGrouping === 'GROUND');
    expect(ground.map((row) => [row.zoneFrom, row.zoneTo, row.businessDays])).toEqual([
      [1, 2, 1],
      [3, 4, 2],
      [5, 6, 3],
      [7, 7, 4],
      [8, 8, 5],
      [null, null, 5],
    ]);
    const head = await client.app.inject({
      method: 'HEAD',
      url: `/api/v1${address}`,
      cookies: { waybill_session: client.admin },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('re-derives the packages of the group it changes, as an import under it would, and logs the change', async () => {
    const judged = client.model.judged();
    const { id, ...fields } = await findCommitment(client, 'GROUND', 5);
    const changed = await changeCommitment(client, id, { ...fields, businessDays: 2 });
    expect(changed.commitment).toEqual({ id, ...fields, businessDays: 2 });
    await client.remodel();
    await expectStoredEqualsModel(client);
    const moved = movedPackages(judged, client.model.judged(), 'GROUND');
    expect(moved).toBeGreaterThan(0);
    expect(changed.rederived.packages).toBe(moved);

    const back = await changeCommitment(client, id, fields);
    expect(back.rederived.packages).toBe(moved);
    await client.remodel();
    await expectStoredEqualsModel(client);

    const log = await callApi(client.app, client.admin, 'GET', '/audit-log?limit=5');
    const entries = log.json<{ entries: AuditEntry[] }>().entries;
    expect(entries[0]!.action).toBe('reference_data_changed');
    expect(entries[0]!.details).toEqual({
      map: 'delivery_commitments',
      change: 'changed',
      before: { id, ...fields, businessDays: 2 },
      after: { id, ...fields },
      rederived: back.rederived,
    });
  });

  it('adds and removes a commitment, leaving the stored data as it was', async () => {
    const before = await shippingRows(client.db);
    const response = await callApi(client.app, client.admin, 'POST', address, {
      ...remoteZones,
      commitTime: '17:30',
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<DeliveryCommitmentChange>();
    expect(added.commitment).toEqual({ ...remoteZones, commitTime: '17:30:00', id: added.commitment.id });
    expect(added.rederived.packages).toBeGreaterThan(0);
    await client.remodel();
    await expectStoredEqualsModel(client);

    const removed = await removeCommitment(client, added.commitment.id);
    expect(removed).toEqual(added.rederived);
    expect(await shippingRows(client.db)).toEqual(before);
    const again = await callApi(client.app, client.admin, 'DELETE', `${address}/${added.commitment.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a commitment it cannot keep, saying which field to fix, and changes nothing', async () => {
    const { id } = await findCommitment(client, 'GROUND', 8);
    const before = await snapshot();
    const refusals: [DeliveryCommitmentInput | Record<string, unknown>, string, string | null][] = [
      [
        { ...remoteZones, zoneTo: null },
        'zoneTo',
        'Give the last zone too, or no zones for every other zone',
      ],
      [
        { ...remoteZones, zoneFrom: null },
        'zoneFrom',
        'Give the first zone too, or no zones for every other zone',
      ],
      [{ ...remoteZones, zoneFrom: 50 }, 'zoneTo', 'The last zone is before the first'],
      [
        { ...remoteZones, zoneFrom: 2, zoneTo: 3 },
        'zoneFrom',
        'Ground already has a commitment for zones 1 to 2',
      ],
      [{ ...remoteZones, zoneFrom: 7, zoneTo: 20 }, 'zoneFrom', 'Ground already has a commitment for zone 7'],
      [
        { ...remoteZones, zoneFrom: null, zoneTo: null },
        'zoneFrom',
        'Ground already has a commitment for every other zone: edit that one',
      ],
      [{ ...remoteZones, zoneFrom: 0 }, 'zoneFrom', null],
      [{ ...remoteZones, zoneTo: 1000 }, 'zoneTo', null],
      [{ ...remoteZones, businessDays: 0 }, 'businessDays', null],
      [{ ...remoteZones, businessDays: 31 }, 'businessDays', null],
      [{ ...remoteZones, businessDays: 1.5 }, 'businessDays', null],
      [{ ...remoteZones, commitTime: '24:00' }, 'commitTime', null],
      [{ ...remoteZones, commitTime: '8:30' }, 'commitTime', null],
      [{ ...remoteZones, commitTime: '12:00\u0000' }, 'commitTime', null],
      [{ ...remoteZones, slaGrouping: 'OVERNIGHT' }, 'slaGrouping', null],
    ];
    for (const [commitment, field, message] of refusals) {
      for (const [method, url] of [
        ['POST', address],
        ['PUT', `${address}/${id}`],
      ] as const) {
        const response = await callApi(client.app, client.admin, method, url, commitment);
        const what = `${method} ${JSON.stringify(commitment)}`;
        expect(response.statusCode, what).toBe(400);
        const body = response.json<{ message: string; fields?: Record<string, string> }>();
        expect(Object.keys(body.fields ?? {}), what).toContain(field);
        if (message) expect(body.fields![field], what).toBe(message);
      }
    }
    const extra = await callApi(client.app, client.admin, 'POST', address, {
      ...remoteZones,
      carrier: 'UPS',
    });
    expect(extra.statusCode).toBe(400);
    for (const commitmentId of ['0', 'abc', '2147483648', '-1', '1.5']) {
      const response = await callApi(client.app, client.admin, 'DELETE', `${address}/${commitmentId}`);
      expect(response.statusCode, commitmentId).toBe(400);
    }
    const missing = await callApi(client.app, client.admin, 'PUT', `${address}/2147483647`, remoteZones);
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a commitment’s own zones when it is saved again, and moves nothing', async () => {
    const { id, ...fields } = await findCommitment(client, 'GROUND', 8);
    const saved = await changeCommitment(client, id, fields);
    expect(saved.rederived).toEqual({ packages: 0, files: 0 });
  });

  it('adds two commitments sent at the same moment for the same zones once, and refuses the other', async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        callApi(client.app, client.admin, 'POST', address, { ...remoteZones, zoneFrom: 11, zoneTo: 12 }),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const stored = await client.db.query(
      "SELECT id FROM service_commitments WHERE sla_grouping = 'GROUND' AND zone_from = 11",
    );
    expect(stored.rows.length).toBe(1);
  });
});
