import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/plugins/error-handler.js';
import { readUpload, uploads } from '../../src/plugins/uploads.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders } from '../helpers/test-app.js';
import { createPerson, type TestPerson } from '../helpers/people.js';

const boundary = 'waybill-boundary';

function multipart(parts: { field: string; filename: string; type: string; bytes: Buffer }[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

const multipartHeaders = { ...portalHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` };
const image = { field: 'file', filename: 'me.png', type: 'image/png', bytes: Buffer.alloc(2048, 1) };

describe('operations that take files, in the app', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let admin: TestPerson;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    ({ app } = await createTestApp(testDb.db));
    admin = await createPerson(app, testDb.db, {
      firstName: 'Uma',
      organizationId: null,
      role: 'user',
      isAdmin: true,
    });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('refuse an anonymous upload with 401 before reading it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/user/upload-avatar/${admin.userId}`,
      headers: multipartHeaders,
      payload: multipart([image]),
    });
    expect(response.statusCode).toBe(401);
  });

  it('name the content type they take when sent another, and JSON operations refuse multipart', async () => {
    const json = await app.inject({
      method: 'POST',
      url: `/api/v1/user/upload-avatar/${admin.userId}`,
      headers: portalHeaders,
      cookies: { waybill_session: admin.access },
      payload: { file: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      message: 'Unsupported content type application/json; send multipart/form-data',
    });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/organization',
      headers: multipartHeaders,
      cookies: { waybill_session: admin.access },
      payload: multipart([image]),
    });
    expect(upload.statusCode).toBe(415);
    expect(upload.json()).toMatchObject({
      message: 'Unsupported content type multipart/form-data; send application/json',
    });
  });
});

describe('readUpload', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    await app.register(uploads);
    app.post('/upload', async (request) => {
      const upload = await readUpload(request, { maxBytes: 100 * 1024 });
      let bytes = 0;
      for await (const chunk of upload.stream) bytes += (chunk as Buffer).length;
      return { filename: upload.filename, declaredType: upload.declaredType, bytes };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (body: Buffer) =>
    app.inject({ method: 'POST', url: '/upload', headers: multipartHeaders, payload: body });

  it('streams the one file of the field "file"', async () => {
    const response = await post(multipart([image]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filename: 'me.png', declaredType: 'image/png', bytes: 2048 });
  });

  it('refuses a file over the limit with 413 and a message that names the limit', async () => {
    const response = await post(multipart([{ ...image, bytes: Buffer.alloc(300 * 1024, 7) }]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The file is larger than 0.1 MB' });
  });

  it('asks for the field "file" when the form has none', async () => {
    const response = await post(multipart([{ ...image, field: 'picture' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Attach one file in the form field "file"' });
  });
});
