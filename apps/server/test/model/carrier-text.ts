import type { DemoPackage } from '../../src/demo/shipments/generate-shipments.js';

/**
 * A small writer of carrier-file text from explicit package specs, by the layouts of DOMAIN.md: UPS Billing Data
 * (no header, 250 columns, one row per charge) and the FedEx "All Columns" download (a header, one row per
 * tracking id, the charges in repeated description/amount pairs). The test chooses every date, weight, zone and
 * amount, so the edges of each rule can be placed on purpose.
 */

export interface ChargeSpec {
  description: string;
  /** UPS column 44 (FRT, FSC, ACC, TAX, BRK, ...). */
  classification?: string;
  /** UPS column 35 (SHP, ADJ, ...). */
  category?: string;
  incentiveCents?: number;
  netCents: number;
}

export interface PackageSpec {
  tracking: string;
  service: string;
  shipDate: string;
  deliveryDate?: string;
  /** FedEx only: HH:mm. */
  deliveryTime?: string;
  /** As billed ("004", "402", ...). */
  zone: string;
  weight: string;
  unit: 'L' | 'K';
  senderState: string;
  receiverState: string;
  receiverCountry: string;
  /** UPS: one row each (an FRT row first when the file bills the freight). */
  charges: ChargeSpec[];
  /** FedEx: the transportation charge and the discounts (negative) of the row. */
  transportationCents?: number;
  discounts?: { description: string; cents: number }[];
}

export interface FileSpec {
  account: string;
  invoiceNumber: string;
  invoiceDate: string;
  packages: PackageSpec[];
  /** Charges with no package (UPS: an empty tracking number). */
  invoiceCharges?: ChargeSpec[];
}

/** A package of a generated file (demo generator) billed again with `charges`, by a file of the test's own making. */
export function billedAgain(pkg: DemoPackage, charges: ChargeSpec[]): PackageSpec {
  return {
    tracking: pkg.trackingNumber,
    service: pkg.serviceName,
    shipDate: pkg.shipDate,
    deliveryDate: pkg.deliveryDate,
    zone: pkg.zone,
    weight: String(pkg.billedLb),
    unit: 'L',
    senderState: pkg.origin.state,
    receiverState: pkg.receiver.state,
    receiverCountry: pkg.receiver.country,
    charges,
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function upsText(file: FileSpec): string {
  const rows: { pkg: PackageSpec | null; charge: ChargeSpec }[] = [
    ...file.packages.flatMap((pkg) => pkg.charges.map((charge) => ({ pkg, charge }))),
    ...(file.invoiceCharges ?? []).map((charge) => ({ pkg: null, charge })),
  ];
  const total = rows.reduce((sum, row) => sum + row.charge.netCents, 0);
  const lines = rows.map(({ pkg, charge }) => {
    const cells = new Array<string>(250).fill('');
    const set = (column: number, value: string) => (cells[column - 1] = value);
    set(1, '2.1');
    set(3, file.account);
    set(5, file.invoiceDate);
    set(6, file.invoiceNumber);
    set(7, 'E');
    set(11, money(total));
    set(12, pkg?.shipDate ?? file.invoiceDate);
    set(35, charge.category ?? 'SHP');
    set(44, charge.classification ?? 'ACC');
    set(46, charge.description);
    set(52, money(charge.incentiveCents ?? 0));
    set(53, money(charge.netCents));
    if (pkg) {
      set(14, pkg.tracking);
      set(19, '1');
      set(21, pkg.tracking);
      set(34, pkg.zone);
      if (charge.classification === 'FRT' && (charge.category ?? 'SHP') !== 'ADJ') {
        set(27, pkg.weight);
        set(28, pkg.unit);
        set(29, pkg.weight);
        set(30, pkg.unit);
      }
      set(72, pkg.senderState);
      set(73, '30301');
      set(74, 'US');
      set(80, pkg.receiverState);
      set(82, pkg.receiverCountry);
      set(117, pkg.shipDate);
      set(122, pkg.deliveryDate ?? '');
      set(230, pkg.service);
    }
    return cells.map(quote).join(',');
  });
  return `${lines.join('\r\n')}\r\n`;
}

const fedexFields = [
  'Bill to Account Number',
  'Invoice Date',
  'Invoice Number',
  'Original Amount Due',
  'Express or Ground Tracking ID',
  'Transportation Charge Amount',
  'Net Charge Amount',
  'Service Type',
  'Shipment Date',
  'POD Delivery Date',
  'POD Delivery Time',
  'Actual Weight Amount',
  'Actual Weight Units',
  'Rated Weight Amount',
  'Rated Weight Units',
  'Zone Code',
  'Recipient State',
  'Recipient Country/Territory',
  'Shipper State',
  'Shipper Zip Code',
];
const fedexPairs = 25;
const compact = (date: string | undefined) => (date ?? '').replace(/-/g, '');

export function fedexText(file: FileSpec): string {
  const header = [...fedexFields];
  for (let pair = 0; pair < fedexPairs; pair += 1) {
    header.push('Tracking ID Charge Description', 'Tracking ID Charge Amount');
  }
  const netOf = (pkg: PackageSpec) =>
    (pkg.transportationCents ?? 0) +
    (pkg.discounts ?? []).reduce((sum, d) => sum + d.cents, 0) +
    pkg.charges.reduce((sum, c) => sum + c.netCents, 0);
  const total = file.packages.reduce((sum, pkg) => sum + netOf(pkg), 0);
  const lines = file.packages.map((pkg) => {
    const values: Record<string, string> = {
      'Bill to Account Number': file.account,
      'Invoice Date': compact(file.invoiceDate),
      'Invoice Number': file.invoiceNumber,
      'Original Amount Due': money(total),
      'Express or Ground Tracking ID': pkg.tracking,
      'Transportation Charge Amount': money(pkg.transportationCents ?? 0),
      'Net Charge Amount': money(netOf(pkg)),
      'Service Type': pkg.service,
      'Shipment Date': compact(pkg.shipDate),
      'POD Delivery Date': compact(pkg.deliveryDate),
      'POD Delivery Time': pkg.deliveryTime ?? '',
      'Actual Weight Amount': pkg.weight,
      'Actual Weight Units': pkg.unit === 'K' ? 'K' : 'L',
      'Rated Weight Amount': pkg.weight,
      'Rated Weight Units': pkg.unit === 'K' ? 'K' : 'L',
      'Zone Code': pkg.zone,
      'Recipient State': pkg.receiverState,
      'Recipient Country/Territory': pkg.receiverCountry,
      'Shipper State': pkg.senderState,
      'Shipper Zip Code': '30301',
    };
    const cells = fedexFields.map((field) => values[field] ?? '');
    const pairs = [
      ...(pkg.discounts ?? []).map((d) => [d.description, money(d.cents)]),
      ...pkg.charges.map((c) => [c.description, money(c.netCents)]),
    ];
    for (let pair = 0; pair < fedexPairs; pair += 1) {
      // An empty pair between filled ones, as real downloads have.
      const filled = pair === 1 ? undefined : pairs[pair > 1 ? pair - 1 : pair];
      cells.push(filled?.[0] ?? '', filled?.[1] ?? '');
    }
    return cells.map(quote).join(',');
  });
  return `${[header.join(','), ...lines].join('\n')}\n`;
}
