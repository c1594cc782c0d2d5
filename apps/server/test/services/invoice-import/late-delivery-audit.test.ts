import { createDatabaseContext } from '../../../src/context.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { fedexHeaderRow } from '../../../src/demo/shipments/carrier-files.js';
import { importInvoiceFile } from '../../../src/services/invoice-import/import-invoice-file.js';
import { writeBytes } from '../../helpers/invoice-files.js';
import { createOrganization } from '../../helpers/people.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

// Hand-written FedEx rows whose verdicts follow from the carriers' rules (DOMAIN.md): commitments in business
// days at a time of day, 60 seconds of grace for express, ground late only on a later day, refunds only for a
// guaranteed service, without an exemption, claimed within 15 days of the invoice.

let testDb: TestDatabase;
let db: Database;
let client = '';
let organizationId = '';

interface Shipment {
  tracking: string;
  service: string;
  ship: string;
  pod?: string;
  podTime?: string;
  zone?: string;
  charges?: [string, number][];
}

let invoiceSerial = 0;

/** A FedEx invoice file of these shipments, every row's net the transportation charge plus its pairs. */
function fedexFile(invoiceDate: string, shipments: Shipment[]): string {
  invoiceSerial += 1;
  const column = (name: string) => fedexHeaderRow.indexOf(name);
  const firstPair = fedexHeaderRow.indexOf('Tracking ID Charge Description');
  const nets = shipments.map(
    (shipment) => 1000 + (shipment.charges ?? []).reduce((sum, [, cents]) => sum + cents, 0),
  );
  const total = (nets.reduce((sum, cents) => sum + cents, 0) / 100).toFixed(2);
  const rows = shipments.map((shipment, index) => {
    const fields = new Array<string>(fedexHeaderRow.length).fill('');
    const set = (name: string, value: string) => (fields[column(name)] = value);
    set('Bill to Account Number', '555000111');
    set('Invoice Date', invoiceDate);
    set('Invoice Number', `AUDIT-${invoiceSerial}`);
    set('Original Amount Due', total);
    set('Express or Ground Tracking ID', shipment.tracking);
    set('Transportation Charge Amount', '10.00');
    set('Net Charge Amount', (nets[index]! / 100).toFixed(2));
    set('Service Type', shipment.service);
    set('Shipment Date', shipment.ship);
    set('POD Delivery Date', shipment.pod ?? '');
    set('POD Delivery Time', shipment.podTime ?? '');
    set('Rated Weight Amount', '3');
    set('Zone Code', shipment.zone ?? '05');
    set('Recipient State', 'CA');
    set('Recipient Country/Territory', 'US');
    set('Shipper State', 'WA');
    (shipment.charges ?? []).forEach(([description, cents], pair) => {
      fields[firstPair + 2 * pair] = description;
      fields[firstPair + 2 * pair + 1] = (cents / 100).toFixed(2);
    });
    return fields.join(',');
  });
  return [fedexHeaderRow.join(','), ...rows].join('\n');
}

async function importFile(text: string, receivedAt: Date) {
  const report = await importInvoiceFile(createDatabaseContext(db), {
    filePath: writeBytes('audit.csv', text),
    sourceName: 'audit.csv',
    client,
    receivedAt,
  });
  expect(report.status, report.message).toBe('imported');
}

async function verdict(tracking: string) {
  const result = await db.query(
    `SELECT commit_date::text || ' ' || commit_time::text AS commitment, audit_result, is_late, gsr_eligible,
            exemption, audit_status, track_status
     FROM packages WHERE tracking_number = $1`,
    [tracking],
  );
  return result.rows[0];
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  organizationId = await createOrganization(db, 'Audit Test Shipper');
  client = (
    await db.query<{ mapping_name: string }>('SELECT mapping_name FROM organizations WHERE id = $1', [
      organizationId,
    ])
  ).rows[0]!.mapping_name;
  await db.query(
    `INSERT INTO audit_exemptions (carrier, organization_id, starts_on, ends_on, reason)
     VALUES ('FEDEX', $1, '2025-04-01', '2025-04-30', 'contract_waiver')`,
    [organizationId],
  );
  await importFile(
    fedexFile('20250310', [
      {
        tracking: '700000000001',
        service: 'FedEx Priority Overnight',
        ship: '20250303',
        pod: '20250304',
        podTime: '10:30',
      },
      {
        tracking: '700000000002',
        service: 'FedEx Priority Overnight',
        ship: '20250303',
        pod: '20250304',
        podTime: '10:31',
      },
      {
        tracking: '700000000003',
        service: 'FedEx Priority Overnight',
        ship: '20250308',
        pod: '20250310',
        podTime: '09:15',
      },
      {
        tracking: '700000000004',
        service: 'FedEx Priority Overnight',
        ship: '20250303',
        pod: '20250305',
        podTime: '09:00',
      },
      {
        tracking: '100000000000005',
        service: 'FedEx Ground',
        ship: '20250303',
        zone: '05',
        pod: '20250306',
        podTime: '19:40',
      },
      {
        tracking: '100000000000006',
        service: 'FedEx Ground',
        ship: '20250303',
        zone: '05',
        pod: '20250307',
        podTime: '11:00',
      },
      {
        tracking: '700000000007',
        service: 'FedEx Priority Overnight',
        ship: '20250303',
        pod: '20250305',
        podTime: '12:00',
        charges: [['Address Correction', 2300]],
      },
      {
        tracking: '700000000008',
        service: 'FedEx Express Saver',
        ship: '20250303',
        pod: '20250307',
        podTime: '14:00',
      },
      {
        tracking: 'NOT-A-NUMBER-9',
        service: 'FedEx Ground',
        ship: '20250303',
        pod: '20250305',
        podTime: '10:00',
      },
      { tracking: '100000000000010', service: 'FedEx Ground', ship: '20250306', zone: '08' },
    ]),
    new Date('2025-03-11T08:00:00Z'),
  );
  await importFile(
    fedexFile('20250331', [
      {
        tracking: '700000000011',
        service: 'FedEx Priority Overnight',
        ship: '20250324',
        pod: '20250326',
        podTime: '09:00',
      },
    ]),
    new Date('2025-04-20T08:00:00Z'),
  );
  await importFile(
    fedexFile('20250414', [
      {
        tracking: '700000000012',
        service: 'FedEx Priority Overnight',
        ship: '20250407',
        pod: '20250409',
        podTime: '09:00',
      },
      {
        tracking: '700000000013',
        service: 'FedEx First Overnight',
        ship: '20241219',
        pod: '20241223',
        podTime: '09:00',
      },
    ]),
    new Date('2025-04-15T08:00:00Z'),
  );
}, 120_000);

afterAll(async () => {
  await testDb?.dispose();
});

describe('the late-delivery audit', () => {
  it('gives express 60 seconds past the committed time', async () => {
    expect(await verdict('700000000001')).toMatchObject({
      commitment: '2025-03-04 10:30:00',
      audit_result: 'On Time',
      is_late: false,
      gsr_eligible: false,
      audit_status: 'Complete',
      track_status: 'Delivered',
    });
    expect(await verdict('700000000002')).toMatchObject({
      audit_result: 'Late',
      is_late: true,
      gsr_eligible: true,
    });
  });

  it('counts business days: a Saturday shipment is due Monday', async () => {
    expect(await verdict('700000000003')).toMatchObject({
      commitment: '2025-03-10 10:30:00',
      audit_result: 'On Time',
    });
  });

  it('finds ground late only on a later day than scheduled, and never refund-eligible since 2020', async () => {
    expect(await verdict('100000000000005')).toMatchObject({
      commitment: '2025-03-06 23:59:59',
      audit_result: 'On Time',
    });
    expect(await verdict('100000000000006')).toMatchObject({
      audit_result: 'Late',
      is_late: true,
      gsr_eligible: false,
    });
    expect(await verdict('700000000008')).toMatchObject({ audit_result: 'Late', gsr_eligible: false });
  });

  it('keeps refund eligibility apart from lateness: exemptions and the claim window', async () => {
    expect(await verdict('700000000004')).toMatchObject({ audit_result: 'Late', gsr_eligible: true });
    expect(await verdict('700000000007')).toMatchObject({
      audit_result: 'Late Exempt',
      is_late: true,
      gsr_eligible: false,
      exemption: 'address_correction',
    });
    // Received 20 days after the invoice date: past the 15-day claim window.
    expect(await verdict('700000000011')).toMatchObject({
      audit_result: 'Late',
      is_late: true,
      gsr_eligible: false,
    });
    expect(await verdict('700000000012')).toMatchObject({
      audit_result: 'Late Exempt',
      exemption: 'contract_waiver',
    });
    expect(await verdict('700000000013')).toMatchObject({
      audit_result: 'Late Exempt',
      exemption: 'holiday_waiver',
    });
  });

  it('marks what cannot be audited: an untrackable number, a package still on its way', async () => {
    expect(await verdict('NOT-A-NUMBER-9')).toMatchObject({
      audit_result: null,
      audit_status: 'Exception',
      track_status: 'Not Trackable',
    });
    expect(await verdict('100000000000010')).toMatchObject({
      audit_result: null,
      audit_status: 'Pending',
      track_status: 'In Transit',
    });
  });

  it('counts them on the Control Master row of the file', async () => {
    const row = await db.query(
      `SELECT packages, track_eligible, track_complete, audit_eligible, audit_complete, late_deliveries
       FROM invoice_files WHERE invoice_date = '2025-03-10'`,
    );
    expect(row.rows).toEqual([
      {
        packages: 10,
        track_eligible: 9,
        track_complete: 8,
        audit_eligible: 9,
        audit_complete: 8,
        late_deliveries: 5,
      },
    ]);
  });
});
