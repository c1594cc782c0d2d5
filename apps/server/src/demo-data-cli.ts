import { parseArgs } from 'node:util';
import { runFromCallerDirectory } from './caller-directory.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { ensureScaleClients, removeShippingData } from './demo/shipments/scale-clients.js';
import { loadDemoShipments } from './demo/shipments/load-demo-shipments.js';
import { paths } from './paths.js';

const usage =
  'Usage: npm run demo:data -- --packages N [--clients N] [--months 24] [--end-month yyyy-MM] [--seed TEXT] [--reset]';

/**
 * `npm run demo:data -- --packages 1000000`: generates demo shipments of that size as UPS and FedEx files and
 * loads them through the importer into the configured database, for every organization (and `--clients N` extra
 * clients made for it). `--reset` first removes every invoice file and what came with them.
 */
async function main(): Promise<void> {
  runFromCallerDirectory();
  const { values } = parseArgs({
    options: {
      packages: { type: 'string' },
      clients: { type: 'string' },
      months: { type: 'string' },
      'end-month': { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean' },
    },
  });
  const packages = Number(values.packages);
  if (!Number.isInteger(packages) || packages <= 0) throw new Error(usage);
  const config = loadConfig();
  const db = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `The embedded database in ${config.dataDir} is held by the running Waybill server: stop it and run this again.`,
      );
    }
    throw error;
  });
  try {
    await migrate(db, paths.migrations);
    if (values.reset) await removeShippingData(db);
    else if ((await db.query('SELECT 1 FROM invoice_files LIMIT 1')).rows.length > 0) {
      throw new Error(
        'The database already has invoice files: add --reset to replace them with demo shipments.',
      );
    }
    if (values.clients) await ensureScaleClients(db, Number(values.clients));
    const started = performance.now();
    const result = await loadDemoShipments(db, {
      packages,
      months: values.months ? Number(values.months) : undefined,
      endMonth: values['end-month'],
      seed: values.seed,
      parallel: true,
      onFile: (report, index) => {
        if (process.stderr.isTTY)
          process.stderr.write(`\r${index} files, last ${report.controlId ?? report.fileName}`);
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Loaded ${result.packages} packages and ${result.charges} charges in ${result.files} files in ${seconds.toFixed(1)} s (${Math.round(result.charges / seconds)} charges/s).\n`,
    );
    if (result.rejected.length > 0) {
      throw new Error(
        `${result.rejected.length} generated files were refused: ${result.rejected[0]!.message}`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
