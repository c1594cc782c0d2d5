import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { escapeLiteral } from 'pg';
import type { Database } from '../../src/db/database.js';
import { spreadsheetText } from '../../src/repositories/exports.js';
import { carrierFile, fileTotals, type CarrierFile } from '../helpers/invoice-files.js';
import { createOrganization, createPerson, createStaff } from '../helpers/people.js';
import { createTestApp, portalHeaders } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { importThroughApi } from '../helpers/import-jobs.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;

interface Client {
  id: string;
  name: string;
  mappingName: string;
}
const clients = {} as Record<'own' | 'other' | 'formulas', Client>;
const sessions = {} as Record<'admin' | 'member' | 'orgAdmin' | 'noOrganization', string>;

/** One row of a UPS Billing Data file, read by the carrier's layout (DOMAIN.md), independently of the importer. */
interface UpsRow {
  tracking: string;
  invoiceNumber: string;
  invoiceDate: string;
  shipDate: string;
  classification: string;
  category: string;
  description: string;
  netCents: number;
  senderState: string;
}

const cents = (text: string) => Math.round(Number(text || '0') * 100);

function readUpsRows(text: string): UpsRow[] {
  return (parse(text, { skip_empty_lines: true }) as string[][]).map((row) => {
    const col = (n: number) => row[n - 1]!;
    return {
      tracking: col(21),
      invoiceNumber: col(6),
      invoiceDate: col(5),
      shipDate: col(117),
      classification: col(44),
      category: col(35),
      description: col(46),
      netCents: cents(col(53)),
      senderState: col(72),
    };
  });
}

/** A charge is an accessorial unless it is freight or fuel (DOMAIN.md "Unified charge grouping"). */
const isAccessorial = (row: UpsRow) => row.classification !== 'FRT' && row.classification !== 'FSC';

/** A UPS package's service is the charge description of its freight row; these are the GROUND level. */
const upsGroundServices = new Set(['Ground', 'Ground Commercial', 'Ground Residential']);
const isGroundFreight = (row: UpsRow) =>
  row.classification === 'FRT' && row.category === 'SHP' && upsGroundServices.has(row.description);

/** The own organization's rows, from the files as generated. */
const ownRows: UpsRow[] = [];
const ownFiles: CarrierFile[] = [];

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Changes some cells of a UPS file (1-based columns) and writes it back as CSV. */
function editUpsFile(file: CarrierFile, edit: (rows: string[][]) => void): string {
  const rows = parse(file.text, { skip_empty_lines: true }) as string[][];
  edit(rows);
  return rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

async function upload(fileName: string, text: string, client: Client) {
  const job = await importThroughApi(app, sessions.admin, client.mappingName, { fileName, text });
  expect(job.state, job.message).toBe('imported');
}

async function client(name: string): Promise<Client> {
  const id = await createOrganization(db, name);
  const row = await db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [id],
  );
  return { id, name, mappingName: row.rows[0]!.mapping_name };
}

function exportCall(body: Record<string, unknown>, access = sessions.admin, accept?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/export/workbook',
    headers: { ...portalHeaders, ...(accept ? { accept } : {}) },
    cookies: { waybill_session: access },
    payload: body,
  });
}

/** The CSV of an export answered as JSON, read back into records (header first). */
async function exportRecords(body: Record<string, unknown>, access = sessions.admin): Promise<string[][]> {
  const response = await exportCall({ organizationMappingName: clients.own.mappingName, ...body }, access);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.json<{ data: string }>().data) as string[][];
}

/** Data records as objects keyed by header. */
function asObjects(records: string[][]): Record<string, string>[] {
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

const sumCents = (values: string[]) => values.reduce((sum, value) => sum + cents(value), 0);
const sorted = <T>(values: Iterable<T>) => [...values].sort();

function expectBadRequestNaming(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ message: string; fields?: Record<string, string> }>();
  expect(`${body.message} ${Object.keys(body.fields ?? {}).join(' ')}`).toContain(field);
}

const trackingHeader = [
  'Tracking Number',
  'Carrier',
  'Invoice Number',
  'Invoice Date',
  'Ship Date',
  'Service',
  'SLA Grouping',
  'Ground/Express',
  'Zone',
  'Billed Weight (lb)',
  'Sender State',
  'Sender Postal Code',
  'Receiver State',
  'Receiver Country',
  'Residential',
  'Net',
  'Gross',
  'Incentive',
  'Accessorial Net',
  'Commit',
  'Delivered',
  'Transit Days',
  'Late',
  'Audit Status',
];
const accessorialHeader = [
  'Tracking Number',
  'Carrier',
  'Invoice Number',
  'Invoice Date',
  'Ship Date',
  'Service',
  'SLA Grouping',
  'Sender State',
  'Receiver State',
  'Charge Description',
  'Unified Charge Grouping',
  'Gross',
  'Incentive',
  'Net',
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  clients.own = await client('Northwind Outfitters');
  clients.other = await client('Contoso Parcels');
  clients.formulas = await client('Formula Freight');
  const staff = await createStaff(app, db, clients.own.id);
  sessions.admin = staff.platformAdmin.access;
  sessions.member = staff.member.access;
  sessions.orgAdmin = staff.orgAdmin.access;
  sessions.noOrganization = (
    await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' })
  ).access;

  const files: [CarrierFile, Client][] = [
    [carrierFile('UPS', clients.own, { packages: 90, weekStart: '2025-03-03' }), clients.own],
    [carrierFile('UPS', clients.own, { packages: 60, weekStart: '2025-04-07' }), clients.own],
    [carrierFile('UPS', clients.other, { packages: 30, weekStart: '2025-03-03' }), clients.other],
  ];
  // The generator ships every package from one state; the April file's ship from another, so that the sender
  // state filters have packages to leave out.
  const april = files[1]![0];
  april.text = editUpsFile(april, (rows) => {
    for (const row of rows) if (row[71]) row[71] = 'WA';
  });
  for (const [file, owner] of files) {
    await upload(file.fileName, file.text, owner);
    if (owner !== clients.own) continue;
    ownFiles.push(file);
    ownRows.push(...readUpsRows(file.text));
  }
}, 180_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

/** The own organization's packages by tracking number, with the net the files bill each, in cents. */
function ownPackages(rows = ownRows): Map<string, number> {
  const packages = new Map<string, number>();
  for (const row of rows) {
    if (row.tracking) packages.set(row.tracking, (packages.get(row.tracking) ?? 0) + row.netCents);
  }
  return packages;
}

/** Tracking numbers of the own organization's packages for which `keep` holds for one of their rows. */
function packagesWhere(keep: (row: UpsRow) => boolean): Set<string> {
  return new Set(ownRows.filter((row) => row.tracking && keep(row)).map((row) => row.tracking));
}

describe('POST /export/workbook: Tracking Data', () => {
  it('has one row per package with the net the carrier files bill it, under the exact header', async () => {
    const records = await exportRecords({ elementId: 'tracking' });
    expect(records[0]).toEqual(trackingHeader);
    const rows = asObjects(records);
    const expected = ownPackages();
    expect(expected.size).toBeGreaterThan(100);
    expect(rows).toHaveLength(expected.size);
    const exported = new Map(rows.map((row) => [row['Tracking Number']!, cents(row.Net!)]));
    expect(exported).toEqual(expected);
    expect(sumCents(rows.map((row) => row.Net!))).toBe([...expected.values()].reduce((a, b) => a + b, 0));
    for (const row of rows) {
      expect(row.Carrier).toBe('UPS');
      expect(row['Ship Date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row['Invoice Date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['true', 'false']).toContain(row.Residential);
      expect(['true', 'false']).toContain(row.Late);
      expect(row.Delivered).toMatch(/^$|^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/);
      expect(cents(row.Gross!) - cents(row.Incentive!)).toBe(cents(row.Net!));
    }
    // The same count and sum by the helper that reads files for the Control Master tests.
    const totals = ownFiles.map(fileTotals);
    expect(rows).toHaveLength(totals.reduce((sum, file) => sum + file.packages, 0));
    const byService = totals.flatMap((file) => [...file.byService.values()]);
    expect(sumCents(rows.map((row) => row.Net!))).toBe(
      byService.reduce((sum, group) => sum + group.netCents, 0),
    );
  });

  it('is ordered by ship date, then tracking number', async () => {
    const rows = asObjects(await exportRecords({ elementId: 'tracking' }));
    const keys = rows.map((row) => `${row['Ship Date']} ${row['Tracking Number']}`);
    expect(new Set(rows.map((row) => row['Ship Date'])).size).toBeGreaterThan(1);
    expect(keys).toEqual([...keys].sort());
  });

  it('keeps the packages having a charge of the unified charge grouping asked for', async () => {
    const rows = asObjects(await exportRecords({ elementId: 'tracking', unifiedCharge: 'RESIDENTIAL' }));
    const expected = packagesWhere((row) => row.description === 'Residential Surcharge');
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row['Tracking Number']))).toEqual(expected);
  });

  it('keeps the packages of the SLA grouping and the sender state asked for', async () => {
    const ground = packagesWhere(isGroundFreight);
    const bySla = asObjects(await exportRecords({ elementId: 'tracking', slaGrouping: 'GROUND' }));
    expect(ground.size).toBeGreaterThan(0);
    expect(new Set(bySla.map((row) => row['Tracking Number']))).toEqual(ground);

    const states = new Map<string, number>();
    for (const row of ownRows)
      if (row.senderState) states.set(row.senderState, (states.get(row.senderState) ?? 0) + 1);
    const [state] = [...states.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const byState = asObjects(await exportRecords({ elementId: 'tracking', senderState: state }));
    const ofState = packagesWhere((row) => row.senderState === state);
    expect(ofState.size).toBeGreaterThan(0);
    expect(ofState.size).toBeLessThan(ownPackages().size);
    expect(new Set(byState.map((row) => row['Tracking Number']))).toEqual(ofState);
    expect(byState.every((row) => row['Sender State'] === state)).toBe(true);
  });

  it('keeps the packages shipped on the days of the date range, both ends included', async () => {
    const rows = asObjects(
      await exportRecords({
        elementId: 'tracking',
        dateRange: 'min:2025-03-04T00:00:00,max:2025-03-05T23:59:59',
      }),
    );
    const expected = packagesWhere((row) => row.shipDate >= '2025-03-04' && row.shipDate <= '2025-03-05');
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row['Tracking Number']))).toEqual(expected);

    const openEnded = asObjects(
      await exportRecords({ elementId: 'tracking', dateRange: 'min:2025-04-01T00:00:00,max:' }),
    );
    const fromApril = packagesWhere((row) => row.shipDate >= '2025-04-01');
    expect(fromApril.size).toBeGreaterThan(0);
    expect(fromApril.size).toBeLessThan(ownPackages().size);
    expect(new Set(openEnded.map((row) => row['Tracking Number']))).toEqual(fromApril);
  });

  it('stops at the row limit, on the first rows of the whole export; 0 gives the header alone', async () => {
    const all = await exportRecords({ elementId: 'tracking' });
    expect(all.length).toBeGreaterThan(8);
    const limited = await exportRecords({ elementId: 'tracking', rowLimit: 7 });
    expect(limited).toEqual(all.slice(0, 8));
    expect(await exportRecords({ elementId: 'tracking', rowLimit: 0 })).toEqual([trackingHeader]);
  });

  it('answers the header row alone when nothing matches', async () => {
    const response = await exportCall({
      organizationMappingName: clients.own.mappingName,
      elementId: 'tracking',
      dateRange: 'min:2030-01-01T00:00:00,max:2030-12-31T23:59:59',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: string }>().data).toBe(`${trackingHeader.join(',')}\n`);
  });
});

describe('POST /export/workbook: Accessorial Data', () => {
  it('has one row per accessorial charge, under the exact header', async () => {
    const records = await exportRecords({ elementId: 'accessorial' });
    expect(records[0]).toEqual(accessorialHeader);
    const rows = asObjects(records);
    const expected = ownRows.filter(isAccessorial);
    expect(expected.length).toBeGreaterThan(10);
    expect(rows).toHaveLength(expected.length);
    expect(sumCents(rows.map((row) => row.Net!))).toBe(expected.reduce((sum, row) => sum + row.netCents, 0));
    expect(
      sorted(rows.map((row) => `${row['Tracking Number']}|${row['Charge Description']}|${cents(row.Net!)}`)),
    ).toEqual(sorted(expected.map((row) => `${row.tracking}|${row.description}|${row.netCents}`)));
    expect(rows.some((row) => ['FREIGHT', 'FUEL'].includes(row['Unified Charge Grouping']!))).toBe(false);
  });

  it('keeps the charges of the grouping, the SLA grouping, the sender state and the ship dates asked for', async () => {
    const residential = asObjects(
      await exportRecords({ elementId: 'accessorial', unifiedCharge: 'RESIDENTIAL' }),
    );
    const residentialTracking = ownRows
      .filter((row) => row.description === 'Residential Surcharge')
      .map((row) => row.tracking)
      .sort();
    expect(residentialTracking.length).toBeGreaterThan(0);
    expect(residential.map((row) => row['Tracking Number']).sort()).toEqual(residentialTracking);

    // Each filter keeps some of the accessorial charges, not none and not all of them.
    const accessorials = ownRows.filter(isAccessorial).length;
    const ground = packagesWhere(isGroundFreight);
    const bySla = asObjects(await exportRecords({ elementId: 'accessorial', slaGrouping: 'GROUND' }));
    const groundCharges = ownRows.filter((row) => isAccessorial(row) && ground.has(row.tracking)).length;
    expect(groundCharges).toBeGreaterThan(0);
    expect(groundCharges).toBeLessThan(accessorials);
    expect(bySla).toHaveLength(groundCharges);

    const state = ownRows.find((row) => row.senderState)!.senderState;
    const byState = asObjects(await exportRecords({ elementId: 'accessorial', senderState: state }));
    const stateTracking = packagesWhere((row) => row.senderState === state);
    const stateCharges = ownRows.filter(
      (row) => isAccessorial(row) && stateTracking.has(row.tracking),
    ).length;
    expect(stateCharges).toBeGreaterThan(0);
    expect(stateCharges).toBeLessThan(accessorials);
    expect(byState).toHaveLength(stateCharges);

    const byDate = asObjects(
      await exportRecords({
        elementId: 'accessorial',
        dateRange: 'min:2025-04-07T00:00:00,max:2025-04-08T00:00:00',
      }),
    );
    const inRange = (row: UpsRow) => row.shipDate >= '2025-04-07' && row.shipDate <= '2025-04-08';
    const dateCharges = ownRows.filter((row) => isAccessorial(row) && row.tracking && inRange(row)).length;
    expect(dateCharges).toBeGreaterThan(0);
    expect(dateCharges).toBeLessThan(accessorials);
    expect(byDate).toHaveLength(dateCharges);
  });
});

/** SPEC §9's file name of an export made at `at`, in UTC (written from the ISO text, not by the server's code). */
function utcFileName(elementId: string, at: Date): string {
  const iso = at.toISOString();
  return `${elementId}_export_${iso.slice(0, 10)}_${iso.slice(11, 19).replaceAll(':', '')}.csv`;
}

/** The file names of an export made at any second from `from` to `to`. */
function fileNamesBetween(elementId: string, from: Date, to: Date): string[] {
  const names: string[] = [];
  for (let second = Math.floor(from.getTime() / 1000); second <= to.getTime() / 1000; second += 1) {
    names.push(utcFileName(elementId, new Date(second * 1000)));
  }
  return names;
}

describe('POST /export/workbook as a CSV file', () => {
  it('streams the same CSV as the JSON answer, both named by report type and the time of the export in UTC', async () => {
    for (const elementId of ['tracking', 'accessorial'] as const) {
      const body = { organizationMappingName: clients.own.mappingName, elementId, rowLimit: 50 };
      const before = new Date();
      const json = await exportCall(body);
      const file = await exportCall(body, sessions.admin, 'text/csv');
      const after = new Date();
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.body.split('\n').length, elementId).toBeGreaterThan(10);
      const { data, fileName } = json.json<{ data: string; fileName: string }>();
      expect(file.body).toBe(data);
      const names = fileNamesBetween(elementId, before, after);
      expect(names).toContain(fileName);
      const disposition = String(file.headers['content-disposition']);
      expect(names).toContain(/^attachment; filename="([^"]+)"/.exec(disposition)?.[1]);
    }
  });
});

describe('formula neutralisation', () => {
  it('prefixes imported text cells starting with = + - or @ with a quote, and leaves numbers alone', async () => {
    const file = carrierFile('UPS', clients.formulas, { packages: 12, weekStart: '2025-03-03' });
    const edited = editUpsFile(file, (rows) => {
      const accessorials = rows.filter((row) => !['FRT', 'FSC'].includes(row[43]!) && row[20]);
      const freight = rows.find((row) => row[43] === 'FRT')!;
      accessorials[0]![45] = '=HYPERLINK("http://example.com","x")';
      if (accessorials[1]) accessorials[1][45] = '@SUM(A1:A2)';
      if (accessorials[2]) accessorials[2][45] = '+1 Tabbed, "quoted"';
      accessorials[0]![52] = '-12.34';
      accessorials[0]![51] = '0';
      for (const row of rows) if (row[20] === freight[20]) row[71] = '+FL';
      for (const row of rows) if (row[20] === accessorials[0]![20]) row[79] = '-CA';
    });
    await upload(file.fileName, edited, clients.formulas);

    const data = (
      await exportCall({ organizationMappingName: clients.formulas.mappingName, elementId: 'accessorial' })
    ).json<{ data: string }>().data;
    const rows = asObjects(parse(data) as string[][]);
    const descriptions = rows.map((row) => row['Charge Description']);
    expect(descriptions).toContain(`'=HYPERLINK("http://example.com","x")`);
    expect(descriptions).toContain(`'@SUM(A1:A2)`);
    expect(descriptions).toContain(`'+1 Tabbed, "quoted"`);
    const negative = rows.find((row) => row['Charge Description']!.startsWith(`'=`))!;
    expect(negative.Net).toBe('-12.34');
    expect(negative['Receiver State']).toBe(`'-CA`);
    expect(data).toMatch(/,-12\.34\n/);
    expect(rows.every((row) => !/^[=+\-@\t\r]/.test(row['Charge Description']!))).toBe(true);

    const tracking = asObjects(
      parse(
        (
          await exportCall({ organizationMappingName: clients.formulas.mappingName, elementId: 'tracking' })
        ).json<{ data: string }>().data,
      ) as string[][],
    );
    expect(tracking.map((row) => row['Sender State'])).toContain(`'+FL`);
    expect(tracking.every((row) => !/^[=+\-@\t\r]/.test(row['Sender State']!))).toBe(true);
  });

  it('gives back any text exactly, quoted as a spreadsheet needs it, through COPY and a CSV reader', async () => {
    const cell = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((value) => !value.includes('\0'));
    const tricky = fc.constantFrom(
      '=1+1',
      '+',
      '-',
      '@x',
      '\tx',
      '\rx',
      '"',
      ',',
      '\n',
      '\r\n',
      "'",
      '\\',
      '€',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            cell,
            tricky,
            fc.tuple(tricky, cell).map(([a, b]) => a + b),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        async (values) => {
          const list = values.map((value) => escapeLiteral(value)).join(', ');
          const query = `SELECT n, ${spreadsheetText('v')} AS cell FROM unnest(ARRAY[${list}]::text[]) WITH ORDINALITY AS t(v, n) ORDER BY n`;
          const chunks: Buffer[] = [];
          for await (const chunk of db.copyTo(query)) chunks.push(Buffer.from(chunk));
          const records = parse(Buffer.concat(chunks).toString('utf8')) as string[][];
          expect(records[0]).toEqual(['n', 'cell']);
          expect(records.slice(1).map((record) => record[1])).toEqual(
            values.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('POST /export/workbook: who exports what', () => {
  it("exports a non-admin's own organization whatever mapping name they send", async () => {
    const own = await exportRecords({ elementId: 'tracking' });
    for (const access of [sessions.member, sessions.orgAdmin]) {
      const response = await exportCall(
        { organizationMappingName: clients.other.mappingName, elementId: 'tracking' },
        access,
      );
      expect(response.statusCode).toBe(200);
      expect(parse(response.json<{ data: string }>().data)).toEqual(own);
    }
  });

  it('refuses a person without an organization, an unknown mapping name (admins) and no session', async () => {
    const body = { organizationMappingName: clients.own.mappingName, elementId: 'tracking' };
    expect((await exportCall(body, sessions.noOrganization)).statusCode).toBe(403);
    const unknown = await exportCall({ ...body, organizationMappingName: 'NO_SUCH_CLIENT' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('NO_SUCH_CLIENT');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/export/workbook',
      headers: portalHeaders,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad date range, a bad row limit or an unknown grouping', async () => {
    const body = { organizationMappingName: clients.own.mappingName, elementId: 'tracking' };
    expectBadRequestNaming(
      await exportCall({ ...body, dateRange: 'min:2025-02-30T00:00:00,max:' }),
      'dateRange',
    );
    expectBadRequestNaming(
      await exportCall({ ...body, dateRange: 'min:2025-01-01T25:00:00,max:' }),
      'dateRange',
    );
    expectBadRequestNaming(
      await exportCall({ ...body, dateRange: 'min:2025-05-01T00:00:00,max:2025-04-01T00:00:00' }),
      'dateRange',
    );
    expectBadRequestNaming(await exportCall({ ...body, dateRange: '2025-01-01..2025-02-01' }), 'dateRange');
    expectBadRequestNaming(await exportCall({ ...body, rowLimit: 100_001 }), 'rowLimit');
    expectBadRequestNaming(await exportCall({ ...body, rowLimit: -1 }), 'rowLimit');
    expectBadRequestNaming(await exportCall({ ...body, unifiedCharge: 'NOT_A_GROUPING' }), 'unifiedCharge');
    expectBadRequestNaming(await exportCall({ ...body, elementId: 'invoices' }), 'elementId');
  });
});

describe('GET /export/details', () => {
  function details(organizationId: string, access = sessions.admin) {
    return app.inject({
      method: 'GET',
      url: `/api/v1/export/details?organizationId=${organizationId}`,
      cookies: { waybill_session: access },
    });
  }

  it("lists the distinct (grouping, SLA grouping, sender state) combinations of the organization's charges", async () => {
    const response = await details(clients.own.id);
    expect(response.statusCode).toBe(200);
    const combinations =
      response.json<{ unified_charge_grouping: string; sla_grouping: string; sender_state: string }[]>();
    // Computed from the facts, not from the summary the call reads.
    const facts = await db.query<{ combination: string }>(
      `SELECT DISTINCT c.unified_charge_grouping || '|' || p.sla_grouping || '|' || p.sender_state AS combination
       FROM charges c JOIN packages p ON p.id = c.package_id
       WHERE c.organization_id = $1 AND p.sla_grouping IS NOT NULL AND p.sender_state IS NOT NULL`,
      [clients.own.id],
    );
    const listed = combinations.map(
      (row) => `${row.unified_charge_grouping}|${row.sla_grouping}|${row.sender_state}`,
    );
    expect(listed).toEqual([...new Set(listed)]);
    expect(sorted(listed)).toEqual(sorted(facts.rows.map((row) => row.combination)));
    // Every sender state of the files' packages appears, and no other.
    expect(new Set(combinations.map((row) => row.sender_state))).toEqual(
      new Set(ownRows.filter((row) => row.tracking && row.senderState).map((row) => row.senderState)),
    );
    expect(listed).toContain(
      `RESIDENTIAL|GROUND|${ownRows.find((row) => row.description === 'Residential Surcharge' && ground(row.tracking))?.senderState}`,
    );
  });

  it('answers members for their own organization only, 404 for another, 403 without one', async () => {
    expect((await details(clients.own.id, sessions.member)).statusCode).toBe(200);
    expect((await details(clients.own.id, sessions.orgAdmin)).json()).toEqual(
      (await details(clients.own.id)).json(),
    );
    expect((await details(clients.other.id, sessions.member)).statusCode).toBe(404);
    expect((await details(clients.other.id, sessions.orgAdmin)).statusCode).toBe(404);
    expect((await details(clients.other.id, sessions.noOrganization)).statusCode).toBe(403);
    expect((await details(clients.other.id)).statusCode).toBe(200);
    expect((await details('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

/** Whether a package's freight row names a GROUND service. */
function ground(tracking: string): boolean {
  return ownRows.some((row) => row.tracking === tracking && isGroundFreight(row));
}
