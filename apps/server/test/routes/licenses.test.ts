import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import {
  createOrganization,
  createStaff,
  insertPerson,
  setLicenses,
  type TargetPerson,
  type TestPerson,
} from '../helpers/people.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let organizationId: string;
let otherOrganizationId: string;
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let member: TestPerson;
let stranger: TargetPerson;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  await setLicenses(db, organizationId, 1000);
  await setLicenses(db, otherOrganizationId, 1000);
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, db, organizationId));
  stranger = await insertPerson(db, { organizationId: otherOrganizationId });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const assign = (who: TestPerson, orgId: string, userId: string) =>
  callApi(app, who.access, 'POST', `/organization/assign-sigma-license/${orgId}/${userId}`);
const revoke = (who: TestPerson, orgId: string, userId: string) =>
  callApi(app, who.access, 'GET', `/organization/revoke-sigma-license/${orgId}/${userId}`);

async function licensed(userId: string): Promise<boolean> {
  const result = await db.query<{ is_licensed: boolean }>('SELECT is_licensed FROM users WHERE id = $1', [
    userId,
  ]);
  return result.rows[0]!.is_licensed;
}

async function seatsInUse(orgId: string): Promise<number> {
  const result = await db.query<{ used: number }>(
    'SELECT count(*)::int AS used FROM users WHERE organization_id = $1 AND is_licensed',
    [orgId],
  );
  return result.rows[0]!.used;
}

/** A new organization with `total` licenses, `used` of them held by verified members. */
async function organizationWithSeats(total: number, used: number): Promise<string> {
  const id = await createOrganization(db, 'Seat Test');
  await setLicenses(db, id, total);
  for (let index = 0; index < used; index += 1)
    await insertPerson(db, { organizationId: id, isLicensed: true });
  return id;
}

describe('assign and revoke a sigma license', () => {
  it('assigns a seat to a verified member, and revoking frees it', async () => {
    const person = await insertPerson(db, { organizationId });
    const response = await assign(orgAdmin, organizationId, person.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: person.userId, isLicensed: true });
    expect(await licensed(person.userId)).toBe(true);
    // Assigning again keeps the one seat.
    const used = await seatsInUse(organizationId);
    expect((await assign(orgAdmin, organizationId, person.userId)).statusCode).toBe(200);
    expect(await seatsInUse(organizationId)).toBe(used);

    const revoked = await revoke(orgAdmin, organizationId, person.userId);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ isLicensed: false });
    expect(await seatsInUse(organizationId)).toBe(used - 1);
  });

  it('refuses an unverified email with 409 EMAIL_NOT_VERIFIED and a message', async () => {
    const person = await insertPerson(db, { organizationId, emailVerified: false });
    const response = await assign(orgAdmin, organizationId, person.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `${person.email} has not verified their email address yet, so a license cannot be assigned`,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(await licensed(person.userId)).toBe(false);
  });

  it('refuses past the seat limit with 409 LICENSE_LIMIT_REACHED and a message', async () => {
    const id = await organizationWithSeats(2, 2);
    const person = await insertPerson(db, { organizationId: id });
    const response = await assign(platformAdmin, id, person.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'All 2 licenses of Seat Test are in use. Revoke one or raise the number of licenses first.',
      code: 'LICENSE_LIMIT_REACHED',
    });
    const none = await organizationWithSeats(0, 0);
    const nobody = await insertPerson(db, { organizationId: none });
    expect((await assign(platformAdmin, none, nobody.userId)).json()).toMatchObject({
      message: 'Seat Test has no licenses. Raise its number of licenses first.',
    });
  });

  it('answers 404 for another organization’s member or a person outside the path’s organization', async () => {
    const other = await assign(orgAdmin, otherOrganizationId, stranger.userId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'User not found' });
    const wrongPath = await assign(platformAdmin, organizationId, stranger.userId);
    expect(wrongPath.statusCode).toBe(404);
    expect((await revoke(orgAdmin, otherOrganizationId, stranger.userId)).statusCode).toBe(404);
    expect(await licensed(stranger.userId)).toBe(false);
  });

  it('is for administrators: a member gets 403', async () => {
    const person = await insertPerson(db, { organizationId });
    expect((await assign(member, organizationId, person.userId)).statusCode).toBe(403);
    expect((await revoke(member, organizationId, person.userId)).statusCode).toBe(403);
  });
});

describe('the last seat under concurrency', () => {
  it('gives it to exactly one of two requests at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await organizationWithSeats(3, 2);
      const first = await insertPerson(db, { organizationId: id });
      const second = await insertPerson(db, { organizationId: id });
      const responses = await Promise.all([
        assign(platformAdmin, id, first.userId),
        assign(platformAdmin, id, second.userId),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
        code: 'LICENSE_LIMIT_REACHED',
      });
      expect(await seatsInUse(id)).toBe(3);
    }
  });

  it('never exceeds the total when many requests race, through either call', async () => {
    const id = await organizationWithSeats(4, 0);
    const people = await Promise.all(
      Array.from({ length: 10 }, () => insertPerson(db, { organizationId: id })),
    );
    const responses = await Promise.all(
      people.map((person, index) =>
        index % 2 === 0
          ? assign(platformAdmin, id, person.userId)
          : callApi(app, platformAdmin.access, 'PATCH', `/organization/edit-user/${person.userId}`, {
              isLicensedUser: true,
            }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(6);
    expect(await seatsInUse(id)).toBe(4);
  });

  it('does not let a lower total slip under seats assigned at the same moment', async () => {
    const id = await organizationWithSeats(3, 2);
    const person = await insertPerson(db, { organizationId: id });
    const [assigned, lowered] = await Promise.all([
      assign(platformAdmin, id, person.userId),
      callApi(app, platformAdmin.access, 'PATCH', `/organization/${id}`, { totalNumberOfLicenses: 2 }),
    ]);
    const total = await db.query<{ total: number }>(
      'SELECT total_number_of_licenses AS total FROM organizations WHERE id = $1',
      [id],
    );
    // Whichever ran first, the seats in use never exceed the total.
    expect([assigned.statusCode, lowered.statusCode].sort()).toEqual([200, 409]);
    expect(await seatsInUse(id)).toBeLessThanOrEqual(total.rows[0]!.total);
  });
});
