import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = join(packageDir, 'test/fixtures/consumer');
const outDir = mkdtempSync(join(tmpdir(), 'waybill-ui-consumer-'));

/** Every class selector in a stylesheet, without the leading dot. */
function classSelectors(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

let consumerCss = '';
let consumerJs = '';

beforeAll(async () => {
  // Test what a consumer installs: the built package, rebuilt from the current source.
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  execFileSync(process.execPath, [tsup], { cwd: packageDir, stdio: 'pipe' });

  await build({ root: fixtureDir, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = readdirSync(join(outDir, 'assets'));
  consumerCss = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
    .join('\n');
  consumerJs = assets
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
    .join('\n');
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a Vite app that imports @waybill/ui and its stylesheet', () => {
  it('gets a stylesheet with a rule for every class the Button renders', async () => {
    const ui = await import(pathToFileURL(join(packageDir, 'dist/index.js')).href);
    const html = renderToStaticMarkup(createElement(ui.Button, { variant: 'primary' }, 'Save'));
    const classAttribute = /class="([^"]+)"/.exec(html)?.[1] ?? '';
    const buttonClasses = classAttribute.split(/\s+/).filter((name) => !name.startsWith('react-aria-'));

    expect(buttonClasses.length).toBeGreaterThan(1);
    const selectors = classSelectors(consumerCss);
    for (const className of buttonClasses) expect(selectors).toContain(className);
  });

  it('gets every theme class, defining the theme variables', async () => {
    const ui = await import(pathToFileURL(join(packageDir, 'dist/index.js')).href);
    const selectors = classSelectors(consumerCss);
    for (const name of ui.THEME_NAMES as string[]) {
      const className: string = ui.themeClassNames[name];
      expect(selectors).toContain(className);
    }
    expect(consumerCss).toMatch(/--color-accent[\w-]*:\s*#1d4ed8/);
  });

  it('gets the base styles that theme files apply only as a side effect', () => {
    // They come from a module imported only for its side effect, which a bundler may drop when
    // package.json `sideEffects` does not list "**/*.css.ts".
    expect(consumerCss).toMatch(/html\{[^}]*background-color:var\(--color-background/);
  });

  it('bundles the Button and the theme switch into the app', () => {
    expect(consumerJs).toContain('SmallSpacing');
    expect(consumerJs).toMatch(/Button_button/);
  });
});
