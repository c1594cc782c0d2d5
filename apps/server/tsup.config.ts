import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/server.ts',
    'src/migrate-cli.ts',
    'src/rotate-credentials-key-cli.ts',
    // The demo's carrier files are written in a worker thread, which loads this file of its own.
    'src/demo/shipments/demo-files-worker.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Dependencies stay in node_modules; only the server's own code is bundled.
  splitting: false,
});
