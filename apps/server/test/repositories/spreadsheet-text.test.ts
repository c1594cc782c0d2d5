import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetText } from '../../src/repositories/exports.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.dispose();
});

// The characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list).
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

describe('the export’s formula guard, over random text', () => {
  it('quotes exactly the values a spreadsheet would run, and changes nothing else', async () => {
    // PostgreSQL text holds no NUL; the importer never stores one.
    const text = fc
      .oneof(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc
          .tuple(fc.constantFrom(...formulaStarts), fc.string({ maxLength: 20 }))
          .map(([start, rest]) => start + rest),
      )
      .filter((value) => !value.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const result = await testDb.db.query<{ cell: string }>(
          `SELECT ${spreadsheetText('$1::text')} AS cell`,
          [value],
        );
        const expected = formulaStarts.some((start) => value.startsWith(start)) ? `'${value}` : value;
        expect(result.rows[0]!.cell).toBe(expected);
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
  });
});
