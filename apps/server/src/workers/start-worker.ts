import { Worker } from 'node:worker_threads';

// This module is TypeScript under src/ when run by tsx or vitest, and part of a bundle at the root of dist/ once
// built: a worker's entry is found from either.
const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');

/**
 * Starts a worker thread on `entry`, a module's path under src/ without its extension (for example
 * `services/invoice-import/staging-worker`): once built, the bundle tsup writes for it under dist/ (each worker
 * entry is listed in tsup.config.ts); from source, the TypeScript module through tsx's loader, registered in the
 * worker itself.
 */
export function startWorker(entry: string, workerData: unknown): Worker {
  if (!fromSource) return new Worker(new URL(`./${entry}.js`, import.meta.url), { workerData });
  const source = new URL(`../${entry}.ts`, import.meta.url).href;
  // Resolved here: the worker's own code would resolve it from the working directory, which a command may change.
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, workerData },
  );
}
