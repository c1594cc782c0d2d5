// The Tracking Data export of 100,000 rows through the real endpoint (HTTP, `Accept: text/csv`, downloaded by
// curl) against a bare `COPY (SELECT …) TO STDOUT` of the same rows and cells (the export's own query through
// `copyTo`: the target), and, for information, against a COPY of the same rows' stored columns unformatted (what
// the ISO dates, true/false and the formula guard cost), in the same run on PostgreSQL and PGlite; and how much
// the server process grows while it exports.
// The data set (one client's demo shipments in monthly files, through the importer) is kept between runs in a
// PostgreSQL database and a PGlite directory named by its size; --rebuild makes them anew.
// Usage: node apps/server/bench/export.mjs [--packages 120000] [--rebuild]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). Exits 1 on a missed target.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const thisFile = fileURLToPath(import.meta.url);
const load = (module) => tsImport(`../src/${module}`, import.meta.url);
const migrations = fileURLToPath(new URL('../migrations/', import.meta.url));
const rows = 100_000;
const targets = { ratio: 1.3, growthMb: 100 };

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '120000' },
    rebuild: { type: 'boolean', default: false },
    case: { type: 'string' },
    driver: { type: 'string' },
  },
});
const packages = Number(values.packages);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const datasetName = `waybill_bench_export_${packages}`;
const datasetUrl = () => {
  const url = new URL(adminUrl);
  url.pathname = `/${datasetName}`;
  return url.href;
};
const pgliteDir = path.join(os.tmpdir(), datasetName);
const mappingName = 'SCALE_CLIENT_001';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openDriver(driver) {
  if (driver === 'postgres') return (await load('db/postgres.ts')).openPostgres(datasetUrl());
  return (await load('db/pglite.ts')).openPglite(pgliteDir);
}

/** Loads the demo shipments of one client through the importer. */
async function fill(db) {
  const { migrate } = await load('db/migrate.ts');
  const { ensureScaleClients } = await load('demo/shipments/scale-clients.ts');
  const { loadDemoShipments } = await load('demo/shipments/load-demo-shipments.ts');
  const { refreshShippingStatistics } = await load('repositories/shipping-maintenance.ts');
  await migrate(db, migrations);
  await ensureScaleClients(db, 1);
  const result = await loadDemoShipments(db, {
    packages,
    endMonth: '2026-10',
    months: 12,
    cadence: 'monthly',
  });
  await refreshShippingStatistics(db);
  return result;
}

async function buildDatasets() {
  const exists = await admin(`SELECT 1 FROM pg_database WHERE datname = '${datasetName}'`);
  if (values.rebuild || exists.rows.length === 0 || !fs.existsSync(pgliteDir)) {
    await admin(`DROP DATABASE IF EXISTS ${datasetName} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${datasetName}`);
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    for (const driver of ['postgres', 'pglite']) {
      const started = performance.now();
      const db = await openDriver(driver);
      try {
        const result = await fill(db);
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(
          `Built on ${driver}: ${result.packages} packages, ${result.charges} charges in ${seconds} s`,
        );
      } finally {
        await db.close();
      }
    }
  }
}

/** A signed-in platform admin's session cookie for `app`. */
async function adminSession(app, db) {
  const { insertUser } = await load('repositories/users.ts');
  const { hashPassword } = await load('services/auth/passwords.ts');
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await insertUser(db, {
    firstName: 'Bench',
    lastName: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    emailVerified: true,
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-requested-with': 'waybill' },
    payload: { email, password },
  });
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Reads a stream to its end, keeping nothing but the byte count. */
async function drain(chunks) {
  let bytes = 0;
  for await (const chunk of chunks) bytes += chunk.byteLength;
  return bytes;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** One case in this process: `time` alternates the two exports; `memory` runs one endpoint export. */
async function runCase(name, driver) {
  const { buildApp } = await load('app.ts');
  const { loadConfig } = await load('config.ts');
  const { exportQuery } = await load('repositories/exports.ts');
  const db = await openDriver(driver);
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'warn',
    CREDENTIALS_KEY: 'a1'.repeat(32),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-bench-export-')),
  });
  const app = await buildApp({ config, db, logStream: fs.createWriteStream('/dev/null') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const cookie = await adminSession(app, db);
  const organizationId = (
    await db.query('SELECT id FROM organizations WHERE mapping_name = $1', [mappingName])
  ).rows[0].id;
  // The export's query, and the same rows (its joins, filter, order and limit) with the stored columns as they are.
  const query = exportQuery('tracking', { organizationId, rowLimit: rows });
  const stored = query.replace(
    /^SELECT[\s\S]*?\nFROM /,
    `SELECT p.tracking_number, carrier.name, i.invoice_number, i.invoice_date, p.ship_date, p.service,
  p.sla_grouping, p.ground_vs_express, p.zone, p.billed_weight_lb, p.sender_state, p.sender_postal,
  p.receiver_state, p.receiver_country, p.is_residential, p.net_amount, p.gross_amount, p.incentive_amount,
  p.accessorial_net, p.commit_date, p.commit_time, p.delivery_date, p.delivery_time, p.transit_days, p.is_late,
  p.audit_status
FROM `,
  );
  // The client is another process, as a browser is: only the server's work is on this process's clock.
  const viaEndpoint = (rowLimit = rows) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ organizationMappingName: mappingName, elementId: 'tracking', rowLimit });
      const curl = spawn('curl', [
        '--silent',
        '--show-error',
        '--fail',
        '--output',
        '/dev/null',
        '--write-out',
        '%{size_download}',
        '-H',
        'content-type: application/json',
        '-H',
        'accept: text/csv',
        '-H',
        'x-requested-with: waybill',
        '-H',
        `cookie: ${cookie}`,
        '--data',
        body,
        `http://127.0.0.1:${port}/api/v1/export/workbook`,
      ]);
      let output = '';
      curl.stdout.on('data', (chunk) => (output += chunk));
      curl.stderr.on('data', (chunk) => process.stderr.write(chunk));
      curl.on('error', reject);
      curl.on('close', (code) =>
        code === 0 ? resolve(Number(output)) : reject(new Error(`curl exited ${code}`)),
      );
    });
  const viaCopy = () => drain(db.copyTo(query));
  const viaStoredCopy = () => drain(db.copyTo(stored));
  const timed = async (work) => {
    const started = performance.now();
    const bytes = await work();
    return { ms: performance.now() - started, bytes };
  };
  try {
    if (name === 'time') {
      await viaCopy();
      await viaStoredCopy();
      await viaEndpoint();
      const times = { copy: [], stored: [], endpoint: [] };
      const bytes = {};
      for (let round = 0; round < 5; round += 1) {
        for (const [key, work] of [
          ['copy', viaCopy],
          ['stored', viaStoredCopy],
          ['endpoint', viaEndpoint],
        ]) {
          const { ms, bytes: size } = await timed(work);
          times[key].push(ms);
          bytes[key] = size;
        }
      }
      return {
        copyMs: median(times.copy),
        storedMs: median(times.stored),
        endpointMs: median(times.endpoint),
        bytes,
      };
    }
    // Memory: the process as it serves small exports, then its peak while one export of every row streams.
    await viaEndpoint(100);
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const bytes = await viaEndpoint();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    return { growthMb: (peak - baseline) / 2 ** 20, bytes };
  } finally {
    await app.close();
    await db.close();
  }
}

if (values.case) {
  console.log(JSON.stringify(await runCase(values.case, values.driver)));
  process.exit(0);
}

function child(name, driver) {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--expose-gc',
      thisFile,
      '--case',
      name,
      '--driver',
      driver,
      '--packages',
      String(packages),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
  );
  return JSON.parse(output.trim().split('\n').at(-1));
}

await buildDatasets();
let missed = 0;
for (const driver of ['postgres', 'pglite']) {
  const time = child('time', driver);
  const memory = child('memory', driver);
  const ratio = time.endpointMs / time.copyMs;
  const ratioOk = ratio <= targets.ratio;
  const memoryOk = memory.growthMb < targets.growthMb;
  if (!ratioOk) missed += 1;
  if (!memoryOk) missed += 1;
  const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log(
    `${driver}: ${rows} rows through POST /export/workbook (text/csv, ${megabytes(time.bytes.endpoint)}) ` +
      `${time.endpointMs.toFixed(0)} ms vs bare COPY of the same cells (${megabytes(time.bytes.copy)}) ` +
      `${time.copyMs.toFixed(0)} ms: ratio ${ratio.toFixed(2)} (target <= ${targets.ratio}) ${ratioOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `${driver}: COPY of the stored columns unformatted (${megabytes(time.bytes.stored)}) ${time.storedMs.toFixed(0)} ms: ` +
      `the endpoint takes ${(time.endpointMs / time.storedMs).toFixed(2)}x that (information)`,
  );
  console.log(
    `${driver}: process growth while exporting ${memory.growthMb.toFixed(1)} MB ` +
      `(target < ${targets.growthMb} MB) ${memoryOk ? 'ok' : 'MISSED'}`,
  );
}
process.exit(missed ? 1 : 0);
