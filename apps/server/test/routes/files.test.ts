import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  docFile,
  docxFile,
  executableFile,
  pdfFile,
  xlsxFile,
  zipArchive,
} from '../helpers/document-files.js';
import { multipartBody, multipartHeaders, type FormFile } from '../helpers/multipart.js';
import { createOrganization, createPerson, type TestPerson } from '../helpers/people.js';
import { s3rverCredentials, startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const types = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const csvBytes = Buffer.from('carrier,amount\nUPS,12.50\nFedEx,"1,024.00"\n', 'utf8');
const sandbox = "sandbox; default-src 'none'";

let testDb: TestDatabase;
let db: Database;
let s3: TestS3Server;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  s3 = await startS3Server();
  // The SDK reads credentials from the environment, as it would in a deployment.
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3rverCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3rverCredentials.secretAccessKey);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
  await testDb?.dispose();
});

async function documentRowCount(): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*) AS count FROM documents');
  return result.rows[0]!.count;
}

describe.each(['local', 's3'] as const)('the document library on %s storage', (storageKind) => {
  let app: FastifyInstance;
  let dataDir: string;
  let northwind: string;
  let acme: string;
  let platformAdmin: TestPerson;
  let northwindAdmin: TestPerson;
  let marco: TestPerson;
  let rita: TestPerson;
  let acmeAdmin: TestPerson;
  let solo: TestPerson;

  /** Every key the storage holds, looked at behind the server's back. */
  async function storedKeys(): Promise<string[]> {
    if (storageKind === 's3') return s3.keys('documents/');
    const folder = path.join(dataDir, 'files', 'documents');
    return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => `documents/${name}`) : [];
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-documents-'));
    const env = {
      DATA_DIR: dataDir,
      DOCUMENT_MAX_BYTES: String(20 * 1024 * 1024),
      ...(storageKind === 's3' ? s3.env : {}),
    };
    ({ app } = await createTestApp(db, { env }));
    northwind = await createOrganization(db, `Northwind ${storageKind}`);
    acme = await createOrganization(db, `Acme ${storageKind}`);
    platformAdmin = await createPerson(app, db, {
      firstName: 'Ada',
      organizationId: null,
      role: 'user',
      isAdmin: true,
    });
    northwindAdmin = await createPerson(app, db, {
      firstName: 'Olivia',
      organizationId: northwind,
      role: 'admin',
    });
    marco = await createPerson(app, db, { firstName: 'Marco', organizationId: northwind, role: 'user' });
    rita = await createPerson(app, db, { firstName: 'Rita', organizationId: northwind, role: 'user' });
    acmeAdmin = await createPerson(app, db, { firstName: 'Arthur', organizationId: acme, role: 'admin' });
    solo = await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' });
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (who: TestPerson | undefined, file: FormFile) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/upload-file',
      headers: multipartHeaders,
      cookies: who ? { waybill_session: who.access } : {},
      payload: multipartBody([file]),
    });
  const list = (who: TestPerson | undefined, ownerId: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user/files/${ownerId}`,
      cookies: who ? { waybill_session: who.access } : {},
    });
  const download = (who: TestPerson | undefined, url: string) =>
    app.inject({ method: 'GET', url, cookies: who ? { waybill_session: who.access } : {} });

  it.each([
    ['Q1 rates.pdf', 'pdf', pdfFile()],
    ['contract.doc', 'doc', docFile()],
    ['Contract Änderung.docx', 'docx', docxFile()],
    ['rates.csv', 'csv', csvBytes],
    ['Spend.XLSX', 'xlsx', xlsxFile()],
  ] as const)('stores %s, lists it and gives the same bytes back', async (filename, format, bytes) => {
    const before = new Date();
    const response = await upload(marco, { filename, bytes, type: 'application/octet-stream' });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toEqual({
      id: expect.any(String),
      name: filename,
      url: `/api/v1/user/files/${marco.userId}/${document.id}`,
      type: types[format],
      size: bytes.length,
      uploadedAt: expect.any(String),
    });
    expect(new Date(document.uploadedAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const row = await db.query<{ user_id: string; organization_id: string; storage_key: string }>(
      'SELECT user_id, organization_id, storage_key FROM documents WHERE id = $1',
      [document.id],
    );
    expect(row.rows[0]).toMatchObject({ user_id: marco.userId, organization_id: northwind });
    // The key is the server's, never the client's file name.
    expect(row.rows[0]!.storage_key).toBe(`documents/${document.id}`);
    expect(await storedKeys()).toContain(`documents/${document.id}`);

    const listed = await list(marco, marco.userId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().fileList[0]).toEqual(document);

    const file = await download(marco, document.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe(format === 'csv' ? 'text/csv; charset=utf-8' : types[format]);
    expect(file.headers['content-length']).toBe(String(bytes.length));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${filename.replace('Ä', '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(sandbox);
  });

  it('streams a document larger than one S3 part and gives it back byte for byte', async () => {
    const bytes = zipArchive([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: '<workbook/>' },
      { name: 'xl/media/image1.bin', content: randomBytes(12 * 1024 * 1024) },
    ]);
    const response = await upload(rita, { filename: 'big.xlsx', bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(bytes.length);
    const file = await download(rita, response.json().url);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes an Office file by its parts, not by the expanded sizes its directory declares, which nothing verifies', async () => {
    const bytes = zipArchive([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', content: '<document/>', claimedSize: 0xfffffff0 },
    ]);
    const response = await upload(marco, { filename: 'claims.docx', bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(bytes.length);
  });

  it('shows a PDF inline only when asked, and every other type as an attachment', async () => {
    const pdf = (await upload(marco, { filename: 'invoice.pdf', bytes: pdfFile() })).json();
    const inline = await download(marco, `${pdf.url}?disposition=inline`);
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`,
    );
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-security-policy']).toBe(sandbox);

    const csv = (await upload(marco, { filename: 'rates.csv', bytes: csvBytes })).json();
    const asked = await download(marco, `${csv.url}?disposition=inline`);
    expect(asked.headers['content-disposition']).toMatch(/^attachment; /);

    const wrong = await download(marco, `${pdf.url}?disposition=open`);
    expect(wrong.statusCode).toBe(400);
  });

  describe('refuses, keeping no file and no row', () => {
    async function expectRefusal(
      who: TestPerson,
      file: FormFile,
      status: number,
      message: string,
    ): Promise<void> {
      const rows = await documentRowCount();
      const keys = await storedKeys();
      const response = await upload(who, file);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await documentRowCount()).toBe(rows);
      expect(await storedKeys()).toEqual(keys);
    }

    it('an executable renamed .pdf', () =>
      expectRefusal(
        marco,
        { filename: 'invoice.pdf', bytes: executableFile(), type: 'application/pdf' },
        415,
        'The file "invoice.pdf" is not a valid PDF file: its content does not match its extension',
      ));

    it('an executable under its own name', () =>
      expectRefusal(
        marco,
        { filename: 'setup.exe', bytes: executableFile() },
        415,
        'Only PDF, DOC, DOCX, CSV and XLSX files can be uploaded',
      ));

    it('a large archive that turns out not to be a workbook at its very end', () =>
      expectRefusal(
        marco,
        {
          filename: 'photos.xlsx',
          bytes: zipArchive([{ name: 'photos/1.jpg', content: randomBytes(12 * 1024 * 1024) }]),
        },
        415,
        'The file "photos.xlsx" is not a valid XLSX file: its content does not match its extension',
      ));

    it('a file over DOCUMENT_MAX_BYTES, while it streams', () =>
      expectRefusal(
        marco,
        { filename: 'huge.csv', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 'a') },
        413,
        'The file is larger than 20 MB',
      ));

    it('a CSV that is not UTF-8 text', () =>
      expectRefusal(
        marco,
        { filename: 'latin1.csv', bytes: Buffer.from('Malmö,1\n', 'latin1') },
        415,
        'The file "latin1.csv" is not a valid CSV file: CSV files must be UTF-8 text',
      ));

    it('an empty file', () =>
      expectRefusal(
        marco,
        { filename: 'empty.pdf', bytes: Buffer.alloc(0) },
        400,
        'The file "empty.pdf" is empty',
      ));

    it('a form without the field "file"', () =>
      expectRefusal(
        marco,
        { field: 'document', filename: 'invoice.pdf', bytes: pdfFile() },
        400,
        'Attach one file in the form field "file"',
      ));

    it('anyone without an organization, platform admins included', async () => {
      for (const who of [solo, platformAdmin]) {
        await expectRefusal(
          who,
          { filename: 'invoice.pdf', bytes: pdfFile() },
          403,
          'Only members of an organization can upload documents',
        );
      }
    });
  });

  it('answers 401 to an anonymous caller of every file operation', async () => {
    expect((await upload(undefined, { filename: 'a.pdf', bytes: pdfFile() })).statusCode).toBe(401);
    expect((await list(undefined, marco.userId)).statusCode).toBe(401);
    const id = randomUUID();
    expect((await download(undefined, `/api/v1/user/files/${marco.userId}/${id}`)).statusCode).toBe(401);
  });

  describe('who sees whose documents', () => {
    let marcoDocument: { id: string; url: string };
    let ritaDocument: { id: string; url: string };
    let acmeDocument: { id: string; url: string };

    beforeAll(async () => {
      marcoDocument = (await upload(marco, { filename: 'marco.pdf', bytes: pdfFile('Marco') })).json();
      ritaDocument = (await upload(rita, { filename: 'rita.csv', bytes: csvBytes })).json();
      acmeDocument = (await upload(acmeAdmin, { filename: 'acme.pdf', bytes: pdfFile('Acme') })).json();
    });

    const namesIn = async (who: TestPerson, ownerId: string) => {
      const response = await list(who, ownerId);
      return response.statusCode === 200
        ? response.json().fileList.map((file: { name: string }) => file.name)
        : response.statusCode;
    };

    it('a member sees their own documents only', async () => {
      expect(await namesIn(marco, marco.userId)).toContain('marco.pdf');
      expect(await namesIn(marco, rita.userId)).toBe(404);
      expect(await namesIn(marco, acmeAdmin.userId)).toBe(404);
      expect((await download(marco, ritaDocument.url)).statusCode).toBe(404);
    });

    it("an organization admin sees their organization's people's documents, and no other organization's", async () => {
      expect(await namesIn(northwindAdmin, marco.userId)).toContain('marco.pdf');
      expect(await namesIn(northwindAdmin, rita.userId)).toContain('rita.csv');
      expect((await download(northwindAdmin, marcoDocument.url)).statusCode).toBe(200);
      expect(await namesIn(acmeAdmin, marco.userId)).toBe(404);
      const foreign = await download(acmeAdmin, marcoDocument.url);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('User not found');
      // Their own id with another organization's document id is still not found.
      const crossed = await download(acmeAdmin, `/api/v1/user/files/${acmeAdmin.userId}/${marcoDocument.id}`);
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json().message).toBe('Document not found');
    });

    it('a platform admin sees everyone’s documents', async () => {
      expect(await namesIn(platformAdmin, marco.userId)).toContain('marco.pdf');
      expect(await namesIn(platformAdmin, acmeAdmin.userId)).toEqual(['acme.pdf']);
      const file = await download(platformAdmin, acmeDocument.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdfFile('Acme'))).toBe(true);
    });

    it('an unknown person or document is not found, and a malformed id is a bad request', async () => {
      expect((await list(platformAdmin, randomUUID())).statusCode).toBe(404);
      expect(
        (await download(platformAdmin, `/api/v1/user/files/${marco.userId}/${randomUUID()}`)).statusCode,
      ).toBe(404);
      expect((await list(platformAdmin, 'not-an-id')).statusCode).toBe(400);
    });

    it('a person who moves organization takes their documents out of the old organization’s view, and none into the new one’s', async () => {
      const mover = await createPerson(app, db, {
        firstName: 'Milo',
        organizationId: northwind,
        role: 'user',
      });
      const document = (await upload(mover, { filename: 'northwind-only.pdf', bytes: pdfFile() })).json();
      await db.query('UPDATE users SET organization_id = $1 WHERE id = $2', [acme, mover.userId]);

      expect(await namesIn(northwindAdmin, mover.userId)).toBe(404);
      expect(await namesIn(acmeAdmin, mover.userId)).toEqual([]);
      expect((await download(acmeAdmin, document.url)).statusCode).toBe(404);
      expect(await namesIn(mover, mover.userId)).toEqual(['northwind-only.pdf']);
      expect(await namesIn(platformAdmin, mover.userId)).toEqual(['northwind-only.pdf']);
    });

    it('lists newest first', async () => {
      const first = (await upload(rita, { filename: 'first.csv', bytes: csvBytes })).json();
      const second = (await upload(rita, { filename: 'second.csv', bytes: csvBytes })).json();
      const files = (await list(rita, rita.userId)).json().fileList.map((file: { id: string }) => file.id);
      expect(files.indexOf(second.id)).toBeLessThan(files.indexOf(first.id));
    });
  });

  it('needs the X-Requested-With header to upload, like every change', async () => {
    const rowsBefore = await documentRowCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/upload-file',
      headers: { 'content-type': multipartHeaders['content-type'] },
      cookies: { waybill_session: marco.access },
      payload: multipartBody([{ filename: 'a.pdf', bytes: pdfFile() }]),
    });
    expect(response.statusCode).toBe(403);
    expect(await documentRowCount()).toBe(rowsBefore);
  });
});
