import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  countCredentialsByKey,
  insertCredential,
  listCredentials,
} from '../../src/repositories/credentials.js';
import { createCredentialCipher, parseCredentialKey } from '../../src/secrets/credential-cipher.js';
import { rotateCredentialsKey } from '../../src/services/credentials/rotate-credentials-key.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createOrganization, insertPerson } from '../helpers/people.js';
import type { OwnerScope } from '../../src/policy/policy.js';

/** Every credential of a person, whatever organization it was added in. */
const everyCredentialOf = (ownerId: string) => ({ ownerId, organizationId: null }) as OwnerScope;

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb?.dispose();
});

const keyA = parseCredentialKey('0a'.repeat(32), 'A');
const keyB = parseCredentialKey('0b'.repeat(32), 'B');
const keyC = parseCredentialKey('0c'.repeat(32), 'C');

describe('rotateCredentialsKey', () => {
  it('re-encrypts every row onto the current key, in batches, keeping every password', async () => {
    const organizationId = await createOrganization(db, 'Rotation');
    const owners = await Promise.all(Array.from({ length: 3 }, () => insertPerson(db, { organizationId })));
    const passwords = new Map<string, string>();
    let index = 0;
    for (const key of [keyA, keyB]) {
      for (const owner of owners) {
        const password = `password ${(index += 1)}`;
        const id = await insertCredential(
          db,
          { userId: owner.userId, organizationId: null },
          {
            platform: index % 2 ? 'fedex' : 'ups',
            username: `user-${index}`,
            secret: createCredentialCipher(key).encrypt(password, owner.userId),
          },
        );
        passwords.set(id, password);
      }
    }
    expect(await countCredentialsByKey(db)).toEqual({ [keyA.id]: 3, [keyB.id]: 3 });

    const cipher = createCredentialCipher(keyC, [keyA, keyB]);
    const report = await rotateCredentialsKey(db, cipher, 4);
    expect(report).toEqual({ reencrypted: 6, keyId: keyC.id });
    expect(await countCredentialsByKey(db)).toEqual({ [keyC.id]: 6 });

    const onlyC = createCredentialCipher(keyC);
    for (const owner of owners) {
      for (const credential of await listCredentials(db, everyCredentialOf(owner.userId))) {
        expect(onlyC.decrypt(credential.secret, owner.userId)).toBe(passwords.get(credential.id));
      }
    }
    expect(await rotateCredentialsKey(db, cipher)).toEqual({ reencrypted: 0, keyId: keyC.id });
  });

  it('stops with a message naming a key it does not have, leaving that row as it was', async () => {
    const owner = await insertPerson(db, { organizationId: null });
    await insertCredential(
      db,
      { userId: owner.userId, organizationId: null },
      {
        platform: 'ups',
        username: 'orphan',
        secret: createCredentialCipher(keyA).encrypt('pw', owner.userId),
      },
    );
    const withoutA = createCredentialCipher(keyB, [keyC]);
    await expect(rotateCredentialsKey(db, withoutA)).rejects.toThrow(
      `Carrier credentials encrypted with key ${keyA.id} cannot be read`,
    );
    expect((await listCredentials(db, everyCredentialOf(owner.userId)))[0]!.secret.keyId).toBe(keyA.id);
  });
});
