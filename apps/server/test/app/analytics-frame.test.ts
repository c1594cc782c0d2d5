import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp } from '../helpers/test-app.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let unbuilt: FastifyInstance;
let portalDir: string;
let analyticsDir: string;

const portalHtml = '<!doctype html><html><body><div id="root">portal</div></body></html>';
const frameHtml =
  '<!doctype html><html><head><script type="module" src="/analytics/assets/index-9f8e.js"></script></head><body><div id="root"></div></body></html>';

function directory(prefix: string, index: string, asset: [string, string]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  fs.writeFileSync(path.join(dir, 'assets', asset[0]), asset[1]);
  return dir;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  portalDir = directory('waybill-portal-', portalHtml, ['app-1a2b.js', 'console.log("portal");']);
  analyticsDir = directory('waybill-analytics-', frameHtml, ['index-9f8e.js', 'console.log("frame");']);
  ({ app } = await createTestApp(testDb.db, { portalDir, analyticsDir }));
  ({ app: unbuilt } = await createTestApp(testDb.db, {
    portalDir,
    analyticsDir: path.join(analyticsDir, 'missing'),
  }));
});

afterAll(async () => {
  await app?.close();
  await unbuilt?.close();
  await testDb?.dispose();
  fs.rmSync(portalDir, { recursive: true, force: true });
  fs.rmSync(analyticsDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the analytics frame', () => {
  it.each(['/analytics/', '/analytics', '/analytics/?kind=executive_summary&theme=Dark'])(
    'serves its own index.html at %s, framable by the portal only',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const csp = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(response.body).toBe(
        frameHtml.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`),
      );
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('gives every page a style nonce of its own', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        String(
          (await app.inject({ method: 'GET', url: '/analytics/', headers: html })).headers[
            'content-security-policy'
          ],
        ),
      )?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).not.toBe(first);
  });

  it('serves its fingerprinted assets with a long cache life and the same policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/analytics/assets/index-9f8e.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("frame");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('answers another page below /analytics/ with its own index.html, a missing file with 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/analytics/anything', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    const file = await app.inject({
      method: 'GET',
      url: '/analytics/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: 'Nothing found at /analytics/assets/missing.js' });
  });

  it('leaves the portal its own pages, assets and policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard/executive-summary', headers: html });
    expect(page.body).toBe(portalHtml);
    expect(String(page.headers['content-security-policy'])).not.toBe(
      String(
        (await app.inject({ method: 'GET', url: '/analytics/', headers: html })).headers[
          'content-security-policy'
        ],
      ),
    );
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.body).toBe('console.log("portal");');
  });

  it('tells how to build the frame when it has not been built', async () => {
    const response = await unbuilt.inject({ method: 'GET', url: '/analytics/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The analytics frame has not been built yet.');
  });
});
