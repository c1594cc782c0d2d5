import path from 'node:path';
import { restoreBackup } from './backup/restore-backup.js';
import { runFromCallerDirectory } from './caller-directory.js';
import { loadConfig } from './config.js';

/**
 * `npm run restore -- BACKUP`: restores a directory written by `npm run backup` into the configured, empty
 * installation (DATA_DIR, and DATABASE_URL for a PostgreSQL backup) and checks every table's rows.
 */
async function main(): Promise<void> {
  runFromCallerDirectory();
  const backup = process.argv[2];
  if (!backup) throw new Error('Name the backup directory to restore: npm run restore -- backups/waybill-…');
  const { tables, files } = await restoreBackup(loadConfig(), path.resolve(backup));
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `Restored ${Object.keys(tables).length} tables (${rows} rows, each table as in the backup) and ${files} uploaded files.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
