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

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, db, organizationId));
  loner = await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const call = (
  who: TestPerson | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => callApi(app, who?.access, method, url, body);

function uniqueMapping(label: string): string {
  return `${label}_${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
}

async function newOrganization(fields: Record<string, unknown> = {}) {
  const response = await call(platformAdmin, 'POST', '/organization', {
    name: 'Globex Freight',
    mappingName: uniqueMapping('globex'),
    url: 'https://globex.example.com',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ organizationId: string; mappingName: string; totalNumberOfLicenses: number }>();
}

describe('POST /organization', () => {
  it('creates an organization with trimmed fields, no logo and 0 licenses by default', async () => {
    const mappingName = uniqueMapping('acme');
    const response = await call(platformAdmin, 'POST', '/organization', {
      name: '  Acme Parcels ',
      mappingName: ` ${mappingName} `,
      url: 'https://acme.example.com',
      image: '',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      organizationId: expect.any(String),
      name: 'Acme Parcels',
      mappingName,
      url: 'https://acme.example.com',
      image: null,
      totalNumberOfLicenses: 0,
      numberOfLicenses: 0,
      numberOfUsers: 0,
      numberOfSigmaUsers: 0,
      status: 'active',
      capabilities: {
        edit: true,
        changeStatus: true,
        assignUsers: true,
        unassignUsers: true,
        invitePeople: true,
        manageLicenses: true,
      },
    });
    const row = await db.query('SELECT name, mapping_name FROM organizations WHERE id = $1', [
      created.organizationId,
    ]);
    expect(row.rows[0]).toEqual({ name: 'Acme Parcels', mapping_name: mappingName });
  });

  it('refuses a mapping name already used, ignoring case, with 409 and a message', async () => {
    const { mappingName } = await newOrganization();
    const response = await call(platformAdmin, 'POST', '/organization', {
      name: 'Copycat',
      mappingName: mappingName.toLowerCase(),
      url: 'https://copycat.example.com',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `The mapping name ${mappingName.toLowerCase()} is already used by another organization`,
      fields: { mappingName: expect.any(String) },
    });
    const count = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM organizations WHERE lower(mapping_name) = lower($1)',
      [mappingName],
    );
    expect(count.rows[0]!.count).toBe(1);
  });

  it('answers the SPEC texts for blank required fields', async () => {
    const blankName = await call(platformAdmin, 'POST', '/organization', {
      name: '   ',
      mappingName: uniqueMapping('blank'),
      url: 'https://blank.example.com',
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json()).toMatchObject({
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
    const blankMapping = await call(platformAdmin, 'POST', '/organization', {
      name: 'Blank',
      mappingName: ' ',
      url: 'https://blank.example.com',
    });
    expect(blankMapping.json()).toMatchObject({ message: 'Mapping Name is required' });
    const noUrl = await call(platformAdmin, 'POST', '/organization', { name: 'Blank', mappingName: 'X' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toMatchObject({ fields: { url: 'URL is required' } });
  });

  it('is for platform admins only', async () => {
    const body = { name: 'Nope', mappingName: uniqueMapping('nope'), url: 'https://nope.example.com' };
    for (const who of [orgAdmin, member, loner]) {
      const response = await call(who, 'POST', '/organization', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Only platform administrators can do this' });
    }
    expect((await call(undefined, 'POST', '/organization', body)).statusCode).toBe(401);
  });
});

describe('GET /organization and GET /organization/{id}', () => {
  it('counts users, licenses in use and sigma users as the rows of the organization say', async () => {
    const { organizationId: id } = await newOrganization({ totalNumberOfLicenses: 5 });
    const people = [
      { status: 'Active', isLicensed: true, emailVerified: true },
      { status: 'Active', isLicensed: true, emailVerified: true },
      { status: 'inactive', isLicensed: true, emailVerified: true },
      { status: 'Active', isLicensed: false, emailVerified: false },
      { status: 'Pending Invite', isLicensed: false, emailVerified: false },
    ] as const;
    for (const person of people) await insertPerson(db, { organizationId: id, ...person });
    const expected = {
      totalNumberOfLicenses: 5,
      numberOfUsers: people.filter((person) => person.status !== 'Pending Invite').length,
      numberOfLicenses: people.filter((person) => person.isLicensed).length,
      numberOfSigmaUsers: people.filter((person) => person.isLicensed && person.status === 'Active').length,
    };
    expect(expected).toEqual({
      totalNumberOfLicenses: 5,
      numberOfUsers: 4,
      numberOfLicenses: 3,
      numberOfSigmaUsers: 2,
    });

    const list = await call(platformAdmin, 'GET', '/organization');
    expect(list.statusCode).toBe(200);
    expect(
      list.json().find((organization: { organizationId: string }) => organization.organizationId === id),
    ).toMatchObject(expected);
    const one = await call(platformAdmin, 'GET', `/organization/${id}`);
    expect(one.json()).toMatchObject({ organizationId: id, status: 'active', ...expected });
  });

  it('lists every active organization, by name, for platform admins', async () => {
    const response = await call(platformAdmin, 'GET', '/organization');
    const names = response.json().map((organization: { name: string }) => organization.name);
    const rows = await db.query<{ name: string }>(
      `SELECT name FROM organizations WHERE status = 'active' ORDER BY lower(name), id`,
    );
    expect(names).toEqual(rows.rows.map((row) => row.name));
  });

  it('shows everyone else their own organization only, and nothing without one', async () => {
    for (const who of [orgAdmin, member]) {
      const response = await call(who, 'GET', '/organization');
      expect(
        response.json().map((organization: { organizationId: string }) => organization.organizationId),
      ).toEqual([organizationId]);
    }
    expect((await call(loner, 'GET', '/organization')).json()).toEqual([]);
    expect((await call(member, 'GET', '/organization?status=all')).json()).toHaveLength(1);
  });

  it('reads the viewer’s own organization, and answers 404 for another one or an unknown one', async () => {
    expect((await call(member, 'GET', `/organization/${organizationId}`)).statusCode).toBe(200);
    expect((await call(orgAdmin, 'GET', `/organization/${organizationId}`)).json()).toMatchObject({
      name: 'Northwind Outfitters',
    });
    for (const who of [member, orgAdmin, loner]) {
      const response = await call(who, 'GET', `/organization/${otherOrganizationId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Organization not found' });
    }
    expect((await call(platformAdmin, 'GET', `/organization/${otherOrganizationId}`)).statusCode).toBe(200);
    expect(
      (await call(platformAdmin, 'GET', '/organization/5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c')).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /organization/{id}', () => {
  it('changes only the fields sent', async () => {
    const created = await newOrganization({ image: 'https://cdn.example.com/logo.png' });
    const response = await call(platformAdmin, 'PATCH', `/organization/${created.organizationId}`, {
      name: 'Globex Freight International',
      totalNumberOfLicenses: 7,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Globex Freight International',
      mappingName: created.mappingName,
      url: 'https://globex.example.com',
      image: 'https://cdn.example.com/logo.png',
      totalNumberOfLicenses: 7,
    });
    const cleared = await call(platformAdmin, 'PATCH', `/organization/${created.organizationId}`, {
      image: null,
    });
    expect(cleared.json()).toMatchObject({ image: null, totalNumberOfLicenses: 7 });
  });

  it('refuses another organization’s mapping name, ignoring case', async () => {
    const first = await newOrganization();
    const second = await newOrganization();
    const response = await call(platformAdmin, 'PATCH', `/organization/${second.organizationId}`, {
      mappingName: first.mappingName.toLowerCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `The mapping name ${first.mappingName.toLowerCase()} is already used by another organization`,
    );
    // Its own mapping name in another case is not taken by anyone else.
    const own = await call(platformAdmin, 'PATCH', `/organization/${second.organizationId}`, {
      mappingName: second.mappingName.toLowerCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a number of licenses below the licenses in use, and accepts exactly that number', async () => {
    const created = await newOrganization({ name: 'Seat Counter', totalNumberOfLicenses: 4 });
    for (let index = 0; index < 3; index += 1) {
      await insertPerson(db, { organizationId: created.organizationId, isLicensed: true });
    }
    const below = await call(platformAdmin, 'PATCH', `/organization/${created.organizationId}`, {
      totalNumberOfLicenses: 2,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      message: '3 licenses of Seat Counter are in use, so the number of licenses cannot be lower than 3',
      fields: { totalNumberOfLicenses: expect.any(String) },
    });
    const row = await db.query<{ total: number }>(
      'SELECT total_number_of_licenses AS total FROM organizations WHERE id = $1',
      [created.organizationId],
    );
    expect(row.rows[0]!.total).toBe(4);
    const exact = await call(platformAdmin, 'PATCH', `/organization/${created.organizationId}`, {
      totalNumberOfLicenses: 3,
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ totalNumberOfLicenses: 3, numberOfLicenses: 3 });
  });

  it('answers 404 for an unknown organization and 403 to anyone but platform admins', async () => {
    expect(
      (
        await call(platformAdmin, 'PATCH', '/organization/5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c', {
          name: 'X',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(orgAdmin, 'PATCH', `/organization/${organizationId}`, { name: 'Mine' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /organization/{id} and POST /organization/activate/{id}', () => {
  it('deactivates: the organization leaves the list and is still readable; activating brings it back', async () => {
    const created = await newOrganization();
    const ids = async (query = '') =>
      (await call(platformAdmin, 'GET', `/organization${query}`))
        .json()
        .map((organization: { organizationId: string }) => organization.organizationId);

    const deactivated = await call(platformAdmin, 'DELETE', `/organization/${created.organizationId}`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ organizationId: created.organizationId, status: 'inactive' });
    expect(await ids()).not.toContain(created.organizationId);
    expect(await ids('?status=inactive')).toContain(created.organizationId);
    expect(await ids('?status=all')).toContain(created.organizationId);
    expect(
      (await call(platformAdmin, 'GET', `/organization/${created.organizationId}`)).json(),
    ).toMatchObject({
      status: 'inactive',
    });

    const activated = await call(platformAdmin, 'POST', `/organization/activate/${created.organizationId}`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ status: 'active' });
    expect(await ids()).toContain(created.organizationId);
    expect(await ids('?status=inactive')).not.toContain(created.organizationId);
  });

  it('answers 404 for an unknown organization and 403 to anyone but platform admins', async () => {
    const unknown = '5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c';
    expect((await call(platformAdmin, 'DELETE', `/organization/${unknown}`)).statusCode).toBe(404);
    expect((await call(platformAdmin, 'POST', `/organization/activate/${unknown}`)).statusCode).toBe(404);
    expect((await call(orgAdmin, 'DELETE', `/organization/${organizationId}`)).statusCode).toBe(403);
    expect((await call(member, 'POST', `/organization/activate/${organizationId}`)).statusCode).toBe(403);
    const row = await db.query<{ status: string }>('SELECT status FROM organizations WHERE id = $1', [
      organizationId,
    ]);
    expect(row.rows[0]!.status).toBe('active');
  });
});
