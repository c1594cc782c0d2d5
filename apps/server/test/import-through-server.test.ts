import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { importThroughServer } from '../src/import-through-server.js';
import { carrierFile } from './helpers/invoice-files.js';
import { createOrganization, createStaff, testPassword } from './helpers/people.js';
import { createTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let publicUrl: URL;
let adminEmail: string;
let client: { name: string; mappingName: string };
let directory: string;

/** A port nothing listens on, for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  publicUrl = new URL(`http://127.0.0.1:${await freePort()}`);
  ({ app } = await createTestApp(testDb.db, { env: { PUBLIC_URL: publicUrl.origin } }));
  await app.listen({ port: Number(publicUrl.port), host: '127.0.0.1' });
  const name = 'Harbor Goods';
  const organizationId = await createOrganization(testDb.db, name);
  const { rows } = await testDb.db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [organizationId],
  );
  client = { name, mappingName: rows[0]!.mapping_name };
  adminEmail = (await createStaff(app, testDb.db, organizationId)).platformAdmin.email;
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-import-cli-'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

describe('npm run import through the running server', () => {
  it('follows each queued import to its end and reports it as the importer would', async () => {
    const file = carrierFile('UPS', client, { packages: 6 });
    const filePath = path.join(directory, file.fileName);
    fs.writeFileSync(filePath, file.text);
    const credentials = { email: adminEmail, password: testPassword };
    const [imported] = await importThroughServer(publicUrl, credentials, client.mappingName, [filePath]);
    expect(imported).toMatchObject({
      fileName: file.fileName,
      status: 'imported',
      client: client.mappingName,
      carrier: 'UPS',
      rowsRejected: 0,
      error: null,
    });
    expect(imported!.amount).toMatch(/^\d+\.\d\d$/);
    const [again] = await importThroughServer(publicUrl, credentials, client.mappingName, [filePath]);
    expect(again).toMatchObject({ status: 'duplicate', controlId: imported!.controlId });
  });

  it('reports a refused file with the line and the reason the server answered', async () => {
    const lines = carrierFile('UPS', client, { packages: 4 }).text.split('\r\n');
    // The fourth row loses its last column.
    lines[3] = lines[3]!.replace(/,$/, '');
    const filePath = path.join(directory, 'short.csv');
    fs.writeFileSync(filePath, lines.join('\r\n'));
    const [report] = await importThroughServer(
      publicUrl,
      { email: adminEmail, password: testPassword },
      client.mappingName,
      [filePath],
    );
    expect(report).toMatchObject({
      fileName: 'short.csv',
      status: 'rejected',
      error: {
        line: 4,
        reason:
          '249 columns, but every UPS Billing Data row has exactly 250 (a missing or extra column shifts the others, so the row is not read)',
      },
    });
  });
});
