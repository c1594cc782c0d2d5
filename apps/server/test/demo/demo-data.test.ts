import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { demoAccounts } from '../../src/demo/demo-accounts.js';
import { demoPeople, demoPeoplePassword } from '../../src/demo/demo-people.js';
import { loadDemoData } from '../../src/demo/load-demo-data.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp, signIn } from '../helpers/test-app.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  expect(await loadDemoData(db, app.credentialCipher)).toBe(true);
  admin = (await signIn(app, 'admin@waybill.test', 'admin-demo-1')).access;
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

interface Person {
  userId: string;
  email: string;
  status: string;
  emailVerified: boolean;
  isLicensed: boolean;
  organizationId: string | null;
  group: string | null;
}

describe('the demo data', () => {
  it('keeps every README sign-in working, and loads nothing into a database that has users', async () => {
    for (const account of demoAccounts) {
      const { response } = await signIn(app, account.email, account.password);
      expect(response.json()).toMatchObject({ email: account.email, isAdmin: account.isAdmin });
    }
    expect(await loadDemoData(db, app.credentialCipher)).toBe(false);
  });

  it('has people in every state the people screens show, so every row action appears', async () => {
    const people = (await callApi(app, admin, 'GET', '/organization/people')).json() as Person[];
    const has = (test: (person: Person) => boolean) => people.some(test);
    // Resend Invitation, with and without an organization.
    expect(has((person) => person.status === 'Pending Invite' && person.organizationId !== null)).toBe(true);
    expect(has((person) => person.status === 'Pending Invite' && person.organizationId === null)).toBe(true);
    // Assign License (active, verified, in an organization, unlicensed) and Revoke License.
    expect(
      has((p) => p.status === 'Active' && p.emailVerified && p.organizationId !== null && !p.isLicensed),
    ).toBe(true);
    expect(has((person) => person.isLicensed)).toBe(true);
    // 'Not Verified' and 'Email not verified'.
    expect(has((person) => person.status === 'Active' && !person.emailVerified)).toBe(true);
    // An unverified account is in no organization (only a pending invitation is, as accepting verifies it).
    expect(
      people.filter((p) => !p.emailVerified && p.status !== 'Pending Invite' && p.organizationId !== null),
    ).toEqual([]);
    // Activate User.
    expect(has((person) => person.status === 'inactive')).toBe(true);
    expect(has((person) => person.group !== null)).toBe(true);
    // The Assign Users dialog has someone to offer.
    expect(
      has(
        (person) =>
          person.status === 'Active' && person.organizationId === null && !person.email.startsWith('admin'),
      ),
    ).toBe(true);
  });

  it('has organizations with seats to spare, every seat in use, and one deactivated', async () => {
    const organizations = (await callApi(app, admin, 'GET', '/organization?status=all')).json() as {
      name: string;
      status: string;
      numberOfLicenses: number;
      totalNumberOfLicenses: number;
    }[];
    const seats = await db.query<{ name: string; used: number; total: number }>(
      `SELECT o.name, count(u.id) FILTER (WHERE u.is_licensed)::int AS used, o.total_number_of_licenses AS total
         FROM organizations o LEFT JOIN users u ON u.organization_id = o.id GROUP BY o.id`,
    );
    // The list shows every organization, and only those.
    expect(organizations.map((organization) => organization.name).sort()).toEqual(
      seats.rows.map((row) => row.name).sort(),
    );
    for (const row of seats.rows) {
      expect(row.used).toBeLessThanOrEqual(row.total);
      expect(organizations.find((organization) => organization.name === row.name)).toMatchObject({
        numberOfLicenses: row.used,
        totalNumberOfLicenses: row.total,
      });
    }
    expect(seats.rows.some((row) => row.used < row.total)).toBe(true);
    expect(seats.rows.some((row) => row.used === row.total && row.total > 0)).toBe(true);
    expect(organizations.some((organization) => organization.status === 'inactive')).toBe(true);
  });

  it('lets the other demo people with an account sign in, and shows the member’s carrier credentials', async () => {
    const active = demoPeople.find((person) => person.status === 'Active' && person.emailVerified)!;
    expect((await signIn(app, active.email, demoPeoplePassword)).response.statusCode).toBe(200);
    const marco = demoAccounts.find((account) => account.email === 'marco@northwind.test')!;
    const { access } = await signIn(app, marco.email, marco.password);
    const person = (await callApi(app, access, 'GET', `/user/${marco.id}`)).json();
    expect(person.credentials.map((credential: { name: string }) => credential.name).sort()).toEqual([
      'fedex',
      'ups',
    ]);
  });
});
