import {
  CARRIER_NAMES,
  carrierName,
  type Carrier,
  type ControlMasterClient,
  type ControlMasterRecord,
} from '@waybill/api-client';
import type { CellValue, DateRange, SortableColumn } from '@waybill/ui';
import { sumMoney } from './format';

/** SPEC §9: the Control Master shows 15 controls a page. */
export const CONTROL_MASTER_PAGE_SIZE = 15;

/** The value of the Carrier and Client filters that keeps every carrier or client. */
export const ALL = 'all';

export type CarrierFilter = typeof ALL | Carrier;

/** The carrier choices: what the filter shows, and the value sent to the server ('FedEx' goes as 'FEDEX'). */
export const CARRIER_OPTIONS: readonly { id: CarrierFilter; label: string }[] = [
  { id: ALL, label: 'All Carriers' },
  ...(Object.entries(CARRIER_NAMES) as [Carrier, string][]).map(([id, label]) => ({ id, label })),
];

/** What the user narrowed the list to. */
export interface ControlMasterFilters {
  carrier: CarrierFilter;
  /** A client's mapping name, or `ALL`. */
  client: string;
  invoiceDates: DateRange;
}

export const NO_FILTERS: ControlMasterFilters = { carrier: ALL, client: ALL, invoiceDates: {} };

/** The query of `GET /control-master` for the filters; invoice dates go as plain `yyyy-MM-dd` dates. */
export function controlMasterQuery(filters: ControlMasterFilters): {
  carrier?: Carrier;
  client?: string;
  start_date?: string;
  end_date?: string;
} {
  const { carrier, client, invoiceDates } = filters;
  return {
    ...(carrier !== ALL && { carrier }),
    ...(client !== ALL && { client }),
    ...(invoiceDates.from && { start_date: invoiceDates.from.toString() }),
    ...(invoiceDates.to && { end_date: invoiceDates.to.toString() }),
  };
}

/** The clients the Client filter offers for a carrier: those with invoice files of that carrier. */
export function clientsOfCarrier(
  clients: readonly ControlMasterClient[],
  carrier: CarrierFilter,
): ControlMasterClient[] {
  return carrier === ALL ? [...clients] : clients.filter((entry) => entry.carriers.includes(carrier));
}

/**
 * The filters after choosing a carrier: a chosen client that has no files of the new carrier goes back to
 * All (SPEC §4 "Control Master").
 */
export function withCarrier(
  filters: ControlMasterFilters,
  carrier: CarrierFilter,
  clients: readonly ControlMasterClient[],
): ControlMasterFilters {
  const keepsClient =
    filters.client === ALL ||
    clientsOfCarrier(clients, carrier).some((entry) => entry.client === filters.client);
  return { ...filters, carrier, client: keepsClient ? filters.client : ALL };
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: ControlMasterFilters): boolean {
  const { carrier, client, invoiceDates } = filters;
  return (
    carrier !== ALL || client !== ALL || invoiceDates.from !== undefined || invoiceDates.to !== undefined
  );
}

/** A listed control: the server's record and its position (`#`) in the list as the server ordered it. */
export type ControlRow = ControlMasterRecord & { position: number };

/** Numbers the records in the order received. */
export function numberControls(records: readonly ControlMasterRecord[]): ControlRow[] {
  return records.map((record, index) => ({ ...record, position: index + 1 }));
}

/** The fields the search box matches, as text and ignoring case (SPEC §5). */
export const CONTROL_SEARCH_FIELDS = [
  'control_id',
  'invoice_date',
  'carrier',
  'client',
] as const satisfies readonly (keyof ControlRow)[];

/** The twelve columns of the table, as sorting sees them: every one sorts by the value it shows. */
export const CONTROL_COLUMNS = [
  { id: 'position', header: '#', accessor: 'position' },
  { id: 'control_id', header: 'Control ID', accessor: 'control_id' },
  { id: 'invoice_date', header: 'Invoice Date', accessor: 'invoice_date' },
  { id: 'carrier', header: 'Carrier', accessor: (row: ControlRow): CellValue => carrierName(row.carrier) },
  { id: 'client', header: 'Client', accessor: 'client' },
  { id: 'amount', header: 'Amount', accessor: 'amount' },
  { id: 'packages', header: 'Packages', accessor: 'packages' },
  { id: 'track_eligible', header: 'Track Eligible', accessor: 'track_eligible' },
  { id: 'track_complete', header: 'Track Complete', accessor: 'track_complete' },
  { id: 'audit_eligible', header: 'Audit Eligible', accessor: 'audit_eligible' },
  { id: 'audit_complete', header: 'Audit Complete', accessor: 'audit_complete' },
  { id: 'late_deliveries', header: 'Late Deliveries', accessor: 'late_deliveries' },
] as const satisfies readonly (SortableColumn<ControlRow> & { header: string })[];

/** The figures of the four summary cards. */
export interface ControlTotals {
  files: number;
  amount: number;
  packages: number;
  lateDeliveries: number;
}

/** Sums the listed controls for the summary cards. */
export function controlTotals(rows: readonly ControlMasterRecord[]): ControlTotals {
  return {
    files: rows.length,
    amount: sumMoney(rows.map((row) => row.amount)),
    packages: rows.reduce((total, row) => total + row.packages, 0),
    lateDeliveries: rows.reduce((total, row) => total + row.late_deliveries, 0),
  };
}

/** What an empty table says: nothing at all yet, or nothing that matches the filters or the search. */
export function emptyTextOf(
  filters: ControlMasterFilters,
  search: string,
): { text: string; description?: string } {
  if (isFiltered(filters) || search.trim() !== '') {
    return { text: 'No records found', description: 'Try adjusting your search criteria' };
  }
  return { text: 'No control master data found.' };
}
