// `npm run bench`: every benchmark of the product, one after another. Each prints its figures as ratios
// against a baseline it measures in the same run, and exits non-zero when a target is missed.
import { run } from './run.mjs';

const benchmarks = [
  ['First-load JavaScript of /login', 'apps/portal/bench/first-load.mjs'],
  ['Dashboard charts: first-load JavaScript and drawing time', 'packages/ui/bench/charts.mjs'],
  ['The dashboard page: first chart of the frame on the real server', 'apps/portal/bench/dashboard.mjs'],
  ['Streaming 1M rows through the embedded database', 'apps/server/bench/streaming.mjs'],
  [
    'Shipping data: Control Master, on-time summary, import rate, first start',
    'apps/server/bench/shipping.mjs',
  ],
  ['Export: 100,000 rows through the endpoint against a bare COPY', 'apps/server/bench/export.mjs'],
  [
    'Dashboards: every kind at 1M packages on PostgreSQL and PGlite against one pass over the charges',
    'apps/server/bench/analytics.mjs',
  ],
];

let failed = 0;
for (const [name, script] of benchmarks) {
  console.log(`\n== ${name}`);
  if ((await run(process.execPath, [script])) !== 0) failed += 1;
}
console.log(`\n${benchmarks.length - failed} benchmarks within target, ${failed} missed`);
process.exit(failed ? 1 : 0);
