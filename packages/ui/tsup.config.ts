import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** The component modules that an entry (src/index.ts, src/charts.ts) re-exports, as source files. */
function exportedModules(entry: string, folder: string): string[] {
  const index = readFileSync(entry, 'utf8');
  const pattern = new RegExp(`from '\\./(${folder}/[^']+)'`, 'g');
  const modules = [...index.matchAll(pattern)].map((match) => `src/${match[1]}`);
  const files = modules.map((module) => [`${module}.tsx`, `${module}.ts`].find((file) => existsSync(file)));
  return [...new Set(files.filter((file) => file !== undefined))];
}

export default defineConfig({
  // An entry per exported component module besides the index, with splitting: every component becomes its
  // own ES module, so an app's bundler puts it only in the chunks of the screens that use it. The charts are
  // a second entry (`@waybill/ui/charts`), so the main one never reaches Chart.js.
  entry: [
    'src/index.ts',
    'src/charts.ts',
    // The themes are an entry of their own: otherwise esbuild puts them in one chunk with the theme switchers'
    // list (which only they and the index reach too), and an app that applies a theme at start-up carries
    // that list box into its first load as soon as any screen shows a switcher.
    'src/theme/index.ts',
    ...exportedModules('src/index.ts', 'components'),
    // So are the browser helpers: code of the index itself would reach every app that imports from it.
    ...exportedModules('src/index.ts', 'browser'),
    ...exportedModules('src/charts.ts', 'charts'),
  ],
  format: ['esm'],
  target: 'es2022',
  dts: { entry: { index: 'src/index.ts', charts: 'src/charts.ts' } },
  clean: true,
  sourcemap: true,
  // Minifying also drops esbuild's per-file origin comments, which carry each .css.ts source in base64.
  minify: true,
  splitting: true,
  treeshake: false,
  // The charts reach the design system by its own name, so they share no module with the main entry's
  // components: adding them leaves the chunks every screen loads exactly as they were.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@waybill/ui'],
  esbuildPlugins: [
    vanillaExtractPlugin({
      // Readable class names ("Button_button_variant_primary__hash") make consumer bugs easy to trace.
      identifiers: 'debug',
    }),
  ],
  // esbuild writes a stylesheet per entry; the index's already holds every component's rules in import
  // order, so it stays the one stylesheet (`@waybill/ui/styles.css`) and the per-component copies go. The
  // charts' (`@waybill/ui/charts.css`) holds only their own rules, since they import the components by name.
  onSuccess: async () => {
    await removeComponentStylesheets('dist/components');
    await removeComponentStylesheets('dist/charts');
    await removeComponentStylesheets('dist/theme');
  },
});

/** Deletes the per-entry stylesheets esbuild wrote beside each component module. */
async function removeComponentStylesheets(folder: string) {
  const files = await readdir(folder, { recursive: true });
  const stylesheets = files.filter((file) => /\.css(\.map)?$/.test(file));
  await Promise.all(stylesheets.map((file) => rm(path.join(folder, file))));
}
