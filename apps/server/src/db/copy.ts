// Helpers shared by the two drivers' COPY support: reading a `COPY … FROM STDIN` statement, cutting COPY data
// into batches on record boundaries (PGlite loads from an in-memory blob), CSV quoting as PostgreSQL's COPY does
// it, and errors that name the line of the data.
import { CopyError, type CopySource } from './database.js';

/** How a `COPY … FROM STDIN` statement reads its data, as far as cutting it into batches needs to know. */
export interface CopyFromPlan {
  /** The same statement reading from PGlite's `/dev/blob` instead of STDIN. */
  blobSql: string;
  format: 'text' | 'csv' | 'binary';
  /** The first line is a header (HEADER true or MATCH). */
  header: boolean;
  /** CSV quote and escape bytes. */
  quote: number;
  escape: number;
}

const copyFromStdin = /^(\s*COPY\s+[\s\S]+?\s+FROM\s+)STDIN\b([\s\S]*)$/i;

function optionChar(options: string, name: string, fallback: string): number {
  const match = new RegExp(`\\b${name}\\s+(?:AS\\s+)?E?'((?:[^']|'')+)'`, 'i').exec(options);
  const value = match ? match[1]!.replaceAll("''", "'") : fallback;
  const bytes = Buffer.from(value);
  if (bytes.length !== 1) throw new Error(`COPY ${name} must be a single one-byte character`);
  return bytes[0]!;
}

/** Reads `COPY table [(columns)] FROM STDIN [options]`; throws for any other statement. */
export function planCopyFrom(sql: string): CopyFromPlan {
  const match = copyFromStdin.exec(sql);
  if (!match) throw new Error('copyFrom expects a `COPY table [(columns)] FROM STDIN [options]` statement');
  const options = match[2]!;
  const format = /\bFORMAT\s+'?(csv|text|binary)\b/i.exec(options)?.[1]?.toLowerCase() as
    CopyFromPlan['format'] | undefined;
  const legacy = /\bBINARY\b/i.test(options) ? 'binary' : /\bCSV\b/i.test(options) ? 'csv' : 'text';
  const header = /\bHEADER\b(?:\s+'?(\w+))?/i.exec(options);
  const csv = (format ?? legacy) === 'csv';
  const quote = csv ? optionChar(options, 'QUOTE', '"') : 0;
  return {
    blobSql: `${match[1]}'/dev/blob'${options}`,
    format: format ?? legacy,
    header: header !== null && !/^(false|off|0)$/i.test(header[1] ?? ''),
    quote,
    escape: csv ? optionChar(options, 'ESCAPE', String.fromCharCode(quote)) : 0,
  };
}

/** A run of whole records of COPY data. */
export interface CopyBatch {
  bytes: Buffer;
  /** Records in `bytes` (a last record without its line end counts too). */
  records: number;
  /** Where the first record ends (the header, when there is one). */
  firstRecordEnd: number;
}

const newline = 0x0a;
const backslash = 0x5c;

interface Scan {
  /** Offset just past the last complete record, 0 when there is none. */
  end: number;
  records: number;
  firstRecordEnd: number;
}

/**
 * Finds the record boundaries of COPY data that starts on a record boundary, the way PostgreSQL's COPY reads
 * lines: in CSV a line end inside quotes belongs to the value; in text format a backslash escapes the next byte,
 * line ends included. Line ends are LF or CRLF (data that ends its lines with a lone CR is not cut).
 */
function scanRecords(buffer: Buffer, plan: CopyFromPlan): Scan {
  let end = 0;
  let records = 0;
  let firstRecordEnd = 0;
  const recordEndsAt = (index: number) => {
    end = index + 1;
    records += 1;
    if (records === 1) firstRecordEnd = end;
  };
  if (plan.format === 'text') {
    let position = 0;
    for (;;) {
      const lineEnd = buffer.indexOf(newline, position);
      if (lineEnd < 0) break;
      let backslashes = 0;
      while (lineEnd - backslashes - 1 >= end && buffer[lineEnd - backslashes - 1] === backslash)
        backslashes += 1;
      if (backslashes % 2 === 0) recordEndsAt(lineEnd);
      position = lineEnd + 1;
    }
  } else if (plan.escape === plan.quote) {
    // Every quote toggles "inside quotes" (a doubled quote toggles twice); jump between quotes and line ends.
    let position = 0;
    let inQuotes = false;
    let nextQuote = -2;
    const quoteFrom = (from: number) => {
      if (nextQuote !== -1 && nextQuote < from) nextQuote = buffer.indexOf(plan.quote, from);
      return nextQuote;
    };
    for (;;) {
      if (inQuotes) {
        const closing = quoteFrom(position);
        if (closing < 0) break;
        inQuotes = false;
        position = closing + 1;
        continue;
      }
      const lineEnd = buffer.indexOf(newline, position);
      if (lineEnd < 0) break;
      const quote = quoteFrom(position);
      if (quote >= 0 && quote < lineEnd) {
        inQuotes = true;
        position = quote + 1;
      } else {
        recordEndsAt(lineEnd);
        position = lineEnd + 1;
      }
    }
  } else {
    // A distinct ESCAPE only counts inside quotes, right before a quote (PostgreSQL's CopyReadLineText).
    let inQuotes = false;
    let lastWasEscape = false;
    for (let index = 0; index < buffer.length; index += 1) {
      const byte = buffer[index];
      if (inQuotes && byte === plan.escape) lastWasEscape = !lastWasEscape;
      if (byte === plan.quote && !lastWasEscape) inQuotes = !inQuotes;
      if (byte !== plan.escape) lastWasEscape = false;
      if (byte === newline && !inQuotes) recordEndsAt(index);
    }
  }
  return { end, records, firstRecordEnd };
}

function toBuffer(chunk: string | Uint8Array): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk);
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Cuts COPY data into batches of about `batchBytes` that each end on a record boundary, holding at most one
 * batch (plus the chunk being read) in memory. A single record longer than `batchBytes` makes a larger batch.
 */
export async function* batchCopyData(
  source: CopySource,
  plan: CopyFromPlan,
  batchBytes: number,
): AsyncGenerator<CopyBatch> {
  if (plan.format === 'binary') {
    throw new Error('copyFrom on PGlite reads text or CSV COPY data, not binary');
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let nextCut = batchBytes;
  // Many small strings (one per row, say) are joined before they become bytes.
  let text: string[] = [];
  let textLength = 0;
  const flushText = () => {
    if (text.length === 0) return;
    const bytes = Buffer.from(text.join(''));
    pending.push(bytes);
    pendingBytes += bytes.length;
    text = [];
    textLength = 0;
  };
  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      text.push(chunk);
      textLength += chunk.length;
      if (textLength >= 65_536) flushText();
    } else {
      flushText();
      pending.push(toBuffer(chunk));
      pendingBytes += chunk.byteLength;
    }
    if (pendingBytes < nextCut) continue;
    const buffer = Buffer.concat(pending, pendingBytes);
    const scan = scanRecords(buffer, plan);
    if (scan.end === 0) {
      // One record is still open: wait for twice as much before scanning again.
      pending = [buffer];
      nextCut = pendingBytes * 2;
      continue;
    }
    const rest = Buffer.from(buffer.subarray(scan.end));
    pending = rest.length > 0 ? [rest] : [];
    pendingBytes = rest.length;
    nextCut = batchBytes;
    yield { bytes: buffer.subarray(0, scan.end), records: scan.records, firstRecordEnd: scan.firstRecordEnd };
  }
  flushText();
  if (pendingBytes === 0) return;
  const buffer = Buffer.concat(pending, pendingBytes);
  const scan = scanRecords(buffer, plan);
  const unterminated = scan.end < buffer.length ? 1 : 0;
  yield {
    bytes: buffer,
    records: scan.records + unterminated,
    firstRecordEnd: scan.records > 0 ? scan.firstRecordEnd : buffer.length,
  };
}

/**
 * Turns a database error raised by COPY FROM into a CopyError naming the line of the data (counted from the
 * start of the whole data, header included, as PostgreSQL counts it), `lineOffset` lines being already behind
 * the batch that failed. Errors without a line are returned unchanged.
 */
export function copyErrorFrom(error: unknown, lineOffset = 0): unknown {
  const where = (error as { where?: unknown } | null)?.where;
  if (!(error instanceof Error) || typeof where !== 'string') return error;
  // The COPY line of the context (a trigger or a function may add lines of their own).
  const match = where
    .split('\n')
    .map((line) => /^(COPY [^,]+, line )(\d+)(.*)$/.exec(line))
    .find((found) => found !== null);
  if (!match) return error;
  const line = Number(match[2]) + lineOffset;
  const column = /^, column ([^:]+)/.exec(match[3]!)?.[1];
  const context = `${match[1]}${line}${match[3]}`;
  return new CopyError(`${error.message} (${context})`, {
    line,
    column,
    code: (error as { code?: string }).code,
    cause: error,
  });
}

/** One CSV field as COPY writes it: quoted when it holds the delimiter, a quote, CR or LF, or is empty. */
export function csvField(value: string, onlyColumn = false): string {
  const needsQuotes = value === '' || /[",\r\n]/.test(value) || (onlyColumn && value === '\\.');
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The header line COPY (FORMAT csv, HEADER) writes for these column names. */
export function csvHeader(names: string[]): string {
  return `${names.map((name) => csvField(name, names.length === 1)).join(',')}\n`;
}

/** A query ready to be wrapped in COPY (…) or DECLARE … FOR: no trailing semicolon. */
export function bareQuery(sql: string): string {
  return sql.replace(/[\s;]+$/, '');
}
