import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database.js';
import { importThroughApi } from '../helpers/import-jobs.js';
import { carrierFile } from '../helpers/invoice-files.js';
import { createOrganization, createStaff } from '../helpers/people.js';
import { createTestApp } from '../helpers/test-app.js';

const token = 'scrape-token-'.padEnd(32, '7');

let testDb: TestDatabase;
let withToken: FastifyInstance;
let withoutToken: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app: withToken } = await createTestApp(testDb.db, { env: { METRICS_TOKEN: token } }));
  ({ app: withoutToken } = await createTestApp(testDb.db));
});

afterAll(async () => {
  await withToken?.close();
  await withoutToken?.close();
  await testDb?.dispose();
});

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers 404 like any unknown address when METRICS_TOKEN is not set', async () => {
    const response = await scrape(withoutToken, `Bearer ${token}`);
    const unknown = await withoutToken.inject({ method: 'GET', url: '/no-such-address' });
    expect(response.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing found at /metrics', code: 'NOT_FOUND' });
  });

  it('answers 401 without the token and with a wrong one', async () => {
    const missing = await scrape(withToken);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.json()).toEqual({
      message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>',
      code: 'UNAUTHENTICATED',
    });
    for (const wrong of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, 'Bearer nope', `Basic ${token}`]) {
      const response = await scrape(withToken, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('waybill_http_requests_total');
    }
  });

  it('serves Prometheus text with requests counted by operation and status class, never by raw address', async () => {
    expect((await withToken.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await withToken.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const organization = await withToken.inject({
      method: 'GET',
      url: '/api/v1/organization/org-4711-secret',
    });
    expect(organization.statusCode).toBe(401);

    const response = await scrape(withToken, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('waybill_http_requests_total{operation="getHealth",status_class="2xx"} 2');
    expect(text).toContain('waybill_http_requests_total{operation="getOrganization",status_class="4xx"} 1');
    expect(text).toMatch(
      /waybill_http_request_duration_seconds_count\{operation="getHealth",status_class="2xx"\} 2/,
    );
    expect(text).not.toContain('org-4711-secret');
    // Node's own, from the default collectors.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toContain('waybill_import_job_duration_seconds');
  });

  it.runIf(testDriver === 'postgres')('reports the PostgreSQL pool’s connections', async () => {
    const text = (await scrape(withToken, `Bearer ${token}`)).body;
    expect(text).toMatch(/^waybill_db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^waybill_db_pool_connections\{state="idle"\} \d/m);
    expect(text).toMatch(/^waybill_db_pool_connections\{state="waiting"\} 0$/m);
  });

  it('reports the heavy reads running and waiting for their turn', async () => {
    const end = await withToken.heavyReads.take(new AbortController().signal);
    try {
      const text = (await scrape(withToken, `Bearer ${token}`)).body;
      expect(text).toMatch(/^waybill_heavy_reads\{state="running"\} 1$/m);
      expect(text).toMatch(/^waybill_heavy_reads\{state="waiting"\} 0$/m);
    } finally {
      end();
    }
    expect((await scrape(withToken, `Bearer ${token}`)).body).toMatch(
      /^waybill_heavy_reads\{state="running"\} 0$/m,
    );
  });

  it('reports import jobs: how long they took by outcome, the rows imported and the queue waiting', async () => {
    const organizationId = await createOrganization(testDb.db, 'Metered Goods');
    const { rows } = await testDb.db.query<{ mapping_name: string }>(
      'SELECT mapping_name FROM organizations WHERE id = $1',
      [organizationId],
    );
    const mappingName = rows[0]!.mapping_name;
    const { platformAdmin } = await createStaff(withToken, testDb.db, organizationId);
    const file = carrierFile('UPS', { mappingName, name: 'Metered Goods' }, { packages: 40 });
    const before = (await scrape(withToken, `Bearer ${token}`)).body;
    const imported = await importThroughApi(withToken, platformAdmin.access, mappingName, file);
    expect(imported.state).toBe('imported');
    const again = await importThroughApi(withToken, platformAdmin.access, mappingName, file);
    expect(again.state).toBe('duplicate');

    const text = (await scrape(withToken, `Bearer ${token}`)).body;
    const value = (body: string, series: string) =>
      Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(body)?.[1] ?? 0);
    const jobs = (body: string, outcome: string) =>
      value(body, `waybill_import_job_duration_seconds_count{outcome="${outcome}"}`);
    expect(jobs(text, 'imported') - jobs(before, 'imported')).toBe(1);
    expect(jobs(text, 'duplicate') - jobs(before, 'duplicate')).toBe(1);
    expect(value(text, 'waybill_import_rows_total') - value(before, 'waybill_import_rows_total')).toBe(
      imported.report!.rowsRead,
    );
    expect(imported.report!.rowsRead).toBeGreaterThan(0);
    expect(text).toMatch(/^waybill_import_queue_depth 0$/m);
  });
});
