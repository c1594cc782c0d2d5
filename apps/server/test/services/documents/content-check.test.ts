import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors.js';
import { documentContentCheck } from '../../../src/services/documents/content-check.js';
import {
  documentName,
  formatOfName,
  type DocumentFormat,
} from '../../../src/services/documents/document-formats.js';
import {
  docFile,
  docxFile,
  executableFile,
  pdfFile,
  xlsxFile,
  zipArchive,
} from '../../helpers/document-files.js';

/** Streams `bytes` through the check in chunks of `chunkSize`; resolves to what passed, or the refusal. */
async function check(
  name: string,
  format: DocumentFormat,
  bytes: Buffer,
  chunkSize = 7,
): Promise<{ passed: Buffer } | { status: number; message: string; bytesPassed: number }> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const passed: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      passed.push(chunk);
      done();
    },
  });
  try {
    await pipeline(Readable.from(chunks), documentContentCheck(name, format), sink);
    return { passed: Buffer.concat(passed) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, message: error.message, bytesPassed: Buffer.concat(passed).length };
  }
}

const csv = Buffer.from('carrier,amount\nUPS,12.50\nFedEx,"1,024.00"\nDHL,€ 7\n', 'utf8');

describe('the content check of an upload', () => {
  it.each([
    ['report.pdf', 'pdf', pdfFile()],
    ['letter.doc', 'doc', docFile()],
    ['letter.docx', 'docx', docxFile()],
    ['sheet.xlsx', 'xlsx', xlsxFile()],
    ['rates.csv', 'csv', csv],
  ] as const)('passes %s through byte for byte', async (name, format, bytes) => {
    for (const chunkSize of [1, 7, 64 * 1024]) {
      expect(await check(name, format, bytes, chunkSize)).toEqual({ passed: bytes });
    }
  });

  it.each([
    ['setup.pdf', 'pdf', 'PDF'],
    ['setup.doc', 'doc', 'DOC'],
    ['setup.docx', 'docx', 'DOCX'],
    ['setup.xlsx', 'xlsx', 'XLSX'],
  ] as const)(
    'refuses an executable renamed %s with 415, before a byte passes',
    async (name, format, label) => {
      const result = await check(name, format, executableFile(), 3);
      expect(result).toEqual({
        status: 415,
        message: `The file "${name}" is not a valid ${label} file: its content does not match its extension`,
        bytesPassed: 0,
      });
    },
  );

  it('tells a Word document from a workbook by the parts the archive lists', async () => {
    expect(await check('sheet.docx', 'docx', xlsxFile())).toMatchObject({ status: 415 });
    expect(await check('letter.xlsx', 'xlsx', docxFile())).toMatchObject({ status: 415 });
  });

  it('refuses a plain ZIP archive named .docx', async () => {
    const archive = zipArchive([{ name: 'photos/cat.jpg', content: 'not really a cat' }]);
    expect(await check('holiday.docx', 'docx', archive)).toMatchObject({
      status: 415,
      message: 'The file "holiday.docx" is not a valid DOCX file: its content does not match its extension',
    });
  });

  it('refuses a truncated archive, whose directory is missing', async () => {
    const archive = docxFile();
    expect(await check('cut.docx', 'docx', archive.subarray(0, archive.length - 30))).toMatchObject({
      status: 415,
    });
  });

  it("takes no expanded size an archive's directory declares for the truth, whatever it declares", async () => {
    for (const claimedSize of [0, 0xfffffff0]) {
      const archive = zipArchive([
        { name: '[Content_Types].xml', content: '<Types/>' },
        { name: 'xl/workbook.xml', content: '<workbook/>' },
        { name: 'xl/worksheets/sheet1.xml', content: '<worksheet/>'.repeat(1000), claimedSize },
      ]);
      expect(await check('claims.xlsx', 'xlsx', archive)).toEqual({ passed: archive });
    }
  });

  it('refuses an archive of more than 10000 entries before reading them', async () => {
    const entries = Array.from({ length: 10_001 }, (_, index) => ({ name: `xl/p${index}`, content: '' }));
    const archive = zipArchive([{ name: '[Content_Types].xml', content: '<Types/>' }, ...entries]);
    expect(await check('many.xlsx', 'xlsx', archive, 64 * 1024)).toMatchObject({
      status: 413,
      message: 'The file "many.xlsx" has more than 10000 parts; it cannot be accepted',
    });
  });

  it('takes CSV only as UTF-8 text', async () => {
    expect(await check('latin1.csv', 'csv', Buffer.from('Malmö,1\n', 'latin1'))).toMatchObject({
      status: 415,
      message: 'The file "latin1.csv" is not a valid CSV file: CSV files must be UTF-8 text',
    });
    expect(await check('nul.csv', 'csv', Buffer.from('a,b\n\0\0\0\n'))).toMatchObject({
      status: 415,
      message: 'The file "nul.csv" is not a valid CSV file: it contains binary data',
    });
    expect(await check('program.csv', 'csv', executableFile())).toMatchObject({ status: 415 });
    // A character cut at the very end is not text either.
    expect(await check('cut.csv', 'csv', Buffer.from('€', 'utf8').subarray(0, 2))).toMatchObject({
      status: 415,
    });
    // A multi-byte character split between chunks is fine.
    expect(await check('ok.csv', 'csv', Buffer.from('€€€', 'utf8'), 1)).toMatchObject({
      passed: Buffer.from('€€€', 'utf8'),
    });
  });

  it('refuses an empty file with 400', async () => {
    for (const format of ['pdf', 'csv', 'docx'] as const) {
      expect(await check(`empty.${format}`, format, Buffer.alloc(0))).toMatchObject({
        status: 400,
        message: `The file "empty.${format}" is empty`,
      });
    }
  });

  it('refuses a file shorter than its signature', async () => {
    expect(await check('tiny.pdf', 'pdf', Buffer.from('%PD'))).toMatchObject({ status: 415 });
  });
});

describe('document names and formats', () => {
  it('reads the format from the extension, in any case', () => {
    expect(formatOfName('Q1 Report.PDF')).toBe('pdf');
    expect(formatOfName('rates.csv')).toBe('csv');
    expect(formatOfName('book.XLSX')).toBe('xlsx');
    expect(formatOfName('setup.exe')).toBeUndefined();
    expect(formatOfName('pdf')).toBeUndefined();
    expect(formatOfName('archive.pdf.zip')).toBeUndefined();
    expect(formatOfName('proto.constructor')).toBeUndefined();
  });

  it('keeps only the file name, without folders or control characters, within 255 characters', () => {
    expect(documentName('C:\\Users\\ann\\Q1 report.pdf')).toBe('Q1 report.pdf');
    expect(documentName('../../etc/passwd.csv')).toBe('passwd.csv');
    expect(documentName(' tab\tand\nnewline.pdf ')).toBe('tabandnewline.pdf');
    const long = documentName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('the content check, over random input', () => {
  const bytes = fc.uint8Array({ maxLength: 400 }).map((array) => Buffer.from(array));
  const chunkSize = fc.integer({ min: 1, max: 64 });
  const pdfSignature = Buffer.from('%PDF-', 'latin1');

  it('passes a PDF byte for byte exactly when it starts with %PDF-, and nothing of any other file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), bytes, chunkSize, async (signed, body, size) => {
        const file = signed ? Buffer.concat([pdfSignature, body]) : body;
        const result = await check('report.pdf', 'pdf', file, size);
        if (file.subarray(0, pdfSignature.length).equals(pdfSignature)) {
          expect(result).toEqual({ passed: file });
        } else {
          expect(result).toMatchObject({ status: file.length === 0 ? 400 : 415, bytesPassed: 0 });
        }
      }),
      { seed: 20_261_127, numRuns: 200 },
    );
  });

  it('passes a CSV exactly when it is UTF-8 text without NUL, however it is cut into chunks', async () => {
    const texts = fc.string({ unit: 'grapheme', maxLength: 200 }).map((text) => Buffer.from(text, 'utf8'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(texts, bytes), chunkSize, async (file, size) => {
        // UTF-8 text is what survives a round trip through a string unchanged.
        const isText = Buffer.from(file.toString('utf8'), 'utf8').equals(file) && !file.includes(0);
        const result = await check('rates.csv', 'csv', file, size);
        if (file.length === 0) expect(result).toMatchObject({ status: 400 });
        else if (isText) expect(result).toEqual({ passed: file });
        else expect(result).toMatchObject({ status: 415 });
      }),
      { seed: 20_261_127, numRuns: 200 },
    );
  });
});
