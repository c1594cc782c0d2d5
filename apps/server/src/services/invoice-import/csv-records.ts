import { isUtf8 } from 'node:buffer';
import { InvoiceFileError } from './invoice-file-error.js';

/** The number of the record whose value boundaries `bounds` holds: records are read one after the other. */
let boundsOf = 0;
let recordsMade = 0;
/** Start and end (exclusive) of each value of that record, quotes included, two entries per value. */
let bounds = new Int32Array(1024);
let boundsCount = 0;

/**
 * One CSV record and the line of the file it starts on (1-based). Its values are located when first asked for,
 * and each is cut out only when read: a UPS row of 250 columns is read for two dozen of them, and splitting it
 * whole made 250 strings of garbage per row.
 */
export class CsvRecord {
  private values: string[] | undefined;
  private readonly number = (recordsMade += 1);

  constructor(
    readonly line: number,
    private readonly text: string,
  ) {}

  private error(reason: string, at: number): InvoiceFileError {
    let lines = 0;
    for (
      let index = this.text.indexOf('\n');
      index >= 0 && index < at;
      index = this.text.indexOf('\n', index + 1)
    ) {
      lines += 1;
    }
    return new InvoiceFileError(this.line + lines, reason);
  }

  private locate(): void {
    if (boundsOf === this.number) return;
    const text = this.text;
    const length = text.length;
    let count = 0;
    let start = 0;
    for (;;) {
      if (2 * count + 2 > bounds.length) {
        const larger = new Int32Array(bounds.length * 2);
        larger.set(bounds);
        bounds = larger;
      }
      let end: number;
      if (text.charCodeAt(start) === 0x22) {
        let quote = text.indexOf('"', start + 1);
        while (quote >= 0 && text.charCodeAt(quote + 1) === 0x22) quote = text.indexOf('"', quote + 2);
        if (quote < 0) throw this.error('a quoted value is not closed before the end of the file', start);
        end = quote + 1;
        if (end < length && text.charCodeAt(end) !== 0x2c) {
          throw this.error('a quoted value must be followed by a comma or the end of the line', end);
        }
      } else {
        // One pass over the characters: an indexOf per value (250 in a UPS row) cost more than the values are long.
        end = start;
        for (let code = text.charCodeAt(end); end < length && code !== 0x2c; code = text.charCodeAt(++end)) {
          if (code === 0x22) {
            throw this.error(
              'a quote inside a value that does not start with a quote (quote the whole value and double the quote)',
              end,
            );
          }
        }
      }
      bounds[2 * count] = start;
      bounds[2 * count + 1] = end;
      count += 1;
      if (end >= length) break;
      start = end + 1;
    }
    boundsCount = count;
    boundsOf = this.number;
  }

  /** How many values the record has. */
  get count(): number {
    this.locate();
    return boundsCount;
  }

  /** The value at a 0-based position ('' past the last one). */
  field(index: number): string {
    this.locate();
    if (index >= boundsCount) return '';
    const start = bounds[2 * index]!;
    const end = bounds[2 * index + 1]!;
    if (this.text.charCodeAt(start) !== 0x22) return this.text.slice(start, end);
    const value = this.text.slice(start + 1, end - 1);
    return value.includes('"') ? value.replaceAll('""', '"') : value;
  }

  /** Every value of the record. */
  get fields(): string[] {
    if (!this.values) {
      const count = this.count;
      this.values = Array.from({ length: count }, (_, index) => this.field(index));
    }
    return this.values;
  }
}

const utf16Message =
  'the file is UTF-16, not UTF-8 (an unsupported encoding); save it as UTF-8 CSV and import it again';

/** Where the first byte that is not valid UTF-8 sits in `bytes`, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte < 0xe0 ? 2 : byte >= 0xe0 && byte < 0xf0 ? 3 : 0;
    const four = byte >= 0xf0 && byte < 0xf5 ? 4 : 0;
    const size = length || four;
    if (size === 0 || index + size > bytes.length) return index;
    for (let next = 1; next < size; next += 1) {
      if ((bytes[index + next]! & 0xc0) !== 0x80) return index;
    }
    index += size;
  }
  return -1;
}

/** How many bytes at the end of `bytes` start a UTF-8 sequence that the next chunk completes. */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return size > back ? back : 0;
  }
  return 0;
}

function countNewlines(bytes: Uint8Array, end: number): number {
  let count = 0;
  let position = bytes.indexOf(0x0a);
  while (position >= 0 && position < end) {
    count += 1;
    position = bytes.indexOf(0x0a, position + 1);
  }
  return count;
}

/**
 * Decodes a carrier file as UTF-8, chunk by chunk. A UTF-8 byte-order mark is dropped; UTF-16 (with or
 * without its mark) and any byte sequence that is not UTF-8 (Latin-1, Windows-1252, …) are refused with the
 * line they are on, never guessed.
 */
export async function* decodeUtf8(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let first = true;
  let carry: Buffer = Buffer.alloc(0);
  let linesBefore = 0;
  for await (const chunk of source) {
    let bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
    if (first && bytes.length > 0) {
      if (bytes.length < 3 && bytes[0]! >= 0xef) {
        carry = bytes;
        continue;
      }
      first = false;
      if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
        throw new InvoiceFileError(1, utf16Message);
      }
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      // Text in UTF-16 without a mark has a zero byte beside every ASCII letter.
      if (bytes.subarray(0, 4096).includes(0)) throw new InvoiceFileError(1, utf16Message);
    }
    const complete = bytes.length - incompleteTail(bytes);
    const body = bytes.subarray(0, complete);
    if (!isUtf8(body)) {
      const offset = firstInvalidUtf8(body);
      throw new InvoiceFileError(
        linesBefore + countNewlines(body, offset) + 1,
        `byte 0x${body[offset]!.toString(16).toUpperCase().padStart(2, '0')} is not UTF-8 (an unsupported encoding); save the file as UTF-8 CSV and import it again`,
      );
    }
    linesBefore += countNewlines(body, body.length);
    carry = Buffer.from(bytes.subarray(complete));
    if (body.length > 0) yield body.toString('utf8');
  }
  if (carry.length > 0) {
    if (first && carry[0] === 0xef && carry[1] === 0xbb) return;
    throw new InvoiceFileError(
      linesBefore + 1,
      'the file ends inside a character that is not complete UTF-8 (an unsupported encoding)',
    );
  }
}

/**
 * Where the record that starts at `start` ends: the index of its line end (-1 when `text` ends first), how many
 * line ends its quoted values hold, and whether `text` ended inside quotes. A quote opens or closes "inside
 * quotes"; a doubled quote does both.
 */
function recordEnd(text: string, start: number): { end: number; lines: number; open: boolean } {
  let lines = 0;
  let position = start;
  for (;;) {
    const lineEnd = text.indexOf('\n', position);
    const quote = text.indexOf('"', position);
    if (quote < 0 || (lineEnd >= 0 && lineEnd < quote)) return { end: lineEnd, lines, open: false };
    const closing = text.indexOf('"', quote + 1);
    if (closing < 0) return { end: -1, lines, open: true };
    for (let at = text.indexOf('\n', quote); at >= 0 && at < closing; at = text.indexOf('\n', at + 1))
      lines += 1;
    position = closing + 1;
  }
}

/**
 * Splits CSV text (RFC 4180: comma-delimited, double quotes around values that hold commas, quotes or line
 * ends, quotes doubled inside them; CRLF or LF) into records, in batches, each with the line it starts on.
 * Empty lines are skipped. Only the record being read is held beyond the current chunk.
 */
export async function* csvRecords(source: AsyncIterable<string>): AsyncGenerator<CsvRecord[]> {
  let carry = '';
  let line = 1;
  for await (const chunk of source) {
    const text = carry.length > 0 ? carry + chunk : chunk;
    const records: CsvRecord[] = [];
    let position = 0;
    for (;;) {
      const { end: lineEnd, lines } = recordEnd(text, position);
      if (lineEnd < 0) break;
      const end = lineEnd > position && text.charCodeAt(lineEnd - 1) === 0x0d ? lineEnd - 1 : lineEnd;
      if (end > position) records.push(new CsvRecord(line, text.slice(position, end)));
      line += lines + 1;
      position = lineEnd + 1;
    }
    carry = text.slice(position);
    if (records.length > 0) yield records;
  }
  if (carry.length === 0) return;
  if (recordEnd(carry, 0).open) {
    throw new InvoiceFileError(line, 'a quoted value is not closed before the end of the file');
  }
  const last = carry.charCodeAt(carry.length - 1) === 0x0d ? carry.slice(0, -1) : carry;
  if (last.length > 0) yield [new CsvRecord(line, last)];
}
