import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** The component modules that src/index.ts re-exports, as source files. */
function exportedComponentModules(): string[] {
  const index = readFileSync('src/index.ts', 'utf8');
  const modules = [...index.matchAll(/from '\.\/(components\/[^']+)'/g)].map((match) => `src/${match[1]}`);
  const files = modules.map((module) => [`${module}.tsx`, `${module}.ts`].find((file) => existsSync(file)));
  return [...new Set(files.filter((file) => file !== undefined))];
}

export default defineConfig({
  // An entry per exported component module besides the index, with splitting: every component becomes its
  // own ES module, so an app's bundler puts it only in the chunks of the screens that use it.
  entry: ['src/index.ts', ...exportedComponentModules()],
  format: ['esm'],
  target: 'es2022',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  // Minifying also drops esbuild's per-file origin comments, which carry each .css.ts source in base64.
  minify: true,
  splitting: true,
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [
    vanillaExtractPlugin({
      // Readable class names ("Button_button_variant_primary__hash") make consumer bugs easy to trace.
      identifiers: 'debug',
    }),
  ],
  // esbuild writes a stylesheet per entry; the index's already holds every component's rules in import
  // order, so it stays the one stylesheet (`@waybill/ui/styles.css`) and the per-component copies go.
  onSuccess: removeComponentStylesheets,
});

/** Deletes the per-entry stylesheets esbuild wrote beside each component module. */
async function removeComponentStylesheets() {
  const files = await readdir('dist/components', { recursive: true });
  const stylesheets = files.filter((file) => /\.css(\.map)?$/.test(file));
  await Promise.all(stylesheets.map((file) => rm(path.join('dist/components', file))));
}
