import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  clean: true,
  sourcemap: true,
  // Minifying also drops esbuild's per-file origin comments, which carry each .css.ts source in base64.
  minify: true,
  // One bundle (no code splitting) so that every component's CSS lands in the one dist/index.css.
  splitting: false,
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [
    vanillaExtractPlugin({
      // Readable class names ("Button_button_variant_primary__hash") make consumer bugs easy to trace.
      identifiers: 'debug',
    }),
  ],
});
