// `npm run bench`: every benchmark of the product, one after another. Each prints its figures as ratios
// against a baseline it measures in the same run, and exits non-zero when a target is missed. What they
// printed is written into BENCHMARKS.md's latest run, with the machine it ran on.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { runShownAndKept } from './run.mjs';

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
  [
    'Load: the main reads under 100 connections, one instance and two, on the 1M-package data set',
    'apps/server/bench/load.mjs',
  ],
  [
    'Migrations on real data: each migration on a copy of the 1M-package data set, no row lost',
    'apps/server/bench/migrations.mjs',
  ],
];

const resultsFile = new URL('../BENCHMARKS.md', import.meta.url);
const start = '<!-- bench:results:start -->';
const end = '<!-- bench:results:end -->';

const results = [];
for (const [name, script] of benchmarks) {
  console.log(`\n== ${name}`);
  const { code, output } = await runShownAndKept(process.execPath, [script]);
  results.push({ name, script, code, output });
}
const failed = results.filter((result) => result.code !== 0).length;
console.log(`\n${benchmarks.length - failed} benchmarks within target, ${failed} missed`);
await writeLatestRun(results);
process.exit(failed ? 1 : 0);

async function writeLatestRun(results) {
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}, ${os.platform()} ${os.release()}`;
  const sections = results.map(
    ({ name, script, code, output }) =>
      `### ${name} (\`${script}\`): ${code === 0 ? 'within target' : 'MISSED'}\n\n\`\`\`text\n${withoutColours(output).trim()}\n\`\`\``,
  );
  const latest = [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}: ${results.length - failed} within target, ${failed} missed.`,
    ...sections,
  ].join('\n\n');
  const text = await readFile(resultsFile, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`BENCHMARKS.md has lost its ${start} … ${end} markers: the latest run was not written.`);
    return;
  }
  await writeFile(resultsFile, `${text.slice(0, from + start.length)}\n\n${latest}\n\n${text.slice(to)}`);
  console.log('Written into BENCHMARKS.md (latest run).');
}

function withoutColours(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
