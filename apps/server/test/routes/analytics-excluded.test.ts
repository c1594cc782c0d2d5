import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { components } from '@waybill/api-client/schema';
import { createDatabaseContext } from '../../src/context.js';
import type { Database } from '../../src/db/database.js';
import { importInvoiceFile } from '../../src/services/invoice-import/import-invoice-file.js';
import { carrierFile, fileTotals, type CarrierFile } from '../helpers/invoice-files.js';
import { createOrganization, createPerson, type TestPerson } from '../helpers/people.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

type Dashboard = components['schemas']['AnalyticsDashboard'];

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let mappingName: string;
const people = {} as Record<'admin' | 'member', TestPerson>;
/** A UPS file of January 2025, every service mapped. */
let january: CarrierFile;
/** The files of March 2025: a FedEx file billing services the map does not know, and a UPS file. */
const march = {} as Record<'fedex' | 'ups', CarrierFile>;

/** The services the test's service map does not know. */
const unmappedServices = ['FedEx 2Day', 'FedEx International Economy'];
const januaryRange = 'from=2025-01-01&to=2025-01-31';
const marchRange = 'from=2025-03-01&to=2025-03-31';
/** The FedEx file's days, Wednesday to Tuesday: no whole week or month, so read from the facts. */
const fedexDaysRange = 'from=2025-03-05&to=2025-03-11';

const kindsLeavingThemOut = [
  'domestic_shipping',
  'international_shipping',
  'mode_optimization',
  'performance_tracker',
  'discount_monitoring_summary',
] as const;
const kindsKeepingThem = [
  'executive_summary',
  'accessorials_summary',
  'accessorials_detail',
  'discount_monitoring_detail',
  'discounts',
] as const;

async function importFile(file: CarrierFile): Promise<void> {
  const report = await importInvoiceFile(createDatabaseContext(db), {
    filePath: file.path,
    sourceName: file.fileName,
    client: mappingName,
  });
  expect(report.status, report.message).toBe('imported');
}

/** The token of the frame the person is given for `kind` over the organization. */
async function frameToken(person: TestPerson, kind: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/organization/dashboard?pathType=${kind}&mappingName=${mappingName}`,
    cookies: { waybill_session: person.access },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ url: string }>().url, 'http://portal').hash.replace('#token=', '');
}

async function dashboard(kind: string, query: string, person = people.member): Promise<Dashboard> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/analytics/dashboard?${query}`,
    headers: { authorization: `Bearer ${await frameToken(person, kind)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

const tileValue = (board: Dashboard, key: string) => board.tiles.find((tile) => tile.key === key)?.value;

/** The packages of the unmapped services and their net, in dollars, read from the FedEx file's own text. */
function unmappedInFedexFile(): { packages: number; net: number } {
  const byService = fileTotals(march.fedex).byService;
  const groups = unmappedServices.map((service) => byService.get(service) ?? { packages: 0, netCents: 0 });
  return {
    packages: groups.reduce((sum, group) => sum + group.packages, 0),
    net: groups.reduce((sum, group) => sum + group.netCents, 0) / 100,
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  const organizationId = await createOrganization(db, 'Northwind Outfitters');
  mappingName = (
    await db.query<{ mapping_name: string }>('SELECT mapping_name FROM organizations WHERE id = $1', [
      organizationId,
    ])
  ).rows[0]!.mapping_name;
  await db.query('UPDATE organizations SET total_number_of_licenses = 5 WHERE id = $1', [organizationId]);
  people.admin = await createPerson(app, db, {
    firstName: 'Ada',
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  people.member = await createPerson(app, db, { firstName: 'Marco', organizationId, role: 'user' });
  await db.query('UPDATE users SET is_licensed = true WHERE id = $1', [people.member.userId]);
  // Every rule that maps them, the exact name and then the prefix or expression next in line.
  let deleted: number;
  do {
    const result = await db.query(
      `DELETE FROM service_map WHERE id IN (
         SELECT r.id FROM unnest($1::text[]) AS s (service) CROSS JOIN LATERAL service_rule('FEDEX', s.service) r)`,
      [unmappedServices],
    );
    deleted = result.rowCount;
  } while (deleted > 0);

  const client = { mappingName, name: 'Northwind Outfitters' };
  january = carrierFile('UPS', client, { weekStart: '2025-01-06' });
  march.fedex = carrierFile('FEDEX', client, { weekStart: '2025-03-05', packages: 300 });
  march.ups = carrierFile('UPS', client, { weekStart: '2025-03-03' });
  for (const file of [january, march.fedex, march.ups]) await importFile(file);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('the packages the dashboards leave out for want of a mapped service', () => {
  it('are counted, with their net, on every kind whose figures leave them out', async () => {
    const expected = unmappedInFedexFile();
    expect(expected.packages, 'the FedEx file bills the unmapped services').toBeGreaterThan(0);
    for (const kind of kindsLeavingThemOut) {
      expect((await dashboard(kind, marchRange)).excluded, kind).toEqual({
        packages: expected.packages,
        net: expect.closeTo(expected.net, 2) as number,
      });
    }
  });

  it('are counted alike over days that cut weeks and months, read from the facts', async () => {
    const expected = unmappedInFedexFile();
    expect((await dashboard('domestic_shipping', fedexDaysRange)).excluded).toEqual({
      packages: expected.packages,
      net: expect.closeTo(expected.net, 2) as number,
    });
  });

  it('are what the domestic and international figures leave out of the executive summary’s packages', async () => {
    const [executive, domestic, international] = await Promise.all([
      dashboard('executive_summary', marchRange),
      dashboard('domestic_shipping', marchRange),
      dashboard('international_shipping', marchRange),
    ]);
    expect(tileValue(domestic, 'packages')! + tileValue(international, 'packages')!).toBe(
      tileValue(executive, 'packages')! - unmappedInFedexFile().packages,
    );
  });

  it('are counted whatever the SLA group, mode or scope filters, which they have no value of', async () => {
    const board = await dashboard('discount_monitoring_summary', `${marchRange}&slaGrouping=GROUND`);
    expect(board.excluded?.packages).toBe(unmappedInFedexFile().packages);
  });

  it('are not noted on the kinds that keep them, nor for a range or carrier without them', async () => {
    for (const kind of kindsKeepingThem) {
      expect((await dashboard(kind, marchRange)).excluded, kind).toBeUndefined();
    }
    const januaryFigures = await dashboard('executive_summary', januaryRange);
    expect(tileValue(januaryFigures, 'packages')).toBe(fileTotals(january).packages);
    expect((await dashboard('domestic_shipping', januaryRange)).excluded).toBeUndefined();
    expect((await dashboard('domestic_shipping', `${marchRange}&carrier=UPS`)).excluded).toBeUndefined();
    expect((await dashboard('domestic_shipping', `${marchRange}&carrier=FEDEX`)).excluded?.packages).toBe(
      unmappedInFedexFile().packages,
    );
  });

  it('stay in the executive summary’s totals', async () => {
    const files = [fileTotals(march.fedex), fileTotals(march.ups)];
    const executive = await dashboard('executive_summary', marchRange);
    expect(tileValue(executive, 'packages')).toBe(files[0]!.packages + files[1]!.packages);
    expect(tileValue(executive, 'netSpend')).toBeCloseTo((files[0]!.netCents + files[1]!.netCents) / 100, 2);
  });

  it('link to the list of unmapped services for platform admins only', async () => {
    const asAdmin = await dashboard('domestic_shipping', marchRange, people.admin);
    expect(asAdmin.excluded?.packages).toBe(unmappedInFedexFile().packages);
    expect(asAdmin.capabilities).toEqual({ reviewUnmappedReferenceData: true });
    const asMember = await dashboard('domestic_shipping', marchRange);
    expect(asMember.capabilities).toEqual({ reviewUnmappedReferenceData: false });
  });
});
