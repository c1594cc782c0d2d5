import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ensureCanEditAccess, organizationNotFoundMessage } from '../../policy/policy.js';
import { lockSeats } from '../../repositories/organizations.js';
import {
  findPerson,
  lockPeople,
  updatePerson,
  type PersonChanges,
  type PersonRow,
} from '../../repositories/people.js';
import { recordAudit, recordMove } from '../audit/record-audit.js';
import { requiredName } from '../user/person-names.js';
import { licenseNeedsOrganizationMessage, takeSeat } from './sigma-licenses.js';
import { ensureMayJoinOrganization, userNotFoundMessage } from './assign-users.js';

/** The edit-user body: names and organization details; only the fields sent change. */
export interface OrganizationUserUpdate {
  firstName?: string;
  lastName?: string;
  organizationId?: string | null;
  role?: 'admin' | 'user';
  isLicensedUser?: boolean;
  group?: string | null;
  subGroup?: string | null;
}

function optionalText(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value?.trim() || null;
}

/**
 * Edits a person's names and organization details: platform admins anyone, organization admins their
 * organization's people but not themselves and not their organization (403, see ensureCanEditAccess), 404 for
 * people the viewer cannot see. Moving someone to another organization makes them a plain member there and
 * releases their old seat unless a role and license are sent too; a license asked for follows the seat rules
 * (409 EMAIL_NOT_VERIFIED, LICENSE_LIMIT_REACHED). An unverified address is not moved into an organization (409
 * EMAIL_NOT_VERIFIED). A move, a change of role and a license assigned or revoked are each written to the audit
 * log with the change.
 */
export async function updateOrganizationUser(
  context: SignedInContext,
  userId: string,
  update: OrganizationUserUpdate,
): Promise<PersonRow> {
  const person = await findPerson(context.db, userId);
  ensureCanEditAccess(context.viewer, person, update.organizationId, userNotFoundMessage);
  const changes: PersonChanges = {
    firstName: update.firstName === undefined ? undefined : requiredName(update.firstName, 'firstName'),
    lastName: update.lastName === undefined ? undefined : requiredName(update.lastName, 'lastName'),
    group: optionalText(update.group),
    subGroup: optionalText(update.subGroup),
    role: update.role,
  };

  await context.transaction(async (tx) => {
    const { db } = tx;
    const before = person!;
    const target = update.organizationId === undefined ? before.organizationId : update.organizationId;
    const moving = target !== before.organizationId;
    // Seat locks first, in a fixed order, then the person: the order every license change takes.
    const organizations = [before.organizationId, target].filter((id): id is string => id !== null).sort();
    const names = new Map<string, string>();
    for (const organizationId of new Set(organizations)) {
      const seats = await lockSeats(db, organizationId);
      if (!seats && organizationId === target) throw new AppError('not_found', organizationNotFoundMessage);
      if (seats) names.set(organizationId, seats.name);
    }
    const [locked] = await lockPeople(db, [userId]);
    if (!locked || locked.organizationId !== person!.organizationId) {
      throw new AppError('conflict', 'This person was changed at the same moment; reload and try again');
    }
    if (moving) {
      if (target !== null) ensureMayJoinOrganization(locked);
      changes.organizationId = target;
      changes.isLicensed = false;
      changes.role ??= 'user';
    }
    if (target === null && changes.role === 'admin') {
      throw new AppError('bad_request', 'Only a member of an organization can be its admin', {
        role: 'Only a member of an organization can be its admin',
      });
    }
    await updatePerson(db, userId, changes);
    const organizationRef = (id: string | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
    if (moving) await recordMove(tx, userId, organizationRef(before.organizationId), organizationRef(target));
    if (changes.role !== undefined && changes.role !== before.role) {
      const details = { from: before.role, to: changes.role };
      await recordAudit(tx, {
        action: 'role_changed',
        subjectUserId: userId,
        organizationId: target,
        details,
      });
    }
    if (update.isLicensedUser === true) {
      if (target === null) throw new AppError('conflict', licenseNeedsOrganizationMessage);
      if (await takeSeat(db, target, userId)) {
        await recordAudit(tx, { action: 'license_assigned', subjectUserId: userId, organizationId: target });
      }
    } else if (update.isLicensedUser === false) {
      await updatePerson(db, userId, { isLicensed: false });
      if (locked.isLicensed && !moving) {
        await recordAudit(tx, { action: 'license_revoked', subjectUserId: userId, organizationId: target });
      }
    }
  });
  return (await findPerson(context.db, userId))!;
}
