import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { describeDemoSignIns } from './demo/demo-accounts.js';
import { loadDemoData } from './demo/load-demo-data.js';
import { loadDemoShipments } from './demo/shipments/load-demo-shipments.js';
import { JobQueue } from './jobs/job-queue.js';
import { loggerOptions } from './logging.js';
import { paths } from './paths.js';
import { openFileStorage } from './storage/open-file-storage.js';

/** A started server and how to stop it. */
export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  /** The start-up line: where the portal is and, with demo data, the demo sign-ins. */
  banner: string;
}

/**
 * Opens the database, applies pending migrations, builds the app, loads the demo data when wanted (embedded
 * database, or `demo: true`) into an empty database (its carrier passwords encrypted with the app's key, and
 * demo shipments as carrier files through the importer) and starts listening.
 */
export async function startServer(config: AppConfig, options: { demo: boolean }): Promise<RunningServer> {
  const db = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrate(db, paths.migrations);
    const wantsDemo = options.demo || !config.databaseUrl;
    app = await buildApp({ config, db });
    if (wantsDemo && (await loadDemoData(db, app.credentialCipher)) && config.demoPackages > 0) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const shipments = await loadDemoShipments(db, {
        packages: config.demoPackages,
        cadence: 'monthly',
        parallel: true,
        today: new Date(),
      });
      const { user, system } = process.cpuUsage(cpu);
      app.log.info(
        {
          files: shipments.files,
          packages: shipments.packages,
          charges: shipments.charges,
          rejected: shipments.rejected.length,
          seconds: Math.round((performance.now() - started) / 100) / 10,
          cpuSeconds: Math.round((user + system) / 100_000) / 10,
        },
        'demo shipments loaded through the importer',
      );
    }
    await app.listen({ port: config.port, host: config.host });
    const banner = wantsDemo
      ? `Waybill is running at ${config.publicUrl.href} — demo sign-ins: ${describeDemoSignIns()}`
      : `Waybill is running at ${config.publicUrl.href}`;
    return { app, db, banner };
  } catch (error) {
    await app?.close().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}

/**
 * Stops a server gracefully: it stops accepting connections, lets the requests in flight finish, closes idle
 * keep-alive connections, and then closes the database.
 */
export async function stopServer(server: Pick<RunningServer, 'app' | 'db'>): Promise<void> {
  await server.app.close();
  await server.db.close();
}

/** A started worker process (`--worker`): import workers, no HTTP. */
export interface RunningWorker {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  banner: string;
}

/**
 * Opens the database, applies pending migrations and starts the import worker without serving HTTP: a process of
 * its own for imports, beside web instances started with IMPORT_WORKER=false.
 */
export async function startWorkerProcess(config: AppConfig): Promise<RunningWorker> {
  const db = await openDatabase(config);
  try {
    await migrate(db, paths.migrations);
    const log = pino(loggerOptions(config)) as FastifyBaseLogger;
    const jobs = await JobQueue.open(db, config, log);
    await jobs.startImportWorker({
      database: db,
      storage: openFileStorage(config),
      log,
      now: () => new Date(),
    });
    return { db, jobs, log, banner: 'Waybill import worker is running' };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/** Stops a worker process: the import in flight rolls back and goes back to the queue; then the database closes. */
export async function stopWorkerProcess(worker: Pick<RunningWorker, 'db' | 'jobs'>): Promise<void> {
  await worker.jobs.stop();
  await worker.db.close();
}
