import { stagingColumns } from '../../repositories/import-staging.js';
import type { ChargeMapper, ChargeMapping } from './charge-mapper.js';
import { InvoiceFileError } from './invoice-file-error.js';
import { centsText } from './values.js';

export interface InvoiceFacts {
  accountNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  amountCents: number;
}

export interface PackageFacts {
  trackingNumber: string;
  /** The row is the package's freight line: its service and weights are the package's. */
  isFreight: boolean;
  service: string | undefined;
  shipDate: string;
  deliveryDate: string | undefined;
  deliveryTime: string | undefined;
  zone: string | undefined;
  billedWeightLb: number | undefined;
  enteredWeightLb: number | undefined;
  senderState: string | undefined;
  senderPostal: string | undefined;
  receiverState: string | undefined;
  receiverCountry: string | undefined;
}

export interface ChargeFacts {
  description: string;
  classification: string | null;
  mapping: ChargeMapping;
  grossCents: number;
  incentiveCents: number;
  netCents: number;
}

const nullField = '\\N';
/** The columns of a charge row between its amounts and first_of_grouping: package columns, all NULL. */
const chargeRowPadding = Array<string>(stagingColumns.length - 30)
  .fill(nullField)
  .join('\t');

/** A value in COPY's text format: backslash, tab and line ends escaped; undefined is NULL. */
function field(value: string | number | boolean | undefined | null): string {
  if (value === undefined || value === null) return nullField;
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (character) =>
        character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
      )
    : value;
}

interface InvoiceSeen {
  ref: number;
  amountCents: number;
  line: number;
  date: string;
}

/** One package of the file as read so far. */
interface PackageState {
  ref: number;
  /** The row its attributes come from (its freight row when there is one), and that row's invoice. */
  line: number;
  invoiceRef: number;
  facts: PackageFacts;
  /** Its first delivery, in the order of the file. */
  deliveryDate: string | undefined;
  deliveryTime: string | undefined;
  lastInvoiceDate: string;
  charges: number;
  grossCents: number;
  incentiveCents: number;
  netCents: number;
  freightGrossCents: number;
  freightIncentiveCents: number;
  freightNetCents: number;
  fuelNetCents: number;
  accessorialNetCents: number;
  residential: boolean;
  accessorial: boolean;
  exemption: string | null;
  /** The charge groupings charged so far, one bit each (StagingWriter.groupingBit). */
  groupings: number;
}

/** What a file held, counted while it was normalized. */
export interface StagingTotals {
  invoices: number;
  packages: number;
  charges: number;
  netCents: number;
  unknownChargeDescriptions: Set<string>;
}

/**
 * Turns normalized invoices, packages and charges into staging rows (COPY text), holding only one entry per
 * invoice and per package of the file, never its rows.
 */
export class StagingWriter {
  private readonly invoices = new Map<string, InvoiceSeen>();
  private readonly invoiceDates: string[] = [];
  private readonly packages = new Map<string, PackageState>();
  private readonly packagesByRef: PackageState[] = [];
  private lastInvoice: { key: string; seen: InvoiceSeen } | undefined;
  private readonly groupingBits = new Map<string, number>();
  private lines: string[] = [];
  readonly totals: StagingTotals = {
    invoices: 0,
    packages: 0,
    charges: 0,
    netCents: 0,
    unknownChargeDescriptions: new Set(),
  };

  constructor(readonly map: ChargeMapper) {}

  /** Registers the invoice of a row; returns its reference. The invoice total must be the same on every row. */
  invoice(facts: InvoiceFacts, line: number, amountColumn: string): number {
    const key = `${facts.accountNumber}\u0000${facts.invoiceNumber}\u0000${facts.invoiceDate}`;
    // The rows of an invoice follow each other: most rows are the invoice of the row before.
    const seen = this.lastInvoice?.key === key ? this.lastInvoice.seen : this.invoices.get(key);
    if (seen) {
      if (seen.amountCents !== facts.amountCents) {
        throw new InvoiceFileError(
          line,
          `${amountColumn} of invoice ${facts.invoiceNumber} is ${centsText(facts.amountCents)} here but ${centsText(seen.amountCents)} on line ${seen.line}`,
        );
      }
      this.lastInvoice = { key, seen };
      return seen.ref;
    }
    const ref = this.invoices.size + 1;
    const added = { ref, amountCents: facts.amountCents, line, date: facts.invoiceDate };
    this.invoices.set(key, added);
    this.invoiceDates[ref] = facts.invoiceDate;
    this.lastInvoice = { key, seen: added };
    this.totals.invoices += 1;
    this.lines.push(
      [
        'I',
        line,
        ref,
        nullField,
        field(facts.accountNumber),
        field(facts.invoiceNumber),
        facts.invoiceDate,
        centsText(facts.amountCents),
      ].join('\t') + '\t\\N'.repeat(stagingColumns.length - 8),
    );
    return ref;
  }

  /**
   * The reference of a package already known whose attributes this row would not change (it is not a first
   * freight row, nor a first delivery), or undefined when the row's package facts are needed (see `package`).
   */
  knownPackage(
    trackingNumber: string,
    isFreight: boolean,
    hasDelivery: boolean,
    invoiceRef: number,
  ): number | undefined {
    const state = this.packages.get(trackingNumber);
    if (!state || (isFreight && !state.facts.isFreight) || (hasDelivery && !state.deliveryDate))
      return undefined;
    this.seenOn(state, invoiceRef);
    return state.ref;
  }

  private seenOn(state: PackageState, invoiceRef: number) {
    const date = this.invoiceDates[invoiceRef]!;
    if (date > state.lastInvoiceDate) state.lastInvoiceDate = date;
  }

  /** Registers the package a row bills; returns its reference. Its freight row's attributes win. */
  package(facts: PackageFacts, line: number, invoiceRef: number): number {
    let state = this.packages.get(facts.trackingNumber);
    if (!state) {
      state = {
        ref: this.packagesByRef.length + 1,
        line,
        invoiceRef,
        facts,
        deliveryDate: undefined,
        deliveryTime: undefined,
        lastInvoiceDate: this.invoiceDates[invoiceRef]!,
        charges: 0,
        grossCents: 0,
        incentiveCents: 0,
        netCents: 0,
        freightGrossCents: 0,
        freightIncentiveCents: 0,
        freightNetCents: 0,
        fuelNetCents: 0,
        accessorialNetCents: 0,
        residential: false,
        accessorial: false,
        exemption: null,
        groupings: 0,
      };
      this.packages.set(facts.trackingNumber, state);
      this.packagesByRef.push(state);
      this.totals.packages += 1;
    } else if (facts.isFreight && !state.facts.isFreight) {
      state.facts = facts;
      state.line = line;
      state.invoiceRef = invoiceRef;
    }
    if (facts.deliveryDate && !state.deliveryDate) {
      state.deliveryDate = facts.deliveryDate;
      state.deliveryTime = facts.deliveryTime;
    }
    this.seenOn(state, invoiceRef);
    return state.ref;
  }

  /** Adds one charge line. */
  charge(facts: ChargeFacts, line: number, invoiceRef: number, packageRef: number | undefined): void {
    const { mapping } = facts;
    if (mapping.unknown) this.totals.unknownChargeDescriptions.add(facts.description);
    this.totals.charges += 1;
    this.totals.netCents += facts.netCents;
    const isAccessorial = mapping.grouping !== 'FREIGHT' && mapping.grouping !== 'FUEL';
    let firstOfGrouping: boolean | undefined;
    if (packageRef !== undefined) {
      const state = this.packagesByRef[packageRef - 1]!;
      const bit = this.groupingBit(mapping.grouping);
      firstOfGrouping = (state.groupings & bit) === 0;
      state.groupings |= bit;
      state.charges += 1;
      state.grossCents += facts.grossCents;
      state.incentiveCents += facts.incentiveCents;
      state.netCents += facts.netCents;
      if (mapping.grouping === 'FREIGHT') {
        state.freightGrossCents += facts.grossCents;
        state.freightIncentiveCents += facts.incentiveCents;
        state.freightNetCents += facts.netCents;
      } else if (mapping.grouping === 'FUEL') {
        state.fuelNetCents += facts.netCents;
      } else {
        state.accessorialNetCents += facts.netCents;
        state.accessorial = true;
      }
      if (mapping.grouping === 'RESIDENTIAL') state.residential = true;
      if (mapping.auditExemption && (state.exemption === null || mapping.auditExemption < state.exemption)) {
        state.exemption = mapping.auditExemption;
      }
    }
    this.lines.push(
      [
        'C',
        line,
        invoiceRef,
        packageRef ?? nullField,
        '\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N',
        field(facts.description),
        field(facts.classification),
        mapping.grouping,
        isAccessorial ? 't' : 'f',
        field(mapping.auditExemption),
        centsText(facts.grossCents),
        centsText(facts.incentiveCents),
        centsText(facts.netCents),
        chargeRowPadding,
        field(firstOfGrouping),
      ].join('\t'),
    );
  }

  /** The bit of a charge grouping in PackageState.groupings (the charge map knows about a dozen groupings). */
  private groupingBit(grouping: string): number {
    let bit = this.groupingBits.get(grouping);
    if (bit === undefined) {
      if (this.groupingBits.size === 31) throw new Error('More than 31 charge groupings');
      bit = 1 << this.groupingBits.size;
      this.groupingBits.set(grouping, bit);
    }
    return bit;
  }

  /** The staging text written since the last call (each row ends with a line end). */
  take(): string {
    if (this.lines.length === 0) return '';
    const text = `${this.lines.join('\n')}\n`;
    this.lines = [];
    return text;
  }

  /** The package rows, once the whole file has been read, in chunks of staging text. */
  *packageRows(): Generator<string> {
    for (const state of this.packagesByRef) {
      const { facts } = state;
      this.lines.push(
        [
          'P',
          state.line,
          state.invoiceRef,
          state.ref,
          nullField,
          nullField,
          nullField,
          nullField,
          field(facts.trackingNumber),
          facts.isFreight ? 't' : 'f',
          field(facts.service),
          facts.shipDate,
          field(state.deliveryDate),
          field(state.deliveryTime),
          field(facts.zone),
          field(facts.billedWeightLb),
          field(facts.enteredWeightLb),
          field(facts.senderState),
          field(facts.senderPostal),
          field(facts.receiverState),
          field(facts.receiverCountry),
          nullField,
          nullField,
          nullField,
          nullField,
          field(state.exemption),
          centsText(state.grossCents),
          centsText(state.incentiveCents),
          centsText(state.netCents),
          state.charges,
          centsText(state.freightGrossCents),
          centsText(state.freightIncentiveCents),
          centsText(state.freightNetCents),
          centsText(state.fuelNetCents),
          centsText(state.accessorialNetCents),
          state.residential ? 't' : 'f',
          state.accessorial ? 't' : 'f',
          state.lastInvoiceDate,
          nullField,
        ].join('\t'),
      );
      if (this.lines.length >= 2_000) yield this.take();
    }
    const rest = this.take();
    if (rest) yield rest;
  }
}
