import type { CsvRecord } from './csv-records.js';
import { InvoiceFileError } from './invoice-file-error.js';
import type { StagingWriter } from './staging-writer.js';
import { normalizeZone, optionalText, parseCents, parseDate, parseWeightLb } from './values.js';

/** UPS Billing Data (version 2.1): no header, exactly this many columns on every row. */
export const upsColumnCount = 250;

/** The 1-based columns of UPS Billing Data that the importer reads (DOMAIN.md). */
export const upsColumns = {
  accountNumber: 3,
  invoiceDate: 5,
  invoiceNumber: 6,
  invoiceAmount: 11,
  transactionDate: 12,
  trackingNumber: 21,
  enteredWeight: 27,
  enteredWeightUnit: 28,
  billedWeight: 29,
  billedWeightUnit: 30,
  zone: 34,
  chargeCategoryCode: 35,
  chargeClassificationCode: 44,
  chargeDescription: 46,
  incentiveAmount: 52,
  netAmount: 53,
  senderState: 72,
  senderPostal: 73,
  receiverState: 80,
  receiverCountry: 82,
  shipmentDate: 117,
  deliveryDate: 122,
  originalServiceDescription: 230,
} as const;

const names: Record<keyof typeof upsColumns, string> = {
  accountNumber: 'account number',
  invoiceDate: 'invoice date',
  invoiceNumber: 'invoice number',
  invoiceAmount: 'invoice amount',
  transactionDate: 'transaction date',
  trackingNumber: 'tracking number',
  enteredWeight: 'entered weight',
  enteredWeightUnit: 'entered weight unit',
  billedWeight: 'billed weight',
  billedWeightUnit: 'billed weight unit',
  zone: 'zone',
  chargeCategoryCode: 'charge category code',
  chargeClassificationCode: 'charge classification code',
  chargeDescription: 'charge description',
  incentiveAmount: 'incentive amount',
  netAmount: 'net amount',
  senderState: 'sender state',
  senderPostal: 'sender postal code',
  receiverState: 'receiver state',
  receiverCountry: 'receiver country',
  shipmentDate: 'shipment date',
  deliveryDate: 'delivery date',
  originalServiceDescription: 'original service description',
};

type UpsColumn = keyof typeof upsColumns;

const labels = Object.fromEntries(
  Object.keys(upsColumns).map((column) => [
    column,
    `column ${upsColumns[column as UpsColumn]} (${names[column as UpsColumn]})`,
  ]),
) as Record<UpsColumn, string>;

function required(record: CsvRecord, column: UpsColumn, line: number): string {
  const value = record.field(upsColumns[column] - 1).trim();
  if (value === '') throw new InvoiceFileError(line, `${labels[column]} is empty`);
  return value;
}

/**
 * Normalizes UPS Billing Data rows: one charge per row, gross = net + incentive; the package's service is the
 * charge description of its FRT shipment row, or column 230 on any other row.
 */
export function stageUpsRecords(records: CsvRecord[], writer: StagingWriter): void {
  for (const record of records) {
    const { line } = record;
    const columns = record.count;
    if (columns !== upsColumnCount) {
      throw new InvoiceFileError(
        line,
        `${columns} columns, but every UPS Billing Data row has exactly ${upsColumnCount} (a missing or extra column shifts the others, so the row is not read)`,
      );
    }
    const at = (column: UpsColumn) => record.field(upsColumns[column] - 1);
    const invoiceDate = parseDate(
      required(record, 'invoiceDate', line),
      'yyyy-MM-dd',
      line,
      labels.invoiceDate,
    )!;
    const invoiceRef = writer.invoice(
      {
        accountNumber: required(record, 'accountNumber', line),
        invoiceNumber: required(record, 'invoiceNumber', line),
        invoiceDate,
        amountCents: parseCents(required(record, 'invoiceAmount', line), line, labels.invoiceAmount)!,
      },
      line,
      labels.invoiceAmount,
    );
    const description = required(record, 'chargeDescription', line);
    const classification = optionalText(at('chargeClassificationCode'))?.toUpperCase() ?? null;
    const netCents = parseCents(at('netAmount'), line, labels.netAmount, 0)!;
    const incentiveCents = parseCents(at('incentiveAmount'), line, labels.incentiveAmount, 0)!;
    const trackingNumber = optionalText(at('trackingNumber'));
    let packageRef: number | undefined;
    if (trackingNumber) {
      // A freight adjustment (category ADJ) corrects the price; the package's service and weights are on its
      // shipment row, and column 230 names the service.
      const isFreight = classification === 'FRT' && at('chargeCategoryCode').trim().toUpperCase() !== 'ADJ';
      const deliveryText = at('deliveryDate');
      packageRef = writer.knownPackage(trackingNumber, isFreight, deliveryText.trim() !== '', invoiceRef);
      packageRef ??= writer.package(
        {
          trackingNumber,
          isFreight,
          service: isFreight ? description : optionalText(at('originalServiceDescription')),
          shipDate:
            parseDate(at('shipmentDate'), 'yyyy-MM-dd', line, labels.shipmentDate) ??
            parseDate(at('transactionDate'), 'yyyy-MM-dd', line, labels.transactionDate) ??
            invoiceDate,
          deliveryDate: parseDate(deliveryText, 'yyyy-MM-dd', line, labels.deliveryDate),
          deliveryTime: undefined,
          zone: normalizeZone(at('zone')),
          billedWeightLb: parseWeightLb(
            at('billedWeight'),
            at('billedWeightUnit'),
            line,
            labels.billedWeight,
            labels.billedWeightUnit,
          ),
          enteredWeightLb: parseWeightLb(
            at('enteredWeight'),
            at('enteredWeightUnit'),
            line,
            labels.enteredWeight,
            labels.enteredWeightUnit,
          ),
          senderState: optionalText(at('senderState'))?.toUpperCase(),
          senderPostal: optionalText(at('senderPostal')),
          receiverState: optionalText(at('receiverState'))?.toUpperCase(),
          receiverCountry: optionalText(at('receiverCountry'))?.toUpperCase(),
        },
        line,
        invoiceRef,
      );
    }
    writer.charge(
      {
        description,
        classification,
        mapping: writer.map(description, classification),
        grossCents: netCents + incentiveCents,
        incentiveCents,
        netCents,
      },
      line,
      invoiceRef,
      packageRef,
    );
  }
}
