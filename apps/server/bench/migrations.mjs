// Migrations on real data: every migration after the first that holds shipping data, applied one at a time to a
// copy of shipping.mjs's 1M-package PostgreSQL data set taken back to the schema before it. The data set is at
// the newest schema; its rows are copied into a database migrated only up to --from (the columns both have; a
// summary table is summed up to its older key), then each later migration is applied by the product's own
// `migrate` and timed. Before and after each one, every table both schemas have is counted and every money column
// (numeric with two decimals) both have is summed: no row may be lost and no sum may move.
// Usage: node apps/server/bench/migrations.mjs [--packages 1000000] [--clients 24] [--from 4]. The data set is
// shipping.mjs's (run it first); BENCH_DATABASE_URL as there. Exits 1 when a row is lost or a sum moves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { tsImport } from 'tsx/esm/api';

const load = (module) => tsImport(`../src/${module}`, import.meta.url);
const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '1000000' },
    clients: { type: 'string', default: '24' },
    from: { type: 'string', default: '4' },
  },
});
const from = Number(values.from);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const datasetName = `waybill_bench_shipping_${Number(values.packages)}_${Number(values.clients)}`;
const copyName = 'waybill_bench_migrations';

const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};

async function connect(name) {
  const client = new pg.Client({ connectionString: urlOf(name) });
  // Dropping the copy at the end ends its sessions; that is not an error of the run.
  client.on('error', () => {});
  await client.connect();
  return client;
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The public tables of a database with their columns, and which columns hold money. */
async function tablesOf(client) {
  const { rows } = await client.query(`
    SELECT c.table_name, c.column_name, c.data_type, c.numeric_scale, c.is_generated, c.column_default
    FROM information_schema.columns c
    JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`);
  const tables = new Map();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? { columns: [], money: [] };
    if (row.is_generated !== 'ALWAYS') table.columns.push(row.column_name);
    if (row.data_type === 'numeric' && row.numeric_scale === 2) table.money.push(row.column_name);
    tables.set(row.table_name, table);
  }
  return tables;
}

/** The columns of a table's first unique key (its primary key if it has one), or none. */
async function uniqueKeyOf(client, table) {
  const { rows } = await client.query(
    `SELECT array_agg(a.attname::text ORDER BY k.ordinality) AS columns
     FROM pg_index i
     CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ordinality)
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
     WHERE i.indrelid = $1::regclass AND i.indisunique AND i.indexprs IS NULL AND i.indpred IS NULL
     GROUP BY i.indexrelid, i.indisprimary
     ORDER BY i.indisprimary DESC
     LIMIT 1`,
    [quote(table)],
  );
  return rows[0]?.columns ?? [];
}

/**
 * Copies every table of the older schema from the data set: the columns both have. A summary (every column not in
 * its unique key is a measure) is summed up to its older key, as the importer of that schema would have kept it;
 * a reference table the older migrations seeded keeps its seeds when the newer rows no longer fit it.
 */
async function copyDataSet(source, target) {
  const newer = await tablesOf(source);
  const older = await tablesOf(target);
  // Tables are copied one by one in any order: foreign keys are not checked while this session copies.
  await target.query("SET session_replication_role = 'replica'");
  for (const [table, { columns }] of older) {
    if (table === 'schema_migrations' || !newer.has(table)) continue;
    const shared = columns.filter((column) => newer.get(table).columns.includes(column));
    const key = await uniqueKeyOf(target, table);
    const isSummary = /_(summaries|rollups)$/.test(table) && key.length > 0;
    const list = shared.map(quote).join(', ');
    const select = isSummary
      ? `SELECT ${shared.map((column) => (key.includes(column) ? quote(column) : `sum(${quote(column)})`)).join(', ')}
         FROM ${quote(table)} GROUP BY ${key.map(quote).join(', ')}`
      : `SELECT ${list} FROM ${quote(table)}`;
    await target.query('BEGIN');
    await target.query(`DELETE FROM ${quote(table)}`);
    try {
      await pipeline(
        source.query(copyStreams.to(`COPY (${select}) TO STDOUT`)),
        target.query(copyStreams.from(`COPY ${quote(table)} (${list}) FROM STDIN`)),
      );
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK');
      console.log(`  ${table}: kept the older schema's own rows (${error.message.split('\n')[0]})`);
    }
  }
  await target.query("SET session_replication_role = 'origin'");
}

/** Row counts and money sums of every table, by table. */
async function measure(client) {
  const figures = new Map();
  for (const [table, { money }] of await tablesOf(client)) {
    if (table === 'schema_migrations') continue;
    const sums = money.map((column) => `coalesce(sum(${quote(column)}), 0)::text AS ${quote(column)}`);
    const { rows } = await client.query(
      `SELECT ${['count(*)::bigint AS rows', ...sums].join(', ')} FROM ${quote(table)}`,
    );
    figures.set(table, rows[0]);
  }
  return figures;
}

/** What a migration lost: rows of a table both schemas have, or a change in a money column both have. */
function losses(before, after) {
  const found = [];
  for (const [table, was] of before) {
    const is = after.get(table);
    if (!is) continue;
    if (Number(is.rows) < Number(was.rows)) found.push(`${table}: ${was.rows} rows, then ${is.rows}`);
    for (const [column, sum] of Object.entries(was)) {
      if (column !== 'rows' && column in is && is[column] !== sum) {
        found.push(`${table}.${column}: sum ${sum}, then ${is[column]}`);
      }
    }
  }
  return found;
}

/** A directory holding the migrations up to `version`, for `migrate` to apply. */
function migrationsUpTo(version, directory) {
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory);
  for (const file of fs.readdirSync(migrationsDir)) {
    if (Number(file.slice(0, 3)) <= version)
      fs.copyFileSync(path.join(migrationsDir, file), path.join(directory, file));
  }
  return directory;
}

const admin = await connect(new URL(adminUrl).pathname.slice(1) || 'postgres');
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [datasetName]);
if (exists.rows.length === 0) {
  console.error(`The data set ${datasetName} is missing: run node apps/server/bench/shipping.mjs first.`);
  process.exit(1);
}
await admin.query(`DROP DATABASE IF EXISTS ${quote(copyName)} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${quote(copyName)}`);

const { openPostgres } = await load('db/postgres.ts');
const { migrate, readMigrations } = await load('db/migrate.ts');
const versions = readMigrations(migrationsDir).map((migration) => migration.version);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-migrations-'));
const db = await openPostgres(urlOf(copyName));
let failed = false;
try {
  await migrate(db, migrationsUpTo(from, path.join(scratch, 'up-to')));
  const source = await connect(datasetName);
  const target = await connect(copyName);
  let started = performance.now();
  await copyDataSet(source, target);
  await source.end();
  const packages = (await target.query('SELECT count(*)::bigint AS n FROM packages')).rows[0].n;
  console.log(
    `${datasetName} copied into the schema of migration ${from}: ${packages} packages in ${seconds(performance.now() - started)}`,
  );
  await target.query('ANALYZE');

  for (const version of versions.filter((version) => version > from)) {
    const before = await measure(target);
    started = performance.now();
    await migrate(db, migrationsUpTo(version, path.join(scratch, 'up-to')));
    const took = performance.now() - started;
    const lost = losses(before, await measure(target));
    const name = readMigrations(migrationsDir).find((migration) => migration.version === version).name;
    console.log(
      `${String(version).padStart(3, '0')}_${name}: ${seconds(took)}${lost.length ? ', LOST:' : ', no row lost, every money sum kept'}`,
    );
    for (const line of lost) console.log(`  ${line}`);
    failed ||= lost.length > 0;
  }
  await target.end();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${quote(copyName)} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
