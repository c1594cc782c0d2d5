// Streaming on the embedded database: 1,000,000 rows in with copyFrom and out with copyTo, measured in the same
// run against two baselines: the same rows made or read by SQL alone (no data crosses into JavaScript: the memory
// PGlite takes anyway, its 128 MB buffer pool filling up), and the one-blob COPY PGlite offers on its own (the
// whole data in memory at once). Each case runs in a child process of its own: PGlite's WebAssembly memory grows
// and is never given back, so one case in the process would hide the next one's growth.
// Usage: node apps/server/bench/streaming.mjs [rows]   (exits 1 when a target is missed)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { tsImport } from 'tsx/esm/api';

const thisFile = fileURLToPath(import.meta.url);
const table = `CREATE TABLE items (
  id bigint PRIMARY KEY, code text NOT NULL, amount numeric(12,2), day date, delivered boolean, note text,
  quantity integer)`;
const selectAll = 'SELECT * FROM items ORDER BY id';
// The rows of csvLine, made by SQL.
const insertBySql = (
  rows,
) => `INSERT INTO items SELECT g, 'PKG-' || lpad(g::text, 8, '0'), (g % 100000) / 100.0,
  make_date(2024, g % 12 + 1, g % 28 + 1), g % 2 = 1,
  CASE WHEN g % 10 = 0 THEN '' WHEN g % 7 = 0 THEN 'say "hi", ' || g WHEN g % 13 = 0 THEN E'two\\nlines'
       ELSE 'note ' || g END,
  CASE WHEN g % 5 <> 0 THEN g * 3 END
  FROM generate_series(1, ${rows}) AS g`;

function csvLine(i) {
  const note =
    i % 10 === 0 ? '""' : i % 7 === 0 ? `"say ""hi"", ${i}"` : i % 13 === 0 ? '"two\nlines"' : `note ${i}`;
  const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
  return `${i},PKG-${String(i).padStart(8, '0')},${((i % 100_000) / 100).toFixed(2)},${day},${i % 2 ? 't' : 'f'},${note},${i % 5 ? i * 3 : ''}\n`;
}

/** Runs one case in this process and prints its figures as one JSON line. */
async function runCase(name, dir, rows) {
  const openDatabase = async () => {
    const { openPglite } = await tsImport('../src/db/pglite.ts', import.meta.url);
    return openPglite(dir);
  };
  const openRaw = () => PGlite.create(path.join(dir, 'db'));
  const db = name === 'setup' || name.endsWith('streamed') ? await openDatabase() : await openRaw();
  await db.query('SELECT 1');
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const started = performance.now();
  let bytes = 0;
  if (name === 'setup') {
    await db.exec(table);
  } else if (name === 'load-streamed') {
    async function* chunks() {
      let lines = [];
      for (let i = 1; i <= rows; i += 1) {
        lines.push(csvLine(i));
        if (lines.length === 1_000) {
          sample();
          yield lines.join('');
          lines = [];
        }
      }
      if (lines.length > 0) yield lines.join('');
    }
    await db.copyFrom('COPY items FROM STDIN (FORMAT csv)', chunks());
  } else if (name === 'load-whole') {
    const lines = [];
    for (let i = 1; i <= rows; i += 1) lines.push(csvLine(i));
    const blob = new Blob([lines.join('')]);
    sample();
    await db.transaction((tx) => tx.query(`COPY items FROM '/dev/blob' (FORMAT csv)`, [], { blob }));
  } else if (name === 'load-sql') {
    await db.query(insertBySql(rows));
  } else if (name === 'out-sql') {
    await db.query(`SELECT count(*), sum(length(t::text)) FROM (${selectAll}) AS t`);
  } else if (name === 'out-streamed') {
    for await (const chunk of db.copyTo(selectAll)) {
      bytes += chunk.byteLength;
      sample();
    }
  } else if (name === 'out-whole') {
    const result = await db.query(`COPY (${selectAll}) TO '/dev/blob' (FORMAT csv, HEADER)`);
    bytes = new Uint8Array(await result.blob.arrayBuffer()).byteLength;
  }
  const ms = performance.now() - started;
  sample();
  await db.close();
  console.log(JSON.stringify({ ms, rssGrowth: peak - baseline, bytes }));
}

function child(name, dir, rows) {
  const output = execFileSync(process.execPath, [thisFile, '--case', name, dir, String(rows)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

if (process.argv[2] === '--case') {
  await runCase(process.argv[3], process.argv[4], Number(process.argv[5]));
  process.exit(0);
}

const rows = Number(process.argv[2] ?? 1_000_000);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-bench-streaming-'));
let results;
try {
  const template = path.join(scratch, 'template');
  child('setup', template, rows);
  const dirs = Object.fromEntries(
    ['streamed', 'whole', 'sql'].map((name) => {
      fs.cpSync(template, path.join(scratch, name), { recursive: true });
      return [name, path.join(scratch, name)];
    }),
  );
  results = {};
  for (const way of ['load', 'out']) {
    for (const kind of ['streamed', 'whole', 'sql']) {
      // Reading cases all read the table copyFrom loaded.
      results[`${way}-${kind}`] = child(`${way}-${kind}`, way === 'load' ? dirs[kind] : dirs.streamed, rows);
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`.padStart(9);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(7);
const dataBytes = results['out-whole'].bytes;
const labels = {
  'load-streamed': 'copyFrom (batches)',
  'load-whole': 'COPY FROM one blob',
  'load-sql': 'INSERT … SELECT (SQL alone)',
  'out-streamed': 'copyTo (batches)',
  'out-whole': 'COPY TO one blob',
  'out-sql': 'SELECT … (SQL alone)',
};
console.log(
  `PGlite, ${rows.toLocaleString('en')} rows, ${mb(dataBytes).trim()} of CSV      time  rss growth`,
);
for (const [name, label] of Object.entries(labels)) {
  console.log(`  ${label.padEnd(32)} ${seconds(results[name].ms)} ${mb(results[name].rssGrowth)}`);
}

// Targets: streaming takes at most half the memory growth of the one-blob COPY (a ratio that only falls as the
// data grows) and at most twice its time. What it adds to SQL alone is printed: batches, and garbage the
// collector has not reclaimed yet.
let missed = results['out-streamed'].bytes !== dataBytes;
if (missed) console.error(`copyTo wrote ${results['out-streamed'].bytes} bytes, COPY TO ${dataBytes}`);
for (const way of ['load', 'out']) {
  const streamed = results[`${way}-streamed`];
  const whole = results[`${way}-whole`];
  const memory = streamed.rssGrowth / whole.rssGrowth;
  const time = streamed.ms / whole.ms;
  console.log(
    `${way === 'load' ? 'in ' : 'out'}: streamed/one-blob memory ${memory.toFixed(2)} (limit 0.5), ` +
      `time ${time.toFixed(2)} (limit 2); streamed adds ` +
      `${mb(streamed.rssGrowth - results[`${way}-sql`].rssGrowth).trim()} to SQL alone`,
  );
  if (memory > 0.5 || time > 2) missed = true;
}
if (missed) {
  console.error('Streaming on PGlite missed a target');
  process.exit(1);
}
