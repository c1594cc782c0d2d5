// What the charts of @waybill/ui/charts cost a page, measured on the built package in Chromium:
// - first-load JavaScript (gzip) of a small page showing a bar, a donut and a line chart, against a bare React
//   page built the same way;
// - the time to draw the largest charts a dashboard draws, 24 months × 10 series stacked and the 50 states
//   and DC, from opening the page and from rendering the chart (median of several loads).
// Usage: node packages/ui/bench/charts.mjs   (exits 1 when a chart takes longer than its target)
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

/** The target: the first chart drawn within 1.5 s of opening the page. */
const DRAW_TARGET_MS = 1500;
const LOADS = 7;

const packageDir = path.resolve(import.meta.dirname, '..');

const SAMPLE_DATA = `
const months = Array.from({ length: 24 }, (_, i) => \`\${2024 + Math.floor(i / 12)}-\${String((i % 12) + 1).padStart(2, '0')}\`);
const services = Array.from({ length: 10 }, (_, i) => \`Service \${i + 1}\`);
export const largest = services.map((name, s) => ({ name, values: months.map((_, m) => 1000 + ((s * 37 + m * 53) % 400) * 10) }));
export { months };
export const zones = ['2', '3', '4', '5', '6', '7', '8'];
export const byZone = [{ name: 'Net spend', values: [4210.5, 6890.25, 9120.8, 11250.4, 8730.1, 5320.75, 3180.2] }];
export const byGrouping = [['FREIGHT', 182450.3], ['FUEL', 31280.55], ['RESIDENTIAL', 12904.1], ['OTHER', 1208.9]].map(([label, value]) => ({ label, value }));
export const codes = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
`;

/** Marks `window.drawnAt` (ms since the page opened) and `window.drawMs` (since render) once drawn. */
const MARK_DRAWN = `
import { Chart } from 'chart.js';
export function markWhenDrawn(isDrawn, renderedAt) {
  const check = () => {
    if (!isDrawn(Chart)) return requestAnimationFrame(check);
    // One more frame: the drawing has been painted, not only computed.
    requestAnimationFrame(() => {
      window.drawnAt = performance.now();
      window.drawMs = window.drawnAt - renderedAt;
    });
  };
  check();
}
`;

const PAGES = {
  three: `
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@waybill/ui';
import { BarChart, DonutChart, LineChart } from '@waybill/ui/charts';
import '@waybill/ui/styles.css';
import '@waybill/ui/charts.css';
import { byGrouping, byZone, largest, months, zones } from './data.js';
import { markWhenDrawn } from './mark.js';
applyTheme('Light');
const renderedAt = performance.now();
createRoot(document.getElementById('root')).render(<>
  <BarChart title="Net spend by zone" categoryLabel="Zone" categories={zones} series={byZone} valueKind="money" />
  <DonutChart title="Net spend by grouping" categoryLabel="Grouping" valueLabel="Net spend" data={byGrouping} valueKind="money" />
  <LineChart title="Trend" categoryLabel="Month" categories={months} series={largest.slice(0, 3)} valueKind="money" />
</>);
markWhenDrawn((Chart) => [...document.querySelectorAll('canvas')].filter((c) => Chart.getChart(c)).length === 3, renderedAt);
`,
  largest: `
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@waybill/ui';
import { StackedBarChart } from '@waybill/ui/charts';
import '@waybill/ui/styles.css';
import '@waybill/ui/charts.css';
import { largest, months } from './data.js';
import { markWhenDrawn } from './mark.js';
applyTheme('Light');
const renderedAt = performance.now();
createRoot(document.getElementById('root')).render(
  <StackedBarChart title="Monthly net spend by service" categoryLabel="Month" categories={months} series={largest} valueKind="money" height={400} />,
);
markWhenDrawn((Chart) => { const canvas = document.querySelector('canvas'); return canvas && Chart.getChart(canvas); }, renderedAt);
`,
  states: `
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@waybill/ui';
import { UsStateMap } from '@waybill/ui/charts';
import '@waybill/ui/styles.css';
import '@waybill/ui/charts.css';
import { codes } from './data.js';
import { markWhenDrawn } from './mark.js';
applyTheme('Light');
const renderedAt = performance.now();
createRoot(document.getElementById('root')).render(
  <UsStateMap title="Net spend by sender state" valueLabel="Net spend" valueKind="money" data={codes.map((state, i) => ({ state, value: (i * 7919) % 50000 }))} />,
);
markWhenDrawn(() => document.querySelectorAll('[data-state]').length === 51, renderedAt);
`,
  baseline: `
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<h1>Baseline</h1>);
window.drawnAt = 0;
`,
};

async function buildPage(dir, name) {
  const root = path.join(dir, name);
  execFileSync('mkdir', ['-p', root]);
  writeFileSync(path.join(root, 'data.js'), SAMPLE_DATA);
  writeFileSync(path.join(root, 'mark.js'), MARK_DRAWN);
  writeFileSync(path.join(root, 'main.jsx'), PAGES[name]);
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  await build({
    root,
    configFile: false,
    // react-aria's 'use client' directives make Rolldown warn once per module; errors still show.
    logLevel: 'error',
    build: { outDir: path.join(root, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  return path.join(root, 'dist');
}

function serve(root) {
  const server = createServer((request, response) => {
    let file = path.join(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    response.setHeader(
      'Content-Type',
      file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html',
    );
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Opens the page `LOADS` times: its JavaScript (gzip, first load) and the median draw times. */
async function measure(browser, dist, loads) {
  const server = await serve(dist);
  const { port } = server.address();
  const gzipKb = [];
  const opened = [];
  const rendered = [];
  try {
    for (let load = 0; load < loads; load += 1) {
      const page = await browser.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => window.drawnAt !== undefined, undefined, { timeout: 30_000 });
      opened.push(await page.evaluate(() => window.drawnAt));
      rendered.push(await page.evaluate(() => window.drawMs ?? 0));
      if (load === 0) {
        for (const response of scripts) gzipKb.push(gzipSync(await response.body()).length / 1000);
      }
      await page.close();
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    gzipKb: gzipKb.reduce((sum, size) => sum + size, 0),
    files: gzipKb.length,
    openedMs: median(opened),
    renderedMs: median(rendered),
  };
}

if (!existsSync(path.join(packageDir, 'dist/charts.js'))) {
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  execFileSync(process.execPath, [tsup], { cwd: packageDir, stdio: 'ignore' });
}

// Inside the package, so that '@waybill/ui' resolves to the built package as an app's would.
const scratch = mkdtempSync(path.join(packageDir, '.bench-charts-'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = {};
try {
  for (const name of Object.keys(PAGES)) {
    results[name] = await measure(browser, await buildPage(scratch, name), name === 'baseline' ? 1 : LOADS);
  }
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}

const kb = (value) => `${value.toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const { three, largest, states, baseline } = results;
console.log(
  `bar + donut + line page, first-load JavaScript (gzip): ${kb(three.gzipKb)} in ${three.files} files`,
);
console.log(`baseline (react+react-dom):                            ${kb(baseline.gzipKb)}`);
console.log(`charts' share (page − baseline):                       ${kb(three.gzipKb - baseline.gzipKb)}`);
console.log(
  `ratio page/baseline:                                   ${(three.gzipKb / baseline.gzipKb).toFixed(2)}`,
);
console.log(
  `three charts drawn, from opening / from render (median of ${LOADS}): ${ms(three.openedMs)} / ${ms(three.renderedMs)}`,
);
console.log(
  `24 months × 10 series stacked, from opening / from render:  ${ms(largest.openedMs)} / ${ms(largest.renderedMs)}`,
);
console.log(
  `50 states + DC, from opening / from render:                 ${ms(states.openedMs)} / ${ms(states.renderedMs)}`,
);
console.log(`target from opening:                                        ${ms(DRAW_TARGET_MS)}`);
console.log(
  `ratio largest/target:                                       ${(largest.openedMs / DRAW_TARGET_MS).toFixed(2)}`,
);
const missed = [three, largest, states].filter((result) => result.openedMs > DRAW_TARGET_MS);
if (missed.length > 0) {
  console.error(`${missed.length} page(s) drew their charts later than ${ms(DRAW_TARGET_MS)} after opening`);
  process.exit(1);
}
