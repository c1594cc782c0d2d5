import type { Readable } from 'node:stream';
import { AppError } from '../../errors.js';
import {
  describeValidationError,
  type ContractSchemaName,
  type ContractSchemas,
} from '../../plugins/validation.js';
import { csvRecords, decodeUtf8 } from '../invoice-import/csv-records.js';
import { InvoiceFileError } from '../invoice-import/invoice-file-error.js';

/**
 * A reference table as the CSV file an analyst exports, edits in a spreadsheet and imports again: its columns (a
 * name in the header, the field of a row it holds, how a cell is read back), the contract's schema a row must keep
 * (the one the API checks a row of the table against), what a row is called in messages, and how many rows a file
 * may hold. The files of every reference table are written and read here.
 */
export interface ReferenceFile<Field extends string> {
  /** The table as messages name it: 'the service map'. */
  table: string;
  /** One row as messages name it: 'rule'. */
  row: string;
  columns: readonly { name: string; field: Field; read?: (cell: string) => unknown }[];
  schema: ContractSchemaName;
  maxRows: number;
}

/** The size limit of a reference file's upload. */
export const referenceFileMaxBytes = 1024 * 1024;

/** A cell read back as a whole number where it is one, else as written (for the schema's check to name). */
export const wholeNumberCell = (cell: string): unknown => (/^-?\d{1,9}$/.test(cell) ? Number(cell) : cell);

/** A cell read back as a number (decimals too) where it is one, else as written. */
export const numberCell = (cell: string): unknown => (/^-?\d{1,9}(\.\d+)?$/.test(cell) ? Number(cell) : cell);

/** A cell read back as null where it is empty. */
export const optionalCell = (cell: string): unknown => (cell === '' ? null : cell);

/** An optional whole number: null where empty. */
export const optionalWholeNumberCell = (cell: string): unknown =>
  cell === '' ? null : wholeNumberCell(cell);

/** A value a spreadsheet would run as a formula: = + - @, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

function csvValue(value: string): string {
  const cell = formulaStart.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The rows as the export's CSV text: the header, then one line a row, null as an empty cell. */
export function referenceCsv<Field extends string>(
  file: ReferenceFile<Field>,
  rows: readonly Record<Field, unknown>[],
): string {
  const header = file.columns.map(({ name }) => name).join(',');
  const lines = rows.map((row) =>
    file.columns.map(({ field }) => csvValue(row[field] === null ? '' : String(row[field]))).join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

/** A value of a file's row back as it was exported: the quote that kept a formula from running goes. */
function cellText(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}

/** One row of a file, read into the fields of a row and checked against the table's schema. */
export interface ReferenceLine<Field extends string> {
  line: number;
  input: Record<Field, unknown>;
}

function refusedFile(message: string): AppError {
  return new AppError('bad_request', message, { file: message });
}

/** The 400 of a line whose row is refused: the line, then the API's own message for the field. */
export function refusedLine(line: number, error: AppError): AppError {
  return refusedFile(`Line ${line}: ${error.message}`);
}

/** The line's row against the table's schema: the 400 names the line and the column, as the header writes it. */
function checkLine<Field extends string>(
  file: ReferenceFile<Field>,
  schemas: ContractSchemas,
  { line, input }: ReferenceLine<Field>,
): void {
  const violation = schemas.violation(file.schema, input);
  if (!violation) return;
  const columnOf = (field: string) => file.columns.find((column) => column.field === field)?.name ?? field;
  throw refusedLine(
    line,
    new AppError('bad_request', describeValidationError([violation], 'body', columnOf).message),
  );
}

/**
 * Reads a reference file: the header row must name the export's columns (in any order); each further row is one
 * row of the table, which must keep the table's schema (the checks across rows and fields are the caller's). A
 * file that is not UTF-8 CSV, lacks a column, holds more than the limit, a row the schema refuses or no row at all
 * is refused with the line and the reason.
 */
export async function readReferenceFile<Field extends string>(
  file: ReferenceFile<Field>,
  stream: Readable,
  schemas: ContractSchemas,
): Promise<ReferenceLine<Field>[]> {
  const lines: ReferenceLine<Field>[] = [];
  let positions: number[] | undefined;
  try {
    for await (const records of csvRecords(decodeUtf8(stream))) {
      for (const record of records) {
        const values = record.fields.map((value) => value.trim());
        if (!positions) {
          const header = values.map((value) => value.toLowerCase());
          const missing = file.columns.filter(({ name }) => !header.includes(name)).map(({ name }) => name);
          if (missing.length > 0)
            throw new InvoiceFileError(record.line, `the header row lacks the column ${missing.join(', ')}`);
          positions = file.columns.map(({ name }) => header.indexOf(name));
          continue;
        }
        if (lines.length === file.maxRows)
          throw new InvoiceFileError(record.line, `a file holds at most ${file.maxRows} ${file.row}s`);
        const input = Object.fromEntries(
          file.columns.map(({ field, read }, index) => {
            const cell = cellText(values[positions![index]!] ?? '');
            return [field, read ? read(cell) : cell];
          }),
        ) as Record<Field, unknown>;
        checkLine(file, schemas, { line: record.line, input });
        lines.push({ line: record.line, input });
      }
    }
  } catch (error) {
    if (error instanceof InvoiceFileError) throw refusedFile(error.message);
    throw error;
  }
  if (!positions) throw refusedFile(`The file is empty: export ${file.table} for its columns`);
  if (lines.length === 0) throw refusedFile(`The file holds no ${file.row}: ${file.table} cannot be empty`);
  return lines;
}

/** What replacing a table's rows with a file's changed. */
export interface RowsReplaced<Row> {
  counts: { added: number; changed: number; removed: number };
  /** Every row removed or changed as it was, and every row added or changed as it is now. */
  touched: Row[];
}

/**
 * Replaces a table's stored rows with a file's (`wanted`, by key): a stored row whose key the file holds is changed
 * in place where it differs (its id stays), the file's other rows are added, and the stored rows it does not hold
 * are removed, first.
 */
export async function replaceRows<Stored extends Fields & { id: number }, Fields>(
  stored: readonly Stored[],
  wanted: ReadonlyMap<string, Fields>,
  table: {
    keyOf: (row: Fields) => string;
    same: (stored: Stored, wanted: Fields) => boolean;
    insert: (row: Fields) => Promise<unknown>;
    update: (id: number, row: Fields) => Promise<void>;
    remove: (id: number) => Promise<void>;
  },
): Promise<RowsReplaced<Fields>> {
  const counts = { added: 0, changed: 0, removed: 0 };
  const touched: Fields[] = [];
  const kept = new Map<string, Stored>();
  for (const row of stored) {
    const key = table.keyOf(row);
    if (wanted.has(key)) {
      kept.set(key, row);
      continue;
    }
    await table.remove(row.id);
    counts.removed += 1;
    touched.push(row);
  }
  for (const [key, row] of wanted) {
    const before = kept.get(key);
    if (!before) {
      await table.insert(row);
      counts.added += 1;
    } else if (!table.same(before, row)) {
      await table.update(before.id, row);
      counts.changed += 1;
      touched.push(before);
    } else continue;
    touched.push(row);
  }
  return { counts, touched };
}
