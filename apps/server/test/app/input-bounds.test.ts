import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { carrierFile } from '../helpers/invoice-files.js';
import { createOrganization, createStaff, type TestPerson } from '../helpers/people.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { importThroughApi } from '../helpers/import-jobs.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let staff: { platformAdmin: TestPerson; orgAdmin: TestPerson; member: TestPerson };
let mappingName: string;
let frameToken: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db));
  const organizationId = await createOrganization(testDb.db, 'Northwind Outfitters');
  await testDb.db.query('UPDATE organizations SET total_number_of_licenses = 5');
  staff = await createStaff(app, testDb.db, organizationId);
  const row = await testDb.db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [organizationId],
  );
  mappingName = row.rows[0]!.mapping_name;
  const file = carrierFile(
    'UPS',
    { name: 'Northwind Outfitters', mappingName },
    { weekStart: '2025-01-06', packages: 20 },
  );
  const imported = await importThroughApi(app, staff.platformAdmin.access, mappingName, file);
  expect(imported.state, imported.message).toBe('imported');
  const url = await app.inject({
    method: 'GET',
    url: `/api/v1/organization/dashboard?pathType=executive_summary&mappingName=Full_Access`,
    cookies: { waybill_session: staff.platformAdmin.access },
  });
  expect(url.statusCode, url.body).toBe(200);
  frameToken = new URL(url.json<{ url: string }>().url, 'http://portal').hash.replace('#token=', '');
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

function frameGet(url: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${frameToken}` },
  });
}

function adminGet(url: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    cookies: { waybill_session: staff.platformAdmin.access },
  });
}

async function detailToken(): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/organization/dashboard?pathType=accessorials_detail&mappingName=Full_Access`,
    cookies: { waybill_session: staff.platformAdmin.access },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ url: string }>().url, 'http://portal').hash.replace('#token=', '');
}

describe('dashboard ranges', () => {
  it('refuses days past the year 2099 by the contract, before any work, while a health call answers', async () => {
    const [refused, health] = await Promise.all([
      frameGet('/analytics/dashboard?from=6000-01-01&to=9999-12-31'),
      app.inject({ method: 'GET', url: '/health' }),
    ]);
    // The validator's own words: the request never reached the dashboards, which walked every month of such a
    // range before (seconds of a blocked server, then a 500).
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'From must be a date (yyyy-MM-dd) in the years 1900 to 2099',
      fields: { from: 'From must be a date (yyyy-MM-dd) in the years 1900 to 2099' },
    });
    expect(health.statusCode).toBe(200);
  });

  it('refuses a range longer than ten years within the years it takes, naming to', async () => {
    const response = await frameGet('/analytics/dashboard?from=1900-01-01&to=2099-12-31');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A range may span at most 10 years',
      fields: { to: 'A range may span at most 10 years' },
    });
  });

  it('reads a range of ten years, and its previous period', async () => {
    const response = await frameGet('/analytics/dashboard?from=2016-01-01&to=2025-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      range: { from: '2016-01-01', to: '2025-12-31' },
      previousRange: { from: '2006-01-01', to: '2015-12-31' },
    });
  });

  it('refuses the year 1, whose previous period would come before the calendar', async () => {
    const response = await frameGet('/analytics/dashboard?from=0001-01-01&to=0001-01-31');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { from: expect.stringContaining('1900 to 2099') } });
  });

  it('refuses a day that does not exist', async () => {
    const response = await frameGet('/analytics/dashboard?from=2025-02-30&to=2025-03-31');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { from: 'From must be a date (yyyy-MM-dd)' } });
  });
});

describe('Control Master filters', () => {
  it('refuses an invoice date outside the years 1900 to 2099, naming it', async () => {
    const response = await adminGet('/control-master?start_date=0000-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Start date must be a date (yyyy-MM-dd) in the years 1900 to 2099',
      fields: { start_date: 'Start date must be a date (yyyy-MM-dd) in the years 1900 to 2099' },
    });
  });

  it('refuses a NUL character in any text, naming the field', async () => {
    for (const client of ['%00', `${mappingName}%00`]) {
      const response = await adminGet(`/control-master?client=${client}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Client must not contain a NUL character',
        code: 'BAD_REQUEST',
        fields: { client: 'Client must not contain a NUL character' },
      });
    }
  });
});

describe('NUL characters in bodies', () => {
  it('refuses one in a JSON field, and changes nothing', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/user/edit-user/${staff.member.userId}`,
      headers: { 'x-requested-with': 'waybill' },
      cookies: { waybill_session: staff.member.access },
      payload: { firstName: 'Mar\u0000co', lastName: 'Example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { firstName: 'First name must not contain a NUL character' },
    });
    const row = await testDb.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [
      staff.member.userId,
    ]);
    expect(row.rows[0]!.first_name).toBe('Marco');
  });
});

describe('detail cursors', () => {
  const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

  it('refuses a hand-made cursor whose value or id the listing could not have given', async () => {
    frameToken = await detailToken();
    const first = await frameGet('/analytics/rows?limit=5');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ nextCursor: string | null }>().nextCursor).not.toBeNull();
    for (const parts of [
      ['shipDate', 'asc', 'not a day', '1'],
      ['shipDate', 'asc', '2025-02-30', '1'],
      ['shipDate', 'asc', '2025-01-01', '99999999999999999999999'],
      ['shipDate', 'asc', '2025-01-01', '9223372036854775808'],
      ['shipDate', 'asc', '2025-01-01', '-1'],
    ]) {
      const response = await frameGet(`/analytics/rows?limit=5&cursor=${cursorOf(parts)}`);
      expect(response.statusCode, JSON.stringify(parts)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The cursor is not one this listing gave' });
    }
    const numeric = await frameGet(
      `/analytics/rows?limit=5&sort=net&cursor=${cursorOf(['net', 'asc', '1e999', '1'])}`,
    );
    expect(numeric.statusCode).toBe(400);
  });

  it('continues with the cursor it gave', async () => {
    frameToken = await detailToken();
    const first = await frameGet('/analytics/rows?limit=5');
    const next = first.json<{ nextCursor: string }>().nextCursor;
    const second = await frameGet(`/analytics/rows?limit=5&cursor=${next}`);
    expect(second.statusCode, second.body).toBe(200);
  });
});
