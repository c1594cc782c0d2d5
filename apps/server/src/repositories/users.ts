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
  emailVerified: boolean;
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
                        organization_id, is_licensed, joined_at)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6::text, $7, $8, $9, $10, $11,
             CASE WHEN $6::text = 'Pending Invite' THEN NULL ELSE now() END)
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
            u.email_verified AS "emailVerified", u.is_admin AS "isAdmin", (u.role = 'admin' AND u.organization_id IS NOT NULL) AS "isOrgAdmin",
            u.organization_id AS "organizationId", o.image AS "organizationImage", o.name AS "organizationName"
       FROM users u
       LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0];
}

/** The address of one user and whether it is verified. */
export async function findUserVerification(
  db: Queryable,
  userId: string,
): Promise<{ id: string; email: string; firstName: string; emailVerified: boolean } | undefined> {
  const result = await db.query<{ id: string; email: string; firstName: string; emailVerified: boolean }>(
    `SELECT id, email, first_name AS "firstName", email_verified AS "emailVerified" FROM users WHERE id = $1`,
    [userId],
  );
  return result.rows[0];
}

/** Counts all accounts (used to detect an empty database). */
export async function countUsers(db: Queryable): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return result.rows[0]!.count;
}

/** An account as invitations see it. */
export interface InviteeRow {
  id: string;
  email: string;
  status: UserCredentials['status'];
  organizationId: string | null;
  role: 'admin' | 'user';
  firstName: string;
  isPlatformAdmin: boolean;
}

/** The accounts of the given normalized email addresses. */
export async function findUsersByEmails(db: Queryable, emails: string[]): Promise<InviteeRow[]> {
  const result = await db.query<InviteeRow>(
    `SELECT id, email, status, organization_id AS "organizationId", role, first_name AS "firstName",
            is_admin AS "isPlatformAdmin"
       FROM users WHERE email = ANY($1::text[])`,
    [emails],
  );
  return result.rows;
}

/** Moves a pending invitation to the given role. */
export async function updatePendingRole(
  db: Queryable,
  userId: string,
  role: 'admin' | 'user',
): Promise<void> {
  await db.query(
    `UPDATE users SET role = $2, updated_at = now() WHERE id = $1 AND status = 'Pending Invite'`,
    [userId, role],
  );
}

/** Marks a user's email address verified. */
export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [userId]);
}

/**
 * Turns a pending invitation into an active account with a verified email. Returns false when the user is no
 * longer pending.
 */
export async function activateInvitedUser(
  db: Queryable,
  user: { id: string; firstName: string; lastName: string; passwordHash: string },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE users
        SET first_name = $2, last_name = $3, password_hash = $4, status = 'Active', email_verified = true,
            joined_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'Pending Invite'`,
    [user.id, user.firstName, user.lastName, user.passwordHash],
  );
  return result.rowCount > 0;
}

/** Replaces a user's password; the reset link proved the address, so it counts as verified. */
export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, email_verified = true, updated_at = now() WHERE id = $1',
    [userId, passwordHash],
  );
}

/** The platform admins an email can reach: active, their address verified, by address. */
/** The active, verified admins of every organization, with its name, by organization. */
export async function listOrganizationAdminRecipients(
  db: Queryable,
): Promise<{ organizationId: string; organizationName: string; email: string; firstName: string }[]> {
  const { rows } = await db.query<{
    organizationId: string;
    organizationName: string;
    email: string;
    firstName: string;
  }>(
    `SELECT u.organization_id AS "organizationId", o.name AS "organizationName", u.email,
            u.first_name AS "firstName"
     FROM users u JOIN organizations o ON o.id = u.organization_id
     WHERE u.role = 'admin' AND u.status = 'Active' AND u.email_verified
     ORDER BY u.organization_id, u.email`,
  );
  return rows;
}

export async function listPlatformAdminRecipients(
  db: Queryable,
): Promise<{ email: string; firstName: string }[]> {
  const { rows } = await db.query<{ email: string; firstName: string }>(
    `SELECT email, first_name AS "firstName" FROM users
     WHERE is_admin AND status = 'Active' AND email_verified
     ORDER BY email`,
  );
  return rows;
}
