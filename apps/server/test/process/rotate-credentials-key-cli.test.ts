import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { insertCredential, listCredentials } from '../../src/repositories/credentials.js';
import { insertUser } from '../../src/repositories/users.js';
import { createCredentialCipher, parseCredentialKey } from '../../src/secrets/credential-cipher.js';
import type { OwnerScope } from '../../src/policy/policy.js';
import { repositoryDir, runNpmScript } from '../helpers/npm-script.js';

/** Every credential of a person, whatever organization it was added in. */
const everyCredentialOf = (ownerId: string) => ({ ownerId, organizationId: null }) as OwnerScope;

/** Runs `npm run rotate-credentials-key` from the repository root, as README says. */
const rotate = (env: NodeJS.ProcessEnv) => runNpmScript('rotate-credentials-key', repositoryDir, env);

describe('npm run rotate-credentials-key', () => {
  // Two runs of the command, each starting Node with tsx and the embedded database: slow on a busy machine.
  it(
    're-encrypts every credential of the configured database with CREDENTIALS_KEY',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-rotate-'));
      try {
        fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
        const oldKey = parseCredentialKey('1a'.repeat(32), 'old');
        const newKey = parseCredentialKey('2b'.repeat(32), 'new');
        let db = await openPglite(dataDir);
        const userId = await insertUser(db, {
          firstName: 'R',
          lastName: 'K',
          email: 'rk@example.com',
          passwordHash: null,
        });
        for (const password of ['first secret', 'second secret']) {
          await insertCredential(
            db,
            { userId, organizationId: null },
            {
              platform: 'ups',
              username: password,
              secret: createCredentialCipher(oldKey).encrypt(password, userId),
            },
          );
        }
        await db.close();

        const result = await rotate({
          DATA_DIR: dataDir,
          CREDENTIALS_KEY: '2b'.repeat(32),
          CREDENTIALS_PREVIOUS_KEYS: '1a'.repeat(32),
        });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(result.stdout.trim()).toBe(
          `Re-encrypted 2 carrier credentials; every credential is now on key ${newKey.id}.`,
        );

        db = await openPglite(dataDir);
        const credentials = await listCredentials(db, everyCredentialOf(userId));
        await db.close();
        expect(credentials.map((credential) => credential.secret.keyId)).toEqual([newKey.id, newKey.id]);
        expect(
          credentials.map((credential) => createCredentialCipher(newKey).decrypt(credential.secret, userId)),
        ).toEqual(['first secret', 'second secret']);

        const missingKey = await rotate({ DATA_DIR: dataDir, CREDENTIALS_KEY: '3c'.repeat(32) });
        expect(missingKey.code).toBe(1);
        expect(missingKey.stderr.trim()).toBe(
          `Carrier credentials encrypted with key ${newKey.id} cannot be read: set that key in CREDENTIALS_PREVIOUS_KEYS and run \`npm run rotate-credentials-key\``,
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
