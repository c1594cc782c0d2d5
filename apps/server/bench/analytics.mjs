// Dashboards at scale: the executive summary (nine tiles with their previous period, five panels) over the
// 1M-package data set of shipping.mjs on PostgreSQL, for every organization and for one, over 12 whole months
// (the monthly summaries) and over 12 months that cut two months (summaries plus the facts of the cut days),
// against one bare pass over the same range's charges (the least any answer from the facts would cost).
// Usage: node apps/server/bench/analytics.mjs [--packages 1000000] [--clients 24]
//   The data set is shipping.mjs's (run it first); BENCH_DATABASE_URL as there. Exits 1 on a missed target.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const load = (module) => tsImport(`../src/${module}`, import.meta.url);

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '1000000' },
    clients: { type: 'string', default: '24' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const datasetName = `waybill_bench_shipping_${Number(values.packages)}_${Number(values.clients)}`;
const datasetUrl = new URL(adminUrl);
datasetUrl.pathname = `/${datasetName}`;

/**
 * Targets, as ratios to one bare pass over the range's charges: whole months (the summaries) must cost less
 * than that pass; a range that cuts two months reads about two months of facts twice (this period and the
 * previous one, charges and packages), so a few passes' worth for every organization at once.
 */
const targets = { wholeMonths: 1, cutMonths: 4 };

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function medianMs(work, rounds = 9) {
  await work();
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

const probe = new pg.Client({ connectionString: adminUrl });
await probe.connect();
const exists =
  (await probe.query('SELECT 1 FROM pg_database WHERE datname = $1', [datasetName])).rows.length > 0;
await probe.end();
if (!exists) {
  console.error(`No data set ${datasetName}: run node apps/server/bench/shipping.mjs first (it builds it).`);
  process.exit(1);
}

const { openPostgres } = await load('db/postgres.ts');
const { getAnalyticsDashboard } = await load('services/analytics/get-analytics-dashboard.ts');
const db = await openPostgres(datasetUrl.href);
try {
  const counts = (
    await db.query(
      'SELECT (SELECT count(*) FROM packages)::int AS packages, (SELECT count(*) FROM charges)::int AS charges',
    )
  ).rows[0];
  const last = (
    await db.query("SELECT to_char(max(month), 'YYYY-MM-DD') AS last FROM package_month_summaries")
  ).rows[0].last;
  const lastDay = (
    await db.query(`SELECT to_char(($1::date + interval '1 month' - interval '1 day'), 'YYYY-MM-DD') AS d`, [
      last,
    ])
  ).rows[0].d;
  const firstDay = (
    await db.query(`SELECT to_char(($1::date - interval '11 months'), 'YYYY-MM-DD') AS d`, [last])
  ).rows[0].d;
  const cutFrom = (await db.query(`SELECT to_char(($1::date + 14), 'YYYY-MM-DD') AS d`, [firstDay])).rows[0]
    .d;
  const cutTo = (await db.query(`SELECT to_char(($1::date - 14), 'YYYY-MM-DD') AS d`, [lastDay])).rows[0].d;
  const organization = (await db.query('SELECT id, name FROM organizations ORDER BY name LIMIT 1')).rows[0];
  console.log(
    `Data set ${datasetName}: ${counts.packages.toLocaleString('en')} packages, ` +
      `${counts.charges.toLocaleString('en')} charges; range ${firstDay} to ${lastDay}`,
  );

  const dashboard = (scope, from, to) =>
    getAnalyticsDashboard(
      {
        db,
        now: () => new Date(),
        frame: { userId: '', kind: 'executive_summary', scope, scopeName: 'bench', theme: 'Light' },
      },
      { from, to },
    );
  const bareScan = (from, to) =>
    db.query(
      'SELECT sum(net_amount), count(DISTINCT package_id) FROM charges WHERE ship_date BETWEEN $1 AND $2',
      [from, to],
    );

  const baseline = await medianMs(() => bareScan(firstDay, lastDay), 5);
  const cases = [
    ['every organization, 12 whole months', 'wholeMonths', () => dashboard('all', firstDay, lastDay)],
    [
      'one organization, 12 whole months',
      'wholeMonths',
      () => dashboard([organization.id], firstDay, lastDay),
    ],
    ['every organization, 12 months cutting two', 'cutMonths', () => dashboard('all', cutFrom, cutTo)],
    [
      'one organization, 12 months cutting two',
      'cutMonths',
      () => dashboard([organization.id], cutFrom, cutTo),
    ],
  ];
  console.log(`Baseline: one pass over the range's charges ${baseline.toFixed(1)} ms`);
  let missed = 0;
  for (const [name, target, work] of cases) {
    const time = await medianMs(work);
    const ratio = time / baseline;
    const ok = ratio <= targets[target];
    if (!ok) missed += 1;
    console.log(
      `Executive summary, ${name}: ${time.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (target <= ${targets[target]}) ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await db.close();
}
