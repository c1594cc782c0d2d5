import { describe, expect, it } from 'vitest';
import { importFigures, type ImportReport } from './import-report';

const report: ImportReport = {
  fileName: 'northwind-ups-2026-03.csv',
  status: 'imported',
  message: 'Imported 3120 rows as Control ID UPS-20260307-000042.',
  client: 'NORTHWIND_OUTFITTERS',
  carrier: 'UPS',
  controlId: 'UPS-20260307-000042',
  invoiceDate: '2026-03-07',
  rowsRead: 3120,
  invoices: 2,
  packages: 1040,
  newPackages: 1012,
  charges: 3120,
  amount: 12480.5,
  unknownChargeDescriptions: [],
  unknownServices: [],
};

describe('importFigures', () => {
  it('lists what the file loaded, with new packages apart and no rejected rows', () => {
    expect(importFigures(report)).toEqual([
      ['Control ID', 'UPS-20260307-000042'],
      ['Client', 'NORTHWIND_OUTFITTERS'],
      ['Carrier', 'UPS'],
      ['Invoice Date', '2026-03-07'],
      ['Rows read', '3,120'],
      ['Invoices', '2'],
      ['Packages loaded', '1,040 (1,012 new)'],
      ['Charges loaded', '3,120'],
      ['Rows rejected', '0'],
      ['Net amount', '$12,480.50'],
    ]);
  });

  it('does not repeat the package count when every package is new, and writes FedEx as such', () => {
    const figures = new Map(importFigures({ ...report, carrier: 'FEDEX', newPackages: 1040 }));
    expect(figures.get('Packages loaded')).toBe('1,040');
    expect(figures.get('Carrier')).toBe('FedEx');
  });
});
