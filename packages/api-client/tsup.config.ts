import { defineConfig } from 'tsup';

export default defineConfig({
  // Entry names mirror the package.json exports: dist/index.js and dist/generated/schema.js.
  entry: { index: 'src/index.ts', 'generated/schema': 'src/generated/schema.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
