import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { organizationNotFoundMessage } from '../../policy/policy.js';
import { lockSeats } from '../../repositories/organizations.js';
import { recordMove, type OrganizationRef } from '../audit/record-audit.js';
import {
  lockPeople,
  moveIntoOrganization,
  removeFromOrganization,
  type LockedPerson,
} from '../../repositories/people.js';

/** The assign and unassign body: the users, and optionally the organization again. */
export interface UserIds {
  userIds: string[];
  organizationId?: string;
}

export const userNotFoundMessage = 'User not found';

/** The 409 (code EMAIL_NOT_VERIFIED) for placing an account whose address is not verified in an organization. */
export function notVerifiedForOrganizationMessage(email: string): string {
  return `${email} has not verified their email address yet, so they cannot join an organization`;
}

/**
 * Throws 409 EMAIL_NOT_VERIFIED unless the person may be placed in an organization: an account that never proved
 * its address could have been registered by someone else before its owner.
 */
export function ensureMayJoinOrganization(person: LockedPerson): void {
  if (!person.mayJoinOrganization) {
    throw new AppError('email_not_verified', notVerifiedForOrganizationMessage(person.email));
  }
}

function ensureSameOrganization(pathOrganizationId: string, body: UserIds): void {
  if (body.organizationId !== undefined && body.organizationId !== pathOrganizationId) {
    throw new AppError('bad_request', 'The organization in the path and in the body must be the same');
  }
}

/**
 * Locks the organization's row (the lock every seat change takes, so no license assignment runs in between)
 * and the users, in that order; 404 when the organization or any user does not exist.
 */
async function lockOrganizationAndUsers(
  db: SignedInContext['db'],
  organizationId: string,
  userIds: string[],
): Promise<{ organization: OrganizationRef; people: LockedPerson[] }> {
  const seats = await lockSeats(db, organizationId);
  if (!seats) throw new AppError('not_found', organizationNotFoundMessage);
  const people = await lockPeople(db, userIds);
  if (people.length !== new Set(userIds).size) throw new AppError('not_found', userNotFoundMessage);
  return { organization: { id: organizationId, name: seats.name }, people };
}

/**
 * Adds users who belong to no organization to `organizationId` as members without a license (platform admins).
 * All or nothing: 409 when one of them already belongs to an organization or has not verified their address.
 * Each move is written to the audit log.
 */
export async function assignUsers(
  context: SignedInContext,
  organizationId: string,
  body: UserIds,
): Promise<number> {
  ensureSameOrganization(organizationId, body);
  return context.transaction(async (tx) => {
    const { organization, people } = await lockOrganizationAndUsers(tx.db, organizationId, body.userIds);
    const assigned = people.find((person) => person.organizationId !== null);
    if (assigned) {
      throw new AppError(
        'conflict',
        assigned.organizationId === organizationId
          ? `${assigned.email} is already a member of this organization`
          : `${assigned.email} already belongs to another organization`,
      );
    }
    people.forEach(ensureMayJoinOrganization);
    await moveIntoOrganization(tx.db, body.userIds, organizationId);
    for (const person of people) await recordMove(tx, person.userId, null, organization);
    return people.length;
  });
}

/**
 * Takes users out of `organizationId` (platform admins): no organization, role user, their licenses released.
 * All or nothing: 404 when one of them is not a member of it. Each move is written to the audit log.
 */
export async function unassignUsers(
  context: SignedInContext,
  organizationId: string,
  body: UserIds,
): Promise<number> {
  ensureSameOrganization(organizationId, body);
  return context.transaction(async (tx) => {
    const { organization, people } = await lockOrganizationAndUsers(tx.db, organizationId, body.userIds);
    const outsider = people.find((person) => person.organizationId !== organizationId);
    if (outsider) throw new AppError('not_found', `${outsider.email} is not a member of this organization`);
    await removeFromOrganization(tx.db, body.userIds);
    for (const person of people) await recordMove(tx, person.userId, organization, null);
    return people.length;
  });
}
