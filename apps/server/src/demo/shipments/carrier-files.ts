import { fedexChargeAmount, fedexChargeDescription } from '../../services/invoice-import/fedex-layout.js';
import { upsColumnCount } from '../../services/invoice-import/ups-layout.js';
import type { DemoCharge, DemoFile, DemoInvoice, DemoPackage } from './generate-shipments.js';

/** A CSV field: quoted when it holds a comma, a quote or a line end. */
function csv(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const upsDetailCodes: Record<string, string> = {
  'Residential Surcharge': 'RES',
  'Delivery Area Surcharge': 'DAS',
  'Delivery Area Surcharge - Extended': 'EDS',
  'Additional Handling': 'AHC',
  'Address Correction': 'ADC',
  'Saturday Delivery': 'SAT',
  'Declared Value': 'DV',
};

function invoiceNet(invoice: DemoInvoice): number {
  let total = 0;
  for (const pkg of invoice.packages) for (const charge of pkg.charges) total += charge.netCents;
  for (const charge of invoice.invoiceCharges) total += charge.netCents;
  return total;
}

/**
 * The lines of a UPS Billing Data file (version 2.1): no header, 250 columns, one row per charge per package;
 * weights only on the freight row; an adjustment row names the service in column 230.
 */
export function* upsBillingDataLines(file: DemoFile): Generator<string> {
  for (const invoice of file.invoices) {
    const total = money(invoiceNet(invoice));
    const row = (pkg: DemoPackage | undefined, charge: DemoCharge) => {
      const fields: string[] = new Array<string>(upsColumnCount).fill('');
      const set = (column: number, value: string | number | undefined) => {
        fields[column - 1] = csv(value);
      };
      set(1, '2.1');
      set(2, invoice.accountNumber);
      set(3, invoice.accountNumber);
      set(4, 'US');
      set(5, invoice.invoiceDate);
      set(6, invoice.invoiceNumber);
      set(7, 'E');
      set(10, 'USD');
      set(11, total);
      set(12, pkg ? pkg.shipDate : invoice.invoiceDate);
      set(35, charge.category);
      set(36, upsDetailCodes[charge.description] ?? '');
      set(44, charge.classification);
      set(45, charge.classification === 'FRT' ? '003' : charge.classification === 'FSC' ? 'FSC' : 'ACC');
      set(46, charge.description);
      set(47, 1);
      set(51, 'USD');
      set(52, money(charge.incentiveCents));
      set(53, money(charge.netCents));
      if (pkg) {
        const freightRow = charge.classification === 'FRT' && charge.category === 'SHP';
        set(14, pkg.trackingNumber);
        set(16, `PO-${pkg.trackingNumber.slice(-6)}`);
        set(18, 'P/P');
        set(19, 1);
        set(21, pkg.trackingNumber);
        if (freightRow) {
          set(27, pkg.enteredLb);
          set(28, 'L');
          set(29, pkg.billedLb);
          set(30, 'L');
          set(33, pkg.dimensions);
        }
        set(34, pkg.zone);
        set(67, 'Shipping Dept.');
        set(68, pkg.origin.company);
        set(69, pkg.origin.address);
        set(71, pkg.origin.city);
        set(72, pkg.origin.state);
        set(73, pkg.origin.postal);
        set(74, 'US');
        set(75, pkg.receiver.name);
        set(76, pkg.receiver.company);
        set(77, pkg.receiver.address);
        set(79, pkg.receiver.city);
        set(80, pkg.receiver.state);
        set(81, pkg.receiver.postal);
        set(82, pkg.receiver.country);
        set(117, pkg.shipDate);
        set(122, pkg.deliveryDate);
        if (charge.category === 'ADJ') set(230, pkg.serviceName);
      }
      return fields.join(',');
    };
    for (const pkg of invoice.packages) for (const charge of pkg.charges) yield row(pkg, charge);
    for (const charge of invoice.invoiceCharges) yield row(undefined, charge);
  }
}

/** The FedEx "All Columns" header: the fields Waybill reads among the others FedEx writes, then 25 pairs. */
export const fedexHeaderRow: string[] = [
  'Bill to Account Number',
  'Invoice Date',
  'Invoice Number',
  'Store ID',
  'Original Amount Due',
  'Current Balance',
  'Payor',
  'Ground Tracking ID Prefix',
  'Express or Ground Tracking ID',
  'Transportation Charge Amount',
  'Net Charge Amount',
  'Service Type',
  'Ground Service',
  'Shipment Date',
  'POD Delivery Date',
  'POD Delivery Time',
  'POD Service Area Code',
  'POD Signature Description',
  'Actual Weight Amount',
  'Actual Weight Units',
  'Rated Weight Amount',
  'Rated Weight Units',
  'Number of Pieces',
  'Bundle Number',
  'Meter Number',
  'TDMaster Tracking ID',
  'Service Packaging',
  'Dim Length',
  'Dim Width',
  'Dim Height',
  'Dim Divisor',
  'Dim Unit',
  'Recipient Name',
  'Recipient Company',
  'Recipient Address Line 1',
  'Recipient Address Line 2',
  'Recipient City',
  'Recipient State',
  'Recipient Zip Code',
  'Recipient Country/Territory',
  'Shipper Company',
  'Shipper Name',
  'Shipper Address Line 1',
  'Shipper Address Line 2',
  'Shipper City',
  'Shipper State',
  'Shipper Zip Code',
  'Shipper Country/Territory',
  'Original Customer Reference',
  'Original Ref#2',
  'Original Ref#3/PO Number',
  'Zone Code',
  'Cost Allocation',
  'Entry Date',
  'Entry Number',
  'Customs Value',
  'Customs Value Currency Code',
  'Declared Value',
  'Declared Value Currency Code',
  'Currency Conversion Date',
  'Currency Conversion Rate',
  'Rated Method',
  'Sort Hub',
  'Estimated Weight',
  'Estimated Weight Unit',
  'Tendered Date',
  ...Array.from({ length: 25 }, () => [fedexChargeDescription, fedexChargeAmount]).flat(),
];

const fedexColumn = new Map(fedexHeaderRow.map((name, index) => [name, index] as const).reverse());
const firstPair = fedexHeaderRow.indexOf(fedexChargeDescription);

/** The FedEx discount pairs an incentive is written as: most as earned discount, the rest as performance pricing. */
function discountPairs(incentiveCents: number): [string, number][] {
  if (incentiveCents === 0) return [];
  const earned = Math.round(incentiveCents * 0.75);
  return [
    ['Earned Discount', -earned],
    ['Performance Pricing', -(incentiveCents - earned)],
  ];
}

/**
 * The lines of a FedEx invoice CSV: a header row, then one row per tracking id per invoice. The freight is the
 * transportation charge (gross), its incentive the discount pairs; every other charge is a pair.
 */
export function* fedexInvoiceLines(file: DemoFile): Generator<string> {
  yield fedexHeaderRow.map(csv).join(',');
  for (const invoice of file.invoices) {
    const total = money(invoiceNet(invoice));
    const row = (pkg: DemoPackage | undefined, charges: DemoCharge[]) => {
      const fields: string[] = new Array<string>(fedexHeaderRow.length).fill('');
      const set = (name: string, value: string | number | undefined) => {
        fields[fedexColumn.get(name)!] = csv(value);
      };
      const compact = (day: string | undefined) => day?.replaceAll('-', '');
      set('Bill to Account Number', invoice.accountNumber);
      set('Invoice Date', compact(invoice.invoiceDate));
      set('Invoice Number', invoice.invoiceNumber);
      set('Original Amount Due', total);
      set('Current Balance', total);
      set('Payor', 'Shipper');
      const freight = charges.find((charge) => charge.classification === 'FRT' && charge.category === 'SHP');
      const pairs: [string, number][] = [];
      let transportation = 0;
      if (freight) {
        transportation = freight.netCents + freight.incentiveCents;
        pairs.push(...discountPairs(freight.incentiveCents));
      }
      for (const charge of charges) if (charge !== freight) pairs.push([charge.description, charge.netCents]);
      const net = transportation + pairs.reduce((sum, [, cents]) => sum + cents, 0);
      set('Transportation Charge Amount', money(transportation));
      set('Net Charge Amount', money(net));
      pairs.forEach(([description, cents], index) => {
        // An empty pair may sit between filled ones, as in FedEx's own files.
        const slot = firstPair + 2 * (index < 2 ? index : index + 1);
        fields[slot] = csv(description);
        fields[slot + 1] = money(cents);
      });
      if (pkg) {
        set('Express or Ground Tracking ID', pkg.trackingNumber);
        set('Service Type', pkg.serviceName);
        set('Ground Service', pkg.service.express ? '' : pkg.serviceName.replace('FedEx ', ''));
        set('Shipment Date', compact(pkg.shipDate));
        set('POD Delivery Date', compact(pkg.deliveryDate));
        set('POD Delivery Time', pkg.deliveryDate ? pkg.deliveryTime : undefined);
        set(
          'POD Signature Description',
          pkg.deliveryDate ? pkg.receiver.name.split(' ')[1]?.toUpperCase() : '',
        );
        if (!pkg.adjustment) {
          set('Actual Weight Amount', pkg.enteredLb);
          set('Actual Weight Units', 'L');
          set('Rated Weight Amount', pkg.billedLb);
          set('Rated Weight Units', 'L');
          set('Number of Pieces', 1);
          const [length, width, height] = pkg.dimensions.split('x');
          set('Dim Length', length);
          set('Dim Width', width);
          set('Dim Height', height);
          set('Dim Divisor', 139);
          set('Dim Unit', 'I');
        }
        set('Recipient Name', pkg.receiver.name);
        set('Recipient Company', pkg.receiver.company);
        set('Recipient Address Line 1', pkg.receiver.address);
        set('Recipient City', pkg.receiver.city);
        set('Recipient State', pkg.receiver.state);
        set('Recipient Zip Code', pkg.receiver.postal);
        set('Recipient Country/Territory', pkg.receiver.country);
        set('Shipper Company', pkg.origin.company);
        set('Shipper Name', 'Shipping Dept.');
        set('Shipper Address Line 1', pkg.origin.address);
        set('Shipper City', pkg.origin.city);
        set('Shipper State', pkg.origin.state);
        set('Shipper Zip Code', pkg.origin.postal);
        set('Shipper Country/Territory', 'US');
        set('Original Customer Reference', `PO-${pkg.trackingNumber.slice(-6)}`);
        set('Zone Code', pkg.zone);
        set('Tendered Date', compact(pkg.shipDate));
      }
      return fields.join(',');
    };
    for (const pkg of invoice.packages) yield row(pkg, pkg.charges);
    if (invoice.invoiceCharges.length > 0) yield row(undefined, invoice.invoiceCharges);
  }
}

/** The lines of a demo file in its carrier's layout. */
export function carrierFileLines(file: DemoFile): Generator<string> {
  return file.carrier === 'UPS' ? upsBillingDataLines(file) : fedexInvoiceLines(file);
}
