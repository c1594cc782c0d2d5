// Dashboards at scale: every dashboard kind of the contract over the 1M-package data set of shipping.mjs, for
// every organization and for one, over the last 12 whole months of the data (and, for the executive summary, 12
// months that cut two months), plus the first page of rows of the detail kinds, through the service functions
// the routes call. Medians on PostgreSQL and on PGlite (in a child process, so its work on this thread does not
// distort the PostgreSQL timings), each against one bare pass over the range's charges on the same engine.
// Usage: node apps/server/bench/analytics.mjs [--packages 1000000] [--clients 24]
//   The data set is shipping.mjs's (run it first); BENCH_DATABASE_URL as there. Exits 1 on a missed target.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const thisFile = fileURLToPath(import.meta.url);
const load = (module) => tsImport(`../src/${module}`, import.meta.url);

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '1000000' },
    clients: { type: 'string', default: '24' },
    plan: { type: 'string' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const datasetName = `waybill_bench_shipping_${Number(values.packages)}_${Number(values.clients)}`;
const datasetUrl = new URL(adminUrl);
datasetUrl.pathname = `/${datasetName}`;
const pgliteDir = path.join(os.tmpdir(), datasetName);

/** The target: every kind's figures within this many milliseconds (median) on PostgreSQL. */
const absoluteTargetMs = 100;

/**
 * Targets, as ratios to one bare pass over the range's charges: a dashboard over whole months must cost less
 * than that pass (whole months are what the summaries hold); a range that cuts two months reads about two months
 * of facts twice (this period and the previous one, charges and packages), so a few passes' worth; a first page
 * of rows reads the kind's share of the range's charges twice (the page in its order, and the totals).
 */
const ratioTargets = { wholeMonths: 1, cutMonths: 4, rowsPage: 2 };

const detailKinds = new Set(['accessorials_detail', 'discount_monitoring_detail']);
const title = (kind) => kind[0].toUpperCase() + kind.slice(1).replaceAll('_', ' ');

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** 3 to 9 timed rounds after one warm-up: fewer when a round is slow, so 1M stays bearable. */
async function roundsMs(work) {
  const warmUp = performance.now();
  await work();
  const rounds = Math.max(3, Math.min(9, Math.floor(5000 / (performance.now() - warmUp))));
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/** What both engines measure: the kinds, the ranges and the organization, fixed once on PostgreSQL. */
function casesOf(plan) {
  const scopes = [
    ['all', 'all'],
    ['one', [plan.organization]],
  ];
  const whole = ['12 months', plan.whole, 'wholeMonths'];
  const cut = ['cut two', plan.cut, 'cutMonths'];
  return plan.kinds.flatMap((kind) =>
    scopes.flatMap(([scopeName, scope]) => [
      ...(kind === 'executive_summary' ? [whole, cut] : [whole]).map(([rangeName, range, target]) => ({
        name: title(kind),
        scopeName,
        rangeName,
        target,
        work: (services, db) => services.getAnalyticsDashboard(services.context(db, kind, scope), range),
      })),
      ...(detailKinds.has(kind)
        ? [
            {
              name: `${title(kind)}, rows page 1`,
              scopeName,
              rangeName: whole[0],
              target: 'rowsPage',
              work: (services, db) =>
                services.listAnalyticsRows(services.context(db, kind, scope), plan.whole),
            },
          ]
        : []),
    ]),
  );
}

async function loadServices() {
  const { getAnalyticsDashboard } = await load('services/analytics/get-analytics-dashboard.ts');
  const { listAnalyticsRows } = await load('services/analytics/list-analytics-rows.ts');
  return {
    getAnalyticsDashboard,
    listAnalyticsRows,
    context: (db, kind, scope) => ({
      db,
      now: () => new Date(),
      frame: {
        userId: '',
        kind,
        scope,
        scopeName: 'bench',
        theme: 'Light',
        holder: { isAdmin: true, role: 'user', organizationId: null },
      },
    }),
  };
}

/**
 * The baseline and every case's median on one engine, in the order of `casesOf`. The baseline's rounds are taken
 * before and after the cases, so that a machine busier at one end of the run moves both sides of the ratios.
 */
async function measure(db, plan) {
  const services = await loadServices();
  const bareScan = () =>
    db.query(
      'SELECT sum(net_amount), count(DISTINCT package_id) FROM charges WHERE ship_date BETWEEN $1 AND $2',
      [plan.whole.from, plan.whole.to],
    );
  const before = await roundsMs(bareScan);
  const times = [];
  for (const { work } of casesOf(plan)) times.push(median(await roundsMs(() => work(services, db))));
  const after = await roundsMs(bareScan);
  return { baseline: median([...before, ...after]), times };
}

if (values.plan) {
  const { openPglite } = await load('db/pglite.ts');
  const db = await openPglite(pgliteDir);
  try {
    console.log(JSON.stringify(await measure(db, JSON.parse(values.plan))));
  } finally {
    await db.close();
  }
  process.exit(0);
}

const probe = new pg.Client({ connectionString: adminUrl });
await probe.connect();
const exists =
  (await probe.query('SELECT 1 FROM pg_database WHERE datname = $1', [datasetName])).rows.length > 0;
await probe.end();
if (!exists || !fs.existsSync(pgliteDir)) {
  console.error(
    `No data set ${datasetName} (PostgreSQL database and ${pgliteDir}): run node apps/server/bench/shipping.mjs first (it builds it).`,
  );
  process.exit(1);
}

const { openPostgres } = await load('db/postgres.ts');
const { loadContract } = await load('contract.ts');
const { paths } = await load('paths.ts');
const { addDays, addMonths, lastDayOfMonth } = await load('calendar.ts');
const db = await openPostgres(datasetUrl.href);
let plan;
let postgres;
try {
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM packages)::int AS packages, (SELECT count(*) FROM charges)::int AS charges,
              (SELECT to_char(max(ship_date), 'YYYY-MM-DD') FROM packages) AS "lastShipped"`,
    )
  ).rows[0];
  const organization = (await db.query('SELECT id, name FROM organizations ORDER BY name LIMIT 1')).rows[0];
  const lastDay = lastDayOfMonth(counts.lastShipped);
  const firstDay = addMonths(lastDay, -11);
  plan = {
    kinds: loadContract(paths.openapi).document.components.schemas.DashboardKind.enum,
    organization: organization.id,
    whole: { from: firstDay, to: lastDay },
    cut: { from: addDays(firstDay, 14), to: addDays(lastDay, -14) },
  };
  console.log(
    `Data set ${datasetName}: ${counts.packages.toLocaleString('en')} packages, ` +
      `${counts.charges.toLocaleString('en')} charges; 12 whole months ${plan.whole.from} to ${plan.whole.to} ` +
      `(cut two: ${plan.cut.from} to ${plan.cut.to}); one organization: ${organization.name}`,
  );
  postgres = await measure(db, plan);
} finally {
  await db.close();
}
const pglite = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      thisFile,
      '--packages',
      values.packages,
      '--clients',
      values.clients,
      '--plan',
      JSON.stringify(plan),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
  )
    .trim()
    .split('\n')
    .at(-1),
);

const figure = (ms, baseline) => `${ms.toFixed(1).padStart(8)} ms x${(ms / baseline).toFixed(2).padEnd(5)}`;
const cases = casesOf(plan);
const width = Math.max(...cases.map(({ name }) => name.length));
console.log(
  `Baseline, one bare pass over the 12 months' charges: PostgreSQL ${postgres.baseline.toFixed(1)} ms, ` +
    `PGlite ${pglite.baseline.toFixed(1)} ms`,
);
console.log(
  `Medians, x the baseline on the same engine; PostgreSQL is judged (under ${absoluteTargetMs} ms and the ratio target)`,
);
console.log(
  `${'Kind'.padEnd(width)}  Scope  Range      ${'PostgreSQL'.padEnd(17)}  ${'PGlite'.padEnd(17)}  Target`,
);
let missed = 0;
cases.forEach(({ name, scopeName, rangeName, target }, index) => {
  const time = postgres.times[index];
  const ok = time <= absoluteTargetMs && time / postgres.baseline <= ratioTargets[target];
  if (!ok) missed += 1;
  console.log(
    `${name.padEnd(width)}  ${scopeName.padEnd(5)}  ${rangeName.padEnd(9)}  ` +
      `${figure(time, postgres.baseline)}  ${figure(pglite.times[index], pglite.baseline)}  ` +
      `${absoluteTargetMs} ms, x${ratioTargets[target]}  ${ok ? 'ok' : 'MISSED'}`,
  );
});
if (missed) console.error(`Dashboards missed ${missed} of ${cases.length} targets`);
process.exitCode = missed ? 1 : 0;
