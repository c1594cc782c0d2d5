import { describe, expect, it } from 'vitest';
import { csvRecords, decodeUtf8, type CsvRecord } from '../../../src/services/invoice-import/csv-records.js';
import { InvoiceFileError } from '../../../src/services/invoice-import/invoice-file-error.js';

/** Reads `bytes` cut into chunks of `size` bytes, as a file stream would deliver them. */
async function read(bytes: Buffer | string, size = 7): Promise<{ line: number; fields: string[] }[]> {
  const data = Buffer.from(bytes);
  async function* chunks() {
    for (let start = 0; start < data.length; start += size) yield data.subarray(start, start + size);
  }
  const records: CsvRecord[] = [];
  for await (const batch of csvRecords(decodeUtf8(chunks()))) records.push(...batch);
  return records.map((record) => ({ line: record.line, fields: record.fields }));
}

async function failure(bytes: Buffer | string): Promise<InvoiceFileError> {
  try {
    await read(bytes);
  } catch (error) {
    if (error instanceof InvoiceFileError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('reading carrier CSV', () => {
  it('reads a value by position and counts the values without splitting the line', async () => {
    const data = Buffer.from('a,,c,d\n"x",y\n');
    const records: CsvRecord[] = [];
    async function* once() {
      yield data;
    }
    for await (const batch of csvRecords(decodeUtf8(once()))) records.push(...batch);
    const [plain, quoted] = records as [CsvRecord, CsvRecord];
    expect([plain.count, plain.field(0), plain.field(1), plain.field(3), plain.field(9)]).toEqual([
      4,
      'a',
      '',
      'd',
      '',
    ]);
    expect([quoted.count, quoted.field(0), quoted.field(1)]).toEqual([2, 'x', 'y']);
    expect(plain.field(2)).toBe('c');
  });

  it('splits records on LF and CRLF, with the line each starts on, skipping empty lines', async () => {
    for (const size of [1, 3, 64]) {
      expect(await read('a,b\r\nc,d\n\ne,\r\n,f', size)).toEqual([
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['c', 'd'] },
        { line: 4, fields: ['e', ''] },
        { line: 5, fields: ['', 'f'] },
      ]);
    }
  });

  it('reads quoted values with commas, doubled quotes and line ends, and counts the lines they span', async () => {
    for (const size of [1, 2, 5, 100]) {
      expect(await read('"Acme, Inc.","say ""hi""","two\r\nlines"\n"",x\nlast,"end"', size)).toEqual([
        { line: 1, fields: ['Acme, Inc.', 'say "hi"', 'two\r\nlines'] },
        { line: 3, fields: ['', 'x'] },
        { line: 4, fields: ['last', 'end'] },
      ]);
    }
  });

  it('keeps letters beyond ASCII whole across chunk boundaries and drops a UTF-8 byte-order mark', async () => {
    for (const size of [1, 2, 3]) {
      expect(await read('\ufeffZoë,Ångström,東京\n', size)).toEqual([
        { line: 1, fields: ['Zoë', 'Ångström', '東京'] },
      ]);
    }
  });

  it('refuses UTF-16 and bytes that are not UTF-8, naming the line', async () => {
    expect((await failure(Buffer.from('\ufeffa,b\n', 'utf16le'))).message).toBe(
      'Line 1: the file is UTF-16, not UTF-8 (an unsupported encoding); save it as UTF-8 CSV and import it again',
    );
    expect((await failure(Buffer.from('a,b\n', 'utf16le'))).line).toBe(1);
    const latin1 = Buffer.concat([Buffer.from('a,b\nc,d\nJos'), Buffer.from([0xe9]), Buffer.from(',x\n')]);
    expect((await failure(latin1)).message).toBe(
      'Line 3: byte 0xE9 is not UTF-8 (an unsupported encoding); save the file as UTF-8 CSV and import it again',
    );
  });

  it('refuses a quote inside an unquoted value, text after a closing quote, and a quote never closed', async () => {
    expect((await failure('a,b\nab"c,d\n')).line).toBe(2);
    expect((await failure('a,"b"c\n')).message).toBe(
      'Line 1: a quoted value must be followed by a comma or the end of the line',
    );
    expect((await failure('a,b\nc,"open\nmore\n')).message).toBe(
      'Line 2: a quoted value is not closed before the end of the file',
    );
  });
});
