import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { components } from '@waybill/api-client/schema';
import type { Database } from '../../src/db/database.js';
import type { CarrierRenames } from '../../src/demo/shipments/services.js';
import { importThroughApi } from '../helpers/import-jobs.js';
import { carrierFile, type CarrierFile } from '../helpers/invoice-files.js';
import { createClient, createPerson, createStaff, type TestClient } from '../helpers/people.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { billedAgain, upsText, type FileSpec } from '../model/carrier-text.js';
import { ShippingModel, type ModelCharge } from '../model/model.js';
import { loadReference } from '../model/reference.js';

type UnmappedReferenceData = components['schemas']['UnmappedReferenceData'];
type ControlMasterRecord = components['schemas']['ControlMasterRecord'];
type Carrier = 'UPS' | 'FEDEX';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;

type Client = TestClient;
const clients = {} as Record<'own' | 'other', Client>;
const sessions = {} as Record<'admin' | 'member' | 'orgAdmin' | 'noOrganization', string>;

/** An imported file: what the test wrote, and what the import answered. */
interface ImportedFile {
  carrier: Carrier;
  text: string;
  client: Client;
  controlId: string;
  invoiceDate: string;
  receivedOn: string;
}
const imported: ImportedFile[] = [];

/**
 * Names the test's carriers bill instead of their usual ones: services and charge descriptions that the seeded
 * maps may or may not know. Which of them are unmapped is decided by the test's model from the reference rows.
 */
const upsRenames: CarrierRenames = {
  from: '2025-01-01',
  names: new Map([
    ['Ground Residential', 'UPS Simple Rate'],
    ['Delivery Area Surcharge', 'Carbon Neutral Shipping'],
  ]),
};
const fedexRenames: CarrierRenames = {
  from: '2025-01-01',
  names: new Map([
    ['FedEx Home Delivery', 'FedEx One Rate'],
    ['Residential Delivery Charge', 'Carbon Neutral Shipping'],
  ]),
};

/** Imports a file for the client through the API and records it. */
async function importFile(
  carrier: Carrier,
  owner: Client,
  file: { fileName: string; text: string },
  invoiceDate: string,
): Promise<ImportedFile> {
  const job = await importThroughApi(app, sessions.admin, owner.mappingName, file);
  expect(job.state, job.message).toBe('imported');
  const controlId = job.report!.controlId;
  // The day the file was received is the one fact of the model the text does not hold (the claim window).
  const received = await db.query<{ day: string }>(
    `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM invoice_files WHERE control_id = $1`,
    [controlId],
  );
  const entry = {
    carrier,
    text: file.text,
    client: owner,
    controlId,
    invoiceDate,
    receivedOn: received.rows[0]!.day,
  };
  imported.push(entry);
  return entry;
}

function importGenerated(file: CarrierFile, owner: Client) {
  return importFile(file.demo.carrier, owner, file, file.demo.invoices[0]!.invoiceDate);
}

/** A UPS file of the test's own making (carrier-text.ts), for the client `clients.own`. */
function importUpsText(fileName: string, spec: FileSpec) {
  return importFile('UPS', clients.own, { fileName, text: upsText(spec) }, spec.invoiceDate);
}

/** What one imported file bills, as the model reads its text. */
interface BilledFile {
  file: ImportedFile;
  model: ShippingModel;
  trackingNumbers: Set<string>;
  charges: ModelCharge[];
}

/** What the response should hold, computed by the test's model from the files' text and the reference rows now. */
interface Expected {
  data: UnmappedReferenceData;
  /** Per Control ID: packages with an unmapped service, and charges with an unmapped description. */
  countsByFile: Map<string, { packages: number; charges: number }>;
}

interface Group {
  carrier: Carrier;
  name: string;
  packages: Set<string>;
  charges: number;
  netCents: number;
  files: Set<ImportedFile>;
  clients: Set<Client>;
}

function groupOf(groups: Map<string, Group>, carrier: Carrier, name: string): Group {
  const key = `${carrier}\u0000${name}`;
  let group = groups.get(key);
  if (!group) {
    group = {
      carrier,
      name,
      packages: new Set(),
      charges: 0,
      netCents: 0,
      files: new Set(),
      clients: new Set(),
    };
    groups.set(key, group);
  }
  return group;
}

/** Largest net first, then by carrier and name (the contract's order). */
function ordered(groups: Map<string, Group>): Group[] {
  return [...groups.values()].sort(
    (a, b) =>
      b.netCents - a.netCents ||
      (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** The newest five Control IDs (latest invoice date first, then the larger id) and how many in all. */
function filesOf(group: Group) {
  const newest = [...group.files]
    .sort((a, b) =>
      a.invoiceDate !== b.invoiceDate
        ? a.invoiceDate < b.invoiceDate
          ? 1
          : -1
        : a.controlId < b.controlId
          ? 1
          : -1,
    )
    .slice(0, 5)
    .map((file) => file.controlId);
  return { controlIds: newest, fileCount: group.files.size };
}

async function expectedUnmapped(): Promise<Expected> {
  const reference = await loadReference(db);
  const models = new Map<Client, ShippingModel>();
  const billed: BilledFile[] = imported.map((file) => {
    let model = models.get(file.client);
    if (!model) {
      model = new ShippingModel(reference, file.client.id);
      models.set(file.client, model);
    }
    const before = model.charges.length;
    const nets = model.addFile(file.carrier, file.text, file.receivedOn);
    return { file, model, trackingNumbers: new Set(nets.keys()), charges: model.charges.slice(before) };
  });

  const services = new Map<string, Group>();
  const unmappedPackages = new Set<string>();
  for (const [owner, model] of models) {
    for (const pkg of model.judged()) {
      if (pkg.slaGrouping !== null || pkg.service === null) continue;
      unmappedPackages.add(pkg.tracking);
      const group = groupOf(services, pkg.carrier as Carrier, pkg.service);
      group.packages.add(pkg.tracking);
      group.netCents += pkg.netCents;
      group.charges += model.charges.filter((charge) => charge.tracking === pkg.tracking).length;
      group.clients.add(owner);
      for (const entry of billed) {
        if (entry.model === model && entry.trackingNumbers.has(pkg.tracking)) group.files.add(entry.file);
      }
    }
  }

  const descriptions = new Map<string, Group>();
  const countsByFile = new Map<string, { packages: number; charges: number }>();
  for (const entry of billed) {
    const unmappedCharges = entry.charges.filter((charge) => charge.ruleId === null);
    countsByFile.set(entry.file.controlId, {
      packages: [...entry.trackingNumbers].filter((tracking) => unmappedPackages.has(tracking)).length,
      charges: unmappedCharges.length,
    });
    for (const charge of unmappedCharges) {
      const group = groupOf(descriptions, entry.file.carrier, charge.description);
      group.charges += 1;
      group.netCents += charge.netCents;
      if (charge.tracking) group.packages.add(charge.tracking);
      group.files.add(entry.file);
    }
  }

  const serviceRows = ordered(services);
  const descriptionRows = ordered(descriptions);
  return {
    data: {
      services: serviceRows.slice(0, 200).map((group) => {
        const named = [...group.clients].sort(
          (a, b) =>
            a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
            a.mappingName.localeCompare(b.mappingName),
        );
        return {
          carrier: group.carrier,
          service: group.name,
          packages: group.packages.size,
          charges: group.charges,
          netAmount: group.netCents / 100,
          ...filesOf(group),
          clients: named.slice(0, 5).map((owner) => ({ client: owner.mappingName, name: owner.name })),
          clientCount: named.length,
        };
      }),
      servicesTotal: serviceRows.length,
      chargeDescriptions: descriptionRows.slice(0, 200).map((group) => ({
        carrier: group.carrier,
        description: group.name,
        charges: group.charges,
        packages: group.packages.size,
        netAmount: group.netCents / 100,
        ...filesOf(group),
      })),
      chargeDescriptionsTotal: descriptionRows.length,
    },
    countsByFile,
  };
}

function getUnmapped(access: string | undefined) {
  return callApi(app, access, 'GET', '/reference-data/unmapped');
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  clients.own = await createClient(db, 'Northwind Outfitters');
  clients.other = await createClient(db, 'Contoso Parcels');
  const staff = await createStaff(app, db, clients.own.id);
  sessions.admin = staff.platformAdmin.access;
  sessions.member = staff.member.access;
  sessions.orgAdmin = staff.orgAdmin.access;
  sessions.noOrganization = (
    await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' })
  ).access;

  // Six weeks of the own client's UPS files, more than a row names.
  const weeks = ['2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31', '2025-04-07'];
  const upsFiles = weeks.map((weekStart) =>
    carrierFile('UPS', clients.own, { packages: 40, weekStart, renames: upsRenames }),
  );
  for (const file of upsFiles) await importGenerated(file, clients.own);
  await importGenerated(
    carrierFile('FEDEX', clients.own, { packages: 120, weekStart: '2025-03-10', renames: fedexRenames }),
    clients.own,
  );
  await importGenerated(
    carrierFile('UPS', clients.other, { packages: 40, weekStart: '2025-03-17', renames: upsRenames }),
    clients.other,
  );

  // A later file bills an address correction to three packages of the first week, and a credit to no package.
  const first = upsFiles[0]!.demo;
  const renamed = first.invoices
    .flatMap((invoice) => invoice.packages)
    .filter((pkg) => pkg.serviceName === 'UPS Simple Rate')
    .slice(0, 3);
  expect(renamed).toHaveLength(3);
  await importUpsText('UPS_adjustments.csv', {
    account: first.invoices[0]!.accountNumber,
    invoiceNumber: 'ADJ000000001',
    invoiceDate: '2025-04-21',
    packages: renamed.map((pkg) =>
      billedAgain(pkg, [
        { description: 'Address Correction', classification: 'ACC', category: 'ADJ', netCents: 1450 },
      ]),
    ),
    invoiceCharges: [
      { description: 'Paperless Invoice Credit', classification: 'MSC', category: 'MIS', netCents: -125 },
    ],
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('GET /reference-data/unmapped', () => {
  it('lists each unmapped service with its packages, all their charges, net, files and clients, money first', async () => {
    const expected = await expectedUnmapped();
    const simpleRate = expected.data.services.find(
      (row) => row.carrier === 'UPS' && row.service === 'UPS Simple Rate',
    );
    // The planted service is unmapped for both clients, in more files than a row names, and billed again later.
    expect(simpleRate?.clientCount).toBe(2);
    expect(simpleRate?.fileCount).toBeGreaterThan(5);
    expect(simpleRate?.controlIds).toHaveLength(5);
    expect(expected.data.services.find((row) => row.service === 'FedEx One Rate')?.packages).toBeGreaterThan(
      0,
    );

    const response = await getUnmapped(sessions.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<UnmappedReferenceData>();
    expect(body.services).toEqual(expected.data.services);
    expect(body.servicesTotal).toBe(expected.data.servicesTotal);
  });

  it('lists each charge description no rule matches with its charges, packages, net and files', async () => {
    const expected = await expectedUnmapped();
    const rows = expected.data.chargeDescriptions;
    for (const carrier of ['UPS', 'FEDEX'] as const) {
      const row = rows.find(
        (entry) => entry.carrier === carrier && entry.description === 'Carbon Neutral Shipping',
      );
      expect(row?.charges, carrier).toBeGreaterThan(0);
    }
    expect(rows.find((entry) => entry.description === 'Paperless Invoice Credit')).toMatchObject({
      charges: 1,
      packages: 0,
      netAmount: -1.25,
    });

    const body = (await getUnmapped(sessions.admin)).json<UnmappedReferenceData>();
    expect(body.chargeDescriptions).toEqual(rows);
    expect(body.chargeDescriptionsTotal).toBe(expected.data.chargeDescriptionsTotal);
  });

  it('shows the counts on each Control Master row, to anyone who sees the row', async () => {
    const { countsByFile } = await expectedUnmapped();
    expect([...countsByFile.values()].every(({ packages, charges }) => packages + charges > 0)).toBe(true);
    const rowsOf = async (access: string) =>
      new Map(
        (await callApi(app, access, 'GET', '/control-master'))
          .json<ControlMasterRecord[]>()
          .map((row) => [row.control_id, row]),
      );
    const all = await rowsOf(sessions.admin);
    const own = await rowsOf(sessions.member);
    for (const file of imported) {
      const expected = countsByFile.get(file.controlId)!;
      const counts = (row: ControlMasterRecord | undefined) => ({
        packages: row?.unmapped_service_packages,
        charges: row?.unmapped_description_charges,
      });
      expect(counts(all.get(file.controlId)), file.controlId).toEqual(expected);
      if (file.client === clients.own)
        expect(counts(own.get(file.controlId)), file.controlId).toEqual(expected);
      else expect(own.has(file.controlId)).toBe(false);
    }
  });

  it('leaves out a description once a rule maps it, even to OTHER on purpose', async () => {
    const rule = await db.query<{ id: number }>(
      `INSERT INTO charge_map (carrier, classification, pattern, unified_charge_grouping, priority)
       VALUES ('FEDEX', NULL, '%carbon neutral%', 'OTHER', 500) RETURNING id`,
    );
    try {
      const expected = await expectedUnmapped();
      const descriptions = expected.data.chargeDescriptions.map((row) => `${row.carrier} ${row.description}`);
      expect(descriptions).not.toContain('FEDEX Carbon Neutral Shipping');
      expect(descriptions).toContain('UPS Carbon Neutral Shipping');
      const body = (await getUnmapped(sessions.admin)).json<UnmappedReferenceData>();
      expect(body.chargeDescriptions).toEqual(expected.data.chargeDescriptions);
      const fedexFile = imported.find((file) => file.carrier === 'FEDEX')!;
      const row = (await callApi(app, sessions.admin, 'GET', '/control-master?carrier=FEDEX'))
        .json<ControlMasterRecord[]>()
        .find((record) => record.control_id === fedexFile.controlId);
      expect(row?.unmapped_description_charges).toBe(expected.countsByFile.get(fedexFile.controlId)!.charges);
    } finally {
      await db.query('DELETE FROM charge_map WHERE id = $1', [rule.rows[0]!.id]);
    }
  });

  it('holds the 200 services with the largest net, and counts them all', async () => {
    const services = Array.from({ length: 201 }, (_, index) => `Regional Service ${index + 1}`);
    await importUpsText('UPS_regional.csv', {
      account: 'RGN001',
      invoiceNumber: 'RGN000000001',
      invoiceDate: '2025-05-12',
      packages: services.map((service, index) => ({
        tracking: `1ZRGN${String(index + 1).padStart(13, '0')}`,
        service,
        shipDate: '2025-05-05',
        zone: '004',
        weight: '2',
        unit: 'L',
        senderState: 'GA',
        receiverState: 'NY',
        receiverCountry: 'US',
        charges: [{ description: service, classification: 'FRT', netCents: 900 + index * 3 }],
      })),
    });
    const expected = await expectedUnmapped();
    expect(expected.data.servicesTotal).toBeGreaterThan(200);
    const body = (await getUnmapped(sessions.admin)).json<UnmappedReferenceData>();
    expect(body.services).toHaveLength(200);
    expect(body.services).toEqual(expected.data.services);
    expect(body.servicesTotal).toBe(expected.data.servicesTotal);
  });

  it('is for platform admins only', async () => {
    expect((await getUnmapped(undefined)).statusCode).toBe(401);
    for (const access of [sessions.member, sessions.orgAdmin, sessions.noOrganization]) {
      expect((await getUnmapped(access)).statusCode).toBe(403);
    }
  });
});
