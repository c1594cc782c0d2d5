import { createDatabaseContext } from './context.js';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runFromCallerDirectory } from './caller-directory.js';
import { loadConfig } from './config.js';
import type { Database } from './db/database.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { AppError } from './errors.js';
import { importThroughServer } from './import-through-server.js';
import { paths } from './paths.js';
import { refreshShippingStatistics } from './repositories/shipping-maintenance.js';
import { describeReports } from './services/invoice-import/describe-reports.js';
import { importInvoiceFiles, type ImportReport } from './services/invoice-import/import-invoice-file.js';

const usage = 'Usage: npm run import -- --client MAPPING_NAME FILE...';

function progressBar(fileName: string, total: number) {
  if (!process.stderr.isTTY) return () => {};
  let last = -1;
  return (bytesRead: number) => {
    const share = total === 0 ? 1 : bytesRead / total;
    const percent = Math.floor(share * 100);
    if (percent === last) return;
    last = percent;
    const filled = Math.round(share * 30);
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${String(percent).padStart(3)}%  ${(bytesRead / 1_048_576).toFixed(1)}/${(total / 1_048_576).toFixed(1)} MB  ${fileName}`,
    );
    if (share >= 1) process.stderr.write('\n');
  };
}

async function importLocally(db: Database, client: string, files: string[]): Promise<ImportReport[]> {
  await migrate(db, paths.migrations);
  const inputs = await Promise.all(
    files.map(async (filePath) => ({
      filePath,
      sourceName: path.basename(filePath),
      client,
      onProgress: progressBar(path.basename(filePath), (await stat(filePath)).size),
    })),
  );
  const reports = await importInvoiceFiles(createDatabaseContext(db), inputs);
  if (reports.some((report) => report.status === 'imported')) await refreshShippingStatistics(db);
  return reports;
}

/**
 * `npm run import -- --client MAPPING FILE...`: imports carrier files for a client into the configured database,
 * with a progress bar and a summary table. With the embedded database held by a running server, the files go to
 * that server's import call (WAYBILL_EMAIL and WAYBILL_PASSWORD of a platform admin), or the command says what to
 * do. Exits 1 when a file was refused.
 */
async function main(): Promise<void> {
  runFromCallerDirectory();
  const { values, positionals } = parseArgs({
    options: { client: { type: 'string' } },
    allowPositionals: true,
  });
  if (!values.client || positionals.length === 0) throw new Error(usage);
  const files = positionals.map((file) => path.resolve(file));
  for (const file of files) await stat(file).catch(() => Promise.reject(new Error(`No such file: ${file}`)));
  const config = loadConfig();

  let reports: ImportReport[];
  let db: Database | undefined;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (!process.env.WAYBILL_EMAIL || !process.env.WAYBILL_PASSWORD) {
      throw new Error(
        `The embedded database in ${config.dataDir} is held by the running Waybill server: set WAYBILL_EMAIL and WAYBILL_PASSWORD of a platform admin to send the files to it, use its Import Invoice File button, or stop it and run this again.`,
      );
    }
  }
  if (db) {
    try {
      reports = await importLocally(db, values.client, files);
    } finally {
      await db.close();
    }
  } else {
    reports = await importThroughServer(
      config.publicUrl,
      { email: process.env.WAYBILL_EMAIL!, password: process.env.WAYBILL_PASSWORD! },
      values.client,
      files,
    );
  }
  process.stdout.write(`${describeReports(reports)}\n`);
  if (reports.some((report) => report.status === 'rejected')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof AppError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
