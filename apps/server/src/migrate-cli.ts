import { runFromCallerDirectory } from './caller-directory.js';
import { loadConfig } from './config.js';
import { migrate, schemaVersion } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { paths } from './paths.js';

/** `npm run migrate`: applies pending migrations to the configured database and prints what it did. */
async function main(): Promise<void> {
  runFromCallerDirectory();
  const db = await openDatabase(loadConfig());
  try {
    const applied = await migrate(db, paths.migrations);
    const version = await schemaVersion(db);
    process.stdout.write(
      applied.length > 0
        ? `Applied migrations ${applied.join(', ')}; the schema is at version ${version}.\n`
        : `Nothing to apply; the schema is at version ${version}.\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
