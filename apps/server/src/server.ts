import { loadConfig } from './config.js';
import { DatabaseUnavailableError } from './db/database.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import type { FastifyBaseLogger } from 'fastify';
import { startServer, startWorkerProcess, stopServer, stopWorkerProcess } from './start.js';

// Requests in flight get this long to finish after SIGINT/SIGTERM before the process gives up on them: within
// the 30 s an orchestrator usually waits before it kills the process.
const shutdownGraceMs = 25_000;

function fail(error: unknown): never {
  const known = error instanceof DatabaseUnavailableError || error instanceof DataDirLockedError;
  process.stderr.write(`${known ? (error as Error).message : `Waybill could not start: ${String(error)}`}\n`);
  process.exit(1);
}

function handleSignals(log: FastifyBaseLogger, stopProcess: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      process.stderr.write('Shutdown took too long; exiting.\n');
      process.exit(1);
    }, shutdownGraceMs);
    timer.unref();
    try {
      await stopProcess();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${String(error)}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `server.js` serves the portal and the API (and imports, unless IMPORT_WORKER=false); `--worker` only imports. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes('--worker')) {
    const worker = await startWorkerProcess(config);
    handleSignals(worker.log, () => stopWorkerProcess(worker));
    process.stdout.write(`${worker.banner}\n`);
    return;
  }
  const server = await startServer(config, { demo: process.argv.includes('--demo') });
  handleSignals(server.app.log, () => stopServer(server));
  process.stdout.write(`${server.banner}\n`);
}

main().catch(fail);
