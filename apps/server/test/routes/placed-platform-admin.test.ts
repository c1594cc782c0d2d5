import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import {
  createOrganization,
  createPerson,
  createStaff,
  setLicenses,
  type TestPerson,
} from '../helpers/people.js';

// A platform admin placed in an organization (assign-users allows it) is out of reach of its admins: they get
// exactly what they get for someone who does not exist, and the platform admin keeps their account as it was.

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let organizationId: string;
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let placed: TestPerson;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: TestPerson, method: Method, url: string, body?: unknown) =>
  callApi(app, who.access, method, url, body);
const unknownId = '5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c';

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  await setLicenses(db, organizationId, 10);
  ({ platformAdmin, orgAdmin } = await createStaff(app, db, organizationId));
  placed = await createPerson(app, db, {
    firstName: 'Grace',
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  const assigned = await call(platformAdmin, 'POST', `/organization/assign-users/${organizationId}`, {
    userIds: [placed.userId],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

async function accountOf(userId: string) {
  const result = await db.query(
    `SELECT first_name, role, is_licensed, status, is_admin, organization_id FROM users WHERE id = $1`,
    [userId],
  );
  return result.rows[0];
}

const userIdsOf = (response: { json(): unknown }) =>
  (response.json() as { userId: string }[]).map((person) => person.userId);

describe('a platform admin placed in an organization, as its organization admin sees them', () => {
  it('is answered 404 “User not found” by every person operation, exactly as an unknown person', async () => {
    const before = await accountOf(placed.userId);
    const calls: [Method, (userId: string) => string, unknown?][] = [
      ['GET', (id) => `/user/${id}`],
      ['PATCH', (id) => `/user/edit-user/${id}`, { firstName: 'Renamed', lastName: 'Person' }],
      ['PATCH', (id) => `/organization/edit-user/${id}`, { role: 'admin' }],
      ['POST', (id) => `/organization/assign-sigma-license/${organizationId}/${id}`],
      ['GET', (id) => `/organization/revoke-sigma-license/${organizationId}/${id}`],
      ['DELETE', (id) => `/organization/deactivate-user/${organizationId}/${id}`],
      ['POST', (id) => `/organization/activate-user/${organizationId}/${id}`],
      ['POST', (id) => `/user/update-credential/${id}`, { name: 'fedex', username: 'u', password: 'p' }],
      ['GET', (id) => `/user/avatar/${id}`],
      ['GET', (id) => `/user/files/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(orgAdmin, method, url(placed.userId), body);
      const unknown = await call(orgAdmin, method, url(unknownId), body);
      expect(`${method} ${url(':id')} ${response.statusCode}`).toBe(`${method} ${url(':id')} 404`);
      expect(response.json()).toEqual(unknown.json());
    }
    expect(await accountOf(placed.userId)).toEqual(before);
    // Still signed in: no deactivation ended their session.
    expect((await call(placed, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('is not in the admin’s people and member lists, but is in a platform admin’s', async () => {
    const people = await call(orgAdmin, 'GET', '/organization/people');
    const members = await call(orgAdmin, 'GET', `/organization/people/${organizationId}`);
    expect(userIdsOf(people)).toContain(orgAdmin.userId);
    expect(userIdsOf(people)).not.toContain(placed.userId);
    expect(userIdsOf(members)).toContain(orgAdmin.userId);
    expect(userIdsOf(members)).not.toContain(placed.userId);
    const allMembers = await call(platformAdmin, 'GET', `/organization/people/${organizationId}`);
    expect(userIdsOf(allMembers)).toContain(placed.userId);
  });

  it('is still reached by platform admins, and reads and edits their own profile', async () => {
    expect((await call(platformAdmin, 'GET', `/user/${placed.userId}`)).statusCode).toBe(200);
    const renamed = await call(placed, 'PATCH', `/user/edit-user/${placed.userId}`, {
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const self = await call(placed, 'GET', `/user/${placed.userId}`);
    expect(self.json()).toMatchObject({ userId: placed.userId, lastName: 'Hopper' });
    // The contract's Person has no platform admin flag: it is never sent.
    expect(self.json()).not.toHaveProperty('isPlatformAdmin');
  });
});
