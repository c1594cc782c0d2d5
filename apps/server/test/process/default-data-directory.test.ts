import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { repositoryDir, runNpmScript } from '../helpers/npm-script.js';

let copyDir: string;

/**
 * A working copy of what `npm run migrate` runs: the root and server manifests, the server's code and migrations,
 * and the repository's installed packages. The code is copied, not linked, so it finds its files from the copy.
 */
function makeWorkingCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-working-copy-'));
  for (const file of [
    'package.json',
    'tsconfig.base.json',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'apps/server/src',
    'apps/server/migrations',
  ]) {
    fs.cpSync(path.join(repositoryDir, file), path.join(dir, file), { recursive: true });
  }
  for (const modules of ['node_modules', 'apps/server/node_modules']) {
    if (fs.existsSync(path.join(repositoryDir, modules))) {
      fs.symlinkSync(path.join(repositoryDir, modules), path.join(dir, modules), 'dir');
    }
  }
  return dir;
}

beforeAll(() => {
  copyDir = makeWorkingCopy();
});

afterAll(() => {
  if (copyDir) fs.rmSync(copyDir, { recursive: true, force: true });
});

describe('npm run migrate without DATABASE_URL or DATA_DIR', () => {
  // Two command lines, each starting Node with tsx and the embedded database (the first one creating it).
  it(
    "migrates the database under the repository's .data, which npm start opens, wherever it is typed",
    { timeout: 120_000 },
    async () => {
      const migrations = fs.readdirSync(path.join(copyDir, 'apps/server/migrations'));
      const versions = migrations
        .filter((name) => name.endsWith('.sql'))
        .map((name) => Number(name.slice(0, 3)))
        .sort((a, b) => a - b);

      const fromRoot = await runNpmScript('migrate', copyDir);
      expect(fromRoot.stderr).toBe('');
      expect(fromRoot.code).toBe(0);
      expect(fromRoot.stdout).toMatch(/^Applied migrations .*; the schema is at version \d+\.\n$/);

      // Typed in the server's folder, where npm runs the workspace's script: the same database, already migrated.
      const fromServer = await runNpmScript('migrate', path.join(copyDir, 'apps/server'));
      expect(fromServer.stderr).toBe('');
      expect(fromServer.code).toBe(0);
      expect(fromServer.stdout).toMatch(/^Nothing to apply; the schema is at version \d+\.\n$/);
      expect(fs.existsSync(path.join(copyDir, 'apps/server/.data'))).toBe(false);

      // README: without DATA_DIR, `npm start` (the server run from the root) opens `.data` at the root.
      const db = await openPglite(path.join(copyDir, '.data'));
      try {
        const applied = await db.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(applied.rows.map((row) => row.version)).toEqual(versions);
      } finally {
        await db.close();
      }
    },
  );
});
