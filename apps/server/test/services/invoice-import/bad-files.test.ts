import { createDatabaseContext } from '../../../src/context.js';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import {
  importInvoiceFile,
  importInvoiceFiles,
  type ImportReport,
} from '../../../src/services/invoice-import/import-invoice-file.js';
import { carrierFile, fileTotals, writeBytes, type CarrierFile } from '../../helpers/invoice-files.js';
import { createOrganization } from '../../helpers/people.js';
import { shippingSnapshot } from '../../helpers/shipping-database.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let testDb: TestDatabase;
let db: Database;
const northwind = { name: 'Northwind Outfitters', mappingName: '' };
const contoso = { name: 'Contoso Parcels', mappingName: '' };
/** A file already imported for Northwind, so that every refusal below has data it must leave alone. */
let earlier: CarrierFile;

async function mappingNameOf(id: string) {
  return (
    await db.query<{ mapping_name: string }>('SELECT mapping_name FROM organizations WHERE id = $1', [id])
  ).rows[0]!.mapping_name;
}

function importFile(filePath: string, client = northwind.mappingName): Promise<ImportReport> {
  return importInvoiceFile(createDatabaseContext(db), { filePath, sourceName: 'invoice.csv', client });
}

/** Imports `bytes`, expects a refusal naming `line` and `reason`, and proves that no table changed. */
async function expectRefused(bytes: string | Buffer, line: number, reason: string | RegExp, client?: string) {
  const before = await shippingSnapshot(db);
  const report = await importFile(writeBytes('bad.csv', bytes), client);
  expect(report.status).toBe('rejected');
  expect(report.error?.line).toBe(line);
  if (typeof reason === 'string') expect(report.error?.reason).toBe(reason);
  else expect(report.error?.reason).toMatch(reason);
  expect(report.message).toBe(`Line ${line}: ${report.error!.reason}. Nothing was imported.`);
  expect(report.controlId).toBeNull();
  expect(await shippingSnapshot(db)).toEqual(before);
}

const upsLines = (file: CarrierFile) => file.text.split('\r\n').filter(Boolean);
const fedexLines = (file: CarrierFile) => file.text.split('\n').filter(Boolean);
/** Replaces the 1-based `column` of a UPS row (no quoted commas before it in generated rows' early columns). */
function setUpsColumn(row: string, column: number, value: string): string {
  const fields = row.split(',');
  fields[column - 1] = value;
  return fields.join(',');
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  northwind.mappingName = await mappingNameOf(await createOrganization(db, northwind.name));
  contoso.mappingName = await mappingNameOf(await createOrganization(db, contoso.name));
  earlier = carrierFile('UPS', northwind, { packages: 20, weekStart: '2025-01-06' });
  expect((await importFile(earlier.path)).status).toBe('imported');
}, 120_000);

afterAll(async () => {
  await testDb?.dispose();
});

describe('a carrier file that cannot be read is refused whole, naming the line and the reason', () => {
  it('a UPS row with a column missing', async () => {
    const lines = upsLines(carrierFile('UPS', northwind, { packages: 4 }));
    lines[3] = lines[3]!.replace(/,$/, '');
    await expectRefused(
      lines.join('\r\n'),
      4,
      '249 columns, but every UPS Billing Data row has exactly 250 (a missing or extra column shifts the others, so the row is not read)',
    );
  });

  it('a FedEx row with a column more than its header', async () => {
    const lines = fedexLines(carrierFile('FEDEX', northwind, { packages: 4 }));
    lines[2] = `${lines[2]},extra`;
    await expectRefused(
      lines.join('\n'),
      3,
      /^\d+ columns, but the header has \d+ \(a missing or extra column/,
    );
  });

  it('an amount that is not a number', async () => {
    const lines = upsLines(carrierFile('UPS', northwind, { packages: 4 }));
    lines[1] = setUpsColumn(lines[1]!, 53, '12.3O');
    await expectRefused(lines.join('\r\n'), 2, 'column 53 (net amount) is "12.3O", not an amount');
  });

  it('a date that is not a date', async () => {
    const file = carrierFile('FEDEX', northwind, { packages: 4 });
    const lines = fedexLines(file);
    const compact = file.demo.invoices[0]!.invoiceDate.replaceAll('-', '');
    lines[3] = lines[3]!.replace(`,${compact},`, ',20251301,');
    await expectRefused(lines.join('\n'), 4, '"Invoice Date" is "20251301", not a date (yyyyMMdd)');
  });

  it('a charge description without an amount column in the header', async () => {
    const lines = fedexLines(carrierFile('FEDEX', northwind, { packages: 4 }));
    lines[0] = `${lines[0]},Tracking ID Charge Description`;
    const columns = lines[0].split(',').length;
    await expectRefused(
      lines.map((line, index) => (index === 0 ? line : `${line},`)).join('\n'),
      1,
      `"Tracking ID Charge Description" in column ${columns} is not followed by "Tracking ID Charge Amount" (an unpaired charge column)`,
    );
  });

  it('a charge description without its amount in a row', async () => {
    const lines = fedexLines(carrierFile('FEDEX', northwind, { packages: 4 }));
    lines[2] = lines[2]!.replace(/,Fuel Surcharge,-?\d+\.\d{2}/, ',Fuel Surcharge,');
    await expectRefused(
      lines.join('\n'),
      3,
      /^the charge "Fuel Surcharge" in column \d+ has no amount in column \d+$/,
    );
  });

  it('a required header missing', async () => {
    const lines = fedexLines(carrierFile('FEDEX', northwind, { packages: 4 }));
    lines[0] = lines[0]!.replace('Net Charge Amount', 'Net Charge');
    await expectRefused(lines.join('\n'), 1, 'the required header "Net Charge Amount" is missing');
  });

  it('a FedEx net charge that is not the transportation charge plus the charges', async () => {
    const file = carrierFile('FEDEX', northwind, { packages: 4 });
    const lines = fedexLines(file);
    const fields = lines[1]!.split(',');
    const net = fields.findIndex((_, index) => index === 10);
    fields[net] = (Number(fields[net]) + 1).toFixed(2);
    lines[1] = fields.join(',');
    await expectRefused(
      lines.join('\n'),
      2,
      /^"Net Charge Amount" is [\d.]+, but the transportation charge plus the charges make [\d.]+$/,
    );
  });

  it('a UTF-16 file', async () => {
    const text = carrierFile('UPS', northwind, { packages: 2 }).text;
    await expectRefused(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      1,
      'the file is UTF-16, not UTF-8 (an unsupported encoding); save it as UTF-8 CSV and import it again',
    );
  });

  it('a Latin-1 file', async () => {
    const lines = upsLines(carrierFile('UPS', northwind, { packages: 3 }));
    // "Zoë" as Windows-1252 writes it: one byte 0xEB where UTF-8 has two.
    const before = Buffer.from(`${lines.slice(0, 2).join('\r\n')}\r\n2.1,Zo`);
    const after = Buffer.from(`${lines[2]!.slice(3)}\r\n${lines.slice(3).join('\r\n')}`);
    await expectRefused(
      Buffer.concat([before, Buffer.from([0xeb]), after]),
      3,
      'byte 0xEB is not UTF-8 (an unsupported encoding); save the file as UTF-8 CSV and import it again',
    );
  });

  it('an empty file, and a FedEx file with a header only', async () => {
    await expectRefused('', 1, 'the file is empty');
    await expectRefused(
      `${fedexLines(carrierFile('FEDEX', northwind, { packages: 1 }))[0]}\n`,
      2,
      'the file has a header row but no rows to import',
    );
  });

  it('a quoted value that never ends', async () => {
    const lines = upsLines(carrierFile('UPS', northwind, { packages: 3 }));
    lines[lines.length - 1] = lines[lines.length - 1]!.replace(/^2\.1,/, '"2.1,');
    await expectRefused(
      lines.join('\r\n'),
      lines.length,
      'a quoted value is not closed before the end of the file',
    );
  });

  it('an invoice that was already imported (the same invoice in other bytes)', async () => {
    const lines = upsLines(earlier);
    const invoiceNumber = earlier.demo.invoices[0]!.invoiceNumber;
    const controlId = (
      await db.query<{ control_id: string }>('SELECT control_id FROM invoices WHERE invoice_number = $1', [
        invoiceNumber,
      ])
    ).rows[0]!.control_id;
    await expectRefused(
      lines.slice(1).join('\n'),
      1,
      `invoice ${invoiceNumber} was already imported with Control ID ${controlId}`,
    );
  });

  it("a tracking number of another client's file", async () => {
    const file = carrierFile('UPS', contoso, { packages: 3 });
    const lines = upsLines(file);
    const theirs = earlier.demo.invoices[0]!.packages[0]!.trackingNumber;
    const mine = file.demo.invoices[0]!.packages[1]!.trackingNumber;
    const changed = lines.map((line) => line.replaceAll(mine, theirs));
    const line = changed.findIndex((row) => row.includes(theirs)) + 1;
    await expectRefused(
      changed.join('\r\n'),
      line,
      `tracking number ${theirs} was billed to another client; check that the file belongs to this client`,
      contoso.mappingName,
    );
  });
});

describe('a carrier file the importer can read', () => {
  it('is recognised by its bytes when it comes again: nothing is loaded twice', async () => {
    const before = await shippingSnapshot(db);
    const report = await importFile(earlier.path);
    expect(report).toMatchObject({ status: 'duplicate', carrier: 'UPS', rowsRejected: 0 });
    expect(report.message).toMatch(
      /^This file was already imported as Control ID UPS-\d{8}-\d{6}; nothing was loaded again\.$/,
    );
    expect(await shippingSnapshot(db)).toEqual(before);
  });

  it('loads a charge description the charge map does not know as OTHER, and names it in the report', async () => {
    const file = carrierFile('UPS', northwind, { packages: 6, weekStart: '2025-02-03' });
    // An accessorial (classification ACC) that no pattern of the charge map names.
    const text = file.text.replaceAll(',FSC,FSC,Fuel Surcharge,', ',ACC,ACC,Carbon Neutral Shipping,');
    const report = await importFile(writeBytes('other.csv', text));
    expect(report.status).toBe('imported');
    // The generator bills a rare accessorial the charge map does not know either.
    const alsoUnknown = ['UPS Premier Silver'].filter((description) => text.includes(description));
    expect([...report.unknownChargeDescriptions].sort()).toEqual(
      ['Carbon Neutral Shipping', ...alsoUnknown].sort(),
    );
    const charges = await db.query<{ grouping: string }>(
      `SELECT DISTINCT unified_charge_grouping AS grouping FROM charges WHERE charge_description = 'Carbon Neutral Shipping'`,
    );
    expect(charges.rows).toEqual([{ grouping: 'OTHER' }]);
  });

  it('keeps values with commas, quotes, line ends and letters beyond ASCII', async () => {
    const file = carrierFile('UPS', northwind, { packages: 3, weekStart: '2025-02-10' });
    const lines = upsLines(file);
    // Column 16 is not read: a value there that split into more columns would shift the ones after it. The
    // charge description (column 46) of an accessorial row is stored as it is, so it can be read back.
    const row = lines.findIndex((line) => line.split(',')[43] === 'ACC');
    expect(row).toBeGreaterThan(-1);
    // Column 46 first: setUpsColumn counts commas, and column 16's value has one.
    lines[row] = setUpsColumn(lines[row]!, 46, '"Café ""Übergröße"", Zoë\r\nLiefer-Zuschlag ✓"');
    lines[row] = setUpsColumn(lines[row]!, 16, '"Zoë ""Z"" Ångström, Ltd.\nSuite 5"');
    const bytes = lines.join('\r\n');
    const report = await importFile(writeBytes('quoted.csv', bytes));
    expect(report.status, report.message).toBe('imported');
    expect(report.rowsRead).toBe(lines.length);

    // The file's text as a CSV reader other than the importer's reads it, and as written out here.
    const record = (parse(bytes, { relax_column_count: true }) as string[][])[row]!;
    const description = 'Café "Übergröße", Zoë\r\nLiefer-Zuschlag ✓';
    expect(record[45]).toBe(description);
    expect(record[15]).toBe('Zoë "Z" Ångström, Ltd.\nSuite 5');
    const stored = await db.query<{ description: string; tracking: string; net: string }>(
      `SELECT c.charge_description AS description, p.tracking_number AS tracking, c.net_amount AS net
       FROM charges c JOIN invoices i ON i.id = c.invoice_id JOIN packages p ON p.id = c.package_id
       WHERE i.control_id = $1 AND c.charge_description LIKE 'Caf%'`,
      [report.controlId],
    );
    // Exactly the file's text, and the columns after the quoted ones where the file has them.
    expect(stored.rows).toEqual([{ description, tracking: record[20], net: record[52] }]);
  });
});

describe('several files in one run (the command line), each read while the one before it loads', () => {
  it('loads each good file as its own Control ID, refuses a bad one alone, and loads the same bytes once', async () => {
    const ups = carrierFile('UPS', northwind, { packages: 30, weekStart: '2025-04-07' });
    const fedex = carrierFile('FEDEX', northwind, { packages: 25, weekStart: '2025-04-14' });
    const bad = writeBytes('empty.csv', '');
    const before = await shippingSnapshot(db);
    const reports = await importInvoiceFiles(
      createDatabaseContext(db),
      [ups.path, bad, ups.path, fedex.path].map((filePath, index) => ({
        filePath,
        sourceName: `file-${index}.csv`,
        client: northwind.mappingName,
      })),
    );
    expect(reports.map((report) => [report.fileName, report.status])).toEqual([
      ['file-0.csv', 'imported'],
      ['file-1.csv', 'rejected'],
      ['file-2.csv', 'duplicate'],
      ['file-3.csv', 'imported'],
    ]);
    expect(reports[1]!.error).toEqual({ line: 1, reason: 'the file is empty' });
    expect(reports[2]!.controlId).toBe(reports[0]!.controlId);
    for (const [report, file] of [
      [reports[0]!, ups],
      [reports[3]!, fedex],
    ] as const) {
      const totals = fileTotals(file);
      const loaded = await db.query<{ packages: number; cents: string }>(
        `SELECT count(DISTINCT package_id)::int AS packages, (sum(net_amount) * 100)::bigint::text AS cents
         FROM charges WHERE invoice_id IN (SELECT id FROM invoices WHERE control_id = $1)`,
        [report.controlId],
      );
      expect(loaded.rows[0]).toEqual({ packages: totals.packages, cents: String(totals.netCents) });
    }
    expect(await shippingSnapshot(db)).not.toEqual(before);
  });

  it('refuses the whole run for an unknown client, loading none of its files', async () => {
    const fresh = carrierFile('UPS', northwind, { packages: 5, weekStart: '2025-04-21' });
    const before = await shippingSnapshot(db);
    await expect(
      importInvoiceFiles(createDatabaseContext(db), [
        { filePath: fresh.path, sourceName: 'a.csv', client: northwind.mappingName },
        { filePath: earlier.path, sourceName: 'b.csv', client: 'NO_SUCH_CLIENT' },
      ]),
    ).rejects.toThrow('There is no client with the mapping name "NO_SUCH_CLIENT"');
    expect(await shippingSnapshot(db)).toEqual(before);
  });
});
