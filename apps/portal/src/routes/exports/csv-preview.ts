const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const BOM = 0xfeff;

const endsValue = (code: number) => code === COMMA || code === CR || code === LF;

/**
 * Reads one record from `start` and returns where the next one starts. Its values go into `values` when given;
 * without it the record is only stepped over, which is what counting a long file needs.
 *
 * RFC 4180: a value in double quotes may hold commas, line breaks and doubled quotes; lines end in CRLF or LF
 * (a lone CR too). Read leniently, as spreadsheets do: text after a closing quote belongs to the value, and a
 * quote that is never closed runs to the end of the text.
 */
function readRecord(text: string, start: number, values: string[] | undefined): number {
  const end = text.length;
  let at = start;
  for (;;) {
    let value = '';
    if (text.charCodeAt(at) === QUOTE) {
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          if (values) value += text.slice(from);
          at = end;
          break;
        }
        if (values) value += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) === QUOTE) {
          if (values) value += '"';
          from = quote + 2;
          continue;
        }
        at = quote + 1;
        break;
      }
    }
    const from = at;
    while (at < end && !endsValue(text.charCodeAt(at))) at += 1;
    if (values) values.push(value + text.slice(from, at));
    if (at >= end) return end;
    const code = text.charCodeAt(at);
    if (code === COMMA) {
      at += 1;
      continue;
    }
    return code === CR && text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
  }
}

/** The start of the next record at or after `at`, past blank lines (a file's last line end makes none). */
function skipBlankLines(text: string, at: number): number {
  let next = at;
  while (next < text.length && (text.charCodeAt(next) === CR || text.charCodeAt(next) === LF)) next += 1;
  return next;
}

/** The beginning of a CSV text and how long it is. */
export interface CsvPreview {
  /** The first record: the column names. */
  header: string[];
  /** The first data records, at most as many as asked for. */
  rows: string[][];
  /** How many data records the whole text holds (the header not counted). */
  dataRowCount: number;
}

/**
 * The header and the first `rowCount` data records of a CSV text, and how many data records it holds. Only the
 * shown records are split into values, so a 100000-row export is counted without building its cells.
 */
export function previewCsv(text: string, rowCount: number): CsvPreview {
  const records: string[][] = [];
  let recordCount = 0;
  let at = skipBlankLines(text, text.charCodeAt(0) === BOM ? 1 : 0);
  while (at < text.length) {
    const values = records.length <= rowCount ? [] : undefined;
    at = skipBlankLines(text, readRecord(text, at, values));
    if (values) records.push(values);
    recordCount += 1;
  }
  const [header = [], ...rows] = records;
  return { header, rows, dataRowCount: Math.max(0, recordCount - 1) };
}
