import { CalendarDate } from '@internationalized/date';
import type { ControlMasterClient, ControlMasterRecord } from '@waybill/api-client';
import { searchRows, sortRows, toggleSort } from '@waybill/ui';
import { describe, expect, it } from 'vitest';
import {
  ALL,
  CONTROL_COLUMNS,
  CONTROL_SEARCH_FIELDS,
  NO_FILTERS,
  clientsOfCarrier,
  controlMasterQuery,
  controlTotals,
  emptyTextOf,
  numberControls,
  withCarrier,
  type ControlRow,
} from './control-list';

const record = (overrides: Partial<ControlMasterRecord>): ControlMasterRecord => ({
  control_id: 'UPS-0001',
  invoice_date: '2026-03-07',
  carrier: 'UPS',
  client: 'NORTHWIND_OUTFITTERS',
  amount: 100,
  packages: 10,
  track_eligible: 10,
  track_complete: 9,
  audit_eligible: 9,
  audit_complete: 8,
  late_deliveries: 1,
  unmapped_service_packages: 0,
  unmapped_description_charges: 0,
  ...overrides,
});

const clients: ControlMasterClient[] = [
  { client: 'NORTHWIND_OUTFITTERS', name: 'Northwind Outfitters', carriers: ['UPS', 'FEDEX'] },
  { client: 'ACME_FREIGHT', name: 'Acme Freight', carriers: ['UPS'] },
  { client: 'BLUE_HARBOR', name: 'Blue Harbor', carriers: ['FEDEX'] },
];

describe('controlMasterQuery', () => {
  it('sends nothing without filters', () => {
    expect(controlMasterQuery(NO_FILTERS)).toEqual({});
  });

  it('sends FedEx as FEDEX, the client mapping name and the invoice dates as plain yyyy-MM-dd dates', () => {
    expect(
      controlMasterQuery({
        carrier: 'FEDEX',
        client: 'BLUE_HARBOR',
        invoiceDates: { from: new CalendarDate(2026, 1, 5), to: new CalendarDate(2026, 2, 28) },
      }),
    ).toEqual({ carrier: 'FEDEX', client: 'BLUE_HARBOR', start_date: '2026-01-05', end_date: '2026-02-28' });
  });

  it('sends only the end that is chosen: on or after, on or before', () => {
    const day = new CalendarDate(2025, 12, 31);
    expect(controlMasterQuery({ ...NO_FILTERS, invoiceDates: { from: day } })).toEqual({
      start_date: '2025-12-31',
    });
    expect(controlMasterQuery({ ...NO_FILTERS, invoiceDates: { to: day } })).toEqual({
      end_date: '2025-12-31',
    });
  });

  it('sends UPS unchanged', () => {
    expect(controlMasterQuery({ ...NO_FILTERS, carrier: 'UPS' })).toEqual({ carrier: 'UPS' });
  });
});

describe('clientsOfCarrier', () => {
  it('offers every client for All Carriers, otherwise the clients with files of that carrier', () => {
    expect(clientsOfCarrier(clients, ALL).map((entry) => entry.client)).toEqual([
      'NORTHWIND_OUTFITTERS',
      'ACME_FREIGHT',
      'BLUE_HARBOR',
    ]);
    expect(clientsOfCarrier(clients, 'FEDEX').map((entry) => entry.client)).toEqual([
      'NORTHWIND_OUTFITTERS',
      'BLUE_HARBOR',
    ]);
  });
});

describe('withCarrier', () => {
  it('resets the client to All when the client has no files of the chosen carrier', () => {
    const filters = { ...NO_FILTERS, client: 'ACME_FREIGHT' };
    expect(withCarrier(filters, 'FEDEX', clients)).toEqual({ ...NO_FILTERS, carrier: 'FEDEX', client: ALL });
  });

  it('keeps a client that has files of the chosen carrier, and any client for All Carriers', () => {
    const filters = { ...NO_FILTERS, carrier: 'UPS' as const, client: 'NORTHWIND_OUTFITTERS' };
    expect(withCarrier(filters, 'FEDEX', clients).client).toBe('NORTHWIND_OUTFITTERS');
    expect(withCarrier({ ...filters, client: 'ACME_FREIGHT' }, ALL, clients).client).toBe('ACME_FREIGHT');
  });

  it('keeps the date range', () => {
    const invoiceDates = { from: new CalendarDate(2026, 1, 1) };
    expect(withCarrier({ ...NO_FILTERS, invoiceDates }, 'UPS', clients).invoiceDates).toBe(invoiceDates);
  });
});

describe('the search over control id, invoice date, carrier and client', () => {
  const rows = numberControls([
    record({ control_id: 'UPS-0001', invoice_date: '2026-03-07', carrier: 'UPS', client: 'ACME_FREIGHT' }),
    record({ control_id: 'FDX-0002', invoice_date: '2026-04-11', carrier: 'FEDEX', client: 'BLUE_HARBOR' }),
  ]);
  const ids = (query: string) => searchRows(rows, query, CONTROL_SEARCH_FIELDS).map((row) => row.control_id);

  it('matches each of the four fields as text, ignoring case', () => {
    expect(ids('fdx-0002')).toEqual(['FDX-0002']);
    expect(ids('2026-03')).toEqual(['UPS-0001']);
    expect(ids('FedEx')).toEqual(['FDX-0002']);
    expect(ids('acme')).toEqual(['UPS-0001']);
  });

  it('does not match the amount or the counts', () => {
    expect(ids('100')).toEqual([]);
  });
});

describe('sorting the table', () => {
  const rows = numberControls([
    record({ control_id: 'B', invoice_date: '2026-02-01', amount: 50, carrier: 'UPS' }),
    record({ control_id: 'A', invoice_date: null, amount: 700, carrier: 'FEDEX' }),
    record({ control_id: 'C', invoice_date: '2026-01-15', amount: 9.5, carrier: 'UPS' }),
  ]);
  const order = (column: string, direction: 'ascending' | 'descending') =>
    sortRows<ControlRow>(rows, { column, direction }, CONTROL_COLUMNS).map((row) => row.control_id);

  it('has the twelve columns of SPEC §2 in order', () => {
    expect(CONTROL_COLUMNS.map((column) => column.header)).toEqual([
      '#',
      'Control ID',
      'Invoice Date',
      'Carrier',
      'Client',
      'Amount',
      'Packages',
      'Track Eligible',
      'Track Complete',
      'Audit Eligible',
      'Audit Complete',
      'Late Deliveries',
    ]);
  });

  it('puts rows without an invoice date last in both directions', () => {
    expect(order('invoice_date', 'ascending')).toEqual(['C', 'B', 'A']);
    expect(order('invoice_date', 'descending')).toEqual(['B', 'C', 'A']);
  });

  it('compares amounts as numbers, not as text', () => {
    expect(order('amount', 'ascending')).toEqual(['C', 'B', 'A']);
    expect(order('amount', 'descending')).toEqual(['A', 'B', 'C']);
  });

  it('sorts # back to the order the server gave', () => {
    expect(order('position', 'ascending')).toEqual(['B', 'A', 'C']);
  });

  it('sorts the carrier by the name shown', () => {
    expect(order('carrier', 'ascending')).toEqual(['A', 'B', 'C']);
  });

  it('toggles on the same column and starts ascending on a new one', () => {
    const first = toggleSort(undefined, 'amount');
    expect(first).toEqual({ column: 'amount', direction: 'ascending' });
    const second = toggleSort(first, 'amount');
    expect(second).toEqual({ column: 'amount', direction: 'descending' });
    expect(toggleSort(second, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
    expect(toggleSort(second, 'packages')).toEqual({ column: 'packages', direction: 'ascending' });
  });
});

describe('controlTotals', () => {
  it('counts the files and adds amounts, packages and late deliveries', () => {
    const rows = [
      record({ amount: 1234.56, packages: 120, late_deliveries: 3 }),
      record({ amount: 0.1, packages: 5, late_deliveries: 0 }),
      record({ amount: 0.2, packages: 0, late_deliveries: 7 }),
    ];
    expect(controlTotals(rows)).toEqual({ files: 3, amount: 1234.86, packages: 125, lateDeliveries: 10 });
  });

  it('is all zero for no files', () => {
    expect(controlTotals([])).toEqual({ files: 0, amount: 0, packages: 0, lateDeliveries: 0 });
  });
});

describe('emptyTextOf', () => {
  it('says there is no data at all when nothing narrows the list', () => {
    expect(emptyTextOf(NO_FILTERS, '  ')).toEqual({ text: 'No control master data found.' });
  });

  it('suggests adjusting the criteria when a filter or the search narrows the list', () => {
    const narrowed = { text: 'No records found', description: 'Try adjusting your search criteria' };
    expect(emptyTextOf(NO_FILTERS, 'x')).toEqual(narrowed);
    expect(emptyTextOf({ ...NO_FILTERS, carrier: 'UPS' }, '')).toEqual(narrowed);
    expect(emptyTextOf({ ...NO_FILTERS, client: 'ACME_FREIGHT' }, '')).toEqual(narrowed);
    expect(emptyTextOf({ ...NO_FILTERS, invoiceDates: { to: new CalendarDate(2026, 1, 1) } }, '')).toEqual(
      narrowed,
    );
  });
});
