import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  canSeePerson,
  ensureCanSeeOrganization,
  organizationNotFoundMessage,
  organizationScope,
} from '../../policy/policy.js';
import { findOrganizationName } from '../../repositories/organizations.js';
import {
  findPerson,
  listPeopleInScope,
  listUnassignedPeople,
  type PersonRow,
} from '../../repositories/people.js';

/**
 * The people the viewer may see: everyone for platform admins, their organization's members (invitations
 * included) for organization admins, and themselves for everyone else.
 */
export async function listPeople(context: SignedInContext): Promise<PersonRow[]> {
  const { db, viewer } = context;
  if (!viewer.isAdmin && !viewer.organizationId) {
    const self = await findPerson(db, viewer.userId);
    return self ? [self] : [];
  }
  const people = await listPeopleInScope(db, organizationScope(viewer));
  return people.filter((person) => canSeePerson(viewer, person));
}

/**
 * The members of one organization (invitations included) that the viewer may see: all of them for platform
 * admins and the organization's admins, only themselves for its other members; 404 for an organization that is
 * not the viewer's.
 */
export async function listOrganizationMembers(
  context: SignedInContext,
  organizationId: string,
): Promise<PersonRow[]> {
  const { db, viewer } = context;
  ensureCanSeeOrganization(viewer, organizationId);
  if (!(await findOrganizationName(db, organizationId))) {
    throw new AppError('not_found', organizationNotFoundMessage);
  }
  const people = await listPeopleInScope(db, organizationScope(viewer, organizationId));
  return people.filter((person) => canSeePerson(viewer, person));
}

/** The people who belong to no organization and can be assigned to `organizationId` (platform admins). */
export async function listUnassignedUsers(
  context: SignedInContext,
  organizationId: string,
): Promise<PersonRow[]> {
  if (!(await findOrganizationName(context.db, organizationId))) {
    throw new AppError('not_found', organizationNotFoundMessage);
  }
  return listUnassignedPeople(context.db);
}
