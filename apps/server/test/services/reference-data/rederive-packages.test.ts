import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseContext } from '../../../src/context.js';
import type { Database, Queryable } from '../../../src/db/database.js';
import type { CarrierRenames } from '../../../src/demo/shipments/services.js';
import { beginShippingFactsChange } from '../../../src/repositories/import-staging.js';
import {
  packagesOfServices,
  rederivePackages,
  storedServicesMatching,
  type Rederivation,
  type RederivationProgress,
} from '../../../src/repositories/package-rederivation.js';
import {
  deleteServiceRuleRow,
  insertServiceRule,
  listServiceRuleRows,
  updateServiceRuleRow,
  type ServiceRuleFields,
} from '../../../src/repositories/service-rules.js';
import { shippingTables } from '../../../src/repositories/shipping-maintenance.js';
import type { Carrier } from '../../../src/repositories/shipping-reference.js';
import { importInvoiceFile } from '../../../src/services/invoice-import/import-invoice-file.js';
import { carrierFile, writeBytes } from '../../helpers/invoice-files.js';
import { createClient } from '../../helpers/people.js';
import { shippingRows, shippingSnapshot } from '../../helpers/shipping-database.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { billedAgain, upsText } from '../../model/carrier-text.js';

/**
 * Re-deriving after a change of the service map stores what importing the same files under the changed map
 * stores: the files are imported into database A under the seeded map, A's map is changed and its packages
 * re-derived; database B has the changed map before it imports them. Every package, charge, summary row and
 * Control Master count of A must then equal B's, and the re-derivation must count exactly the packages that moved
 * and the files that bill them.
 */

// Under names the seeded map does not know: UPS Simple Rate stays unknown until the change maps it, FedEx One Rate
// stays unknown throughout.
const upsRenames: CarrierRenames = {
  from: '2025-01-01',
  names: new Map([['Ground Residential', 'UPS Simple Rate']]),
};
const fedexRenames: CarrierRenames = {
  from: '2025-01-01',
  names: new Map([['FedEx Home Delivery', 'FedEx One Rate']]),
};

// The generator seeds a file with the client's mapping name: each file is generated once, for these names, and
// imported into both databases for the client of the same name there.
const northwind = { mappingName: 'NORTHWIND', name: 'Northwind Outfitters' };
const contoso = { mappingName: 'CONTOSO', name: 'Contoso Parcels' };

const upsFirst = carrierFile('UPS', northwind, {
  packages: 160,
  weekStart: '2025-03-03',
  renames: upsRenames,
});
const upsSecond = carrierFile('UPS', northwind, {
  packages: 80,
  weekStart: '2025-03-10',
  renames: upsRenames,
});
const fedex = carrierFile('FEDEX', northwind, {
  packages: 120,
  weekStart: '2025-03-03',
  renames: fedexRenames,
});
const upsOther = carrierFile('UPS', contoso, { packages: 60, weekStart: '2025-03-17', renames: upsRenames });

/** Packages of the first UPS file billed again: a few of every service the change moves, and of one it keeps. */
const rebilled = upsFirst.demo.invoices
  .flatMap((invoice) => invoice.packages)
  .filter((pkg) => !pkg.adjustment)
  .filter(
    (pkg, index, all) =>
      all.slice(0, index).filter((other) => other.serviceName === pkg.serviceName).length < 3,
  );

/** A later file: a freight correction (with its incentive) and an address correction to each rebilled package. */
const upsLater = {
  fileName: 'UPS_corrections.csv',
  text: upsText({
    account: upsFirst.demo.invoices[0]!.accountNumber,
    invoiceNumber: 'COR000000001',
    invoiceDate: '2025-03-24',
    packages: rebilled.map((pkg) =>
      billedAgain(pkg, [
        {
          description: 'Shipping Charge Correction',
          classification: 'FRT',
          category: 'ADJ',
          incentiveCents: 137,
          netCents: 612,
        },
        { description: 'Address Correction', classification: 'ACC', category: 'ADJ', netCents: 1450 },
      ]),
    ),
  }),
};

/** Contoso's file of services the change leaves as they are (Ground Saver's name is matched, not moved). */
const upsUnmoved = {
  fileName: 'UPS_contoso.csv',
  text: upsText({
    account: 'C0N705',
    invoiceNumber: 'CON000000001',
    invoiceDate: '2025-03-22',
    packages: ['Next Day Air Commercial', 'Ground Saver', 'Ground Saver'].map((service, index) => ({
      tracking: `1ZC0N7050${index}00000001`,
      service,
      shipDate: '2025-03-17',
      deliveryDate: '2025-03-19',
      zone: '004',
      weight: '3',
      unit: 'L' as const,
      senderState: 'GA',
      receiverState: 'NY',
      receiverCountry: 'US',
      charges: [
        { description: service, classification: 'FRT', incentiveCents: 410, netCents: 1290 },
        { description: 'Fuel Surcharge', classification: 'FSC', netCents: 180 },
      ],
    })),
  }),
};

const received = (day: string, days: number) => new Date(Date.parse(`${day}T15:00:00Z`) + days * 86_400_000);
const invoiceDate = (file: ReturnType<typeof carrierFile>) => file.demo.invoices[0]!.invoiceDate;

/** The files in the order both databases import them, with the day each was received and for whom. */
const imports = [
  { file: upsFirst, client: northwind, receivedAt: received(invoiceDate(upsFirst), 2) },
  { file: fedex, client: northwind, receivedAt: received(invoiceDate(fedex), 3) },
  // Received after the claim window: its late packages are never refund-eligible.
  { file: upsSecond, client: northwind, receivedAt: received(invoiceDate(upsSecond), 20) },
  { file: upsOther, client: contoso, receivedAt: received(invoiceDate(upsOther), 1) },
  { file: upsLater, client: northwind, receivedAt: received('2025-03-24', 1) },
  { file: upsUnmoved, client: contoso, receivedAt: received('2025-03-22', 1) },
];

/** Northwind's contract, more specific rows beside broad ones; Contoso has none. */
const contract: [Carrier, string, number, number, number][] = [
  ['UPS', 'GROUND', 1, 999, 20],
  ['UPS', 'GROUND', 2, 4, 22.5],
  ['UPS', 'TWO_DAY', 1, 999, 30],
  ['UPS', 'THREE_DAY', 1, 999, 35],
  ['UPS', 'NEXT_DAY', 1, 999, 40],
  ['FEDEX', 'THREE_DAY', 1, 999, 15],
  ['FEDEX', 'GROUND', 1, 999, 18],
];

interface Store {
  testDb: TestDatabase;
  db: Database;
  /** Mapping names by the files' client names. */
  mappingNames: Map<string, string>;
}

async function createStore(): Promise<Store> {
  const testDb = await createTestDatabase();
  const db = testDb.db;
  const mappingNames = new Map<string, string>();
  for (const client of [northwind, contoso]) {
    const created = await createClient(db, client.name);
    mappingNames.set(client.mappingName, created.mappingName);
    if (client !== northwind) continue;
    for (const [carrier, sla, zoneFrom, zoneTo, pct] of contract) {
      await db.query(
        `INSERT INTO contract_discounts (organization_id, carrier, sla_grouping, zone_from, zone_to, discount_pct)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [created.id, carrier, sla, zoneFrom, zoneTo, pct],
      );
    }
  }
  // A weather period over a few of the first week's days, so that some late packages are exempt.
  await db.query(
    `INSERT INTO audit_exemptions (carrier, organization_id, starts_on, ends_on, reason)
     VALUES ('UPS', NULL, '2025-03-05', '2025-03-06', 'weather')`,
  );
  return { testDb, db, mappingNames };
}

async function importFiles(store: Store): Promise<void> {
  for (const { file, client, receivedAt } of imports) {
    const report = await importInvoiceFile(createDatabaseContext(store.db), {
      filePath: writeBytes(file.fileName, file.text),
      sourceName: file.fileName,
      client: store.mappingNames.get(client.mappingName)!,
      receivedAt,
    });
    expect(report.status, report.message).toBe('imported');
  }
}

/**
 * The change of the map: a rule for the unknown UPS Simple Rate; 2nd Day Air Commercial made a three-day service
 * guaranteed without end; guarantees without end for FedEx Ground, for UPS Ground Commercial (none of it late) and
 * for the UPS Ground expression (every stored Ground name's exact rule beats it); both rules that map FedEx Express
 * Saver removed. Answers every rule it touched, as it was and as it is.
 */
async function changeMap(tx: Queryable): Promise<ServiceRuleFields[]> {
  const simpleRate: ServiceRuleFields = {
    carrier: 'UPS',
    match: 'exact',
    pattern: 'UPS Simple Rate',
    priority: 0,
    slaGrouping: 'GROUND',
    groundVsExpress: 'Ground',
    scope: 'Domestic',
    guaranteedFrom: '2000-01-01',
    guaranteedTo: null,
  };
  await insertServiceRule(tx, simpleRate);
  const touched = [simpleRate];
  const changes: [string, ServiceRuleFields['match'], string, Partial<ServiceRuleFields> | null][] = [
    ['UPS', 'exact', '2nd Day Air Commercial', { slaGrouping: 'THREE_DAY', guaranteedTo: null }],
    ['UPS', 'exact', 'Ground Commercial', { guaranteedTo: null }],
    ['UPS', 'regex', '^(ups )?ground', { guaranteedTo: null }],
    ['FEDEX', 'exact', 'FedEx Ground', { guaranteedTo: null }],
    ['FEDEX', 'exact', 'FedEx Express Saver', null],
    ['FEDEX', 'prefix', 'FedEx Express Saver', null],
  ];
  const rules = await listServiceRuleRows(tx);
  for (const [carrier, match, pattern, change] of changes) {
    const rule = rules.find(
      (row) => row.carrier === carrier && row.match === match && row.pattern === pattern,
    );
    expect(rule, pattern).toBeDefined();
    const { id, ...was } = rule!;
    touched.push(was);
    if (change === null) {
      await deleteServiceRuleRow(tx, id);
    } else {
      await updateServiceRuleRow(tx, id, { ...was, ...change });
      touched.push({ ...was, ...change });
    }
  }
  return touched;
}

/** What a caller of the re-derivation does in its transaction, once the map has changed: each carrier's names. */
async function rederive(
  tx: Queryable,
  touched: readonly ServiceRuleFields[],
  onProgress?: (progress: RederivationProgress) => void,
): Promise<Rederivation> {
  const total: Rederivation = { packages: 0, files: 0 };
  for (const carrier of new Set(touched.map((rule) => rule.carrier))) {
    const rules = touched.filter((rule) => rule.carrier === carrier);
    const services = await storedServicesMatching(tx, carrier, rules);
    const moved = await rederivePackages(tx, packagesOfServices(carrier, services), onProgress);
    total.packages += moved.packages;
    total.files += moved.files;
  }
  return total;
}

/** Changes the map and re-derives, in one transaction as the map's editor does. */
function changeAndRederive(
  db: Database,
  change: (tx: Queryable) => Promise<ServiceRuleFields[]>,
  onProgress?: (progress: RederivationProgress) => void,
) {
  return db.transaction(async (tx) => {
    await beginShippingFactsChange(tx);
    return rederive(tx, await change(tx), onProgress);
  });
}

/** The version of every row of every shipping table: a row written again, even with equal values, has a new one. */
async function rowVersions(db: Queryable): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const table of shippingTables) {
    const result = await db.query<{ versions: string | null }>(
      `SELECT md5(string_agg(ctid::text || xmin::text, ',' ORDER BY ctid)) AS versions FROM ${table}`,
    );
    versions[table] = result.rows[0]!.versions ?? 'empty';
  }
  return versions;
}

const parse = (rows: string[]) => rows.map((row) => JSON.parse(row) as Record<string, string | null>);

let before: Store;
let after: Store;

beforeAll(async () => {
  [before, after] = await Promise.all([createStore(), createStore()]);
  await importFiles(before);
  await after.db.transaction(changeMap);
  await importFiles(after);
}, 240_000);

afterAll(async () => {
  await before?.testDb.dispose();
  await after?.testDb.dispose();
});

describe('rederivePackages', () => {
  it('stores what importing the same files under the changed map stores, and counts what moved', async () => {
    const imported = await shippingRows(after.db);
    const stored = await shippingRows(before.db);
    const versions = await before.db.query<{ tracking_number: string; version: string }>(
      'SELECT tracking_number, xmin::text AS version FROM packages',
    );

    // The scenario holds what the change is about: unknown services, packages billed by two files with freight
    // in both, contracted discounts; and the change moves packages, summary rows and Control Master counts.
    const packagesNow = parse(stored.packages);
    expect(
      packagesNow.filter((p) => p.service === 'UPS Simple Rate' && p.sla_grouping === null).length,
    ).toBeGreaterThan(5);
    expect(packagesNow.filter((p) => p.service === 'FedEx One Rate').length).toBeGreaterThan(5);
    expect(packagesNow.filter((p) => p.contracted_discount_pct !== null).length).toBeGreaterThan(50);
    const twiceBilledFreight = await before.db.query<{ packages: number }>(
      `SELECT count(*)::integer AS packages FROM (
         SELECT c.package_id FROM charges c JOIN invoices i ON i.id = c.invoice_id
         WHERE c.unified_charge_grouping = 'FREIGHT' GROUP BY c.package_id HAVING count(DISTINCT i.control_id) = 2) twice`,
    );
    expect(twiceBilledFreight.rows[0]!.packages).toBe(rebilled.length);
    // The facts and every summary (not the invoices, nor which file bills which package) differ before.
    for (const table of shippingTables.filter((t) => t !== 'invoices' && t !== 'file_packages')) {
      expect(stored[table], table).not.toEqual(imported[table]);
    }

    // The packages the change moves, and the files billing them, from the two databases' rows.
    const importedPackages = new Map(
      parse(imported.packages).map((p) => [p.tracking_number!, JSON.stringify(p)]),
    );
    expect([...importedPackages.keys()].sort()).toEqual(packagesNow.map((p) => p.tracking_number!).sort());
    const moved = new Set(
      packagesNow
        .filter((p) => importedPackages.get(p.tracking_number!) !== JSON.stringify(p))
        .map((p) => p.tracking_number!),
    );
    const billingFiles = new Set(
      parse(stored.file_packages)
        .filter((fp) => moved.has(fp.package!))
        .map((fp) => fp.file),
    );
    // Every kind of change moved some: a newly mapped service, a changed group, a changed guarantee, removed rules.
    for (const service of [
      'UPS Simple Rate',
      '2nd Day Air Commercial',
      'FedEx Ground',
      'FedEx Express Saver',
    ]) {
      expect(
        packagesNow.some((p) => p.service === service && moved.has(p.tracking_number!)),
        service,
      ).toBe(true);
    }

    const progress: RederivationProgress[] = [];
    const rederived = await changeAndRederive(before.db, changeMap, (step) => progress.push(step));
    expect(billingFiles.size).toBeLessThan(imports.length);
    expect(rederived).toEqual({ packages: moved.size, files: billingFiles.size });
    // Each carrier's re-derivation said where it was: finding its packages, then re-deriving and summarizing them.
    const found = progress.filter((step) => step.stage === 'rederiving');
    expect(progress.map((step) => step.stage)).toEqual(
      found.flatMap(() => ['finding_packages', 'rederiving', 'summarizing']),
    );
    expect(found.reduce((sum, step) => sum + step.packages!, 0)).toBe(moved.size);

    const rederivedRows = await shippingRows(before.db);
    for (const table of shippingTables) expect(rederivedRows[table], table).toEqual(imported[table]);

    // The packages that did not move were not written: the names the changed rules match include services whose
    // rule stays the one they had (Ground Saver, matched by the Ground expression) and Ground Commercial, whose
    // longer guarantee changes no verdict.
    const stillVersions = await before.db.query<{ tracking_number: string; version: string }>(
      'SELECT tracking_number, xmin::text AS version FROM packages',
    );
    const versionNow = new Map(stillVersions.rows.map((row) => [row.tracking_number, row.version]));
    const unmoved = versions.rows.filter((row) => !moved.has(row.tracking_number));
    expect(unmoved.length).toBeGreaterThan(100);
    for (const row of unmoved)
      expect(versionNow.get(row.tracking_number), row.tracking_number).toBe(row.version);
  });

  it('changes nothing, and writes no row, when the changed rules move no package', async () => {
    const rows = await shippingSnapshot(before.db);
    const versions = await rowVersions(before.db);
    const rederived = await changeAndRederive(before.db, async (tx) => {
      // A rule that wins for Ground Saver with the meaning its exact rule gives it: no package moves.
      const sameMeaning: ServiceRuleFields = {
        carrier: 'UPS',
        match: 'prefix',
        pattern: 'Ground Saver',
        priority: 5,
        slaGrouping: 'GROUND_ECONOMY',
        groundVsExpress: 'Ground',
        scope: 'Domestic',
        guaranteedFrom: null,
        guaranteedTo: null,
      };
      // A name no package was billed under.
      const unbilled: ServiceRuleFields = {
        ...sameMeaning,
        carrier: 'FEDEX',
        pattern: 'FedEx Freight Priority',
      };
      await insertServiceRule(tx, sameMeaning);
      await insertServiceRule(tx, unbilled);
      expect(await storedServicesMatching(tx, 'UPS', [sameMeaning])).toEqual(['Ground Saver']);
      expect(await storedServicesMatching(tx, 'FEDEX', [unbilled])).toEqual([]);
      return [sameMeaning, unbilled];
    });
    expect(rederived).toEqual({ packages: 0, files: 0 });
    expect(await shippingSnapshot(before.db)).toEqual(rows);
    expect(await rowVersions(before.db)).toEqual(versions);
  });
});

describe('storedServicesMatching', () => {
  it("answers the carrier's stored names each rule matches as service_rule matches them, each once", async () => {
    const names = await before.db.query<{ carrier: Carrier; service: string }>(
      'SELECT DISTINCT carrier, service FROM packages WHERE service IS NOT NULL',
    );
    const rules = [
      { match: 'regex' as const, pattern: '^(ups )?ground' },
      { match: 'prefix' as const, pattern: 'next day air' },
      { match: 'exact' as const, pattern: 'ups simple rate' },
      { match: 'regex' as const, pattern: 'commercial$' },
    ];
    // The test's own reading of the three kinds of match, case-insensitive.
    const matches = (rule: (typeof rules)[number], name: string) =>
      rule.match === 'exact'
        ? name.toLowerCase() === rule.pattern.toLowerCase()
        : rule.match === 'prefix'
          ? name.toLowerCase().startsWith(rule.pattern.toLowerCase())
          : new RegExp(rule.pattern, 'i').test(name);
    const expected = names.rows
      .filter((row) => row.carrier === 'UPS' && rules.some((rule) => matches(rule, row.service)))
      .map((row) => row.service)
      .sort();
    expect(expected.length).toBeGreaterThan(4);
    const found = await storedServicesMatching(before.db, 'UPS', rules);
    expect([...found].sort()).toEqual(expected);
    expect(
      await storedServicesMatching(before.db, 'FEDEX', [{ match: 'exact', pattern: 'UPS Simple Rate' }]),
    ).toEqual([]);
  });
});
