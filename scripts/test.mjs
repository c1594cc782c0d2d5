// `npm test`: every test layer but the benchmarks, ending with one line `N passed, N failed`.
// Checks (lint, contract, build, types) count as one test each; test runners report their own counts.
//
// The quick checks run side by side, then the build, then types beside each other, then each test layer in turn.
// The server's API tests run once per database: on PostgreSQL with the Node.js that runs this, and on the embedded
// database with the current LTS (step 4).
// Every step keeps its output and prints it whole when it ends, so the log stays readable.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { installedLtsVersion, ltsMajor, ltsNodePath } from './lts-node.mjs';
import { run, runCaptured } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'node_modules', '.cache', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();

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

function minutes() {
  return `${((Date.now() - started) / 60_000).toFixed(1)} min`;
}

/** Runs a step beside others: its output is printed in one block when it ends. */
async function step(name, command, args, options = {}) {
  const { code, output } = await runCaptured(command, args, { cwd: root, ...options });
  console.log(`\n== ${name} (exit ${code}, at ${minutes()})\n${output}`);
  return code;
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

async function vitestSuite(name, dir, extraArgs = [], options = {}) {
  const out = path.join(results, `${name.replace(/\W+/g, '-')}.json`);
  const code = await step(
    `${name} (vitest)`,
    'npx',
    ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: path.join(root, dir), ...options },
  );
  countVitest(name, code, out);
}

async function check(name, command, args, options = {}) {
  tally(name, (await step(name, command, args, options)) === 0);
}

// 1. Quick checks side by side; the build after them (it needs both cores).
await Promise.all([
  check('lint and format', 'npm', ['run', 'lint']),
  check('contract lint', 'npx', ['redocly', 'lint', 'openapi.yaml']),
  check('generated client is current', 'npm', ['run', 'check-generated', '-w', '@waybill/api-client']),
]);
console.log(`\n== build (at ${minutes()})`);
const buildCode = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root });
tally('build', buildCode === 0);

if (buildCode === 0) {
  // 2. Types and the quick unit suites.
  await Promise.all([
    check('types', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']),
    check('Storybook types', 'npx', ['tsc', '--noEmit', '-p', '.storybook']),
  ]);
  for (const [name, dir] of [
    ['api client', 'packages/api-client'],
    ['ui package', 'packages/ui'],
    ['portal units', 'apps/portal'],
    ['analytics units', 'apps/analytics'],
  ]) {
    await vitestSuite(name, dir);
  }

  // 3. The long layers one after another: the browser tests time out and their captures drift when the API
  // tests take the same two cores. Each database runs once: PostgreSQL here, and the embedded database in step 4
  // on the current LTS when it is installed (here too when it is not, or when there is no PostgreSQL).
  const ltsInstalled = Boolean(installedLtsVersion());
  if (ltsInstalled && process.env.TEST_DATABASE_URL) {
    await vitestSuite('server API on PostgreSQL', 'apps/server', ['--project', 'postgres']);
  } else {
    await vitestSuite('server API', 'apps/server');
  }
  await vitestSuite('stories', '.', ['--project', 'storybook']);
  const e2eOut = path.join(results, 'e2e.json');
  const e2eCode = await step(
    'end to end (Playwright, real server, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/portal/playwright.config.ts', '--reporter=list,json'],
    { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut } },
  );
  const e2e = readJson(e2eOut);
  if (e2e?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats;
    passed += expected + flaky;
    failed += unexpected;
    if (unexpected || e2eCode !== 0) failures.push('end to end');
    if (!unexpected && e2eCode !== 0) failed += 1;
  } else tally('end to end', false);

  // 4. The current Node.js LTS (`npm run lts-node` puts it beside the repository; CI does): the API tests on the
  // embedded database with the process tests (which start real servers on it), and `npm start` itself.
  if (ltsInstalled) {
    const onLts = { env: { PATH: `${path.dirname(ltsNodePath)}${path.delimiter}${process.env.PATH}` } };
    await vitestSuite(`server API on Node.js ${ltsMajor}`, 'apps/server', ['--project', 'pglite'], onLts);
    await check(`npm start on Node.js ${ltsMajor}`, ltsNodePath, ['scripts/start-check.mjs']);
  } else {
    console.log(`\n== Node.js ${ltsMajor}: not installed, not tested (\`npm run lts-node\` installs it)`);
  }
}

console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEvery layer passed.');
console.log(`Took ${minutes()}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
