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
import { expectFieldRefusals, type FieldRefusal } from './field-refusals.js';
import { exportReferenceFile, importReferenceFile } from './reference-files.js';
import { importScenario } from './scenario-imports.js';
import { expectStoredEqualsModel } from './stored-versus-model.js';

/**
 * The delivery commitments through their API: each change re-derives the packages of its SLA group, and what is
 * stored then equals the test's model of the carrier files under the commitments as they are now.
 */

type DeliveryCommitmentInput = components['schemas']['DeliveryCommitmentInput'];
type DeliveryCommitmentChange = components['schemas']['DeliveryCommitmentChange'];
type AuditEntry = components['schemas']['AuditEntry'];
type DeliveryCommitmentsImport = components['schemas']['DeliveryCommitmentsImport'];

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

/** The model's packages of `slaGrouping` whose commitment or verdict differs between two judgements. */
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
      (old.commitDate !== p.commitDate ||
        old.commitTime !== p.commitTime ||
        old.late !== p.late ||
        old.auditStatus !== p.auditStatus)
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
    const refusals: FieldRefusal[] = [
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
    await expectFieldRefusals(
      client,
      [
        ['POST', address],
        ['PUT', `${address}/${id}`],
      ],
      refusals,
    );
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

  it('exports the commitments as a CSV file that imports back unchanged', async () => {
    const before = await snapshot();
    const exported = await exportReferenceFile(client, 'delivery-commitments');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="delivery-commitments.csv"; filename*=UTF-8''delivery-commitments.csv`,
    );
    const rows = exported.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('sla_grouping,zone_from,zone_to,business_days,commit_time');
    expect(rows.length - 1).toBe(before.commitments.length);
    expect(rows).toContain('NEXT_DAY_AM,,,1,08:30:00');
    expect(rows).toContain('GROUND,5,6,3,23:59:59');

    const again = await importReferenceFile(client, 'delivery-commitments', exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      commitments: before.commitments.length,
      added: 0,
      changed: 0,
      removed: 0,
      rederived: { packages: 0, files: 0 },
    });
    expect((await snapshot()).commitments).toEqual(before.commitments);
  });

  it('replaces the commitments with an edited file, re-deriving the groups it changes, and back again', async () => {
    const original = (await exportReferenceFile(client, 'delivery-commitments')).body;
    const stored = await shippingRows(client.db);
    const rows = original.trimEnd().split('\r\n');
    const edited = [
      // The columns in another order are read by their names.
      'business_days,sla_grouping,zone_from,zone_to,commit_time',
      ...rows.slice(1).flatMap((row) => {
        const [group, from, to, days, time] = row.split(',');
        if (group === 'GROUND' && from === '7') return [];
        if (group === 'GROUND' && from === '5') return [['2', group, from, to, time].join(',')];
        if (group === 'NEXT_DAY_SAVER') return [[days, group, from, to, '12:00'].join(',')];
        return [[days, group, from, to, time].join(',')];
      }),
      '6,GROUND,40,49,23:59',
    ];
    const judged = client.model.judged();
    const response = await importReferenceFile(client, 'delivery-commitments', edited.join('\n'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DeliveryCommitmentsImport>();
    expect({ ...answer, rederived: undefined }).toEqual({
      commitments: rows.length - 1,
      added: 1,
      changed: 2,
      removed: 1,
      rederived: undefined,
    });
    await client.remodel();
    await expectStoredEqualsModel(client);
    const moved =
      movedPackages(judged, client.model.judged(), 'GROUND') +
      movedPackages(judged, client.model.judged(), 'NEXT_DAY_SAVER');
    expect(moved).toBeGreaterThan(0);
    expect(answer.rederived.packages).toBe(moved);
    const log = await callApi(client.app, client.admin, 'GET', '/audit-log?limit=1');
    expect(log.json<{ entries: AuditEntry[] }>().entries[0]!.details).toEqual({
      map: 'delivery_commitments',
      change: 'imported',
      added: 1,
      changed: 2,
      removed: 1,
      rederived: answer.rederived,
    });

    const back = await importReferenceFile(client, 'delivery-commitments', original);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<DeliveryCommitmentsImport>().rederived).toEqual(answer.rederived);
    expect(await shippingRows(client.db)).toEqual(stored);
  });

  it('refuses a file it cannot read whole, naming the line and what to fix, and keeps the commitments', async () => {
    const before = await snapshot();
    const header = 'sla_grouping,zone_from,zone_to,business_days,commit_time';
    const refusals: [string, string][] = [
      ['', 'The file is empty: export the delivery commitments for its columns'],
      [header, 'The file holds no commitment: the delivery commitments cannot be empty'],
      [
        'sla_grouping,zone_from,zone_to,business_days\nGROUND,,,5',
        'Line 1: the header row lacks the column commit_time',
      ],
      [
        `${header}\nGROUND,1,2,1,23:59:59\nGROUND,2,3,2,23:59:59`,
        'Line 3: Ground already has a commitment for zones 1 to 2 on line 2',
      ],
      [
        `${header}\nGROUND,,,5,23:59:59\nGROUND,,,6,23:59:59`,
        'Line 3: Ground already has a commitment for every other zone: edit that one on line 2',
      ],
      [`${header}\nGROUND,5,,3,23:59:59`, 'Line 2: Give the last zone too, or no zones for every other zone'],
      [`${header}\nGROUND,6,5,3,23:59:59`, 'Line 2: The last zone is before the first'],
      [`${header}\nGROUND,0,5,3,23:59:59`, 'Line 2: zone_from must be at least 1'],
      [`${header}\nGROUND,1,1000,3,23:59:59`, 'Line 2: zone_to must be at most 999'],
      [`${header}\nGROUND,1,5,three,23:59:59`, 'Line 2: business_days must be a whole number'],
      [`${header}\nGROUND,1,5,31,23:59:59`, 'Line 2: business_days must be at most 30'],
      [`${header}\nGROUND,1,5,3,noon`, 'Line 2: commit_time must be a time of day written HH:mm or HH:mm:ss'],
      [
        `${header}\nOVERNIGHT,1,5,3,23:59`,
        'Line 2: sla_grouping must be one of: NEXT_DAY_AM, NEXT_DAY, NEXT_DAY_SAVER, TWO_DAY_AM, TWO_DAY, THREE_DAY, GROUND, HOME_DELIVERY, GROUND_ECONOMY, INTL_EXPRESS, INTL_DEFERRED, INTL_GROUND',
      ],
      [
        `${header}\n"GROUND,1,2,1,23:59:59`,
        'Line 2: a quoted value is not closed before the end of the file',
      ],
    ];
    for (const [text, message] of refusals) {
      const response = await importReferenceFile(client, 'delivery-commitments', text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json<{ message: string }>().message, text).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});
