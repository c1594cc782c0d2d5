// Shipping data at scale: the Control Master list and a file's on-time summary over a large data set on
// PostgreSQL and PGlite, the refund claims' eligible list and batch builder on PostgreSQL, the import rate
// against bare COPYs of the same rows in the same run, how long an import holds PGlite's event loop and other
// queries, and the first start's demo shipments.
// The data set (demo shipments of many clients in weekly files, built through the importer on PostgreSQL, copied
// into PGlite) is kept between runs in a database and a directory named by its size; --rebuild makes it anew.
// Usage: node apps/server/bench/shipping.mjs [--packages 1000000] [--clients 24] [--rebuild] [--import-rate-only]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). Exits 1 on a missed target.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const thisFile = fileURLToPath(import.meta.url);
const load = (module) => tsImport(`../src/${module}`, import.meta.url);
const migrations = fileURLToPath(new URL('../migrations/', import.meta.url));
const endMonth = '2026-10';

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '1000000' },
    clients: { type: 'string', default: '24' },
    rebuild: { type: 'boolean', default: false },
    case: { type: 'string' },
    dir: { type: 'string' },
    'import-rate-only': { type: 'boolean', default: false },
  },
});
const packages = Number(values.packages);
const clients = Number(values.clients);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const datasetName = `waybill_bench_shipping_${packages}_${clients}`;
const datasetUrl = () => {
  const url = new URL(adminUrl);
  url.pathname = `/${datasetName}`;
  return url.href;
};
const pgliteDir = path.join(os.tmpdir(), datasetName);
const allScope = { kind: 'all' };

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const percentile = (list, p) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))];
const ms = (value) => `${value.toFixed(2)} ms`;

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Median times of the Control Master list (one carrier, 3 months) and of on-time summaries of single files. */
async function readBenchmarks(db) {
  const { listInvoiceFiles, summarizeInvoiceFile } = await load('repositories/invoice-files.ts');
  const filter = { carrier: 'UPS', startDate: '2025-07-01', endDate: '2025-09-30' };
  let rows = 0;
  for (let round = 0; round < 3; round += 1) rows = (await listInvoiceFiles(db, allScope, filter)).length;
  const list = [];
  for (let round = 0; round < 30; round += 1)
    list.push(await timed(() => listInvoiceFiles(db, allScope, filter)));
  const files = (await db.query('SELECT control_id FROM invoice_files ORDER BY control_id')).rows;
  const sample = Array.from(
    { length: 20 },
    (_, index) => files[Math.floor((index * files.length) / 20)].control_id,
  );
  const summary = [];
  for (const controlId of sample) {
    for (const grouping of ['audit_status', 'charge_description', 'ground_vs_express']) {
      await summarizeInvoiceFile(db, allScope, controlId, grouping);
      summary.push(await timed(() => summarizeInvoiceFile(db, allScope, controlId, grouping)));
    }
  }
  return { rows, list: median(list), listP95: percentile(list, 0.95), summary: median(summary) };
}

/**
 * Median times of the refund claims' reads on a day their windows are open (the day of the data set's last
 * invoice: the files are built long after their invoices, when every window has closed): the eligible list, and the
 * batch builder (its count and its claims of every eligible UPS package, in a transaction rolled back), beside a
 * bare count of the refund-eligible packages.
 */
async function refundClaimBenchmarks(db) {
  const { listEligiblePackages, countEligiblePackages, insertClaimBatch, insertClaims } = await load(
    'repositories/refund-claims.ts',
  );
  const today = (await db.query(`SELECT to_char(max(invoice_date), 'YYYY-MM-DD') AS day FROM invoices`))
    .rows[0].day;
  const rounds = async (work) => {
    await work();
    const times = [];
    for (let round = 0; round < 20; round += 1) times.push(await timed(work));
    return median(times);
  };
  let eligible = 0;
  const list = await rounds(async () => {
    eligible = (await listEligiblePackages(db, today, {}, 200)).total;
  });
  const rollBack = new Error('rolled back');
  let claimed = 0;
  const batch = await rounds(() =>
    db
      .transaction(async (tx) => {
        const selection = { carrier: 'UPS' };
        await countEligiblePackages(tx, today, selection);
        const batchId = await insertClaimBatch(tx, {
          carrier: 'UPS',
          createdAt: new Date(),
          createdBy: null,
        });
        claimed = (await insertClaims(tx, batchId, today, selection)).claims;
        throw rollBack;
      })
      .catch((error) => {
        if (error !== rollBack) throw error;
      }),
  );
  const bare = await rounds(() => db.query('SELECT count(*) FROM packages WHERE gsr_eligible'));
  return { today, eligible, claimed, list, batch, bare };
}

async function countDataset(db) {
  const result = await db.query(
    `SELECT (SELECT count(*) FROM invoice_files)::int AS files, (SELECT count(*) FROM packages)::int AS packages,
            (SELECT count(*) FROM charges)::int AS charges`,
  );
  return result.rows[0];
}

/** Builds the PostgreSQL data set through the importer, and copies it into a PGlite directory. */
async function buildDataset() {
  const { openPostgres } = await load('db/postgres.ts');
  const { openPglite } = await load('db/pglite.ts');
  const { migrate } = await load('db/migrate.ts');
  const { ensureScaleClients } = await load('demo/shipments/scale-clients.ts');
  const { loadDemoShipments } = await load('demo/shipments/load-demo-shipments.ts');
  const { refreshShippingStatistics, shippingTables } = await load('repositories/shipping-maintenance.ts');
  await admin(`DROP DATABASE IF EXISTS ${datasetName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${datasetName}`);
  const db = await openPostgres(datasetUrl());
  try {
    await migrate(db, migrations);
    await ensureScaleClients(db, clients);
    const started = performance.now();
    const result = await loadDemoShipments(db, {
      packages,
      endMonth,
      onFile: (report, index) => {
        if (index % 250 === 0) console.error(`  … ${index} files imported on PostgreSQL`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Built on PostgreSQL through the importer: ${result.files} files, ${result.packages} packages, ` +
        `${result.charges} charges in ${seconds.toFixed(0)} s (files generated as they were imported)`,
    );
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    const lite = await openPglite(pgliteDir);
    try {
      await migrate(lite, migrations);
      for (const table of ['organizations', ...shippingTables, 'contract_discounts']) {
        const columns = (
          await db.query(
            `SELECT string_agg(column_name, ', ' ORDER BY ordinal_position) AS list FROM information_schema.columns
             WHERE table_name = $1 AND table_schema = 'public'`,
            [table],
          )
        ).rows[0].list;
        await lite.copyFrom(
          `COPY ${table} (${columns}) FROM STDIN (FORMAT csv, HEADER)`,
          db.copyTo(`SELECT ${columns} FROM ${table}`),
        );
      }
      await lite.exec(`SELECT setval('packages_id_seq', (SELECT max(id) FROM packages));
        SELECT setval('invoice_file_number', (SELECT count(*) FROM invoice_files));
        SELECT setval('invoices_id_seq', (SELECT max(id) FROM invoices));
        SELECT setval('charges_id_seq', (SELECT max(id) FROM charges))`);
      await refreshShippingStatistics(lite);
    } finally {
      await lite.close();
    }
  } finally {
    await db.close();
  }
}

/** One case in a child process of its own, printing one JSON line. */
async function runCase(name, dir) {
  const { openPglite } = await load('db/pglite.ts');
  const { migrate } = await load('db/migrate.ts');
  if (name === 'pglite-reads') {
    const db = await openPglite(dir);
    const result = await readBenchmarks(db);
    await db.close();
    return result;
  }
  const { importInvoiceFile } = await load('services/invoice-import/import-invoice-file.ts');
  const { createDatabaseContext } = await load('context.ts');
  const { generateCarrierFile } = await load('demo/shipments/generate-shipments.ts');
  const { demoFileText } = await load('demo/shipments/load-demo-shipments.ts');
  if (name === 'pglite-import') {
    // An import of a large UPS file into the large data set, while the event loop and a query every 20 ms are
    // watched: what another request would feel.
    const db = await openPglite(dir);
    const client = (await db.query('SELECT mapping_name FROM organizations ORDER BY mapping_name LIMIT 1'))
      .rows[0].mapping_name;
    const file = generateCarrierFile({
      organization: { mappingName: client, name: client },
      carrier: 'UPS',
      weekStart: '2026-11-02',
      packages: 25_000,
      serialBase: 90_000_000,
    });
    const filePath = path.join(dir, 'bench-import.csv');
    fs.writeFileSync(filePath, demoFileText(file));
    await db.query('SELECT 1');
    const loop = monitorEventLoopDelay({ resolution: 5 });
    const latencies = [];
    let importing = true;
    const probe = (async () => {
      while (importing) {
        const started = performance.now();
        await db.query('SELECT 1');
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    loop.enable();
    const started = performance.now();
    const report = await importInvoiceFile(createDatabaseContext(db), {
      filePath,
      sourceName: 'bench.csv',
      client,
    });
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    loop.disable();
    await probe;
    await db.close();
    return {
      charges: report.charges,
      seconds,
      loopMax: loop.max / 1e6,
      loopP99: loop.percentile(99) / 1e6,
      queryMax: Math.max(...latencies),
      queryMedian: median(latencies),
    };
  }
  if (name === 'pglite-first-start') {
    const { loadDemoShipments } = await load('demo/shipments/load-demo-shipments.ts');
    const db = await openPglite(dir);
    await migrate(db, migrations);
    for (const [organization, mappingName] of [
      ['Northwind Outfitters', 'NORTHWIND_OUTFITTERS'],
      ['Bluebird Supply Co.', 'BLUEBIRD_SUPPLY'],
      ['Cedar Freight Lines', 'CEDAR_FREIGHT'],
    ]) {
      await db.query(
        "INSERT INTO organizations (name, mapping_name, url) VALUES ($1, $2, 'https://example.com')",
        [organization, mappingName],
      );
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await loadDemoShipments(db, {
      packages: 50_000,
      cadence: 'monthly',
      endMonth,
      parallel: true,
    });
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    await db.close();
    return { ...result, rejected: result.rejected.length, seconds, cpuSeconds: (user + system) / 1e6 };
  }
  throw new Error(`Unknown case ${name}`);
}

if (values.case) {
  console.log(JSON.stringify(await runCase(values.case, values.dir)));
  process.exit(0);
}

function child(name, dir) {
  // With tsx's loader, so that worker threads of the code under test load TypeScript too.
  const output = execFileSync(process.execPath, ['--import', 'tsx', thisFile, '--case', name, '--dir', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/** The time a COPY of the imported charges takes into an unindexed table: the import target's first yardstick. */
async function plainChargesCopy(db) {
  const columns =
    'organization_id, invoice_id, package_id, ship_date, source_line, charge_description, classification, unified_charge_grouping, is_accessorial, gross_amount, incentive_amount, net_amount';
  const chunks = [];
  for await (const chunk of db.copyTo(`SELECT ${columns} FROM charges`)) chunks.push(chunk);
  await db.exec('CREATE TABLE plain_charges (LIKE charges INCLUDING IDENTITY)');
  return timed(() => db.copyFrom(`COPY plain_charges (${columns}) FROM STDIN (FORMAT csv, HEADER)`, chunks));
}

/**
 * The time a bare COPY of every row the import stored takes into copies of its tables with their indexes, keys
 * and checks (`LIKE … INCLUDING ALL`; no foreign keys): the import's real limit, which writes the same rows.
 */
async function indexedCopy(db, tables) {
  await db.exec('CREATE SCHEMA indexed_copy');
  const loads = [];
  for (const table of tables) {
    const { rows } = await db.query(
      `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS columns
         FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'`,
      [table],
    );
    const chunks = [];
    for await (const chunk of db.copyTo(`SELECT ${rows[0].columns} FROM ${table}`)) chunks.push(chunk);
    await db.exec(`CREATE TABLE indexed_copy.${table} (LIKE public.${table} INCLUDING ALL)`);
    loads.push({
      sql: `COPY indexed_copy.${table} (${rows[0].columns}) FROM STDIN (FORMAT csv, HEADER)`,
      chunks,
    });
  }
  return timed(async () => {
    for (const { sql, chunks } of loads) await db.copyFrom(sql, chunks);
  });
}

/** Imports fresh files into a new database and times bare COPYs of the same rows beside it. */
async function importRate() {
  const { openPostgres } = await load('db/postgres.ts');
  const { migrate } = await load('db/migrate.ts');
  const { importInvoiceFiles } = await load('services/invoice-import/import-invoice-file.ts');
  const { createDatabaseContext } = await load('context.ts');
  const { generateCarrierFile } = await load('demo/shipments/generate-shipments.ts');
  const { demoFileText } = await load('demo/shipments/load-demo-shipments.ts');
  const { shippingTables } = await load('repositories/shipping-maintenance.ts');
  const name = 'waybill_bench_import_rate';
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.href);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-bench-import-'));
  try {
    await migrate(db, migrations);
    await db.query(
      "INSERT INTO organizations (name, mapping_name, url) VALUES ('Northwind Outfitters', 'NORTHWIND_OUTFITTERS', 'https://example.com')",
    );
    const files = ['UPS', 'FEDEX', 'UPS', 'FEDEX'].map((carrier, index) => {
      const file = generateCarrierFile({
        organization: { mappingName: 'NORTHWIND_OUTFITTERS', name: 'Northwind Outfitters' },
        carrier,
        weekStart: ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'][index],
        packages: 25_000,
        serialBase: index * 10_000_000,
      });
      const filePath = path.join(scratch, `${index}.csv`);
      fs.writeFileSync(filePath, demoFileText(file));
      return filePath;
    });
    let charges = 0;
    // As the command line imports several files: each read while the one before it loads.
    const importMs = await timed(async () => {
      const reports = await importInvoiceFiles(
        createDatabaseContext(db),
        files.map((filePath) => ({
          filePath,
          sourceName: path.basename(filePath),
          client: 'NORTHWIND_OUTFITTERS',
        })),
      );
      charges = reports.reduce((sum, report) => sum + report.charges, 0);
    });
    const plainCopyMs = await plainChargesCopy(db);
    const indexedCopyMs = await indexedCopy(db, shippingTables);
    return { charges, importMs, plainCopyMs, indexedCopyMs };
  } finally {
    await db.close();
    fs.rmSync(scratch, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The reads over the large data set, on both databases. */
async function readBenchmarksOfDataset() {
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${datasetName}'`)).rows.length > 0;
  if (values.rebuild || !exists || !fs.existsSync(pgliteDir)) await buildDataset();
  else console.log(`Data set ${datasetName} kept from an earlier run (--rebuild makes it anew)`);

  const { openPostgres } = await load('db/postgres.ts');
  const db = await openPostgres(datasetUrl());
  const size = await countDataset(db);
  console.log(
    `Data set: ${size.files.toLocaleString('en')} files, ${size.packages.toLocaleString('en')} packages, ` +
      `${size.charges.toLocaleString('en')} charges (${clients} clients, weekly files, 24 months)`,
  );
  const postgresReads = await readBenchmarks(db);
  const claims = await refundClaimBenchmarks(db);
  await db.close();
  const pgliteReads = child('pglite-reads', pgliteDir);
  console.log(`Control Master, UPS, 3 months (${postgresReads.rows} files):`);
  console.log(
    `  PostgreSQL median ${ms(postgresReads.list)} (p95 ${ms(postgresReads.listP95)}), PGlite median ${ms(pgliteReads.list)} (p95 ${ms(pgliteReads.listP95)})`,
  );
  target(postgresReads.list < 10, 'PostgreSQL under 10 ms');
  target(pgliteReads.list < 25, 'PGlite under 25 ms');
  console.log(
    `On-time summary of one file: PostgreSQL median ${ms(postgresReads.summary)}, PGlite median ${ms(pgliteReads.summary)}`,
  );
  target(postgresReads.summary < 5, 'PostgreSQL under 5 ms');
  console.log(
    `Refund claims on ${claims.today} (${claims.eligible.toLocaleString('en')} eligible, ${claims.claimed} UPS batched): ` +
      `eligible list median ${ms(claims.list)}, batch builder ${ms(claims.batch)}; a bare count of the ` +
      `refund-eligible packages ${ms(claims.bare)} (ratios ${(claims.list / claims.bare).toFixed(1)} and ` +
      `${(claims.batch / claims.bare).toFixed(1)})`,
  );
  target(claims.claimed > 0, 'claims to make on that day (else the figures above measure nothing)');
  target(claims.list < 100, 'eligible list on PostgreSQL under 100 ms');
  target(claims.batch < 100, 'batch builder on PostgreSQL under 100 ms');
}

/** An import into PGlite beside the large data set, and the first start's demo shipments. */
function pgliteImportAndFirstStart() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-bench-pglite-import-'));
  try {
    fs.cpSync(pgliteDir, scratch, { recursive: true });
    const blocking = child('pglite-import', scratch);
    console.log(
      `Import of ${blocking.charges.toLocaleString('en')} charges into PGlite beside the data set: ` +
        `${blocking.seconds.toFixed(1)} s (${Math.round(blocking.charges / blocking.seconds).toLocaleString('en')} charges/s); ` +
        `event loop blocked at most ${ms(blocking.loopMax)} (p99 ${ms(blocking.loopP99)}); ` +
        `a query beside it waited at most ${ms(blocking.queryMax)} (median ${ms(blocking.queryMedian)})`,
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }

  const firstStartDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-bench-first-start-'));
  try {
    const firstStart = child('pglite-first-start', firstStartDir);
    console.log(
      `First start's demo shipments on PGlite: ${firstStart.packages.toLocaleString('en')} packages, ` +
        `${firstStart.charges.toLocaleString('en')} charges in ${firstStart.files} files: ` +
        `${firstStart.seconds.toFixed(1)} s (${firstStart.cpuSeconds.toFixed(1)} s of CPU)`,
    );
    target(firstStart.seconds <= 20, 'at most 20 s added to the first start');
  } finally {
    fs.rmSync(firstStartDir, { recursive: true, force: true });
  }
}

let missed = false;
const target = (ok, text) => {
  console.log(`  ${ok ? 'within' : 'MISSED'}: ${text}`);
  if (!ok) missed = true;
};

if (!values['import-rate-only']) await readBenchmarksOfDataset();

const rate = await importRate();
const importRate_ = rate.charges / (rate.importMs / 1000);
const perSecond = (copyMs) => Math.round(rate.charges / (copyMs / 1000)).toLocaleString('en');
console.log(
  `Import on PostgreSQL: ${rate.charges.toLocaleString('en')} charges in ${(rate.importMs / 1000).toFixed(1)} s = ` +
    `${Math.round(importRate_).toLocaleString('en')} charges/s`,
);
console.log(
  `  a bare COPY of every row it stored into tables with its indexes: ${(rate.indexedCopyMs / 1000).toFixed(2)} s ` +
    `(${perSecond(rate.indexedCopyMs)} charges/s); import/indexed COPY time ratio ${(rate.importMs / rate.indexedCopyMs).toFixed(1)}`,
);
console.log(
  `  a COPY of the charges alone into an unindexed table: ${(rate.plainCopyMs / 1000).toFixed(2)} s ` +
    `(${perSecond(rate.plainCopyMs)} rows/s); import/plain COPY time ratio ${(rate.importMs / rate.plainCopyMs).toFixed(1)}`,
);
target(rate.importMs <= 2 * rate.indexedCopyMs, 'at least half the speed of the bare indexed COPY');

if (!values['import-rate-only']) pgliteImportAndFirstStart();

if (missed) {
  console.error('Shipping data missed a target');
  process.exit(1);
}
