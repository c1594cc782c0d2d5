import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import {
  createOrganization,
  createPerson,
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
let loner: TestPerson;
let colleague: TargetPerson;
let invitee: TargetPerson;
let stranger: TargetPerson;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: TestPerson | undefined, method: Method, url: string, body?: unknown) =>
  callApi(app, who?.access, method, url, body);
const unknownId = '5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c';

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  await setLicenses(db, organizationId, 10);
  await setLicenses(db, otherOrganizationId, 10);
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, db, organizationId));
  loner = await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' });
  colleague = await insertPerson(db, { organizationId, firstName: 'Colin' });
  invitee = await insertPerson(db, {
    organizationId,
    firstName: '',
    status: 'Pending Invite',
    emailVerified: false,
  });
  stranger = await insertPerson(db, { organizationId: otherOrganizationId, firstName: 'Stella' });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const idsOf = (response: { json(): unknown }) =>
  (response.json() as { userId: string }[]).map((person) => person.userId).sort();

async function idsInDatabase(where: string, params: unknown[] = []): Promise<string[]> {
  const result = await db.query<{ id: string }>(`SELECT id FROM users ${where}`, params);
  return result.rows.map((row) => row.id).sort();
}

async function userRow(userId: string) {
  const result = await db.query<{
    organization_id: string | null;
    role: string;
    is_licensed: boolean;
    status: string;
    group_name: string | null;
    sub_group_name: string | null;
    first_name: string;
  }>(
    `SELECT organization_id, role, is_licensed, status, group_name, sub_group_name, first_name
       FROM users WHERE id = $1`,
    [userId],
  );
  return result.rows[0]!;
}

describe('GET /organization/people', () => {
  it('shows a platform admin everyone, an organization admin their organization, anyone else themselves', async () => {
    expect(idsOf(await call(platformAdmin, 'GET', '/organization/people'))).toEqual(await idsInDatabase(''));
    expect(idsOf(await call(orgAdmin, 'GET', '/organization/people'))).toEqual(
      await idsInDatabase('WHERE organization_id = $1', [organizationId]),
    );
    expect(idsOf(await call(member, 'GET', '/organization/people'))).toEqual([member.userId]);
    expect(idsOf(await call(loner, 'GET', '/organization/people'))).toEqual([loner.userId]);
  });

  it('describes each person with the contract’s fields and no credentials', async () => {
    const people = (await call(orgAdmin, 'GET', '/organization/people')).json() as Record<string, unknown>[];
    const self = people.find((person) => person.userId === orgAdmin.userId)!;
    expect(self).toEqual({
      userId: orgAdmin.userId,
      firstName: 'Olivia',
      lastName: 'Example',
      email: orgAdmin.email,
      emailVerified: true,
      joinedOn: new Date().toISOString().slice(0, 10),
      status: 'Active',
      role: 'admin',
      organization: 'Northwind Outfitters',
      organizationId,
      isLicensed: false,
      group: null,
      subGroup: null,
      image: null,
      capabilities: {
        editProfile: true,
        editAccess: false,
        changeStatus: false,
        manageLicense: true,
        resendInvitation: false,
      },
    });
    const pending = people.find((person) => person.userId === invitee.userId)!;
    expect(pending).toMatchObject({ status: 'Pending Invite', joinedOn: null, emailVerified: false });
    // Invitations come last.
    expect(people.at(-1)!.userId).toBe(invitee.userId);
  });
});

describe('GET /organization/people/{organizationId}', () => {
  it('lists the members with invitations to the organization’s admins and platform admins', async () => {
    const expected = await idsInDatabase('WHERE organization_id = $1', [organizationId]);
    expect(expected).toContain(invitee.userId);
    expect(idsOf(await call(orgAdmin, 'GET', `/organization/people/${organizationId}`))).toEqual(expected);
    expect(idsOf(await call(platformAdmin, 'GET', `/organization/people/${organizationId}`))).toEqual(
      expected,
    );
  });

  it('shows a plain member only themselves, and another organization to no one but platform admins', async () => {
    expect(idsOf(await call(member, 'GET', `/organization/people/${organizationId}`))).toEqual([
      member.userId,
    ]);
    for (const who of [orgAdmin, member, loner]) {
      const response = await call(who, 'GET', `/organization/people/${otherOrganizationId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Organization not found' });
    }
    expect(idsOf(await call(platformAdmin, 'GET', `/organization/people/${otherOrganizationId}`))).toEqual(
      await idsInDatabase('WHERE organization_id = $1', [otherOrganizationId]),
    );
    expect((await call(platformAdmin, 'GET', `/organization/people/${unknownId}`)).statusCode).toBe(404);
  });
});

describe('GET /organization/people/unassigned/{id}', () => {
  it('lists the people without an organization, for platform admins only', async () => {
    const response = await call(platformAdmin, 'GET', `/organization/people/unassigned/${organizationId}`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(await idsInDatabase('WHERE organization_id IS NULL'));
    expect(idsOf(response)).toContain(loner.userId);
    expect(
      (await call(orgAdmin, 'GET', `/organization/people/unassigned/${organizationId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(platformAdmin, 'GET', `/organization/people/unassigned/${unknownId}`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /organization/assign-users and /organization/unassign-users', () => {
  it('assigns people without an organization as members without a license', async () => {
    const first = await insertPerson(db, { organizationId: null, role: 'admin' });
    const second = await insertPerson(db, { organizationId: null });
    const response = await call(platformAdmin, 'POST', `/organization/assign-users/${otherOrganizationId}`, {
      userIds: [first.userId, second.userId],
      organizationId: otherOrganizationId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Users assigned' });
    for (const person of [first, second]) {
      expect(await userRow(person.userId)).toMatchObject({
        organization_id: otherOrganizationId,
        role: 'user',
        is_licensed: false,
      });
    }
  });

  it('assigns nobody when one of them already belongs to an organization (409)', async () => {
    const free = await insertPerson(db, { organizationId: null });
    const response = await call(platformAdmin, 'POST', `/organization/assign-users/${organizationId}`, {
      userIds: [free.userId, stranger.userId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `${stranger.email} already belongs to another organization`,
    });
    expect((await userRow(free.userId)).organization_id).toBeNull();
    expect((await userRow(stranger.userId)).organization_id).toBe(otherOrganizationId);
  });

  it('answers 404 for an unknown user or organization and 400 when path and body disagree', async () => {
    const free = await insertPerson(db, { organizationId: null });
    const unknownUser = await call(platformAdmin, 'POST', `/organization/assign-users/${organizationId}`, {
      userIds: [free.userId, unknownId],
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toMatchObject({ message: 'User not found' });
    const unknownOrganization = await call(platformAdmin, 'POST', `/organization/assign-users/${unknownId}`, {
      userIds: [free.userId],
    });
    expect(unknownOrganization.statusCode).toBe(404);
    const mismatch = await call(platformAdmin, 'POST', `/organization/assign-users/${organizationId}`, {
      userIds: [free.userId],
      organizationId: otherOrganizationId,
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await userRow(free.userId)).organization_id).toBeNull();
  });

  it('unassigns members: no organization, role user, their license released', async () => {
    const licensedAdmin = await insertPerson(db, { organizationId, role: 'admin', isLicensed: true });
    const before = (await call(platformAdmin, 'GET', `/organization/${organizationId}`)).json();
    const response = await call(platformAdmin, 'POST', `/organization/unassign-users/${organizationId}`, {
      userIds: [licensedAdmin.userId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User unassigned' });
    expect(await userRow(licensedAdmin.userId)).toMatchObject({
      organization_id: null,
      role: 'user',
      is_licensed: false,
    });
    const after = (await call(platformAdmin, 'GET', `/organization/${organizationId}`)).json();
    expect(after.numberOfLicenses).toBe(before.numberOfLicenses - 1);
    expect(after.numberOfUsers).toBe(before.numberOfUsers - 1);
  });

  it('unassigns nobody when one of them is not a member (404), and is for platform admins only', async () => {
    const mine = await insertPerson(db, { organizationId });
    const response = await call(platformAdmin, 'POST', `/organization/unassign-users/${organizationId}`, {
      userIds: [mine.userId, stranger.userId],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: `${stranger.email} is not a member of this organization`,
    });
    expect((await userRow(mine.userId)).organization_id).toBe(organizationId);
    const byOrgAdmin = await call(orgAdmin, 'POST', `/organization/unassign-users/${organizationId}`, {
      userIds: [mine.userId],
    });
    expect(byOrgAdmin.statusCode).toBe(403);
    expect((await userRow(mine.userId)).organization_id).toBe(organizationId);
  });
});

describe('PATCH /organization/edit-user/{userId}', () => {
  it('lets an organization admin change role, group and subgroup of their people', async () => {
    const person = await insertPerson(db, { organizationId });
    const response = await call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
      role: 'admin',
      group: '  Operations ',
      subGroup: '',
      firstName: ' Renamed ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'admin',
      group: 'Operations',
      subGroup: null,
      firstName: 'Renamed',
    });
    expect(await userRow(person.userId)).toMatchObject({
      role: 'admin',
      group_name: 'Operations',
      sub_group_name: null,
    });
  });

  it('refuses an organization admin their own details and another organization (403 / 404)', async () => {
    const self = await call(orgAdmin, 'PATCH', `/organization/edit-user/${orgAdmin.userId}`, {
      group: 'Mine',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ message: 'You cannot change your own organization details' });
    const other = await call(orgAdmin, 'PATCH', `/organization/edit-user/${stranger.userId}`, {
      group: 'Theirs',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'User not found' });
    expect((await userRow(stranger.userId)).group_name).toBeNull();
    expect(
      (await call(member, 'PATCH', `/organization/edit-user/${colleague.userId}`, { group: 'X' })).statusCode,
    ).toBe(403);
  });

  it('answers 403 with a message to an organization admin who sends an organization, and changes nothing', async () => {
    const person = await insertPerson(db, { organizationId });
    for (const target of [otherOrganizationId, null]) {
      const response = await call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
        organizationId: target,
        group: 'Moved',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'Only platform administrators can move a person to another organization',
      });
    }
    expect(await userRow(person.userId)).toMatchObject({ organization_id: organizationId, group_name: null });
    // Their own organization, sent as it is, changes nothing and passes.
    const same = await call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
      organizationId,
      group: 'Stayed',
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets a platform admin move a licensed person: member of the new organization, old seat released', async () => {
    const person = await insertPerson(db, { organizationId, role: 'admin', isLicensed: true });
    const response = await call(platformAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
      organizationId: otherOrganizationId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      organizationId: otherOrganizationId,
      organization: 'Contoso Parcels',
      role: 'user',
      isLicensed: false,
    });
    const licensed = await call(platformAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
      organizationId,
      role: 'admin',
      isLicensedUser: true,
    });
    expect(licensed.json()).toMatchObject({ organizationId, role: 'admin', isLicensed: true });
    const none = await call(platformAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
      organizationId: null,
    });
    expect(none.json()).toMatchObject({
      organizationId: null,
      organization: null,
      role: 'user',
      isLicensed: false,
    });
  });

  it('follows the license rules and answers 404 for an unknown organization', async () => {
    const unverified = await insertPerson(db, { organizationId, emailVerified: false });
    const response = await call(orgAdmin, 'PATCH', `/organization/edit-user/${unverified.userId}`, {
      isLicensedUser: true,
      group: 'Not saved',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await userRow(unverified.userId)).toMatchObject({ is_licensed: false, group_name: null });
    const unknown = await call(platformAdmin, 'PATCH', `/organization/edit-user/${unverified.userId}`, {
      organizationId: unknownId,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Organization not found' });
    const noOrganization = await call(platformAdmin, 'PATCH', `/organization/edit-user/${loner.userId}`, {
      isLicensedUser: true,
    });
    expect(noOrganization.statusCode).toBe(409);
  });

  it('answers SPEC’s texts for blank names and 400 for fields the contract does not have', async () => {
    const blank = await call(orgAdmin, 'PATCH', `/organization/edit-user/${colleague.userId}`, {
      lastName: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Last name is required' });
    const adminFlag = await call(orgAdmin, 'PATCH', `/organization/edit-user/${colleague.userId}`, {
      isAdmin: true,
    });
    expect(adminFlag.statusCode).toBe(400);
  });
});

describe('activate-user and deactivate-user', () => {
  it('deactivating ends the person’s sessions at once; activating lets them sign in again', async () => {
    const person = await createPerson(app, db, { firstName: 'Dana', organizationId, role: 'user' });
    expect((await call(person, 'GET', '/auth/me')).statusCode).toBe(200);
    const deactivated = await call(
      orgAdmin,
      'DELETE',
      `/organization/deactivate-user/${organizationId}/${person.userId}`,
    );
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ userId: person.userId, status: 'inactive' });
    const refused = await call(person, 'GET', '/auth/me');
    expect(refused.statusCode).toBe(401);
    const sessions = await db.query<{ live: number }>(
      'SELECT count(*)::int AS live FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [person.userId],
    );
    expect(sessions.rows[0]!.live).toBe(0);

    const activated = await call(
      orgAdmin,
      'POST',
      `/organization/activate-user/${organizationId}/${person.userId}`,
    );
    expect(activated.json()).toMatchObject({ status: 'Active' });
    const login = await callApi(app, undefined, 'POST', '/auth/login', {
      email: person.email,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses anyone their own account, and answers 404 for another organization or the wrong path', async () => {
    const self = await call(
      orgAdmin,
      'DELETE',
      `/organization/deactivate-user/${organizationId}/${orgAdmin.userId}`,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ message: 'You cannot deactivate your own account' });
    const adminSelf = await call(
      platformAdmin,
      'DELETE',
      `/organization/deactivate-user/none/${platformAdmin.userId}`,
    );
    expect(adminSelf.statusCode).toBe(403);
    const other = await call(
      orgAdmin,
      'DELETE',
      `/organization/deactivate-user/${otherOrganizationId}/${stranger.userId}`,
    );
    expect(other.statusCode).toBe(404);
    const wrongPath = await call(
      platformAdmin,
      'DELETE',
      `/organization/deactivate-user/${organizationId}/${stranger.userId}`,
    );
    expect(wrongPath.statusCode).toBe(404);
    expect(
      (await call(member, 'DELETE', `/organization/deactivate-user/${organizationId}/${colleague.userId}`))
        .statusCode,
    ).toBe(403);
    expect((await userRow(stranger.userId)).status).toBe('Active');
    expect((await userRow(colleague.userId)).status).toBe('Active');
  });

  it('reaches people without an organization through `none`, for platform admins', async () => {
    const person = await insertPerson(db, { organizationId: null });
    const response = await call(
      platformAdmin,
      'DELETE',
      `/organization/deactivate-user/none/${person.userId}`,
    );
    expect(response.statusCode).toBe(200);
    expect((await userRow(person.userId)).status).toBe('inactive');
    expect(
      (await call(platformAdmin, 'POST', `/organization/activate-user/none/${person.userId}`)).statusCode,
    ).toBe(200);
  });

  it('voids a deactivated invitation; activating returns it to Pending Invite', async () => {
    const pending = await insertPerson(db, {
      organizationId,
      status: 'Pending Invite',
      emailVerified: false,
    });
    await db.query(
      `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
       VALUES ($1, 'invitation', 'hash-of-a-pending-link', now() + interval '1 day')`,
      [pending.userId],
    );
    await call(orgAdmin, 'DELETE', `/organization/deactivate-user/${organizationId}/${pending.userId}`);
    const tokens = await db.query('SELECT 1 FROM one_time_tokens WHERE user_id = $1', [pending.userId]);
    expect(tokens.rows).toHaveLength(0);
    const activated = await call(
      orgAdmin,
      'POST',
      `/organization/activate-user/${organizationId}/${pending.userId}`,
    );
    expect(activated.json()).toMatchObject({ status: 'Pending Invite' });
  });
});

describe('GET /user/{userId} and PATCH /user/edit-user/{userId}', () => {
  it('shows a person to themselves, their organization’s admins and platform admins; 404 to anyone else', async () => {
    const self = await call(member, 'GET', `/user/${member.userId}`);
    expect(self.statusCode).toBe(200);
    expect(self.headers['cache-control']).toBe('no-store');
    expect(self.json()).toMatchObject({ userId: member.userId, credentials: [] });
    expect((await call(orgAdmin, 'GET', `/user/${colleague.userId}`)).statusCode).toBe(200);
    expect((await call(platformAdmin, 'GET', `/user/${stranger.userId}`)).statusCode).toBe(200);
    for (const [who, target] of [
      [member, colleague],
      [orgAdmin, stranger],
      [loner, colleague],
    ] as const) {
      const response = await call(who, 'GET', `/user/${target.userId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'User not found' });
    }
  });

  it('lets a member edit only their own names', async () => {
    const own = await call(member, 'PATCH', `/user/edit-user/${member.userId}`, {
      firstName: ' Marcus ',
      lastName: 'Mendes',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Marcus', lastName: 'Mendes' });
    const other = await call(member, 'PATCH', `/user/edit-user/${colleague.userId}`, {
      firstName: 'Hacked',
      lastName: 'Name',
    });
    expect(other.statusCode).toBe(404);
    expect((await userRow(colleague.userId)).first_name).toBe('Colin');
    const role = await call(member, 'PATCH', `/user/edit-user/${member.userId}`, {
      firstName: 'Marcus',
      lastName: 'Mendes',
      role: 'admin',
    });
    expect(role.statusCode).toBe(400);
    expect((await userRow(member.userId)).role).toBe('user');
  });

  it('lets organization admins edit their people’s names, not another organization’s', async () => {
    expect(
      (
        await call(orgAdmin, 'PATCH', `/user/edit-user/${colleague.userId}`, {
          firstName: 'Colin',
          lastName: 'Cole',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(orgAdmin, 'PATCH', `/user/edit-user/${stranger.userId}`, { firstName: 'X', lastName: 'Y' }))
        .statusCode,
    ).toBe(404);
    const blank = await call(orgAdmin, 'PATCH', `/user/edit-user/${colleague.userId}`, {
      firstName: ' ',
      lastName: 'Y',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'First name is required' });
  });
});
