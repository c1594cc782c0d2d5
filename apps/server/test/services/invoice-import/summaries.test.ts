import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseContext } from '../../../src/context.js';
import type { Database } from '../../../src/db/database.js';
import { loadDemoShipments } from '../../../src/demo/shipments/load-demo-shipments.js';
import { importInvoiceFile } from '../../../src/services/invoice-import/import-invoice-file.js';
import { statementSize } from '../../../src/services/invoice-import/statement-ranges.js';
import { carrierFile } from '../../helpers/invoice-files.js';
import { createClient, createOrganization } from '../../helpers/people.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

// The importer keeps every summary by adding each file's difference; these tests rebuild each summary from the
// facts with SQL written here and compare. The demo generator bills address and charge corrections a week after
// the shipment, so later files touch packages of earlier ones (and bring their deliveries).

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  await createOrganization(db, 'Northwind Outfitters');
  await createOrganization(db, 'Contoso Parcels');
  const result = await loadDemoShipments(db, { packages: 1_500, endMonth: '2025-01', months: 2 });
  expect(result.rejected).toEqual([]);
  expect(result.files).toBeGreaterThan(20);
  // A file of more packages than one statement of the embedded database moves: there its packages, charges and
  // charge summaries move in parts, on PostgreSQL in one statement each, and every summary must hold either way.
  const tailspin = await createClient(db, 'Tailspin Freight');
  const large = carrierFile('UPS', tailspin, { packages: 6_000, weekStart: '2025-01-06' });
  const report = await importInvoiceFile(createDatabaseContext(db), {
    filePath: large.path,
    sourceName: large.fileName,
    client: tailspin.mappingName,
  });
  expect(report.status).toBe('imported');
  expect(report.packages).toBeGreaterThan(statementSize('pglite').packages);
  // The facts every summary is rebuilt from are there and not zero, so no comparison below holds of nothing.
  const facts = await db.query<{ packages: number; charges: number; net: string; late: number }>(
    `SELECT (SELECT count(*)::integer FROM packages) AS packages, (SELECT count(*)::integer FROM charges) AS charges,
            (SELECT sum(net_amount) FROM charges) AS net, (SELECT count(*)::integer FROM packages WHERE is_late) AS late`,
  );
  expect(facts.rows[0]!.packages).toBeGreaterThan(1_000);
  expect(facts.rows[0]!.charges).toBeGreaterThan(facts.rows[0]!.packages);
  expect(Number(facts.rows[0]!.net)).toBeGreaterThan(0);
  expect(facts.rows[0]!.late).toBeGreaterThan(0);
}, 300_000);

afterAll(async () => {
  await testDb?.dispose();
});

/**
 * The discount monitoring detail's rows (freight charges of a package) and their variance per DASHBOARDS.md:
 * contracted % x gross - incentive, to the cent, for each charge of a package with a contracted discount.
 */
const discountMeasures = `
  count(*) FILTER (WHERE c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL)::integer
    AS discount_charges,
  coalesce(sum(round(p.contracted_discount_pct * c.gross_amount / 100 - c.incentive_amount, 2))
    FILTER (WHERE c.unified_charge_grouping = 'FREIGHT'), 0.00) AS discount_variance`;

/** Rows of a query, each as one comparable line. */
async function lines(sql: string): Promise<string[]> {
  const result = await db.query(sql);
  return result.rows.map((row) => JSON.stringify(row));
}

/** A summary's rows are exactly those rebuilt from the facts, and there are many of them. */
function expectKept(kept: string[], expected: string[]) {
  expect(expected.length).toBeGreaterThan(10);
  expect(kept).toEqual(expected);
}

describe('summaries kept one file at a time', () => {
  it('include files that touch packages billed by an earlier file', async () => {
    const touched = await db.query<{ packages: number }>(
      'SELECT count(DISTINCT package_id)::integer AS packages FROM file_packages fp JOIN packages p ON p.id = fp.package_id WHERE p.control_id <> fp.control_id',
    );
    expect(touched.rows[0]!.packages).toBeGreaterThan(5);
  });

  it("hold each package's totals: the sums of its charges", async () => {
    const drift = await lines(`
      SELECT p.id, p.net_amount, c.net, p.freight_net, c.freight_net, p.accessorial_net, c.accessorial_net
      FROM packages p
      JOIN (SELECT package_id, sum(net_amount) AS net,
                   sum(net_amount) FILTER (WHERE unified_charge_grouping = 'FREIGHT') AS freight_net,
                   coalesce(sum(net_amount) FILTER (WHERE unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')), 0) AS accessorial_net
            FROM charges GROUP BY package_id) c ON c.package_id = p.id
      WHERE p.net_amount <> c.net OR p.freight_net <> c.freight_net OR p.accessorial_net <> c.accessorial_net`);
    expect(drift).toEqual([]);
    // ...of packages that do have charges (a join that matched nothing would show no drift either).
    const compared = await db.query<{ packages: number }>(
      'SELECT count(DISTINCT package_id)::integer AS packages FROM charges WHERE package_id IS NOT NULL',
    );
    expect(compared.rows[0]!.packages).toBeGreaterThan(1_000);
  });

  it('hold the Control Master row of every file: amount, packages and status counts of its packages now', async () => {
    const expected = await lines(`
      SELECT f.control_id,
             (SELECT sum(c.net_amount) FROM charges c JOIN invoices i ON i.id = c.invoice_id WHERE i.control_id = f.control_id) AS amount,
             count(p.id)::integer AS packages,
             count(*) FILTER (WHERE p.track_status <> 'Not Trackable')::integer AS track_eligible,
             count(*) FILTER (WHERE p.track_status IN ('Delivered', 'Exception'))::integer AS track_complete,
             count(*) FILTER (WHERE p.audit_result IS NOT NULL)::integer AS audit_complete,
             count(*) FILTER (WHERE p.audit_result IN ('Late', 'Late Exempt'))::integer AS late_deliveries
      FROM invoice_files f
      JOIN file_packages fp ON fp.control_id = f.control_id
      JOIN packages p ON p.id = fp.package_id
      GROUP BY f.control_id ORDER BY f.control_id`);
    const kept = await lines(`
      SELECT control_id, amount, packages, track_eligible, track_complete, audit_complete, late_deliveries
      FROM invoice_files ORDER BY control_id`);
    expectKept(kept, expected);
  });

  it('hold the monthly package summaries', async () => {
    const key = `organization_id, date_trunc('month', ship_date)::date AS month, carrier, service, sla_grouping,
      ground_vs_express, scope, zone, weight_band, sender_state, receiver_country`;
    const expected = await lines(`
      SELECT ${key}, count(*)::integer AS packages, sum(net_amount) AS net_amount, sum(freight_gross) AS freight_gross,
             sum(freight_incentive) AS freight_incentive, sum(coalesce(billed_weight_lb, 0)) AS billed_lb,
             count(*) FILTER (WHERE is_residential)::integer AS residential_packages,
             count(*) FILTER (WHERE delivery_date IS NOT NULL)::integer AS delivered,
             count(*) FILTER (WHERE audit_result = 'On Time')::integer AS on_time,
             count(*) FILTER (WHERE is_late)::integer AS late,
             count(*) FILTER (WHERE gsr_eligible)::integer AS gsr_packages,
             coalesce(sum(delivery_date - ship_date), 0)::integer AS transit_days_sum,
             count(*) FILTER (WHERE discount_variance > 0.005)::integer AS under_discounted_packages,
             count(*) FILTER (WHERE zone ~ '^[0-9]+$')::integer AS zoned_packages,
             coalesce(sum(zone::integer) FILTER (WHERE zone ~ '^[0-9]+$'), 0)::integer AS zone_sum
      FROM packages
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`);
    const kept = await lines(`
      SELECT organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope, zone, weight_band,
             sender_state, receiver_country, packages, net_amount, freight_gross, freight_incentive, billed_lb,
             residential_packages, delivered, on_time, late, gsr_packages, transit_days_sum, under_discounted_packages,
             zoned_packages, zone_sum
      FROM package_month_summaries
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`);
    expectKept(kept, expected);
  });

  it.each([
    ['package_month_rollups', 'by month', ''],
    ['package_week_rollups', 'by week within the month', "date_trunc('week', ship_date)::date AS week,"],
  ])('hold %s: the same measures by carrier and service, %s', async (table, _grain, week) => {
    const key = `organization_id, date_trunc('month', ship_date)::date AS month, ${week} carrier, service,
      sla_grouping, ground_vs_express, scope`;
    const positions = week ? '1, 2, 3, 4, 5, 6, 7, 8' : '1, 2, 3, 4, 5, 6, 7';
    const expected = await lines(`
      SELECT ${key}, count(*)::integer AS packages, sum(net_amount) AS net_amount, sum(gross_amount) AS gross_amount,
             sum(freight_net) AS freight_net, count(*) FILTER (WHERE is_late)::integer AS late,
             count(*) FILTER (WHERE audit_result = 'On Time')::integer AS on_time,
             sum(coalesce(discount_variance, 0.00)) AS discount_variance,
             count(*) FILTER (WHERE zone ~ '^[0-9]+$')::integer AS zoned_packages,
             coalesce(sum(zone::integer) FILTER (WHERE zone ~ '^[0-9]+$'), 0)::integer AS zone_sum
      FROM packages
      GROUP BY ${positions}
      ORDER BY ${positions}`);
    const kept = await lines(`
      SELECT organization_id, month, ${week ? 'week,' : ''} carrier, service, sla_grouping, ground_vs_express, scope,
             packages, net_amount, gross_amount, freight_net, late, on_time, discount_variance, zoned_packages, zone_sum
      FROM ${table}
      ORDER BY ${positions}`);
    expectKept(kept, expected);
  });

  it('hold package_zone_rollups: the same measures by zone and weight band, with the mode and scope only', async () => {
    const expected = await lines(`
      SELECT organization_id, date_trunc('month', ship_date)::date AS month, carrier, ground_vs_express, scope, zone,
             weight_band, count(*)::integer AS packages, sum(net_amount) AS net_amount,
             coalesce(sum(freight_gross) FILTER (WHERE contracted_discount_pct IS NOT NULL), 0.00)
               AS contracted_freight_gross,
             sum(coalesce(discount_variance, 0.00)) AS discount_variance,
             count(*) FILTER (WHERE zone ~ '^[0-9]+$')::integer AS zoned_packages
      FROM packages
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2, 3, 4, 5, 6, 7`);
    const kept = await lines(`
      SELECT organization_id, month, carrier, ground_vs_express, scope, zone, weight_band, packages, net_amount,
             contracted_freight_gross, discount_variance, zoned_packages
      FROM package_zone_rollups
      ORDER BY 1, 2, 3, 4, 5, 6, 7`);
    expectKept(kept, expected);
  });

  it('hold the monthly charge summaries, a package counted once per grouping', async () => {
    const expected = await lines(`
      SELECT c.organization_id, date_trunc('month', c.ship_date)::date AS month, i.carrier, p.service, p.sla_grouping,
             p.ground_vs_express, p.scope, p.sender_state, p.receiver_country, c.unified_charge_grouping,
             count(*)::integer AS charges, count(DISTINCT c.package_id)::integer AS packages,
             sum(c.gross_amount) AS gross_amount, sum(c.incentive_amount) AS incentive_amount,
             sum(c.net_amount) AS net_amount, ${discountMeasures}
      FROM charges c
      JOIN invoices i ON i.id = c.invoice_id
      LEFT JOIN packages p ON p.id = c.package_id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`);
    const kept = await lines(`
      SELECT organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope, sender_state,
             receiver_country, unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount,
             discount_charges, discount_variance
      FROM charge_month_summaries
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`);
    expectKept(kept, expected);
  });

  it.each([
    ['charge_month_rollups', 'by month', ''],
    ['charge_week_rollups', 'by week within the month', "date_trunc('week', c.ship_date)::date AS week,"],
  ])('hold %s: the charges by carrier, mode, scope and grouping only, %s', async (table, _grain, week) => {
    const positions = week ? '1, 2, 3, 4, 5, 6, 7' : '1, 2, 3, 4, 5, 6';
    const expected = await lines(`
      SELECT c.organization_id, date_trunc('month', c.ship_date)::date AS month, ${week} i.carrier,
             p.ground_vs_express, p.scope, c.unified_charge_grouping, count(*)::integer AS charges,
             count(DISTINCT c.package_id)::integer AS packages, sum(c.gross_amount) AS gross_amount,
             sum(c.incentive_amount) AS incentive_amount, sum(c.net_amount) AS net_amount, ${discountMeasures}
      FROM charges c
      JOIN invoices i ON i.id = c.invoice_id
      LEFT JOIN packages p ON p.id = c.package_id
      GROUP BY ${positions}
      ORDER BY ${positions}`);
    const kept = await lines(`
      SELECT organization_id, month, ${week ? 'week,' : ''} carrier, ground_vs_express, scope, unified_charge_grouping,
             charges, packages, gross_amount, incentive_amount, net_amount, discount_charges, discount_variance
      FROM ${table}
      ORDER BY ${positions}`);
    expectKept(kept, expected);
  });

  it('hold charge_day_rollups: the charges by ship date and service level, a package counted once per grouping', async () => {
    const expected = await lines(`
      SELECT c.organization_id, c.ship_date, i.carrier, p.service, p.sla_grouping, p.ground_vs_express, p.scope,
             c.unified_charge_grouping, count(*)::integer AS charges, count(DISTINCT c.package_id)::integer AS packages,
             sum(c.gross_amount) AS gross_amount, sum(c.incentive_amount) AS incentive_amount,
             sum(c.net_amount) AS net_amount, ${discountMeasures}
      FROM charges c
      JOIN invoices i ON i.id = c.invoice_id
      LEFT JOIN packages p ON p.id = c.package_id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
    const kept = await lines(`
      SELECT organization_id, ship_date, carrier, service, sla_grouping, ground_vs_express, scope,
             unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount, discount_charges,
             discount_variance
      FROM charge_day_rollups
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
    expectKept(kept, expected);
  });

  it('hold package_transit_rollups: packages by carrier, service and days in transit (none when undelivered)', async () => {
    const expected = await lines(`
      SELECT organization_id, date_trunc('month', ship_date)::date AS month, carrier, service, sla_grouping,
             ground_vs_express, scope, delivery_date - ship_date AS transit_days, count(*)::integer AS packages
      FROM packages
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
    const kept = await lines(`
      SELECT organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope, transit_days, packages
      FROM package_transit_rollups
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
    expect(kept.some((line) => line.includes('"transit_days":null'))).toBe(true);
    expect(kept.some((line) => /"transit_days":[0-9]/.test(line))).toBe(true);
    expectKept(kept, expected);
  });

  it('recompute the audit of a package a later file brings the delivery of', async () => {
    const later = await db.query<{ audit_status: string; delivered: boolean }>(
      `SELECT p.audit_status, p.delivery_date IS NOT NULL AS delivered
       FROM packages p
       WHERE EXISTS (SELECT 1 FROM file_packages fp WHERE fp.package_id = p.id AND fp.control_id <> p.control_id)
         AND p.delivery_date > p.invoice_date AND p.track_status <> 'Not Trackable'`,
    );
    expect(later.rows.length).toBeGreaterThan(0);
    for (const row of later.rows) expect(row).toEqual({ audit_status: 'Complete', delivered: true });
  });
});
