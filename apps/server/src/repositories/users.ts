import type { Queryable } from '../db/database.js';

/** A user as the auth services need it. */
export interface UserCredentials {
  id: string;
  email: string;
  passwordHash: string | null;
  status: 'Active' | 'inactive' | 'Pending Invite';
}

/** The signed-in person as the portal sees it (the contract's Profile). */
export interface ProfileRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  isOrgAdmin: boolean;
  organizationId: string | null;
  organizationImage: string | null;
  organizationName: string | null;
}

/** Finds the account of a normalized email address. */
export async function findUserCredentialsByEmail(
  db: Queryable,
  email: string,
): Promise<UserCredentials | undefined> {
  const result = await db.query<UserCredentials>(
    `SELECT id, email, password_hash AS "passwordHash", status FROM users WHERE email = $1`,
    [email],
  );
  return result.rows[0];
}

/** Whether an account exists for a normalized email address. */
export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return result.rows.length > 0;
}

/** Fields of a new account. */
export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  status?: UserCredentials['status'];
  role?: 'admin' | 'user';
  isAdmin?: boolean;
  emailVerified?: boolean;
  organizationId?: string | null;
  isLicensed?: boolean;
  id?: string;
}

/** Inserts an account and returns its id; fails with a unique violation when the email is taken. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, status, role, is_admin, email_verified,
                        organization_id, is_licensed)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id`,
    [
      user.id ?? null,
      user.firstName,
      user.lastName,
      user.email,
      user.passwordHash,
      user.status ?? 'Active',
      user.role ?? 'user',
      user.isAdmin ?? false,
      user.emailVerified ?? false,
      user.organizationId ?? null,
      user.isLicensed ?? false,
    ],
  );
  return result.rows[0]!.id;
}

/** The profile of one user with their organization's name and image. */
export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  const result = await db.query<ProfileRow>(
    `SELECT u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
            u.is_admin AS "isAdmin", (u.role = 'admin' AND u.organization_id IS NOT NULL) AS "isOrgAdmin",
            u.organization_id AS "organizationId", o.image AS "organizationImage", o.name AS "organizationName"
       FROM users u
       LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0];
}

/** Counts all accounts (used to detect an empty database). */
export async function countUsers(db: Queryable): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return result.rows[0]!.count;
}
