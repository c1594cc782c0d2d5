import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import {
  createOrganization,
  createStaff,
  insertPerson,
  type TargetPerson,
  type TestPerson,
} from '../helpers/people.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let organizationId: string;
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let member: TestPerson;
let colleague: TargetPerson;

const get = (who: TestPerson, url: string) => callApi(app, who.access, 'GET', url);

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db));
  organizationId = await createOrganization(testDb.db, 'Northwind Outfitters');
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, testDb.db, organizationId));
  colleague = await insertPerson(testDb.db, { organizationId, firstName: 'Colin' });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const nothing = { editProfile: false, editAccess: false, changeStatus: false, manageLicense: false };

describe('Person.capabilities', () => {
  it('lets a member edit only their own profile', async () => {
    const self = await get(member, `/user/${member.userId}`);
    expect(self.statusCode).toBe(200);
    expect(self.json().capabilities).toEqual({ ...nothing, editProfile: true });
    const list = await get(member, '/organization/people');
    expect(list.json()).toEqual([
      expect.objectContaining({ userId: member.userId, capabilities: { ...nothing, editProfile: true } }),
    ]);
  });

  it("gives an organization admin their people's profile, access, status and seat, and their own profile and seat", async () => {
    const other = await get(orgAdmin, `/user/${colleague.userId}`);
    expect(other.json().capabilities).toEqual({
      editProfile: true,
      editAccess: true,
      changeStatus: true,
      manageLicense: true,
    });
    const self = await get(orgAdmin, `/user/${orgAdmin.userId}`);
    expect(self.json().capabilities).toEqual({ ...nothing, editProfile: true, manageLicense: true });
  });

  it('gives a platform admin everything but their own status', async () => {
    const other = await get(platformAdmin, `/user/${colleague.userId}`);
    expect(other.json().capabilities).toEqual({
      editProfile: true,
      editAccess: true,
      changeStatus: true,
      manageLicense: true,
    });
    const self = await get(platformAdmin, `/user/${platformAdmin.userId}`);
    expect(self.json().capabilities).toEqual({
      editProfile: true,
      editAccess: true,
      changeStatus: false,
      manageLicense: true,
    });
  });
});

describe('Organization.capabilities', () => {
  const none = {
    edit: false,
    changeStatus: false,
    assignUsers: false,
    unassignUsers: false,
    invitePeople: false,
    manageLicenses: false,
  };

  it('gives a member nothing on their organization', async () => {
    const response = await get(member, `/organization/${organizationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().capabilities).toEqual(none);
  });

  it('lets an organization admin invite people and manage seats', async () => {
    const response = await get(orgAdmin, `/organization/${organizationId}`);
    expect(response.json().capabilities).toEqual({ ...none, invitePeople: true, manageLicenses: true });
  });

  it('gives a platform admin everything, in the list too', async () => {
    const everything = {
      edit: true,
      changeStatus: true,
      assignUsers: true,
      unassignUsers: true,
      invitePeople: true,
      manageLicenses: true,
    };
    const response = await get(platformAdmin, `/organization/${organizationId}`);
    expect(response.json().capabilities).toEqual(everything);
    const list = await get(platformAdmin, '/organization');
    expect(list.json()).toContainEqual(expect.objectContaining({ organizationId, capabilities: everything }));
  });
});
