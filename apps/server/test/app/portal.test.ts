import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp } from '../helpers/test-app.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let unbuilt: FastifyInstance;
let portalDir: string;

const screenCode = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, row) => ({ row })))};`;

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  testDb = await createTestDatabase();
  portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-portal-'));
  fs.mkdirSync(path.join(portalDir, 'assets'));
  fs.writeFileSync(path.join(portalDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(portalDir, 'assets', 'app-1a2b.js'), 'console.log("portal");');
  // What the build writes beside a larger asset.
  fs.writeFileSync(path.join(portalDir, 'assets', 'screen-3c4d.js'), screenCode);
  fs.writeFileSync(path.join(portalDir, 'assets', 'screen-3c4d.js.br'), brotliCompressSync(screenCode));
  fs.writeFileSync(path.join(portalDir, 'assets', 'screen-3c4d.js.gz'), gzipSync(screenCode));
  ({ app } = await createTestApp(testDb.db, { portalDir }));
  ({ app: unbuilt } = await createTestApp(testDb.db, { portalDir: path.join(portalDir, 'missing') }));
});

afterAll(async () => {
  await app?.close();
  await unbuilt?.close();
  await testDb?.dispose();
  fs.rmSync(portalDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built portal', () => {
  it('serves index.html at the root', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(indexHtml);
  });

  it.each([
    '/organization',
    '/people/5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c',
    '/dashboard/executive-summary?x=1',
  ])('answers the page request %s with index.html so the client router can take over', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the copy the build compressed with %s to a browser that accepts it', async (encoding, decode) => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/screen-3c4d.js',
      headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decode(response.rawPayload).toString()).toBe(screenCode);
  });

  it('sends an asset as it is to a client that accepts no compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/screen-3c4d.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(screenCode);
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("portal");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file that is not a page with 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No API operation matches GET /api/v1/unknown' });
  });

  it('tells how to build the portal when it has not been built', async () => {
    const response = await unbuilt.inject({ method: 'GET', url: '/documents', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The portal has not been built yet. Run <code>npm run build</code>');
  });
});

describe('the API reference', () => {
  it('serves Swagger UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });

  it('publishes the contract itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api/v1' }] });
    expect(response.json().paths['/auth/login'].post.operationId).toBe('login');
  });
});
