import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { copyMigrations } from '../helpers/migrations.js';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-migration-016-'));

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('migration 016', () => {
  it(
    'gives each existing credential its owner’s organization at the time',
    { timeout: 120_000 },
    async () => {
      const migrations = path.join(workDir, 'migrations');
      copyMigrations(migrations, 1, 15);
      const db = await openPglite(path.join(workDir, 'data'));
      try {
        await migrate(db, migrations);
        const organization = await db.query<{ id: string }>(
          `INSERT INTO organizations (name, mapping_name, url) VALUES ('Northwind', 'NORTHWIND_016', 'https://n.example')
         RETURNING id`,
        );
        const organizationId = organization.rows[0]!.id;
        const owners = await db.query<{ id: string; email: string }>(
          `INSERT INTO users (first_name, last_name, email, organization_id)
         VALUES ('In', 'Org', 'in@example.com', $1), ('No', 'Org', 'none@example.com', NULL)
         RETURNING id, email`,
          [organizationId],
        );
        for (const owner of owners.rows) {
          await db.query(
            `INSERT INTO credentials (user_id, platform, username, password_ciphertext, password_iv, password_tag, key_id)
           VALUES ($1, 'ups', $2, '\\x00', '\\x00', '\\x00', 'k')`,
            [owner.id, owner.email],
          );
        }

        copyMigrations(migrations, 16, 16);
        expect(await migrate(db, migrations)).toEqual([16]);
        const rows = await db.query<{ username: string; organization_id: string | null }>(
          'SELECT username, organization_id FROM credentials ORDER BY username',
        );
        expect(rows.rows).toEqual([
          { username: 'in@example.com', organization_id: organizationId },
          { username: 'none@example.com', organization_id: null },
        ]);
      } finally {
        await db.close();
      }
    },
  );
});
