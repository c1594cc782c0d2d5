import { saveFile } from '../../browser/save-file';

/** A cell of a chart's data table: text, a number, or nothing (a figure that does not exist, shown '—'). */
export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: text that a spreadsheet would read as a formula gets a leading single quote; a field holding
 * a comma, quote or line break is quoted with its quotes doubled (RFC 4180). Numbers are written as they are,
 * so a negative figure stays a number; a missing figure is an empty field.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of a header row and data rows, with CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A file name for a chart's CSV made from its title: 'Net spend by zone' → 'net-spend-by-zone.csv'. */
export function csvFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'chart'}.csv`;
}

/**
 * Saves CSV text as a file in the browser. The byte order mark lets Excel, the tool most analysts open a CSV
 * with, read the file as UTF-8 (accented place and service names) instead of the system code page.
 */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
}
