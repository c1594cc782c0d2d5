import type { Queryable } from '../db/database.js';
import type { OrganizationScope } from '../policy/policy.js';

export type UserStatus = 'Active' | 'Pending Invite' | 'inactive';

/** A person as the contract's Person shows them (without credentials). */
export interface PersonRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  /** yyyy-MM-dd (UTC), null while an invitation is pending. */
  joinedOn: string | null;
  status: UserStatus;
  role: 'admin' | 'user';
  organization: string | null;
  organizationId: string | null;
  isLicensed: boolean;
  group: string | null;
  subGroup: string | null;
  image: string | null;
  /** A platform admin (never in a response: the contract's Person has no such field). */
  isPlatformAdmin: boolean;
}

/** Where an avatar is served; the version changes with every upload so browsers fetch the new one. */
export function avatarPath(userId: string, avatarKey: string): string {
  const version = avatarKey.slice(avatarKey.lastIndexOf('/') + 1);
  return `/api/v1/user/avatar/${userId}?v=${version}`;
}

const personColumns = `
  u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
  u.email_verified AS "emailVerified", (u.joined_at AT TIME ZONE 'UTC')::date AS "joinedOn", u.status, u.role,
  o.name AS organization, u.organization_id AS "organizationId", u.is_licensed AS "isLicensed",
  u.group_name AS "group", u.sub_group_name AS "subGroup", u.avatar_key AS "avatarKey",
  u.is_admin AS "isPlatformAdmin"`;

const personFrom = 'FROM users u LEFT JOIN organizations o ON o.id = u.organization_id';

// Pending invitations last, then by name, then by address (pending ones have no name yet).
const personOrder = `ORDER BY (u.status = 'Pending Invite'), lower(u.first_name), lower(u.last_name), u.email`;

type PersonQueryRow = Omit<PersonRow, 'image'> & { avatarKey: string | null };

function toPerson({ avatarKey, ...row }: PersonQueryRow): PersonRow {
  return { ...row, image: avatarKey ? avatarPath(row.userId, avatarKey) : null };
}

async function selectPeople(db: Queryable, where: string, params: unknown[]): Promise<PersonRow[]> {
  const result = await db.query<PersonQueryRow>(
    `SELECT ${personColumns} ${personFrom} ${where} ${personOrder}`,
    params,
  );
  return result.rows.map(toPerson);
}

/** One person, or undefined when there is no such user. */
export async function findPerson(db: Queryable, userId: string): Promise<PersonRow | undefined> {
  const [person] = await selectPeople(db, 'WHERE u.id = $1', [userId]);
  return person;
}

/** The people of a scope's organizations: everyone, or the members of one organization (invitations included). */
export async function listPeopleInScope(db: Queryable, scope: OrganizationScope): Promise<PersonRow[]> {
  return scope.kind === 'all'
    ? selectPeople(db, '', [])
    : selectPeople(db, 'WHERE u.organization_id = $1', [scope.organizationId]);
}

/**
 * Everyone who belongs to no organization and may be placed in one: verified addresses, and invitations still
 * pending (accepting one verifies the address).
 */
export async function listUnassignedPeople(db: Queryable): Promise<PersonRow[]> {
  return selectPeople(
    db,
    `WHERE u.organization_id IS NULL AND (u.email_verified OR u.status = 'Pending Invite')`,
    [],
  );
}

/** A user locked for the rest of the transaction, with what organization changes need. */
export interface LockedPerson {
  userId: string;
  email: string;
  organizationId: string | null;
  isLicensed: boolean;
  /** Verified, or an invitation still pending (accepting it verifies): the address may be placed in an organization. */
  mayJoinOrganization: boolean;
}

/** Finds and locks (FOR UPDATE) the users of `userIds`; missing ones are simply absent. */
export async function lockPeople(db: Queryable, userIds: string[]): Promise<LockedPerson[]> {
  const result = await db.query<LockedPerson>(
    `SELECT id AS "userId", email, organization_id AS "organizationId", is_licensed AS "isLicensed",
            (email_verified OR status = 'Pending Invite') AS "mayJoinOrganization"
       FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [userIds],
  );
  return result.rows;
}

/** Puts users into an organization as plain members without a license. */
export async function moveIntoOrganization(
  db: Queryable,
  userIds: string[],
  organizationId: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET organization_id = $2, role = 'user', is_licensed = false, updated_at = now()
      WHERE id = ANY($1::uuid[])`,
    [userIds, organizationId],
  );
}

/** Takes users out of their organization: no organization, role user, license released. */
export async function removeFromOrganization(db: Queryable, userIds: string[]): Promise<void> {
  await db.query(
    `UPDATE users SET organization_id = NULL, role = 'user', is_licensed = false, updated_at = now()
      WHERE id = ANY($1::uuid[])`,
    [userIds],
  );
}

/** The fields of a person an edit may change; undefined leaves a field as it is. */
export interface PersonChanges {
  firstName?: string;
  lastName?: string;
  organizationId?: string | null;
  role?: 'admin' | 'user';
  isLicensed?: boolean;
  group?: string | null;
  subGroup?: string | null;
}

const changeColumns: Record<keyof PersonChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  organizationId: 'organization_id',
  role: 'role',
  isLicensed: 'is_licensed',
  group: 'group_name',
  subGroup: 'sub_group_name',
};

/** Writes the given fields of a person. */
export async function updatePerson(db: Queryable, userId: string, changes: PersonChanges): Promise<void> {
  const entries = (Object.keys(changeColumns) as (keyof PersonChanges)[]).filter(
    (field) => changes[field] !== undefined,
  );
  if (entries.length === 0) return;
  const assignments = entries.map((field, index) => `${changeColumns[field]} = $${index + 2}`);
  await db.query(`UPDATE users SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, [
    userId,
    ...entries.map((field) => changes[field]),
  ]);
}

/**
 * Sets a person's status. Activating someone who never set a password (an invitation that was deactivated)
 * returns them to 'Pending Invite', so a resent invitation lets them in.
 */
export async function setPersonStatus(
  db: Queryable,
  userId: string,
  status: 'Active' | 'inactive',
): Promise<void> {
  await db.query(
    `UPDATE users
        SET status = CASE WHEN $2::text = 'Active' AND password_hash IS NULL THEN 'Pending Invite' ELSE $2::text END,
            updated_at = now()
      WHERE id = $1`,
    [userId, status],
  );
}

/** The stored avatar of a person. */
export interface AvatarRow {
  key: string;
  contentType: string;
}

/** A person's avatar, or undefined when they have none. */
export async function findAvatar(db: Queryable, userId: string): Promise<AvatarRow | undefined> {
  const result = await db.query<AvatarRow>(
    `SELECT avatar_key AS key, avatar_content_type AS "contentType"
       FROM users WHERE id = $1 AND avatar_key IS NOT NULL`,
    [userId],
  );
  return result.rows[0];
}

/** Points a person at a new avatar and returns the key of the one it replaces. */
export async function replaceAvatar(
  db: Queryable,
  userId: string,
  avatar: AvatarRow,
): Promise<string | null> {
  const result = await db.query<{ previous: string | null }>(
    `UPDATE users u SET avatar_key = $2, avatar_content_type = $3, updated_at = now()
       FROM (SELECT id, avatar_key FROM users WHERE id = $1 FOR UPDATE) previous
      WHERE u.id = previous.id
      RETURNING previous.avatar_key AS previous`,
    [userId, avatar.key, avatar.contentType],
  );
  return result.rows[0]?.previous ?? null;
}
