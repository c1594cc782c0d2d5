import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import {
  credentialKeyId,
  generateCredentialKey,
  parseCredentialKey,
} from '../../src/secrets/credential-cipher.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp, LogCapture, testCredentialsKey } from '../helpers/test-app.js';
import {
  createOrganization,
  createStaff,
  insertPerson,
  type TargetPerson,
  type TestPerson,
} from '../helpers/people.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let logs: LogCapture;
let organizationId: string;
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let member: TestPerson;
let colleague: TargetPerson;
let stranger: TargetPerson;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: TestPerson | undefined, method: Method, url: string, body?: unknown) =>
  callApi(app, who?.access, method, url, body);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app, logs } = await createTestApp(db, { env: { LOG_LEVEL: 'trace' } }));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  const otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, db, organizationId));
  colleague = await insertPerson(db, { organizationId });
  stranger = await insertPerson(db, { organizationId: otherOrganizationId });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

interface StoredRow {
  id: string;
  user_id: string;
  username: string;
  password_ciphertext: Uint8Array;
  password_iv: Uint8Array;
  password_tag: Uint8Array;
  key_id: string;
}

async function storedRow(id: string): Promise<StoredRow> {
  const result = await db.query<StoredRow>('SELECT * FROM credentials WHERE id = $1', [id]);
  return result.rows[0]!;
}

const add = (
  who: TestPerson,
  userId: string,
  credential: { name: string; username: string; password: string },
) => call(who, 'POST', `/user/update-credential/${userId}`, credential);

describe('carrier credentials', () => {
  it('adds a credential: the answer carries the password, uncached; the row holds only ciphertext', async () => {
    const password = 'Fedex secret 123';
    const response = await add(member, member.userId, { name: 'fedex', username: ' shipper-1 ', password });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const credential = response.json();
    expect(credential).toEqual({ id: expect.any(String), name: 'fedex', username: 'shipper-1', password });

    const row = await storedRow(credential.id);
    expect(row.user_id).toBe(member.userId);
    expect(row.key_id).toBe(credentialKeyId(Buffer.from(testCredentialsKey, 'hex')));
    expect(Buffer.from(row.password_iv)).toHaveLength(12);
    expect(Buffer.from(row.password_tag)).toHaveLength(16);
    expect(Buffer.from(row.password_ciphertext).toString('utf8')).not.toContain(password);
    expect(Buffer.from(row.password_ciphertext)).toHaveLength(Buffer.byteLength(password));

    const person = await call(member, 'GET', `/user/${member.userId}`);
    expect(person.json().credentials).toContainEqual(credential);
  });

  it('encrypts every write with a fresh IV, so equal passwords never look alike', async () => {
    const first = (await add(member, member.userId, { name: 'ups', username: 'a', password: 'same' })).json();
    const second = (
      await add(member, member.userId, { name: 'ups', username: 'b', password: 'same' })
    ).json();
    const [one, two] = [await storedRow(first.id), await storedRow(second.id)];
    expect(Buffer.from(one.password_iv).equals(Buffer.from(two.password_iv))).toBe(false);
    expect(Buffer.from(one.password_ciphertext).equals(Buffer.from(two.password_ciphertext))).toBe(false);
    const edited = await call(member, 'POST', `/user/edit-credential/${member.userId}`, {
      id: first.id,
      name: 'ups',
      username: 'a',
      password: 'same',
    });
    expect(edited.statusCode).toBe(200);
    expect(Buffer.from((await storedRow(first.id)).password_iv).equals(Buffer.from(one.password_iv))).toBe(
      false,
    );
  });

  it('binds each password to its owner: a row copied to someone else cannot be read', async () => {
    const own = (
      await add(orgAdmin, colleague.userId, { name: 'fedex', username: 'c', password: 'colin-pw' })
    ).json();
    const copied = await db.query<{ id: string }>(
      `INSERT INTO credentials (user_id, platform, username, password_ciphertext, password_iv, password_tag, key_id)
       SELECT $2, platform, username, password_ciphertext, password_iv, password_tag, key_id
         FROM credentials WHERE id = $1 RETURNING id`,
      [own.id, member.userId],
    );
    try {
      const person = await call(member, 'GET', `/user/${member.userId}`);
      expect(person.statusCode).toBe(200);
      // The person still loads; the credentials do not, and the portal shows its error text for them.
      expect(person.json()).not.toHaveProperty('credentials');
      expect(logs.text).toContain('carrier credentials could not be read');
    } finally {
      await db.query('DELETE FROM credentials WHERE id = $1', [copied.rows[0]!.id]);
    }
    expect((await call(orgAdmin, 'GET', `/user/${colleague.userId}`)).json().credentials).toContainEqual(own);
  });

  it('edits and deletes a credential of the person in the path only', async () => {
    const mine = (
      await add(member, member.userId, { name: 'fedex', username: 'old', password: 'old-pw' })
    ).json();
    const theirs = (
      await add(platformAdmin, stranger.userId, { name: 'ups', username: 's', password: 's-pw' })
    ).json();

    const edited = await call(member, 'POST', `/user/edit-credential/${member.userId}`, {
      id: mine.id,
      name: 'ups',
      username: 'new',
      password: 'new-pw',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers['cache-control']).toBe('no-store');
    expect(edited.json()).toEqual({ id: mine.id, name: 'ups', username: 'new', password: 'new-pw' });
    expect((await call(member, 'GET', `/user/${member.userId}`)).json().credentials).toContainEqual(
      edited.json(),
    );

    // Someone else's credential id under one's own path is simply not found.
    const foreign = await call(member, 'POST', `/user/edit-credential/${member.userId}`, {
      id: theirs.id,
      name: 'ups',
      username: 'taken',
      password: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Credential not found' });
    expect(
      (await call(member, 'DELETE', `/user/delete-credential/${member.userId}/${theirs.id}`)).statusCode,
    ).toBe(404);
    expect((await storedRow(theirs.id)).username).toBe('s');

    const deleted = await call(member, 'DELETE', `/user/delete-credential/${member.userId}/${mine.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await storedRow(mine.id)).toBeUndefined();
    expect(
      (await call(member, 'DELETE', `/user/delete-credential/${member.userId}/${mine.id}`)).statusCode,
    ).toBe(404);
  });

  it('lets only the owner, their organization’s admins and platform admins manage them', async () => {
    const body = { name: 'fedex', username: 'x', password: 'y' };
    expect((await add(orgAdmin, colleague.userId, body)).statusCode).toBe(201);
    expect((await add(platformAdmin, colleague.userId, body)).statusCode).toBe(201);
    for (const [who, target] of [
      [member, colleague.userId],
      [orgAdmin, stranger.userId],
    ] as const) {
      const response = await add(who, target, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'User not found' });
    }
    const others = await db.query('SELECT 1 FROM credentials WHERE user_id = $1 AND username = $2', [
      stranger.userId,
      'x',
    ]);
    expect(others.rows).toHaveLength(0);
  });

  it('never writes a password to the log, even at trace level', async () => {
    const password = 'Never-In-The-Log-42';
    const added = (await add(member, member.userId, { name: 'ups', username: 'logged', password })).json();
    await call(member, 'POST', `/user/edit-credential/${member.userId}`, {
      ...added,
      password: `${password}!`,
    });
    await call(member, 'GET', `/user/${member.userId}`);
    await add(member, colleague.userId, { name: 'ups', username: 'refused', password });
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text).not.toContain(password);
  });
});

describe('credential keys', () => {
  it('reads older rows with CREDENTIALS_PREVIOUS_KEYS after CREDENTIALS_KEY changed, and not without', async () => {
    const credential = (
      await add(member, member.userId, { name: 'fedex', username: 'keyed', password: 'pw-1' })
    ).json();
    const newKey = generateCredentialKey();
    const rotated = await createTestApp(db, {
      env: { CREDENTIALS_KEY: newKey, CREDENTIALS_PREVIOUS_KEYS: testCredentialsKey },
    });
    const withoutOld = await createTestApp(db, { env: { CREDENTIALS_KEY: newKey } });
    try {
      const readable = await callApi(rotated.app, member.access, 'GET', `/user/${member.userId}`);
      expect(readable.json().credentials).toContainEqual(credential);
      // A new write is on the new key.
      const added = (
        await callApi(rotated.app, member.access, 'POST', `/user/update-credential/${member.userId}`, {
          name: 'ups',
          username: 'fresh',
          password: 'pw-2',
        })
      ).json();
      expect((await storedRow(added.id)).key_id).toBe(parseCredentialKey(newKey, 'test').id);

      const unreadable = await callApi(withoutOld.app, member.access, 'GET', `/user/${member.userId}`);
      expect(unreadable.statusCode).toBe(200);
      expect(unreadable.json()).not.toHaveProperty('credentials');
      expect(withoutOld.logs.text).toContain('rotate-credentials-key');
    } finally {
      await rotated.app.close();
      await withoutOld.app.close();
    }
  });
});
