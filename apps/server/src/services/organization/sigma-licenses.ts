import type { Queryable } from '../../db/database.js';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ensureCanActOnPerson } from '../../policy/policy.js';
import { lockSeats } from '../../repositories/organizations.js';
import { findPerson, updatePerson, type PersonRow } from '../../repositories/people.js';
import { recordAudit } from '../audit/record-audit.js';
import { userNotFoundMessage } from './assign-users.js';

/** The 409 of a license asked for an unverified email address (code EMAIL_NOT_VERIFIED). */
export function emailNotVerifiedMessage(email: string): string {
  return `${email} has not verified their email address yet, so a license cannot be assigned`;
}

/** The 409 when every seat is in use (code LICENSE_LIMIT_REACHED). */
export function licenseLimitMessage(seats: { name: string; total: number }): string {
  return seats.total === 0
    ? `${seats.name} has no licenses. Raise its number of licenses first.`
    : `All ${seats.total} licenses of ${seats.name} are in use. Revoke one or raise the number of licenses first.`;
}

export const licenseNeedsOrganizationMessage =
  'A license belongs to an organization: assign the person to one first';

/**
 * Gives `userId` a seat of `organizationId` inside the transaction `db`. The organization's row is locked first
 * and the person read after it, so two requests for the last seat are decided one after the other: exactly one
 * gets it. A person who already holds a seat there keeps it (false: nothing changed). Throws 409
 * EMAIL_NOT_VERIFIED or LICENSE_LIMIT_REACHED.
 */
export async function takeSeat(db: Queryable, organizationId: string, userId: string): Promise<boolean> {
  const seats = await lockSeats(db, organizationId);
  const person = await findPerson(db, userId);
  if (!seats || !person || person.organizationId !== organizationId) {
    throw new AppError('not_found', userNotFoundMessage);
  }
  if (person.isLicensed) return false;
  if (!person.emailVerified) throw new AppError('email_not_verified', emailNotVerifiedMessage(person.email));
  if (seats.used >= seats.total) throw new AppError('license_limit_reached', licenseLimitMessage(seats));
  await updatePerson(db, userId, { isLicensed: true });
  return true;
}

/** The member named by the path, after the policy allowed the viewer to manage their license (404 / 403). */
async function memberForLicense(
  context: SignedInContext,
  organizationId: string,
  userId: string,
): Promise<PersonRow> {
  const person = await findPerson(context.db, userId);
  const member = person && person.organizationId === organizationId ? person : undefined;
  ensureCanActOnPerson(context.viewer, 'manageLicense', member, {
    notFound: userNotFoundMessage,
    forbidden: 'Only administrators can assign or revoke licenses',
  });
  return member!;
}

/**
 * Assigns a sigma license seat to a member (platform admins, or that organization's admins), written to the audit
 * log when the member did not hold one.
 */
export async function assignSigmaLicense(
  context: SignedInContext,
  organizationId: string,
  userId: string,
): Promise<PersonRow> {
  await memberForLicense(context, organizationId, userId);
  await context.transaction(async (tx) => {
    if (await takeSeat(tx.db, organizationId, userId)) {
      await recordAudit(tx, { action: 'license_assigned', subjectUserId: userId, organizationId });
    }
  });
  return (await findPerson(context.db, userId))!;
}

/**
 * Revokes a member's sigma license, freeing the seat (platform admins, or that organization's admins), written to
 * the audit log when the member held one.
 */
export async function revokeSigmaLicense(
  context: SignedInContext,
  organizationId: string,
  userId: string,
): Promise<PersonRow> {
  await memberForLicense(context, organizationId, userId);
  await context.transaction(async (tx) => {
    await lockSeats(tx.db, organizationId);
    const held = (await findPerson(tx.db, userId))?.isLicensed;
    await updatePerson(tx.db, userId, { isLicensed: false });
    if (held) await recordAudit(tx, { action: 'license_revoked', subjectUserId: userId, organizationId });
  });
  return (await findPerson(context.db, userId))!;
}
