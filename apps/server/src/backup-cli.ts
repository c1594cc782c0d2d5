import path from 'node:path';
import { takeBackup } from './backup/take-backup.js';
import { runFromCallerDirectory } from './caller-directory.js';
import { loadConfig } from './config.js';

/**
 * `npm run backup -- [DIR]`: backs up the configured installation into a new directory under DIR (default
 * ./backups) and prints what it holds. With the embedded database, stop the server first.
 */
async function main(): Promise<void> {
  runFromCallerDirectory();
  const target = path.resolve(process.argv[2] ?? 'backups');
  const { directory, manifest } = await takeBackup(loadConfig(), target);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const files =
    manifest.files === null
      ? `the uploaded files stay in the S3 bucket ${manifest.s3Bucket} (keep it versioned)`
      : `${manifest.files} uploaded files`;
  const secrets =
    manifest.secrets.length > 0
      ? `; it holds the generated secrets ${manifest.secrets.join(', ')}: keep it as safe as they are`
      : '';
  process.stdout.write(
    `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${files} into ${directory}${secrets}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
