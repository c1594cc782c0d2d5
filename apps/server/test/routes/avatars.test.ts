import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp, portalHeaders } from '../helpers/test-app.js';
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
let dataDir: string;
let organizationId: string;
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let member: TestPerson;
let colleague: TargetPerson;
let stranger: TargetPerson;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-avatars-'));
  ({ app } = await createTestApp(db, { env: { DATA_DIR: dataDir } }));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  const otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, db, organizationId));
  colleague = await insertPerson(db, { organizationId });
  stranger = await insertPerson(db, { organizationId: otherOrganizationId });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const boundary = 'waybill-avatar-boundary';

function multipart(file: { filename: string; type: string; bytes: Buffer }): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function upload(who: TestPerson, userId: string, file: { filename: string; type: string; bytes: Buffer }) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/user/upload-avatar/${userId}`,
    headers: { ...portalHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { waybill_session: who.access },
    payload: multipart(file),
  });
}

/** An image of `size` bytes whose first bytes are the given signature. */
function imageBytes(signature: number[] | string, size = 4096): Buffer {
  const head = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x2a)]);
}

const png = imageBytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const jpeg = imageBytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const gif = imageBytes('GIF89a\x01\x00\x01\x00');
const webp = imageBytes('RIFF\x00\x10\x00\x00WEBPVP8 ');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  'utf8',
);

function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function avatarColumns(userId: string) {
  const result = await db.query<{ avatar_key: string | null; avatar_content_type: string | null }>(
    'SELECT avatar_key, avatar_content_type FROM users WHERE id = $1',
    [userId],
  );
  return result.rows[0]!;
}

describe('POST /user/upload-avatar/{userId} and GET /user/avatar/{userId}', () => {
  it('stores an image and serves the same bytes, typed by content, at the person’s image address', async () => {
    const response = await upload(member, member.userId, {
      filename: 'me.png',
      type: 'image/png',
      bytes: png,
    });
    expect(response.statusCode).toBe(200);
    const person = response.json();
    expect(person.userId).toBe(member.userId);
    expect(person.image).toMatch(new RegExp(`^/api/v1/user/avatar/${member.userId}\\?v=[0-9a-f-]{36}$`));

    const served = await app.inject({
      method: 'GET',
      url: person.image,
      cookies: { waybill_session: member.access },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['GIF', gif, 'image/gif'],
    ['WebP', webp, 'image/webp'],
  ])('recognises a %s by its bytes, whatever type was declared', async (_name, bytes, type) => {
    const response = await upload(member, member.userId, {
      filename: 'photo.bin',
      type: 'text/plain',
      bytes,
    });
    expect(response.statusCode).toBe(200);
    expect((await avatarColumns(member.userId)).avatar_content_type).toBe(type);
    const served = await callApi(app, member.access, 'GET', `/user/avatar/${member.userId}`);
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses SVG and anything that only claims to be an image with 415, storing nothing', async () => {
    const person = await createPerson(app, db, { firstName: 'Sid', organizationId, role: 'user' });
    const before = storedFiles();
    for (const file of [
      { filename: 'logo.svg', type: 'image/svg+xml', bytes: svg },
      { filename: 'fake.png', type: 'image/png', bytes: Buffer.from('<html><script>1</script></html>') },
      { filename: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
    ]) {
      const response = await upload(person, person.userId, file);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ message: 'The avatar must be a PNG, JPEG, WebP or GIF image' });
    }
    expect(await avatarColumns(person.userId)).toEqual({ avatar_key: null, avatar_content_type: null });
    expect(storedFiles()).toEqual(before);
    expect((await callApi(app, person.access, 'GET', `/user/avatar/${person.userId}`)).statusCode).toBe(404);
  });

  it('accepts exactly 5 MB and refuses one byte more with 413, leaving nothing behind', async () => {
    const person = await createPerson(app, db, { firstName: 'Max', organizationId, role: 'user' });
    const limit = 5 * 1024 * 1024;
    const tooLarge = await upload(person, person.userId, {
      filename: 'big.png',
      type: 'image/png',
      bytes: imageBytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], limit + 1),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: 'The file is larger than 5 MB' });
    expect(await avatarColumns(person.userId)).toEqual({ avatar_key: null, avatar_content_type: null });
    expect(storedFiles().filter((file) => file.includes(person.userId))).toEqual([]);

    const atLimit = await upload(person, person.userId, {
      filename: 'exact.png',
      type: 'image/png',
      bytes: imageBytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], limit),
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const person = await createPerson(app, db, { firstName: 'Ren', organizationId, role: 'user' });
    await upload(person, person.userId, { filename: 'a.png', type: 'image/png', bytes: png });
    const first = (await avatarColumns(person.userId)).avatar_key!;
    const second = await upload(person, person.userId, { filename: 'b.gif', type: 'image/gif', bytes: gif });
    expect(second.statusCode).toBe(200);
    const { avatar_key: key } = await avatarColumns(person.userId);
    expect(key).not.toBe(first);
    const files = storedFiles().filter((file) => file.includes(person.userId));
    expect(files).toEqual([path.join(dataDir, 'files', key!)]);
  });

  it('lets the person, their organization’s admins and platform admins upload; 404 for anyone else', async () => {
    const file = { filename: 'c.png', type: 'image/png', bytes: png };
    expect((await upload(orgAdmin, colleague.userId, file)).statusCode).toBe(200);
    expect((await upload(platformAdmin, stranger.userId, file)).statusCode).toBe(200);
    const byMember = await upload(member, colleague.userId, file);
    expect(byMember.statusCode).toBe(404);
    expect(byMember.json()).toMatchObject({ message: 'User not found' });
    expect((await upload(orgAdmin, stranger.userId, file)).statusCode).toBe(404);
  });

  it('serves an avatar only to those who may read the person', async () => {
    expect((await callApi(app, orgAdmin.access, 'GET', `/user/avatar/${colleague.userId}`)).statusCode).toBe(
      200,
    );
    expect((await callApi(app, member.access, 'GET', `/user/avatar/${colleague.userId}`)).statusCode).toBe(
      404,
    );
    expect((await callApi(app, orgAdmin.access, 'GET', `/user/avatar/${stranger.userId}`)).statusCode).toBe(
      404,
    );
    expect((await callApi(app, undefined, 'GET', `/user/avatar/${colleague.userId}`)).statusCode).toBe(401);
    const none = await callApi(app, platformAdmin.access, 'GET', `/user/avatar/${platformAdmin.userId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'This person has no avatar' });
  });
});
