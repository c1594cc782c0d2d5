// First-load JavaScript of /login, against its budget and a bare React page built with the same Vite settings.
// Usage: node apps/portal/bench/first-load.mjs [--reuse-dist] [--attribute]   (exits 1 when /login is over budget)
// --attribute builds into a scratch directory with source maps and lists what /login's bytes come from.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';
import { bytesPerSource, sourceGroup } from './attribute.mjs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const BUDGET_KB = 130;
/**
 * Code only the dashboard charts hold: Chart.js's own messages and the class names of @waybill/ui/charts.
 * /login must load none of it (the charts are a subpath of their own so that screens without one stay small).
 */
const CHART_CODE = [/Canvas is already in use/, /\b(ChartFrame|KpiTile|RankedList|UsStateMap)_/];
const portalDir = path.resolve(import.meta.dirname, '..');
const configFile = path.join(portalDir, 'vite.config.ts');

/** Builds `root` into `outDir` with the portal's own Vite configuration (plugins, locale trimming). */
async function buildWithPortalConfig(root, outDir, { sourcemap = false } = {}) {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile);
  await build({
    ...loaded.config,
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ...loaded.config.build,
      outDir,
      emptyOutDir: true,
      // Hidden maps leave the JavaScript byte for byte as without them.
      sourcemap: sourcemap ? 'hidden' : false,
      // The build's own timing report would bury the figures this script prints.
      rolldownOptions: { ...loaded.config.build?.rolldownOptions, checks: { bundlerTimings: false } },
    },
  });
}

/** A bare page that renders one heading with react and react-dom: the floor any React page pays. */
async function buildBaseline(dir) {
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Baseline</h1>);\n",
  );
  await buildWithPortalConfig(dir, path.join(dir, 'dist'));
  return path.join(dir, 'dist');
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves a built app with SPA fallback to index.html, like the product's server does. */
function serveStatic(root) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    response.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Opens `pathname` of the app in `root` and returns every JavaScript file it loaded, with its gzip size. */
async function measure(browser, root, pathname, ready) {
  const server = await serveStatic(root);
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  try {
    const { port } = server.address();
    await page.goto(`http://127.0.0.1:${port}${pathname}`, { waitUntil: 'networkidle' });
    await ready(page);
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      const name = new URL(response.url()).pathname;
      const hasChartCode = CHART_CODE.some((pattern) => pattern.test(body.toString('utf8')));
      files.push({ name, file: path.join(root, name), gzipKb: gzipSync(body).length / 1000, hasChartCode });
    }
    return { files, totalKb: files.reduce((sum, file) => sum + file.gzipKb, 0) };
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

const kb = (value) => `${value.toFixed(1)} kB`;

const attribute = process.argv.includes('--attribute');
const portalDist = attribute
  ? mkdtempSync(path.join(portalDir, '.bench-portal-'))
  : path.join(portalDir, 'dist');
if (
  attribute ||
  !(process.argv.includes('--reuse-dist') && existsSync(path.join(portalDist, 'index.html')))
) {
  await buildWithPortalConfig(portalDir, portalDist, { sourcemap: attribute });
}
const scratch = mkdtempSync(path.join(portalDir, '.bench-baseline-'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let login;
let baseline;
try {
  const baselineDist = await buildBaseline(scratch);
  login = await measure(browser, portalDist, '/login', (page) =>
    page.getByRole('button', { name: 'Sign in' }).waitFor(),
  );
  baseline = await measure(browser, baselineDist, '/', (page) =>
    page.getByRole('heading', { name: 'Baseline' }).waitFor(),
  );
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}

/** Spreads each loaded file's gzip size over its sources in proportion to their minified bytes. */
function gzipPerSource(files) {
  const perSource = new Map();
  for (const file of files) {
    const bytes = bytesPerSource(file.file);
    const total = [...bytes.values()].reduce((sum, count) => sum + count, 0);
    for (const [source, count] of bytes) {
      perSource.set(source, (perSource.get(source) ?? 0) + (file.gzipKb * count) / total);
    }
  }
  return perSource;
}

/** Prints the largest entries of a name → kB map. */
function printTop(title, sizes, limit) {
  console.log(title);
  const sorted = [...sizes].sort((a, b) => b[1] - a[1]);
  for (const [name, size] of sorted.slice(0, limit)) console.log(`  ${kb(size).padStart(9)}  ${name}`);
  const rest = sorted.slice(limit).reduce((sum, [, size]) => sum + size, 0);
  if (rest > 0) console.log(`  ${kb(rest).padStart(9)}  (${sorted.length - limit} more)`);
}

if (attribute) {
  const perSource = gzipPerSource(login.files);
  rmSync(portalDist, { recursive: true, force: true });
  const perGroup = new Map();
  for (const [source, size] of perSource) {
    const group = sourceGroup(source);
    perGroup.set(group, (perGroup.get(group) ?? 0) + size);
  }
  printTop('/login by package (gzip, spread in proportion to minified bytes):', perGroup, 20);
  const relative = new Map([...perSource].map(([source, size]) => [path.relative(portalDir, source), size]));
  printTop('/login by module:', relative, 40);
}

console.log('JavaScript loaded by /login (gzip):');
for (const file of login.files) console.log(`  ${kb(file.gzipKb).padStart(9)}  ${file.name}`);
console.log(`/login total:              ${kb(login.totalKb)} in ${login.files.length} files`);
console.log(`budget:                    ${kb(BUDGET_KB)}`);
console.log(`baseline (react+react-dom): ${kb(baseline.totalKb)} in ${baseline.files.length} files`);
console.log(`ratio login/budget:        ${(login.totalKb / BUDGET_KB).toFixed(2)}`);
console.log(`ratio login/baseline:      ${(login.totalKb / baseline.totalKb).toFixed(2)}`);
const withCharts = login.files.filter((file) => file.hasChartCode);
console.log(
  `chart code loaded:         ${withCharts.length ? withCharts.map((file) => file.name).join(', ') : 'none'}`,
);
if (login.totalKb > BUDGET_KB) {
  console.error(`/login is over its budget by ${kb(login.totalKb - BUDGET_KB)}`);
  process.exit(1);
}
if (withCharts.length > 0) {
  console.error('/login loads chart code: import @waybill/ui/charts only from screens that draw a chart');
  process.exit(1);
}
