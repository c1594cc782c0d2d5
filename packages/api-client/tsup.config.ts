import { defineConfig } from 'tsup';

export default defineConfig({
  // Entry names mirror the package.json exports: dist/index.js, dist/generated/schema.js and
  // dist/vocabulary/index.js.
  entry: {
    index: 'src/index.ts',
    'generated/schema': 'src/generated/schema.ts',
    'vocabulary/index': 'src/vocabulary/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
