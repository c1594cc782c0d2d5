// Load: the main reads of the product under 100 connections for 30 s each, against the built server on a copy
// of shipping.mjs's 1M-package PostgreSQL data set, first one instance, then two instances on the same database
// and Redis (half the connections each, as a balancer would spread them). Prints requests/s and p50/p99 per read,
// and the two-instance/one-instance ratio of requests/s. Target: no errors and no timeouts, any status but 2xx
// counted as an error.
// Usage: npm run build, then node apps/server/bench/load.mjs [--packages 1000000] [--clients 24]
//   [--connections 100] [--duration 30]. The data set is shipping.mjs's (run it first); BENCH_DATABASE_URL as
//   there; Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379/15, which the run empties). Exits 1 on a
//   missed target.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '1000000' },
    clients: { type: 'string', default: '24' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '30' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const datasetName = `waybill_bench_shipping_${Number(values.packages)}_${Number(values.clients)}`;
const copyName = 'waybill_bench_load';
const serverEntry = path.resolve(import.meta.dirname, '../dist/server.js');
const admin = { email: 'load-admin@waybill.test', password: 'load-bench-password-1' };

if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run npm run build first`);
  process.exit(1);
}

const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};

async function adminQuery(sql, params) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A copy of the data set with a platform admin to sign in as (the data set itself stays as shipping.mjs left it). */
async function prepareDatabase() {
  const found = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [datasetName]);
  if (found.rows.length === 0) {
    console.error(`The data set ${datasetName} is missing: run node apps/server/bench/shipping.mjs first`);
    process.exit(1);
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${copyName} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${copyName} TEMPLATE ${datasetName}`);
  const { hashPassword } = await tsImport('../src/services/auth/passwords.ts', import.meta.url);
  const { openPostgres } = await tsImport('../src/db/postgres.ts', import.meta.url);
  const { insertUser } = await tsImport('../src/repositories/users.ts', import.meta.url);
  const db = await openPostgres(urlOf(copyName), { max: 1 });
  try {
    await insertUser(db, {
      firstName: 'Load',
      lastName: 'Bench',
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      isAdmin: true,
      emailVerified: true,
    });
  } finally {
    await db.close();
  }
}

/** Starts one built server on the copy and Redis; resolves once it answers /health. */
async function startInstance() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: urlOf(copyName),
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
      ANALYTICS_TOKEN_SECRET: 'load-bench-analytics-secret-of-enough-length',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited with ${child.exitCode}`);
    const health = await fetch(`${base}/health`).catch(() => undefined);
    if (health?.ok) return { base, child };
    if (Date.now() > deadline) throw new Error(`the server at ${base} did not answer /health within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopInstance({ child }) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The requests of each read: a session cookie for the portal's calls, the frame token for the dashboard's. */
async function readsOf(base) {
  const headers = { 'x-requested-with': 'waybill', origin: base, 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`signing in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const dashboard = await fetch(`${base}/api/v1/organization/dashboard?pathType=executive_summary`, {
    headers: { cookie },
  });
  if (dashboard.status !== 200) throw new Error(`the dashboard address answered ${dashboard.status}`);
  const token = new URL((await dashboard.json()).url, base).hash.replace(/^#token=/, '');
  const session = { cookie };
  return [
    ['auth/me', '/api/v1/auth/me', session],
    ['organizations', '/api/v1/organization', session],
    ['people', '/api/v1/organization/people', session],
    ['Control Master (UPS)', '/api/v1/control-master?carrier=UPS', session],
    [
      'executive summary dashboard',
      '/api/v1/analytics/dashboard',
      { authorization: `Bearer ${decodeURIComponent(token)}` },
    ],
  ];
}

function cannon(url, headers, share) {
  return autocannon({ url, headers, connections: share, duration, timeout: 10 });
}

/** One read against every instance at once, the connections split between them. */
async function measure(instances, pathOf, headers) {
  const share = Math.floor(connections / instances.length);
  const results = await Promise.all(instances.map(({ base }) => cannon(`${base}${pathOf}`, headers, share)));
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const ok = results.reduce((sum, result) => sum + result['2xx'], 0);
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    // Across instances: the request-weighted p50, the worse p99.
    p50:
      results.reduce((sum, result) => sum + result.latency.p50 * result.requests.total, 0) /
      Math.max(1, requests),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0) + (requests - ok),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
  };
}

async function run(count) {
  const instances = [];
  try {
    for (let index = 0; index < count; index += 1) instances.push(await startInstance());
    const reads = await readsOf(instances[0].base);
    const figures = new Map();
    for (const [name, pathOf, headers] of reads) figures.set(name, await measure(instances, pathOf, headers));
    return figures;
  } finally {
    await Promise.all(instances.map(stopInstance));
  }
}

await prepareDatabase();
const { Redis } = await import('ioredis');
const redis = new Redis(redisUrl);
await redis.flushdb();
await redis.quit();

console.log(`${connections} connections for ${duration} s per read, on a copy of ${datasetName}`);
const one = await run(1);
const two = await run(2);
let missed = false;
for (const [name, single] of one) {
  const double = two.get(name);
  const line = (label, figures) =>
    `${label} ${Math.round(figures.perSecond).toLocaleString('en')} req/s, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, ${figures.errors} errors, ${figures.timeouts} timeouts`;
  console.log(`${name}:\n  one instance:  ${line('', single)}\n  two instances: ${line('', double)}`);
  console.log(`  two/one: ${(double.perSecond / single.perSecond).toFixed(2)}`);
  for (const figures of [single, double]) {
    if (figures.errors > 0 || figures.timeouts > 0) missed = true;
  }
}
await adminQuery(`DROP DATABASE IF EXISTS ${copyName} WITH (FORCE)`);
console.log(missed ? '  MISSED: some reads failed or timed out' : '  within: no errors, no timeouts');
process.exit(missed ? 1 : 0);
