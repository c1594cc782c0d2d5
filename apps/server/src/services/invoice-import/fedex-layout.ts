import type { CsvRecord } from './csv-records.js';
import { InvoiceFileError } from './invoice-file-error.js';
import type { StagingWriter } from './staging-writer.js';
import {
  centsText,
  normalizeZone,
  optionalText,
  parseCents,
  parseDate,
  parseTime,
  parseWeightLb,
} from './values.js';

/** The FedEx Billing Online ("All Columns") headers the importer reads; every one is required. */
export const fedexHeaders = {
  accountNumber: 'Bill to Account Number',
  invoiceDate: 'Invoice Date',
  invoiceNumber: 'Invoice Number',
  invoiceAmount: 'Original Amount Due',
  trackingId: 'Express or Ground Tracking ID',
  transportationCharge: 'Transportation Charge Amount',
  netCharge: 'Net Charge Amount',
  serviceType: 'Service Type',
  shipmentDate: 'Shipment Date',
  podDeliveryDate: 'POD Delivery Date',
  podDeliveryTime: 'POD Delivery Time',
  actualWeight: 'Actual Weight Amount',
  ratedWeight: 'Rated Weight Amount',
  zone: 'Zone Code',
  recipientState: 'Recipient State',
  recipientCountry: 'Recipient Country/Territory',
  shipperState: 'Shipper State',
  shipperPostal: 'Shipper Zip Code',
} as const;

/** Read when present (the weights are in pounds without them). */
export const fedexOptionalHeaders = {
  actualWeightUnits: 'Actual Weight Units',
  ratedWeightUnits: 'Rated Weight Units',
} as const;

export const fedexChargeDescription = 'Tracking ID Charge Description';
export const fedexChargeAmount = 'Tracking ID Charge Amount';

type FedexField = keyof typeof fedexHeaders | keyof typeof fedexOptionalHeaders;

/** Where a FedEx file keeps each field, read from its header row. */
export interface FedexLayout {
  columnCount: number;
  index: Partial<Record<FedexField, number>>;
  /** The (description, amount) column pairs, by position from the first pair on. */
  pairs: [number, number][];
}

const knownHeaders = new Set<string>([
  ...Object.values(fedexHeaders),
  fedexChargeDescription,
  fedexChargeAmount,
]);

/** Whether the first record of a file is a FedEx header row (it names at least two FedEx fields). */
export function isFedexHeader(fields: string[]): boolean {
  let known = 0;
  for (const name of fields) if (knownHeaders.has(name.trim())) known += 1;
  return known >= 2;
}

/** Reads the header row: every required header present, the charge columns in whole pairs. */
export function readFedexHeader({ line, fields }: CsvRecord): FedexLayout {
  const names = fields.map((name) => name.trim());
  const index: FedexLayout['index'] = {};
  for (const [field, header] of Object.entries({ ...fedexHeaders, ...fedexOptionalHeaders })) {
    const position = names.indexOf(header);
    if (position >= 0) index[field as FedexField] = position;
    else if (field in fedexHeaders)
      throw new InvoiceFileError(line, `the required header "${header}" is missing`);
  }
  const first = names.indexOf(fedexChargeDescription);
  if (first < 0)
    throw new InvoiceFileError(line, `the required header "${fedexChargeDescription}" is missing`);
  const firstAmount = names.indexOf(fedexChargeAmount);
  if (firstAmount >= 0 && firstAmount < first) {
    throw new InvoiceFileError(
      line,
      `"${fedexChargeAmount}" in column ${firstAmount + 1} has no "${fedexChargeDescription}" before it (an unpaired charge column)`,
    );
  }
  const pairs: [number, number][] = [];
  for (let position = first; position < names.length; position += 1) {
    const name = names[position];
    if (name === fedexChargeDescription) {
      if (names[position + 1] !== fedexChargeAmount) {
        throw new InvoiceFileError(
          line,
          `"${fedexChargeDescription}" in column ${position + 1} is not followed by "${fedexChargeAmount}" (an unpaired charge column)`,
        );
      }
      pairs.push([position, position + 1]);
      position += 1;
    } else if (name === fedexChargeAmount) {
      throw new InvoiceFileError(
        line,
        `"${fedexChargeAmount}" in column ${position + 1} has no "${fedexChargeDescription}" before it (an unpaired charge column)`,
      );
    }
  }
  return { columnCount: names.length, index, pairs };
}

/**
 * Normalizes FedEx rows (one per tracking id per invoice): the transportation charge is the freight, whose
 * incentive is the row's discount pairs; every other filled pair is a charge of its own. Net Charge Amount must
 * equal the transportation charge plus every pair.
 */
export function stageFedexRecords(records: CsvRecord[], layout: FedexLayout, writer: StagingWriter): void {
  const { index } = layout;
  const header = (field: FedexField) =>
    `"${field in fedexHeaders ? fedexHeaders[field as keyof typeof fedexHeaders] : fedexOptionalHeaders[field as keyof typeof fedexOptionalHeaders]}"`;
  for (const record of records) {
    const { line } = record;
    const columns = record.count;
    if (columns !== layout.columnCount) {
      throw new InvoiceFileError(
        line,
        `${columns} columns, but the header has ${layout.columnCount} (a missing or extra column shifts the others, so the row is not read)`,
      );
    }
    const at = (field: FedexField) => {
      const position = index[field];
      return position === undefined ? '' : record.field(position);
    };
    const required = (field: keyof typeof fedexHeaders) => {
      const value = at(field).trim();
      if (value === '') throw new InvoiceFileError(line, `${header(field)} is empty`);
      return value;
    };
    const invoiceDate = parseDate(required('invoiceDate'), 'yyyyMMdd', line, header('invoiceDate'))!;
    const invoiceRef = writer.invoice(
      {
        accountNumber: required('accountNumber'),
        invoiceNumber: required('invoiceNumber'),
        invoiceDate,
        amountCents: parseCents(required('invoiceAmount'), line, header('invoiceAmount'))!,
      },
      line,
      header('invoiceAmount'),
    );
    const service = optionalText(at('serviceType'));
    const transportationCents = parseCents(
      at('transportationCharge'),
      line,
      header('transportationCharge'),
      0,
    )!;
    const netChargeCents = parseCents(required('netCharge'), line, header('netCharge'))!;

    let discountCents = 0;
    let pairsCents = 0;
    const charges: { description: string; cents: number; mapping: ReturnType<StagingWriter['map']> }[] = [];
    for (const [descriptionAt, amountAt] of layout.pairs) {
      const description = record.field(descriptionAt).trim();
      const amount = record.field(amountAt).trim();
      if (description === '' && amount === '') continue;
      if (amount === '') {
        throw new InvoiceFileError(
          line,
          `the charge "${description}" in column ${descriptionAt + 1} has no amount in column ${amountAt + 1}`,
        );
      }
      const cents = parseCents(amount, line, `"${fedexChargeAmount}" (column ${amountAt + 1})`)!;
      if (description === '') {
        throw new InvoiceFileError(
          line,
          `the amount ${amount} in column ${amountAt + 1} has no charge description in column ${descriptionAt + 1}`,
        );
      }
      pairsCents += cents;
      const mapping = writer.map(description, null);
      if (mapping.isIncentive) discountCents += cents;
      else charges.push({ description, cents, mapping });
    }
    if (transportationCents + pairsCents !== netChargeCents) {
      throw new InvoiceFileError(
        line,
        `${header('netCharge')} is ${centsText(netChargeCents)}, but the transportation charge plus the charges make ${centsText(transportationCents + pairsCents)}`,
      );
    }

    const trackingNumber = optionalText(at('trackingId'));
    const packageRef = trackingNumber
      ? writer.package(
          {
            trackingNumber,
            isFreight: true,
            service,
            shipDate: parseDate(at('shipmentDate'), 'yyyyMMdd', line, header('shipmentDate')) ?? invoiceDate,
            deliveryDate: parseDate(at('podDeliveryDate'), 'yyyyMMdd', line, header('podDeliveryDate')),
            deliveryTime: parseTime(at('podDeliveryTime'), line, header('podDeliveryTime')),
            zone: normalizeZone(at('zone')),
            billedWeightLb: parseWeightLb(
              at('ratedWeight'),
              at('ratedWeightUnits'),
              line,
              header('ratedWeight'),
              header('ratedWeightUnits'),
            ),
            enteredWeightLb: parseWeightLb(
              at('actualWeight'),
              at('actualWeightUnits'),
              line,
              header('actualWeight'),
              header('actualWeightUnits'),
            ),
            senderState: optionalText(at('shipperState'))?.toUpperCase(),
            senderPostal: optionalText(at('shipperPostal')),
            receiverState: optionalText(at('recipientState'))?.toUpperCase(),
            receiverCountry: optionalText(at('recipientCountry'))?.toUpperCase(),
          },
          line,
          invoiceRef,
        )
      : undefined;

    if (transportationCents !== 0 || discountCents !== 0) {
      const description = service ?? 'Transportation Charge';
      writer.charge(
        {
          description,
          classification: 'FRT',
          mapping: writer.map(description, 'FRT'),
          grossCents: transportationCents,
          incentiveCents: -discountCents,
          netCents: transportationCents + discountCents,
        },
        line,
        invoiceRef,
        packageRef,
      );
    }
    for (const charge of charges) {
      writer.charge(
        {
          description: charge.description,
          classification: null,
          mapping: charge.mapping,
          grossCents: charge.cents,
          incentiveCents: 0,
          netCents: charge.cents,
        },
        line,
        invoiceRef,
        packageRef,
      );
    }
  }
}
