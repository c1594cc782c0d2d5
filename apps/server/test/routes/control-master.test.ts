import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { finishedImportJob, type ImportJob } from '../helpers/import-jobs.js';
import {
  carrierFile,
  fileTotals,
  type CarrierFile,
  type FileTotals,
  type Group,
} from '../helpers/invoice-files.js';
import { multipartBody, multipartHeaders } from '../helpers/multipart.js';
import { createOrganization, createPerson, createStaff } from '../helpers/people.js';
import { createTestApp, type LogCapture } from '../helpers/test-app.js';
import { waitFor } from '../helpers/wait-for.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let logs: LogCapture;
let dataDir: string;

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

/** Uploads a file and waits for its import job to end. */
async function imports(file: Parameters<typeof upload>[0], clientName: string): Promise<ImportJob> {
  const response = await upload(file, clientName);
  expect(response.statusCode, response.body).toBe(202);
  return finishedImportJob(app, sessions.admin, response.json<ImportJob>().jobId);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-control-master-'));
  ({ app, logs } = await createTestApp(db, { env: { DATA_DIR: dataDir } }));
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
    const job = await imports(file, key === 'otherUps' ? clients.other.mappingName : clients.own.mappingName);
    expect(job.state, job.message).toBe('imported');
    imported[key] = { file, totals: fileTotals(file), controlId: job.report!.controlId };
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The uploads still stored. */
function storedImportFiles(): string[] {
  const directory = path.join(dataDir, 'files', 'import-jobs');
  return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
}

function counts() {
  return db.query<{ files: number; charges: number; packages: number }>(
    `SELECT (SELECT count(*) FROM invoice_files)::int AS files, (SELECT count(*) FROM charges)::int AS charges,
            (SELECT count(*) FROM packages)::int AS packages`,
  );
}

describe('POST /control-master/import', () => {
  it('queues the file (202, its job and where to follow it), and the job reports what it loaded', async () => {
    const file = carrierFile('UPS', clients.own, { packages: 15, weekStart: '2025-06-02' });
    const totals = fileTotals(file);
    const response = await upload(file, clients.own.mappingName);
    expect(response.statusCode, response.body).toBe(202);
    const queued = response.json<ImportJob>();
    expect(response.headers.location).toBe(`/api/v1/control-master/import-jobs/${queued.jobId}`);
    expect(queued).toMatchObject({
      fileName: file.fileName,
      client: clients.own.mappingName,
      state: 'queued',
      rowsTotal: totals.rows,
      report: null,
      refusal: null,
    });

    const job = await finishedImportJob(app, sessions.admin, queued.jobId);
    expect(job).toMatchObject({
      state: 'imported',
      attempts: 1,
      rowsRead: totals.rows,
      rowsTotal: totals.rows,
      refusal: null,
    });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    expect(job.report).toMatchObject({
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
    expect(job.report!.controlId).toMatch(/^UPS-\d{8}-\d{6}$/);
    expect(job.message).toContain(job.report!.controlId);
    // The job's end is recorded first; its file is deleted and its last log line written just after.
    await waitFor('the stored upload deleted', () => !storedImportFiles().includes(queued.jobId));

    // The worker's log lines carry the id of the upload's request.
    const jobEnded = () =>
      logs.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.importJobId === queued.jobId && line.msg === 'import job ended');
    await waitFor('the worker’s last line', () => jobEnded() !== undefined);
    const lines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ended = jobEnded();
    const uploadLine = lines.find(
      (line) =>
        line.reqId === ended?.reqId && String((line.req as { url?: string })?.url).includes('/import?'),
    );
    expect(ended).toMatchObject({ status: 'imported', attempt: 1 });
    expect(uploadLine).toBeDefined();
  });

  it('recognises the same bytes again: the job ends duplicate with the earlier Control ID, nothing loaded twice', async () => {
    const before = await counts();
    const job = await imports(imported.fedex.file, clients.own.mappingName);
    expect(job.state).toBe('duplicate');
    expect(job.report).toMatchObject({
      status: 'duplicate',
      controlId: imported.fedex.controlId,
      carrier: 'FEDEX',
    });
    expect((await counts()).rows).toEqual(before.rows);
  });

  it('refuses a bad file: the job ends refused naming the line and the reason, and nothing of it is kept', async () => {
    const file = carrierFile('UPS', clients.own, { packages: 5, weekStart: '2025-06-09' });
    const lines = file.text.split('\r\n');
    lines[2] = lines[2]!.replace(/,$/, '');
    const before = await counts();
    const job = await imports({ fileName: 'short.csv', text: lines.join('\r\n') }, clients.own.mappingName);
    const reason =
      '249 columns, but every UPS Billing Data row has exactly 250 (a missing or extra column shifts the others, so the row is not read)';
    expect(job).toMatchObject({
      state: 'refused',
      fileName: 'short.csv',
      message: `Line 3: ${reason}. Nothing was imported.`,
      refusal: { line: 3, reason },
      report: null,
    });
    expect((await counts()).rows).toEqual(before.rows);
    await waitFor('the stored upload deleted', () => !storedImportFiles().includes(job.jobId));
  });

  it('refuses an unknown client with 400, and queues nothing', async () => {
    const before = (await get('/control-master/import-jobs', sessions.admin)).json<ImportJob[]>();
    const response = await upload(carrierFile('UPS', clients.own, { packages: 2 }), 'NO_SUCH_CLIENT');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'There is no client with the mapping name "NO_SUCH_CLIENT"',
    });
    expect((await get('/control-master/import-jobs', sessions.admin)).json()).toEqual(before);
  });

  it('is for platform admins only', async () => {
    const file = carrierFile('UPS', clients.own, { packages: 2 });
    for (const access of [sessions.member, sessions.orgAdmin, sessions.noOrganization]) {
      expect((await upload(file, clients.own.mappingName, access)).statusCode).toBe(403);
    }
  });
});

describe('GET /control-master/import-jobs', () => {
  it("lists the last day's jobs of every client, newest first", async () => {
    const response = await get('/control-master/import-jobs', sessions.admin);
    expect(response.statusCode).toBe(200);
    const jobs = response.json<ImportJob[]>();
    const created = jobs.map((job) => job.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const controlIds = jobs.map((job) => job.report?.controlId);
    for (const { controlId } of Object.values(imported)) expect(controlIds).toContain(controlId);
    expect(new Set(jobs.map((job) => job.client))).toEqual(
      new Set([clients.own.mappingName, clients.other.mappingName]),
    );
  });

  it('shows one job by id, 404 for an id no job has, and neither to anyone but platform admins', async () => {
    const [newest] = (await get('/control-master/import-jobs', sessions.admin)).json<ImportJob[]>();
    const one = await get(`/control-master/import-jobs/${newest!.jobId}`, sessions.admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(newest);
    const unknown = randomUUID();
    const missing = await get(`/control-master/import-jobs/${unknown}`, sessions.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: `There is no import job with the id ${unknown}` });
    for (const access of [sessions.member, sessions.orgAdmin, sessions.noOrganization]) {
      expect((await get('/control-master/import-jobs', access)).statusCode).toBe(403);
      expect((await get(`/control-master/import-jobs/${newest!.jobId}`, access)).statusCode).toBe(403);
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
        // Computed from the files' text in reference-data.test.ts.
        unmapped_service_packages: expect.any(Number),
        unmapped_description_charges: expect.any(Number),
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
