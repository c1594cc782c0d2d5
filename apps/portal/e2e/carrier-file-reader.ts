import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A reader of carrier files written from the layouts of /work/shared/DOMAIN.md ("Carrier files"), apart from the
 * server's importer, so that a dashboard figure can be checked against the files' own text.
 */

/** The rows of a comma-delimited text: fields quoted where they hold a comma, a quote or a line end. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** An amount written with a '.' decimal point ('-12.5', '1234.56'), in whole cents. */
function cents(amount: string): number {
  const match = /^(-?)(\d*)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: "${amount}"`);
  const value = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** One charge of a carrier file: its package (carrier and tracking number; none for an invoice's own fee). */
export interface BilledCharge {
  carrier: 'UPS' | 'FEDEX';
  trackingNumber: string;
  netCents: number;
  /** The service the package ships with, on the row that names it (its freight); null on its other rows. */
  service: string | null;
}

/**
 * UPS Billing Data 2.1: no header, 250 columns a row, one row per charge; 21 tracking number, 53 net amount; a
 * freight row (44 FRT) names the package's service in 46, its charge description.
 */
function upsCharges(rows: string[][]): BilledCharge[] {
  return rows.map((row, index) => {
    if (row.length !== 250) throw new Error(`UPS row ${index + 1} has ${row.length} columns, not 250`);
    const freight = row[43] === 'FRT';
    return {
      carrier: 'UPS',
      trackingNumber: row[20]!,
      netCents: cents(row[52]!),
      service: freight ? row[45]! : null,
    };
  });
}

/** FedEx "All Columns": a header row, one row per tracking id; its net is `Net Charge Amount`. */
function fedexCharges([header, ...rows]: string[][]): BilledCharge[] {
  const column = (name: string) => {
    const index = header!.indexOf(name);
    if (index < 0) throw new Error(`FedEx header has no "${name}"`);
    return index;
  };
  const tracking = column('Express or Ground Tracking ID');
  const net = column('Net Charge Amount');
  const service = column('Service Type');
  return rows.map((row) => ({
    carrier: 'FEDEX',
    trackingNumber: row[tracking]!,
    netCents: cents(row[net]!),
    service: row[service] || null,
  }));
}

/** The charges of one carrier file's text: FedEx when its first row is the header, UPS otherwise. */
export function chargesOf(text: string): BilledCharge[] {
  const rows = csvRows(text);
  return rows[0]?.includes('Net Charge Amount') ? fedexCharges(rows) : upsCharges(rows);
}

/** A charge FedEx bills in one of a row's description and amount pairs (its fuel, surcharges, discounts). */
export interface FedexPairCharge {
  trackingNumber: string;
  description: string;
  cents: number;
}

/** The description and amount pairs of a FedEx file's rows (none for a UPS file). */
export function fedexPairsOf(text: string): FedexPairCharge[] {
  const [header, ...rows] = csvRows(text);
  if (!header?.includes('Net Charge Amount')) return [];
  const tracking = header.indexOf('Express or Ground Tracking ID');
  const pairs = header.flatMap((name, index) => (name === 'Tracking ID Charge Description' ? [index] : []));
  for (const at of pairs) {
    if (header[at + 1] !== 'Tracking ID Charge Amount')
      throw new Error(`FedEx column ${at + 2} is not an amount`);
  }
  return rows.flatMap((row) =>
    pairs
      .filter((at) => row[at])
      .map((at) => ({ trackingNumber: row[tracking]!, description: row[at]!, cents: cents(row[at + 1]!) })),
  );
}

/** The charges of every file in `directory`. */
export async function chargesInDirectory(directory: string): Promise<BilledCharge[]> {
  const charges: BilledCharge[] = [];
  for (const name of (await readdir(directory)).sort()) {
    charges.push(...chargesOf(await readFile(path.join(directory, name), 'utf8')));
  }
  return charges;
}
