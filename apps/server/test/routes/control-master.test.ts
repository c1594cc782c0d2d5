import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import {
  carrierFile,
  fileTotals,
  type CarrierFile,
  type FileTotals,
  type Group,
} from '../helpers/invoice-files.js';
import { multipartBody, multipartHeaders } from '../helpers/multipart.js';
import { createOrganization, createPerson, createStaff } from '../helpers/people.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;

interface Client {
  id: string;
  name: string;
  mappingName: string;
}
const clients = {} as Record<'own' | 'other', Client>;
const sessions = {} as Record<'admin' | 'member' | 'orgAdmin' | 'noOrganization', string>;

/** Each imported file with the totals computed from its own rows. */
const imported = {} as Record<
  'ups' | 'fedex' | 'otherUps',
  { file: CarrierFile; totals: FileTotals; controlId: string }
>;

async function client(name: string): Promise<Client> {
  const id = await createOrganization(db, name);
  const row = await db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [id],
  );
  return { id, name, mappingName: row.rows[0]!.mapping_name };
}

function upload(
  file: { path?: string; text?: string | Buffer; fileName: string },
  clientName: string,
  access = sessions.admin,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/control-master/import?client=${encodeURIComponent(clientName)}`,
    headers: multipartHeaders,
    cookies: { waybill_session: access },
    payload: multipartBody([
      { filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text ?? '') },
    ]),
  });
}

function get(url: string, access: string) {
  return app.inject({ method: 'GET', url: `/api/v1${url}`, cookies: { waybill_session: access } });
}

/** A group as the on-time summary reports it: packages and net spend in cents. */
function asGroups(
  rows: { packages_count: number; net_spend: number; [field: string]: unknown }[],
  field: string,
) {
  return new Map<string, Group>(
    rows.map((row) => [
      String(row[field]),
      { packages: row.packages_count, netCents: Math.round(row.net_spend * 100) },
    ]),
  );
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  clients.own = await client('Northwind Outfitters');
  clients.other = await client('Contoso Parcels');
  const staff = await createStaff(app, db, clients.own.id);
  sessions.admin = staff.platformAdmin.access;
  sessions.member = staff.member.access;
  sessions.orgAdmin = staff.orgAdmin.access;
  sessions.noOrganization = (
    await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' })
  ).access;

  const files = {
    ups: carrierFile('UPS', clients.own, { packages: 120, weekStart: '2025-03-03' }),
    fedex: carrierFile('FEDEX', clients.own, { packages: 110, weekStart: '2025-05-05' }),
    otherUps: carrierFile('UPS', clients.other, { packages: 40, weekStart: '2025-04-07' }),
  };
  for (const [key, file] of Object.entries(files) as [keyof typeof files, CarrierFile][]) {
    const response = await upload(
      file,
      key === 'otherUps' ? clients.other.mappingName : clients.own.mappingName,
    );
    expect(response.statusCode, response.body).toBe(201);
    imported[key] = {
      file,
      totals: fileTotals(file),
      controlId: response.json<{ controlId: string }>().controlId,
    };
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('POST /control-master/import', () => {
  it('reports what it loaded: rows, packages, charges and the net amount of the file', async () => {
    const file = carrierFile('UPS', clients.own, { packages: 15, weekStart: '2025-06-02' });
    const totals = fileTotals(file);
    const response = await upload(file, clients.own.mappingName);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report).toMatchObject({
      fileName: file.fileName,
      status: 'imported',
      client: clients.own.mappingName,
      carrier: 'UPS',
      rowsRead: totals.rows,
      packages: totals.packages,
      newPackages: totals.packages,
      charges: totals.rows,
      amount: totals.netCents / 100,
      unknownServices: [],
    });
    expect(report.controlId).toMatch(/^UPS-\d{8}-\d{6}$/);
    expect(report.message).toContain(report.controlId);
  });

  it('recognises the same bytes again: 200, the earlier Control ID, nothing loaded twice', async () => {
    const before = await db.query<{ files: number; charges: number }>(
      'SELECT (SELECT count(*) FROM invoice_files)::int AS files, (SELECT count(*) FROM charges)::int AS charges',
    );
    const response = await upload(imported.fedex.file, clients.own.mappingName);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'duplicate',
      controlId: imported.fedex.controlId,
      carrier: 'FEDEX',
    });
    const after = await db.query(
      'SELECT (SELECT count(*) FROM invoice_files)::int AS files, (SELECT count(*) FROM charges)::int AS charges',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a bad file with 400 naming the line and the reason', async () => {
    const file = carrierFile('UPS', clients.own, { packages: 5, weekStart: '2025-06-09' });
    const lines = file.text.split('\r\n');
    lines[2] = lines[2]!.replace(/,$/, '');
    const response = await upload(
      { fileName: 'short.csv', text: lines.join('\r\n') },
      clients.own.mappingName,
    );
    expect(response.statusCode).toBe(400);
    const reason =
      '249 columns, but every UPS Billing Data row has exactly 250 (a missing or extra column shifts the others, so the row is not read)';
    expect(response.json()).toEqual({
      message: `Line 3: ${reason}. Nothing was imported.`,
      code: 'BAD_REQUEST',
      line: 3,
      reason,
    });
  });

  it('refuses an unknown client with 400', async () => {
    const response = await upload(carrierFile('UPS', clients.own, { packages: 2 }), 'NO_SUCH_CLIENT');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'There is no client with the mapping name "NO_SUCH_CLIENT"',
    });
  });

  it('is for platform admins only', async () => {
    const file = carrierFile('UPS', clients.own, { packages: 2 });
    for (const access of [sessions.member, sessions.orgAdmin, sessions.noOrganization]) {
      expect((await upload(file, clients.own.mappingName, access)).statusCode).toBe(403);
    }
  });
});

describe('GET /control-master', () => {
  it("shows each file's package count, net amount, track, audit and late counts as computed from its rows", async () => {
    const response = await get('/control-master', sessions.admin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Record<string, unknown>[]>();
    expect(Object.keys(imported).sort()).toEqual(['fedex', 'otherUps', 'ups']);
    for (const [key, { totals, controlId, file }] of Object.entries(imported)) {
      // Counts the files' rows guarantee: a row of zeros would not tell a count from a missing one.
      expect(totals.packages, key).toBeGreaterThan(10);
      expect(totals.netCents, key).toBeGreaterThan(0);
      expect(totals.trackEligible, key).toBeGreaterThan(0);
      expect(totals.auditEligible, key).toBeGreaterThan(0);
      const row = rows.find((candidate) => candidate.control_id === controlId);
      expect(row, key).toEqual({
        control_id: controlId,
        invoice_date: file.demo.invoices[0]!.invoiceDate,
        carrier: file.demo.carrier,
        client: key === 'otherUps' ? clients.other.mappingName : clients.own.mappingName,
        amount: totals.netCents / 100,
        packages: totals.packages,
        track_eligible: totals.trackEligible,
        track_complete: totals.trackComplete,
        audit_eligible: totals.auditEligible,
        audit_complete: totals.auditComplete,
        late_deliveries: totals.late,
      });
    }
  });

  it("filters by carrier ('FEDEX' for FedEx), client and invoice date range", async () => {
    const ids = async (query: string, access = sessions.admin) =>
      (await get(`/control-master${query}`, access))
        .json<{ control_id: string }[]>()
        .map((row) => row.control_id);
    expect(await ids('?carrier=FEDEX')).toEqual([imported.fedex.controlId]);
    expect(await ids(`?carrier=UPS&client=${clients.other.mappingName}`)).toEqual([
      imported.otherUps.controlId,
    ]);
    const upsDate = imported.ups.file.demo.invoices[0]!.invoiceDate;
    expect(await ids(`?start_date=${upsDate}&end_date=${upsDate}`)).toEqual([imported.ups.controlId]);
    expect((await get('/control-master?carrier=FedEx', sessions.admin)).statusCode).toBe(400);
    expect(
      (await get('/control-master?start_date=2025-05-01&end_date=2025-04-01', sessions.admin)).statusCode,
    ).toBe(400);
  });

  it("shows anyone but a platform admin only their own organization's client, whatever the query names", async () => {
    for (const access of [sessions.member, sessions.orgAdmin]) {
      const own = (await get('/control-master', access)).json<{ client: string }[]>();
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(new Set(own.map((row) => row.client))).toEqual(new Set([clients.own.mappingName]));
      expect((await get(`/control-master?client=${clients.other.mappingName}`, access)).json()).toEqual([]);
    }
    expect((await get('/control-master', sessions.noOrganization)).statusCode).toBe(403);
  });
});

describe('GET /control-master/clients', () => {
  it('lists the clients with files and their carriers, scoped like the list', async () => {
    const all = (await get('/control-master/clients', sessions.admin)).json();
    expect(all).toEqual([
      { client: clients.other.mappingName, name: 'Contoso Parcels', carriers: ['UPS'] },
      { client: clients.own.mappingName, name: 'Northwind Outfitters', carriers: ['FEDEX', 'UPS'] },
    ]);
    expect((await get('/control-master/clients', sessions.member)).json()).toEqual([
      { client: clients.own.mappingName, name: 'Northwind Outfitters', carriers: ['FEDEX', 'UPS'] },
    ]);
  });
});

describe('GET /control-master/on-time-summary', () => {
  const groupings = [
    ['audit_status', 'byAuditStatus'],
    ['charge_description', 'byService'],
    ['ground_vs_express', 'byGroundVsExpress'],
  ] as const;

  for (const key of ['ups', 'fedex'] as const) {
    it(`groups the ${key === 'ups' ? 'UPS' : 'FedEx'} file's packages and net spend as its rows do`, async () => {
      const { controlId, totals } = imported[key];
      for (const [field, expected] of groupings) {
        const response = await get(
          `/control-master/on-time-summary?control_id=${controlId}&groupByField=${field}`,
          sessions.member,
        );
        expect(response.statusCode).toBe(200);
        // The file's own rows have more than one group, and packages in each.
        expect(totals[expected].size, field).toBeGreaterThan(1);
        for (const [group, { packages }] of totals[expected]) expect(packages, group).toBeGreaterThan(0);
        expect(asGroups(response.json(), field), field).toEqual(totals[expected]);
      }
    });
  }

  it("answers 404 for another organization's file, and for none", async () => {
    const other = `/control-master/on-time-summary?control_id=${imported.otherUps.controlId}&groupByField=audit_status`;
    expect((await get(other, sessions.member)).statusCode).toBe(404);
    expect((await get(other, sessions.orgAdmin)).statusCode).toBe(404);
    expect((await get(other, sessions.admin)).statusCode).toBe(200);
    const none = await get(
      '/control-master/on-time-summary?control_id=UPS-20990101-999999&groupByField=audit_status',
      sessions.admin,
    );
    expect(none.statusCode).toBe(404);
  });
});
