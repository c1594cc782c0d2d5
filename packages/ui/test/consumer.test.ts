import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = join(packageDir, 'test/fixtures/consumer');
// Outside the repository, so that nothing resolves through the workspace: only what npm installed.
const workDir = mkdtempSync(join(tmpdir(), 'waybill-ui-consumer-'));
const appDir = join(workDir, 'app');
const outDir = join(workDir, 'dist');
const installedDir = join(appDir, 'node_modules/@waybill/ui');

/** Every class selector in a stylesheet, without the leading dot. */
function classSelectors(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The package as the app installed it, loaded the way Node loads it for server rendering. */
function importInstalled(): Promise<typeof import('../src/index')> {
  return import(pathToFileURL(join(installedDir, 'dist/index.js')).href);
}

/** A message only Chart.js's own code holds. */
const CHART_JS_MARKER = 'Canvas is already in use';

let consumerCss = '';
let consumerJs = '';

beforeAll(async () => {
  // Test what a consumer installs: the package as `npm pack` publishes it, rebuilt from the current source.
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  execFileSync(process.execPath, [tsup], { cwd: packageDir, stdio: 'pipe' });
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', workDir], packageDir));
  const reactVersion = createRequire(import.meta.url)('react/package.json').version as string;

  cpSync(fixtureDir, appDir, { recursive: true });
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@waybill/ui': `file:${join(workDir, packed.filename)}`,
        react: reactVersion,
        'react-dom': reactVersion,
      },
    }),
  );
  // The packages are in npm's cache already (the repository's own install put them there).
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], appDir);

  await build({ root: appDir, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = readdirSync(join(outDir, 'assets'));
  const read = (ending: string) =>
    assets
      .filter((file) => file.endsWith(ending))
      .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
      .join('\n');
  consumerCss = read('.css');
  consumerJs = read('.js');
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the published package', () => {
  it('holds the built modules, their types and the stylesheet, not the sources', () => {
    expect(existsSync(join(installedDir, 'dist/index.js'))).toBe(true);
    expect(existsSync(join(installedDir, 'dist/index.css'))).toBe(true);
    expect(readFileSync(join(installedDir, 'dist/index.d.ts'), 'utf8')).toMatch(/\bButton\b/);
    expect(existsSync(join(installedDir, 'src'))).toBe(false);
  });
});

describe('a Vite app outside the repository that installs @waybill/ui and imports its stylesheet', () => {
  it('gets a stylesheet with a rule for every class the Button renders', async () => {
    const ui = await importInstalled();
    // The app's own React, the one the installed package resolves too.
    const appRequire = createRequire(join(appDir, 'package.json'));
    const { createElement } = appRequire('react') as typeof import('react');
    const { renderToStaticMarkup } = appRequire('react-dom/server') as typeof import('react-dom/server');
    const html = renderToStaticMarkup(createElement(ui.Button, { variant: 'primary' }, 'Save'));
    const classAttribute = /class="([^"]+)"/.exec(html)?.[1] ?? '';
    const buttonClasses = classAttribute.split(/\s+/).filter((name) => !name.startsWith('react-aria-'));

    expect(buttonClasses.length).toBeGreaterThan(1);
    const selectors = classSelectors(consumerCss);
    for (const className of buttonClasses) expect(selectors).toContain(className);
  });

  it('gets every theme class, defining the theme variables', async () => {
    const ui = await importInstalled();
    const selectors = classSelectors(consumerCss);
    for (const name of ui.THEME_NAMES) expect(selectors).toContain(ui.themeClassNames[name]);
    expect(consumerCss).toMatch(/--color-accent[\w-]*:\s*#1d4ed8/);
  });

  it('gets the base styles that theme files apply only as a side effect', () => {
    // They come from a module imported only for its side effect, which a bundler may drop when
    // package.json `sideEffects` does not list "**/*.css.ts".
    expect(consumerCss).toMatch(/html\{[^}]*background-color:var\(--color-background/);
  });

  it('bundles the Button and the theme switch into the app, and no component it does not use', () => {
    expect(consumerJs).toContain('SmallSpacing');
    expect(consumerJs).toMatch(/Button_button/);
    expect(consumerJs).not.toMatch(/DateRangePicker_|DataTable_|Sidebar_/);
  });

  it('gets no chart code and no chart styles, since it imports no chart', () => {
    expect(consumerJs).not.toContain(CHART_JS_MARKER);
    expect(consumerJs).not.toMatch(/ChartFrame_|KpiTile_|UsStateMap_/);
    expect(consumerCss).not.toMatch(/ChartFrame_|KpiTile_|UsStateMap_/);
  });
});

describe('the charts subpath, @waybill/ui/charts', () => {
  it('is published with its types and a stylesheet of its own', () => {
    expect(readFileSync(join(installedDir, 'dist/charts.d.ts'), 'utf8')).toMatch(/\bBarChart\b/);
    const chartsCss = readFileSync(join(installedDir, 'dist/charts.css'), 'utf8');
    expect(chartsCss).toMatch(/\.ChartFrame_/);
    // Rules of components both entries use stay in styles.css only, so they are not repeated out of order.
    expect(chartsCss).not.toMatch(/\.(Button|Card|Skeleton|StatCard)_/);
  });

  it('renders a KPI tile whose every class one of the two stylesheets defines', async () => {
    const charts = (await import(
      pathToFileURL(join(installedDir, 'dist/charts.js')).href
    )) as typeof import('../src/charts');
    const appRequire = createRequire(join(appDir, 'package.json'));
    const { createElement } = appRequire('react') as typeof import('react');
    const { renderToStaticMarkup } = appRequire('react-dom/server') as typeof import('react-dom/server');
    const html = renderToStaticMarkup(
      createElement(charts.KpiTile, {
        label: 'Net spend',
        value: 12000,
        previousValue: 11000,
        kind: 'money',
      }),
    );
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/));
    const selectors = classSelectors(
      consumerCss + readFileSync(join(installedDir, 'dist/charts.css'), 'utf8'),
    );
    expect(classes.some((name) => name.startsWith('KpiTile_'))).toBe(true);
    for (const className of classes.filter((name) => !name.startsWith('react-aria-'))) {
      expect(selectors).toContain(className);
    }
  });
});
