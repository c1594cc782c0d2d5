import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/server.ts',
    'src/migrate-cli.ts',
    'src/rotate-credentials-key-cli.ts',
    'src/backup-cli.ts',
    'src/restore-cli.ts',
    // Worker threads (started by src/workers/start-worker.ts), each loading a file of its own: the demo's
    // carrier files are written, and an import's next files read, beside the thread that loads them.
    'src/demo/shipments/demo-files-worker.ts',
    'src/services/invoice-import/staging-worker.ts',
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
