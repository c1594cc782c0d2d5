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
  createPerson,
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
let otherOrganizationId: string;
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
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
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

const reveal = (who: TestPerson, userId: string, credentialId: string) =>
  call(who, 'POST', `/user/${userId}/credentials/${credentialId}/reveal`);

async function revealRows(credentialId: string) {
  const result = await db.query<{
    actor_user_id: string;
    subject_user_id: string;
    organization_id: string | null;
  }>(
    `SELECT actor_user_id, subject_user_id, organization_id FROM audit_log
      WHERE action = 'credential_revealed' AND details->>'credentialId' = $1`,
    [credentialId],
  );
  return result.rows;
}

describe('carrier credentials', () => {
  it('adds a credential: no answer carries the password; the row holds only ciphertext', async () => {
    const password = 'Fedex secret 123';
    const response = await add(member, member.userId, { name: 'fedex', username: ' shipper-1 ', password });
    expect(response.statusCode).toBe(201);
    const credential = response.json();
    expect(credential).toEqual({ id: expect.any(String), name: 'fedex', username: 'shipper-1' });
    expect(response.body).not.toContain(password);

    const row = await storedRow(credential.id);
    expect(row.user_id).toBe(member.userId);
    expect(row.key_id).toBe(credentialKeyId(Buffer.from(testCredentialsKey, 'hex')));
    expect(Buffer.from(row.password_iv)).toHaveLength(12);
    expect(Buffer.from(row.password_tag)).toHaveLength(16);
    expect(Buffer.from(row.password_ciphertext).toString('utf8')).not.toContain(password);
    expect(Buffer.from(row.password_ciphertext)).toHaveLength(Buffer.byteLength(password));

    const person = await call(member, 'GET', `/user/${member.userId}`);
    expect(person.json().credentials).toContainEqual(credential);
    expect(person.body).not.toContain(password);
  });

  it('never returns a password in a read, whoever reads', async () => {
    const password = 'Read-Me-Never-77';
    const added = await add(orgAdmin, colleague.userId, { name: 'ups', username: 'reads', password });
    expect(added.body).not.toContain(password);
    const edited = await call(orgAdmin, 'POST', `/user/edit-credential/${colleague.userId}`, {
      id: added.json().id,
      name: 'ups',
      username: 'reads',
      password,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: added.json().id, name: 'ups', username: 'reads' });
    for (const [who, url] of [
      [orgAdmin, `/user/${colleague.userId}`],
      [platformAdmin, `/user/${colleague.userId}`],
      [orgAdmin, '/organization/people'],
      [platformAdmin, '/organization/people'],
      [orgAdmin, `/organization/people/${organizationId}`],
      [member, '/auth/me'],
    ] as const) {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(password);
    }
    const person = (await call(orgAdmin, 'GET', `/user/${colleague.userId}`)).json();
    expect(person.credentials).toContainEqual({ id: added.json().id, name: 'ups', username: 'reads' });
    expect(person.credentials.every((credential: object) => !('password' in credential))).toBe(true);
  });

  it('reveals one password to those who may read it, writing who, whom and which to the audit log', async () => {
    const password = 'Reveal me 9';
    const { id } = (
      await add(orgAdmin, colleague.userId, { name: 'fedex', username: 'rv', password })
    ).json();

    const revealed = await reveal(orgAdmin, colleague.userId, id);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json()).toEqual({ password });
    expect(await revealRows(id)).toEqual([
      { actor_user_id: orgAdmin.userId, subject_user_id: colleague.userId, organization_id: organizationId },
    ]);
    const [row] = (
      await db.query<{ details: object; occurred_at: Date; source_address: string }>(
        "SELECT details, occurred_at, source_address FROM audit_log WHERE details->>'credentialId' = $1",
        [id],
      )
    ).rows;
    expect(row!.details).toEqual({ credentialId: id, platform: 'fedex', username: 'rv' });
    expect(Date.now() - row!.occurred_at.getTime()).toBeLessThan(60_000);
    expect(row!.source_address).toBe('127.0.0.1');

    expect((await reveal(platformAdmin, colleague.userId, id)).json()).toEqual({ password });
    expect(await revealRows(id)).toHaveLength(2);

    // Those who may not read the person, and credentials named under another person, are not found.
    const theirs = (
      await add(platformAdmin, stranger.userId, { name: 'ups', username: 's', password })
    ).json();
    for (const [who, userId, credentialId] of [
      [member, colleague.userId, id],
      [orgAdmin, stranger.userId, theirs.id],
      [orgAdmin, colleague.userId, theirs.id],
      [member, member.userId, id],
      [orgAdmin, colleague.userId, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await reveal(who, userId, credentialId);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(password);
    }
    expect(await revealRows(id)).toHaveLength(2);
    expect(await revealRows(theirs.id)).toHaveLength(0);
    expect((await reveal(member, colleague.userId, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('keeps the stored password when an edit sends none', async () => {
    const { id } = (
      await add(member, member.userId, { name: 'ups', username: 'keep', password: 'kept-pw' })
    ).json();
    const edited = await call(member, 'POST', `/user/edit-credential/${member.userId}`, {
      id,
      name: 'fedex',
      username: 'renamed',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id, name: 'fedex', username: 'renamed' });
    expect((await reveal(member, member.userId, id)).json()).toEqual({ password: 'kept-pw' });
    const blank = await call(member, 'POST', `/user/edit-credential/${member.userId}`, {
      id,
      name: 'fedex',
      username: 'renamed',
      password: '',
    });
    expect(blank.statusCode).toBe(400);
    expect((await reveal(member, member.userId, id)).json()).toEqual({ password: 'kept-pw' });
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
      // The person and the list still load; revealing the copy fails, says why and writes no audit entry.
      expect((await call(member, 'GET', `/user/${member.userId}`)).statusCode).toBe(200);
      const refused = await reveal(member, member.userId, copied.rows[0]!.id);
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toMatchObject({ message: expect.stringContaining('cannot be read') });
      expect(refused.body).not.toContain('colin-pw');
      expect(logs.text).toContain('a carrier password could not be decrypted');
      expect(await revealRows(copied.rows[0]!.id)).toHaveLength(0);
    } finally {
      await db.query('DELETE FROM credentials WHERE id = $1', [copied.rows[0]!.id]);
    }
    expect((await reveal(orgAdmin, colleague.userId, own.id)).json()).toEqual({ password: 'colin-pw' });
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
    expect(edited.json()).toEqual({ id: mine.id, name: 'ups', username: 'new' });
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
    await reveal(member, member.userId, added.id);
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
      const revealUrl = `/user/${member.userId}/credentials/${credential.id}/reveal`;
      const readable = await callApi(rotated.app, member.access, 'POST', revealUrl);
      expect(readable.json()).toEqual({ password: 'pw-1' });
      // A new write is on the new key.
      const added = (
        await callApi(rotated.app, member.access, 'POST', `/user/update-credential/${member.userId}`, {
          name: 'ups',
          username: 'fresh',
          password: 'pw-2',
        })
      ).json();
      expect((await storedRow(added.id)).key_id).toBe(parseCredentialKey(newKey, 'test').id);

      // The list never needs the key; the password does.
      const person = await callApi(withoutOld.app, member.access, 'GET', `/user/${member.userId}`);
      expect(person.json().credentials).toContainEqual(credential);
      const unreadable = await callApi(withoutOld.app, member.access, 'POST', revealUrl);
      expect(unreadable.statusCode).toBe(500);
      expect(withoutOld.logs.text).toContain('rotate-credentials-key');
    } finally {
      await rotated.app.close();
      await withoutOld.app.close();
    }
  });
});

describe('credentials of a person who moves to another organization', () => {
  async function setUp() {
    const mover = await createPerson(app, db, { firstName: 'Mover', organizationId, role: 'user' });
    const password = `old-org-secret-${mover.userId.slice(0, 8)}`;
    const { id } = (await add(orgAdmin, mover.userId, { name: 'fedex', username: 'old', password })).json();
    const otherAdmin = await createPerson(app, db, {
      firstName: 'Oscar',
      organizationId: otherOrganizationId,
      role: 'admin',
    });
    return { mover, password, id, otherAdmin };
  }

  async function expectHiddenFromNewAdmin(moved: {
    mover: TestPerson;
    password: string;
    id: string;
    otherAdmin: TestPerson;
  }) {
    const { mover, password, id, otherAdmin } = moved;
    const seen = await call(otherAdmin, 'GET', `/user/${mover.userId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().credentials).toEqual([]);
    expect(seen.body).not.toContain(password);
    const revealed = await reveal(otherAdmin, mover.userId, id);
    expect(revealed.statusCode).toBe(404);
    expect(revealed.body).not.toContain(password);
    const edit = { id, name: 'ups', username: 'taken', password: 'x' };
    expect((await call(otherAdmin, 'POST', `/user/edit-credential/${mover.userId}`, edit)).statusCode).toBe(
      404,
    );
    expect(
      (await call(otherAdmin, 'DELETE', `/user/delete-credential/${mover.userId}/${id}`)).statusCode,
    ).toBe(404);
    expect(await revealRows(id)).toHaveLength(0);

    // The owner and platform admins still see and reveal it.
    for (const who of [mover, platformAdmin]) {
      expect((await call(who, 'GET', `/user/${mover.userId}`)).json().credentials).toEqual([
        { id, name: 'fedex', username: 'old' },
      ]);
      expect((await reveal(who, mover.userId, id)).json()).toEqual({ password });
    }

    // What is added in the new organization is the new organization's.
    const added = (
      await add(otherAdmin, mover.userId, { name: 'ups', username: 'new', password: 'new-org-pw' })
    ).json();
    expect((await call(otherAdmin, 'GET', `/user/${mover.userId}`)).json().credentials).toEqual([added]);
    expect((await reveal(otherAdmin, mover.userId, added.id)).json()).toEqual({ password: 'new-org-pw' });
  }

  it('moved by a platform admin editing the person: the new organization’s admin sees none of the old ones', async () => {
    const moved = await setUp();
    const response = await call(platformAdmin, 'PATCH', `/organization/edit-user/${moved.mover.userId}`, {
      organizationId: otherOrganizationId,
    });
    expect(response.statusCode).toBe(200);
    await expectHiddenFromNewAdmin(moved);
  });

  it('unassigned and assigned again: the new organization’s admin sees none of the old ones', async () => {
    const moved = await setUp();
    const body = { userIds: [moved.mover.userId] };
    expect(
      (await call(platformAdmin, 'POST', `/organization/unassign-users/${organizationId}`, body)).statusCode,
    ).toBe(200);
    expect(
      (await call(platformAdmin, 'POST', `/organization/assign-users/${otherOrganizationId}`, body))
        .statusCode,
    ).toBe(200);
    await expectHiddenFromNewAdmin(moved);
  });
});
