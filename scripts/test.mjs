// `npm test`: every test layer but the benchmarks, in order, ending with one line `N passed, N failed`.
// Checks (lint, contract, build, types) count as one test each; test runners report their own counts.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'node_modules', '.cache', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const checks = [
  ['lint and format', 'npm', ['run', 'lint']],
  ['contract lint', 'npx', ['redocly', 'lint', 'openapi.yaml']],
  ['generated client is current', 'npm', ['run', 'check-generated', '-w', '@waybill/api-client']],
  ['build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']],
  ['types', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['Storybook types', 'npx', ['tsc', '--noEmit', '-p', '.storybook']],
];

const vitestSuites = [
  ['api client', 'packages/api-client'],
  ['ui package', 'packages/ui'],
  ['server API', 'apps/server'],
  ['portal units', 'apps/portal'],
];

let passed = 0;
let failed = 0;
const failures = [];

function tally(name, ok, okCount = 1, failCount = 1) {
  if (ok) passed += okCount;
  else {
    failed += failCount;
    failures.push(name);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

for (const [name, command, args] of checks) {
  console.log(`\n== ${name}`);
  const code = await run(command, args, { cwd: root });
  tally(name, code === 0);
  if (name === 'build' && code !== 0) break;
}

const buildFailed = failures.includes('build');
if (!buildFailed) {
  for (const [name, dir] of vitestSuites) {
    console.log(`\n== ${name} (vitest)`);
    const out = path.join(results, `${path.basename(dir)}.json`);
    const code = await run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      {
        cwd: path.join(root, dir),
      },
    );
    countVitest(name, code, out);
  }

  console.log('\n== stories (play functions and accessibility, in Chromium)');
  const storiesOut = path.join(results, 'stories.json');
  const storiesCode = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${storiesOut}`,
    ],
    { cwd: root },
  );
  countVitest('stories', storiesCode, storiesOut);

  console.log('\n== end to end (Playwright, real server, Chromium)');
  const e2eOut = path.join(results, 'e2e.json');
  const e2eCode = await run(
    'npx',
    ['playwright', 'test', '-c', 'apps/portal/playwright.config.ts', '--reporter=list,json'],
    {
      cwd: root,
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
    },
  );
  const e2e = readJson(e2eOut);
  if (e2e?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats;
    passed += expected + flaky;
    failed += unexpected;
    if (unexpected || e2eCode !== 0) failures.push('end to end');
    if (!unexpected && e2eCode !== 0) failed += 1;
  } else tally('end to end', false);
}

function countVitest(name, code, file) {
  const report = readJson(file);
  if (!report) return tally(name, false);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no failed test of its own: count it so it cannot pass silently.
  const brokenFiles = report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0;
  failed += brokenFiles;
  if (code !== 0 || report.numFailedTests || brokenFiles) {
    failures.push(name);
    if (!report.numFailedTests && !brokenFiles) failed += 1;
  }
}

console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEvery layer passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
