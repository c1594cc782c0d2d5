import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/database.js';
import { insertUser } from '../../src/repositories/users.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { signIn, uniqueEmail } from './test-app.js';

/** The password of every person the helpers create. */
export const testPassword = 'correct horse battery';

let organizationsCreated = 0;

/**
 * Inserts an active organization with a mapping name unique in the test file's database and returns its id. The
 * names follow from the order of calls, never chance: the generated shipments of an organization depend on its
 * mapping name, so every run of a test file gets the same data.
 */
export async function createOrganization(db: Queryable, name: string): Promise<string> {
  return (await createClient(db, name)).id;
}

/** An organization as uploads and exports name it: its id, its name and its mapping name. */
export interface TestClient {
  id: string;
  name: string;
  mappingName: string;
}

/** Inserts an organization as {@link createOrganization} does and returns it with its mapping name. */
export async function createClient(db: Queryable, name: string): Promise<TestClient> {
  organizationsCreated += 1;
  const mappingName = `${name.toUpperCase().replace(/\W/g, '_')}_${organizationsCreated}`;
  const result = await db.query<{ id: string }>(
    `INSERT INTO organizations (name, mapping_name, url) VALUES ($1, $2, 'https://example.com') RETURNING id`,
    [name, mappingName],
  );
  return { id: result.rows[0]!.id, name, mappingName };
}

/** A person created by createPerson, signed in. */
export interface TestPerson {
  userId: string;
  email: string;
  /** The access token of their session (the waybill_session cookie). */
  access: string;
}

/** Inserts an active, verified person and signs them in. */
export async function createPerson(
  app: FastifyInstance,
  db: Queryable,
  fields: { firstName: string; organizationId: string | null; role: 'admin' | 'user'; isAdmin?: boolean },
): Promise<TestPerson> {
  const email = uniqueEmail(fields.firstName.toLowerCase());
  const userId = await insertUser(db, {
    firstName: fields.firstName,
    lastName: 'Example',
    email,
    passwordHash: await hashPassword(testPassword),
    emailVerified: true,
    organizationId: fields.organizationId,
    role: fields.role,
    isAdmin: fields.isAdmin ?? false,
  });
  const { access } = await signIn(app, email, testPassword);
  return { userId, email, access };
}

/**
 * The people most tests act as, signed in: the platform admin Ada, and Olivia (admin) and Marco (member) of
 * `organizationId`, created in that order.
 */
export async function createStaff(
  app: FastifyInstance,
  db: Queryable,
  organizationId: string,
): Promise<{ platformAdmin: TestPerson; orgAdmin: TestPerson; member: TestPerson }> {
  const platformAdmin = await createPerson(app, db, {
    firstName: 'Ada',
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  const orgAdmin = await createPerson(app, db, { firstName: 'Olivia', organizationId, role: 'admin' });
  const member = await createPerson(app, db, { firstName: 'Marco', organizationId, role: 'user' });
  return { platformAdmin, orgAdmin, member };
}

/** Sets an organization's number of licenses. */
export async function setLicenses(db: Queryable, organizationId: string, total: number): Promise<void> {
  await db.query('UPDATE organizations SET total_number_of_licenses = $2 WHERE id = $1', [
    organizationId,
    total,
  ]);
}

/** A person inserted without a session (someone others act on). */
export interface TargetPerson {
  userId: string;
  email: string;
}

/** Inserts a person (by default active, verified, no license, role user) without signing them in. */
export async function insertPerson(
  db: Queryable,
  fields: {
    organizationId: string | null;
    firstName?: string;
    role?: 'admin' | 'user';
    status?: 'Active' | 'inactive' | 'Pending Invite';
    emailVerified?: boolean;
    isLicensed?: boolean;
    isAdmin?: boolean;
  },
): Promise<TargetPerson> {
  const firstName = fields.firstName ?? 'Target';
  const email = uniqueEmail(firstName.toLowerCase() || 'invitee');
  const userId = await insertUser(db, {
    firstName,
    lastName: 'Example',
    email,
    passwordHash: null,
    status: fields.status ?? 'Active',
    role: fields.role ?? 'user',
    emailVerified: fields.emailVerified ?? true,
    organizationId: fields.organizationId,
    isLicensed: fields.isLicensed ?? false,
    isAdmin: fields.isAdmin ?? false,
  });
  return { userId, email };
}
