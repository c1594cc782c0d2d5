import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../../src/paths.js';

const migrationFile = /^(\d{3})_[a-z0-9_]+\.sql$/;

function migrationTexts(): { version: number; sql: string }[] {
  return fs
    .readdirSync(paths.migrations)
    .flatMap((file) => {
      const match = migrationFile.exec(file);
      return match
        ? [{ version: Number(match[1]), sql: fs.readFileSync(path.join(paths.migrations, file), 'utf8') }]
        : [];
    })
    .sort((a, b) => a.version - b.version);
}

/** The newest version in the migrations folder: what a migrated database reports. */
export function latestMigrationVersion(): number {
  return Math.max(...migrationTexts().map((migration) => migration.version));
}

/**
 * The tables the migrations leave, read from their CREATE TABLE and DROP TABLE statements in order (plus
 * schema_migrations, which the migrator keeps), sorted by name.
 */
export function tablesOfMigrations(): string[] {
  const tables = new Set<string>(['schema_migrations']);
  const statement = /\b(CREATE|DROP)\s+TABLE\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?("?)([a-z_][a-z0-9_]*)\2/gi;
  for (const { sql } of migrationTexts()) {
    const withoutComments = sql.replace(/--[^\n]*/g, '');
    for (const [, verb, , name] of withoutComments.matchAll(statement)) {
      if (verb!.toUpperCase() === 'CREATE') tables.add(name!.toLowerCase());
      else tables.delete(name!.toLowerCase());
    }
  }
  return [...tables].sort();
}

/** Copies the migrations numbered `from` to `to` into `directory`, to migrate a database up to a version. */
export function copyMigrations(directory: string, from: number, to: number): void {
  fs.mkdirSync(directory, { recursive: true });
  for (const file of fs.readdirSync(paths.migrations)) {
    const version = Number(file.slice(0, 3));
    if (version >= from && version <= to) {
      fs.copyFileSync(path.join(paths.migrations, file), path.join(directory, file));
    }
  }
}
