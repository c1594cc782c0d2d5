import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyError } from '../../src/db/database.js';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.db.exec(`
    CREATE TABLE stream_items (
      id bigint PRIMARY KEY, code text NOT NULL, amount numeric(12,2), day date, delivered boolean, note text,
      quantity integer
    )`);
});

afterAll(async () => {
  await testDb?.dispose();
});

const columns = 'id, code, amount, day, delivered, note, quantity';
const header = `${columns.replaceAll(' ', '')}\n`;

/**
 * Row `i` of the big table as COPY (FORMAT csv) writes it, so that what goes in comes out byte for byte:
 * notes with a comma and quotes, a line break, an empty string (quoted) and NULL (empty), a NULL quantity.
 */
function csvLine(i: number): string {
  const note =
    i % 10 === 0
      ? '""'
      : i % 7 === 0
        ? `"say ""hi"", ${i}"`
        : i % 13 === 0
          ? '"two\nlines"'
          : i % 11 === 0
            ? ''
            : `note ${i}`;
  const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
  const quantity = i % 5 === 0 ? '' : String(i * 3);
  return `${i},PKG-${String(i).padStart(8, '0')},${((i % 100_000) / 100).toFixed(2)},${day},${i % 2 ? 't' : 'f'},${note},${quantity}\n`;
}

/** The rows as a generator would read them from a file: about 1,000 rows per chunk, never all at once. */
async function* csvChunks(count: number, onChunk?: () => void): AsyncGenerator<string> {
  let lines: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    lines.push(csvLine(i));
    if (lines.length === 1_000) {
      onChunk?.();
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}

/** sha256 and line-break count of the header plus every row, computed from the generator alone. */
function expectedDigest(count: number): { sha256: string; lineBreaks: number } {
  const hash = createHash('sha256').update(header);
  let lineBreaks = 1;
  for (let i = 1; i <= count; i += 1) {
    const line = csvLine(i);
    hash.update(line);
    lineBreaks += i % 13 === 0 && i % 10 !== 0 && i % 7 !== 0 ? 2 : 1;
  }
  return { sha256: hash.digest('hex'), lineBreaks };
}

const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/** Open cursors and running COPYs of this test's database, other than the query asking. */
async function openWork(): Promise<number> {
  const cursors = await testDb.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_cursors WHERE name LIKE 'waybill%'`,
  );
  if (testDriver === 'pglite') return cursors.rows[0]!.count;
  const copies = await testDb.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND state <> 'idle' AND (query LIKE 'COPY (%' OR query LIKE 'DECLARE%' OR query LIKE 'FETCH%')`,
  );
  return copies.rows[0]!.count;
}

const bigQuery = `SELECT g AS n, repeat('x', 200) AS filler FROM generate_series(1, 100000) AS g`;

describe(`streaming on ${testDriver}`, () => {
  it('moves 1,000,000 rows in with copyFrom and out with copyTo, in bounded memory', async () => {
    const count = 1_000_000;
    const expected = expectedDigest(count);
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage.rss());
    };

    let started = performance.now();
    const loaded = await testDb.db.copyFrom(
      `COPY stream_items (${columns}) FROM STDIN (FORMAT csv)`,
      csvChunks(count, sample),
    );
    const loadMs = performance.now() - started;
    const loadPeak = peak;
    expect(loaded).toBe(count);

    started = performance.now();
    const hash = createHash('sha256');
    let lineBreaks = 0;
    let bytes = 0;
    for await (const chunk of testDb.db.copyTo(`SELECT ${columns} FROM stream_items ORDER BY id`)) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      for (let index = chunk.indexOf(10); index >= 0; index = chunk.indexOf(10, index + 1)) lineBreaks += 1;
      sample();
    }
    const copyToMs = performance.now() - started;
    expect(lineBreaks).toBe(expected.lineBreaks);
    expect(hash.digest('hex')).toBe(expected.sha256);

    console.log(
      `[${testDriver}] 1M rows (${megabytes(bytes)} MB of CSV): copyFrom ${Math.round(loadMs)} ms, ` +
        `copyTo ${Math.round(copyToMs)} ms; rss growth ${megabytes(loadPeak - baseline)} MB while loading, ` +
        `${megabytes(peak - baseline)} MB overall (peak ${megabytes(peak)} MB)`,
    );
    // PGlite's WebAssembly memory grows once and is never returned, so the bound is asserted on PostgreSQL.
    if (testDriver === 'postgres') expect(peak - baseline).toBeLessThan(100 * 1024 * 1024);
  }, 240_000);

  it('writes exactly what COPY (FORMAT csv, HEADER) writes, whatever the types and batches', async () => {
    await testDb.db.exec(`
      CREATE DOMAIN positive_int AS integer CHECK (VALUE > 0);
      CREATE TABLE stream_types (
        id positive_int, label varchar(5), code char(3), bits bit(8), price numeric(10,2), ratio float8,
        at timestamp, span interval, raw bytea, doc jsonb, tags integer[], uid uuid, note text
      );
      INSERT INTO stream_types VALUES
        (1, 'a,b', 'x', B'10101010', 1.5, 0.1, '2024-02-29 12:34:56.5', '1 day 02:03:04', '\\x00ff',
         '{"b": [1, "x,y"]}', '{1,2,NULL}', '00000000-0000-0000-0000-000000000001', 'say "hi"'),
        (2, '', 'yz', B'00000001', -2, -1e100, '1999-12-31 00:00:00', '-3 months', '\\x', '"\\\\."', '{}',
         NULL, E'line\\nbreak\\r\\n'),
        (3, NULL, NULL, NULL, NULL, 'NaN', NULL, NULL, NULL, 'null', NULL, NULL, ''),
        (4, 'é', 'ü', B'11111111', 0, 'Infinity', '2024-01-01', '0', '\\x5c2e', '[]', '{-1}', NULL, '\\.'),
        (5, 'q', 'q', B'00000000', 12345678.9, 1.25, '2024-01-01', '1 year', '\\x41', '{}', '{5}', NULL, 'x')`);
    const expected = [
      'id,label,code,bits,price,ratio,at,span,raw,doc,tags,uid,"a,b"',
      `1,"a,b",x  ,10101010,1.50,0.1,2024-02-29 12:34:56.5,1 day 02:03:04,\\x00ff,"{""b"": [1, ""x,y""]}","{1,2,NULL}",00000000-0000-0000-0000-000000000001,"say ""hi"""`,
      `2,"",yz ,00000001,-2.00,-1e+100,1999-12-31 00:00:00,-3 mons,\\x,"""\\\\.""",{},,"line\nbreak\r\n"`,
      `3,,,,,NaN,,,,null,,,""`,
      `4,é,ü  ,11111111,0.00,Infinity,2024-01-01 00:00:00,00:00:00,\\x5c2e,[],{-1},,\\.`,
      `5,q,q  ,00000000,12345678.90,1.25,2024-01-01 00:00:00,1 year,\\x41,{},{5},,x`,
      '',
    ].join('\n');
    const query = `SELECT id, label, code, bits, price, ratio, at, span, raw, doc, tags, uid, note AS "a,b"
                     FROM stream_types ORDER BY id;`;
    for (const batchSize of [2, 1_000]) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of testDb.db.copyTo(query, { batchSize })) chunks.push(chunk);
      expect(Buffer.concat(chunks).toString()).toBe(expected);
    }

    const single: Uint8Array[] = [];
    const lone = `SELECT note FROM stream_types WHERE id IN (3, 4) ORDER BY id -- one column`;
    for await (const chunk of testDb.db.copyTo(lone, { header: false })) single.push(chunk);
    expect(Buffer.concat(single).toString()).toBe('""\n"\\."\n');

    const empty: Uint8Array[] = [];
    for await (const chunk of testDb.db.copyTo(`SELECT id FROM stream_types WHERE false`)) empty.push(chunk);
    expect(Buffer.concat(empty).toString()).toBe('id\n');
  });

  it('streams typed rows in batches', async () => {
    const batches: Array<Array<{ n: number; big: number; money: string; day: string }>> = [];
    for await (const batch of testDb.db.stream<{ n: number; big: number; money: string; day: string }>(
      `SELECT g::int AS n, (g * 10)::int8 AS big, (g / 4.0)::numeric(6,2) AS money,
              ('2024-01-01'::date + g) AS day
         FROM generate_series(1, $1::int) AS g WHERE g % $2::int <> 0`,
      [8, 4],
      2,
    )) {
      batches.push(batch);
    }
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2]);
    expect(batches[0]![0]).toEqual({ n: 1, big: 10, money: '0.25', day: '2024-01-02' });
    expect(batches[2]![1]).toEqual({ n: 7, big: 70, money: '1.75', day: '2024-01-08' });
  });

  it('releases the connection or cursor when the consumer stops early', async () => {
    // More early stops than the pool has connections (5): a leak would hang the queries that follow.
    for (let round = 0; round < 7; round += 1) {
      for await (const chunk of testDb.db.copyTo(bigQuery, { batchSize: 1_000 })) {
        expect(chunk.byteLength).toBeGreaterThan(0);
        break;
      }
      for await (const rows of testDb.db.stream(bigQuery, [], 100)) {
        expect(rows).toHaveLength(100);
        break;
      }
    }
    expect((await testDb.db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(await eventually(async () => (await openWork()) === 0)).toBe(true);

    // A client that disconnects: the HTTP layer destroys the Readable it was reading.
    const readable = Readable.from(testDb.db.copyTo(bigQuery, { batchSize: 1_000 }));
    await new Promise<void>((resolve, reject) => {
      readable.once('data', () => readable.destroy());
      readable.once('close', resolve);
      readable.once('error', reject);
    });
    expect(await eventually(async () => (await openWork()) === 0)).toBe(true);
    expect((await testDb.db.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  });

  it('lets other queries run between batches, and reads one snapshot', async () => {
    await testDb.db.exec(
      `CREATE TABLE stream_snapshot (n integer); INSERT INTO stream_snapshot SELECT generate_series(1, 10)`,
    );
    const output = testDb.db.copyTo('SELECT n FROM stream_snapshot ORDER BY n', { batchSize: 3 });
    const first = await output.next();
    expect(first.done).toBe(false);
    const other = testDb.db.query('INSERT INTO stream_snapshot VALUES (11)');
    const waited = await Promise.race([
      other.then(() => 'ran'),
      new Promise((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
    ]);
    expect(waited).toBe('ran');
    const chunks = [first.value as Uint8Array];
    for await (const chunk of output) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('n\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n');
  });

  it('loads CSV cut into many batches: quoted line breaks, repeated header, bytes split anywhere', async () => {
    await testDb.db.exec(`CREATE TABLE stream_load (id integer, label text)`);
    const lines = ['id,label\r\n'];
    for (let i = 1; i <= 200; i += 1) {
      lines.push(i % 3 === 0 ? `${i},"multi\nline ""${i}"", é"\r\n` : `${i},plain ${i}\r\n`);
    }
    const bytes = Buffer.from(lines.join(''));
    async function* slices() {
      for (let offset = 0; offset < bytes.length; offset += 7) yield bytes.subarray(offset, offset + 7);
    }
    const loaded = await testDb.db.copyFrom(
      `COPY stream_load (id, label) FROM STDIN WITH (FORMAT csv, HEADER true)`,
      slices(),
      { batchBytes: 100 },
    );
    expect(loaded).toBe(200);
    const rows = await testDb.db.query<{ id: number; label: string }>(
      `SELECT id, label FROM stream_load WHERE id IN (1, 3, 200) ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      { id: 1, label: 'plain 1' },
      { id: 3, label: 'multi\nline "3", é' },
      { id: 200, label: 'plain 200' },
    ]);

    // Text format: a backslash escapes the next byte, a line break included.
    await testDb.db.exec('TRUNCATE stream_load');
    const text = Readable.from(['1\tone\\\ntwo\n2\t\\\\\n', '3\tthree\\\\\\\nfour\n4\t\\N\n']);
    expect(await testDb.db.copyFrom('COPY stream_load FROM STDIN', text, { batchBytes: 4 })).toBe(4);
    const textRows = await testDb.db.query('SELECT id, label FROM stream_load ORDER BY id');
    expect(textRows.rows).toEqual([
      { id: 1, label: 'one\ntwo' },
      { id: 2, label: '\\' },
      { id: 3, label: 'three\\\nfour' },
      { id: 4, label: null },
    ]);
  });

  it('refuses a bad row with its line, leaving nothing behind', async () => {
    await testDb.db.exec(`CREATE TABLE stream_bad (id integer PRIMARY KEY, label text NOT NULL)`);
    const rows = ['id,label\n'];
    for (let i = 1; i <= 50; i += 1) rows.push(i === 37 ? `thirty-seven,bad\n` : `${i},row ${i}\n`);
    const sql = `COPY stream_bad (id, label) FROM STDIN (FORMAT csv, HEADER)`;

    // On the database: the load is one transaction (line 38 is row 37, after the header).
    const direct = await testDb.db.copyFrom(sql, rows, { batchBytes: 64 }).catch((error: unknown) => error);
    expect(direct).toBeInstanceOf(CopyError);
    expect((direct as CopyError).line).toBe(38);
    expect((direct as CopyError).column).toBe('id');
    expect((direct as CopyError).message).toMatch(
      /invalid input syntax for type integer.*line 38, column id/,
    );
    expect((await testDb.db.query('SELECT count(*)::int AS n FROM stream_bad')).rows).toEqual([{ n: 0 }]);

    // Inside a transaction, with a constraint error instead: the whole transaction goes.
    const duplicate = rows.map((line) => (line.startsWith('thirty') ? '12,again\n' : line));
    const failed = await testDb.db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO stream_bad VALUES (1000, 'before the load')`);
        await tx.copyFrom(sql, duplicate, { batchBytes: 64 });
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CopyError);
    expect((failed as CopyError).line).toBe(38);
    expect((failed as CopyError).code).toBe('23505');
    expect((await testDb.db.query('SELECT count(*)::int AS n FROM stream_bad')).rows).toEqual([{ n: 0 }]);

    // A source that fails half-way: its error, nothing loaded, the database still fine.
    async function* broken() {
      yield 'id,label\n1,one\n';
      throw new Error('upload interrupted');
    }
    await expect(testDb.db.copyFrom(sql, broken())).rejects.toThrow('upload interrupted');
    await expect(testDb.db.transaction((tx) => tx.copyFrom(sql, broken()))).rejects.toThrow(
      'upload interrupted',
    );
    expect((await testDb.db.query('SELECT count(*)::int AS n FROM stream_bad')).rows).toEqual([{ n: 0 }]);

    await expect(testDb.db.copyFrom('INSERT INTO stream_bad VALUES (1)', [])).rejects.toThrow(/FROM STDIN/);
  });
});
