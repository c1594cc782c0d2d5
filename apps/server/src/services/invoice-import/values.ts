import { InvoiceFileError } from './invoice-file-error.js';

/** Names a column in messages: "column 53 (net amount)" for UPS, "'Net Charge Amount'" for FedEx. */
export type ColumnName = string;

const moneyPattern = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Money as integer cents: exact, summed without floating-point drift. Accepts `12.34`, `-5`, `.5`, `+1.2`;
 * values with more than two decimals are rounded half away from zero, as numeric(12,2) would store them.
 * Empty is `empty` (undefined unless given).
 */
export function parseCents(
  text: string,
  line: number,
  column: ColumnName,
  empty?: number,
): number | undefined {
  const value = text.trim();
  if (value === '') return empty;
  const match = moneyPattern.exec(value);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new InvoiceFileError(line, `${column} is "${value}", not an amount`);
  }
  const decimals = `${match[3] ?? ''}000`;
  let cents = Number(match[2] || '0') * 100 + Number(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents) || cents >= 1e12) {
    throw new InvoiceFileError(line, `${column} is "${value}", too large an amount`);
  }
  return match[1] === '-' ? -cents : cents;
}

/** Cents as the decimal text numeric columns take ("-12.30"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A non-negative decimal (a weight), or undefined when empty. */
export function parseDecimal(text: string, line: number, column: ColumnName): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const number = /^\d*\.?\d+$|^\d+\.$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw new InvoiceFileError(line, `${column} is "${value}", not a number`);
  if (number >= 1_000_000) throw new InvoiceFileError(line, `${column} is "${value}", too large a number`);
  return number;
}

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function checkedDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth[month - 1]!) return false;
  return month !== 2 || day < 29 || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
}

/**
 * A date in the carrier's layout (`yyyy-MM-dd` for UPS, `yyyyMMdd` for FedEx) as `yyyy-MM-dd`, or undefined
 * when empty.
 */
export function parseDate(
  text: string,
  layout: 'yyyy-MM-dd' | 'yyyyMMdd',
  line: number,
  column: ColumnName,
): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const match =
    layout === 'yyyy-MM-dd' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match || !checkedDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new InvoiceFileError(line, `${column} is "${value}", not a date (${layout})`);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** A time of day `HH:mm` (or `HH:mm:ss`), or undefined when empty. */
export function parseTime(text: string, line: number, column: ColumnName): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) {
    throw new InvoiceFileError(line, `${column} is "${value}", not a time (HH:mm)`);
  }
  return `${match[1]!.padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
}

const kilograms = /^(k|kg|kgs|kilograms?)$/i;
const pounds = /^(|l|lb|lbs|pounds?)$/i;

/** A weight in pounds, from a value and its unit (L/LB or K/KG; empty means pounds). */
export function parseWeightLb(
  value: string,
  unit: string,
  line: number,
  column: ColumnName,
  unitColumn: ColumnName,
): number | undefined {
  const amount = parseDecimal(value, line, column);
  if (amount === undefined) return undefined;
  const unitText = unit.trim();
  if (kilograms.test(unitText)) return Math.round(amount * 2.20462 * 100) / 100;
  if (pounds.test(unitText)) return amount;
  throw new InvoiceFileError(line, `${unitColumn} is "${unitText}", not a weight unit (L or K)`);
}

/** A zone as billed, without the zero padding ("002" -> "2"); letters are kept. */
export function normalizeZone(text: string): string | undefined {
  const value = text.trim().toUpperCase();
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? String(Number(value)) : value;
}

/** Trimmed text, or undefined when empty. */
export function optionalText(text: string | undefined): string | undefined {
  const value = text?.trim();
  return value ? value : undefined;
}
