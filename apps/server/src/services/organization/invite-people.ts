import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '../../errors.js';
import { invitationAttemptMail, invitationMail } from '../../mail/templates.js';
import { canSeePerson } from '../../policy/policy.js';
import type { Viewer } from '../../policy/viewer.js';
import { findOrganizationName } from '../../repositories/organizations.js';
import { notSignedInMessage, type SignedInContext } from '../../context.js';
import {
  findProfile,
  findUsersByEmails,
  insertUser,
  updatePendingRole,
  type InviteeRow,
} from '../../repositories/users.js';
import { issueLinkToken } from '../auth/link-tokens.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { isUniqueViolation } from '../auth/register-user.js';
import { deliverMail, queueMail, type QueuedMail } from '../mail/send-mail.js';
import { emailAllowance, useAllowance } from '../rate-limits/request-allowance.js';
import { authorizeInvitation, inviterName } from './authorize-invitation.js';

/** The invite form: addresses, the organization (null: none) and the role. */
export interface Invitation {
  emails: string[];
  organizationId: string | null;
  role: 'admin' | 'user';
}

export const organizationNotFoundMessage = 'Organization not found';

/** The 409 message for an address that already has an account the inviter can see elsewhere. */
export function accountExistsMessage(email: string): string {
  return `An account with the email ${email} already exists`;
}

/** The 409 message for an address of someone already in the organization. */
export function alreadyMemberMessage(email: string): string {
  return `${email} is already a member of this organization`;
}

/**
 * Every invitation takes at least this long, so that the time of the answer does not tell an address that has
 * an account elsewhere (emailed about the attempt, or left alone) from a new one.
 */
export const invitationTimeFloorMs = 250;

/**
 * What becomes of one address: a new invitation, a new link for a pending invitation to this organization, an
 * email to the owner of an account the inviter may not see, or nothing (someone else's pending invitation).
 */
type Outcome =
  | { kind: 'invite' }
  | { kind: 'reinvite'; userId: string }
  | { kind: 'tellOwner'; firstName: string }
  | { kind: 'nothing' };

/**
 * Decides an address. The inviter is told only about people they can see (canSeePerson: an organization
 * admin their organization's people, a platform admin everyone): a member or an account elsewhere is a 409, an
 * invitation elsewhere too. Anyone else's address is answered exactly as a new one: its owner is emailed
 * instead (an account), or nothing happens (a pending invitation), and that person stays as they are.
 */
function outcomeOf(
  viewer: Viewer,
  organizationId: string | null,
  email: string,
  user: InviteeRow | undefined,
): Outcome {
  if (!user) return { kind: 'invite' };
  const pending = user.status === 'Pending Invite';
  const sameOrganization = user.organizationId === organizationId;
  if (!canSeePerson(viewer, { userId: user.id, ...user })) {
    return pending ? { kind: 'nothing' } : { kind: 'tellOwner', firstName: user.firstName };
  }
  if (pending && sameOrganization) return { kind: 'reinvite', userId: user.id };
  if (pending) throw new AppError('conflict', `${email} has already been invited to another organization`);
  throw new AppError(
    'conflict',
    sameOrganization && organizationId ? alreadyMemberMessage(email) : accountExistsMessage(email),
  );
}

/**
 * Invites people by email: each new address becomes a user with status 'Pending Invite' in the organization
 * with the role (user without an organization), and gets a link valid 7 days. An address whose invitation to
 * the same organization is still pending is invited again (a new link; the old one stops working). Addresses
 * of people the inviter cannot see are answered like new ones (see outcomeOf). All or nothing: throws before
 * any change when the viewer may not invite (403), the organization does not exist (404), an address belongs
 * to someone the inviter can see who cannot be invited (409), or was emailed too often (429).
 */
export async function invitePeople(
  context: SignedInContext,
  pathOrganizationId: string,
  invitation: Invitation,
): Promise<void> {
  const floor = delay(invitationTimeFloorMs);
  try {
    await invite(context, pathOrganizationId, invitation);
  } finally {
    await floor;
  }
}

async function invite(
  context: SignedInContext,
  pathOrganizationId: string,
  invitation: Invitation,
): Promise<void> {
  const { db, publicUrl, viewer } = context;
  const organizationId = pathOrganizationId === 'none' ? null : pathOrganizationId;
  if (invitation.organizationId !== organizationId) {
    throw new AppError('bad_request', 'The organization in the path and in the body must be the same');
  }
  const role = organizationId ? invitation.role : 'user';
  authorizeInvitation(viewer, organizationId, role);
  const actor = await findProfile(db, viewer.userId);
  if (!actor) throw new AppError('unauthenticated', notSignedInMessage);
  const organization = organizationId ? await findOrganizationName(db, organizationId) : undefined;
  if (organizationId && !organization) throw new AppError('not_found', organizationNotFoundMessage);

  const emails = [...new Set(invitation.emails.map(normalizeEmail))];
  const existing = new Map((await findUsersByEmails(db, emails)).map((user) => [user.email, user]));
  const outcomes = emails.map((email) => ({
    email,
    outcome: outcomeOf(viewer, organizationId, email, existing.get(email)),
  }));
  for (const email of emails) await useAllowance(db, emailAllowance(email));

  const organizationName = organization?.name ?? null;
  let mails: QueuedMail[];
  try {
    mails = await context.transaction(async ({ db: tx }) => {
      const queued: QueuedMail[] = [];
      for (const { email, outcome } of outcomes) {
        if (outcome.kind === 'nothing') continue;
        if (outcome.kind === 'tellOwner') {
          const mail = invitationAttemptMail({
            to: email,
            firstName: outcome.firstName,
            inviterName: inviterName(actor),
            organizationName,
            publicUrl,
          });
          queued.push(await queueMail(tx, mail));
          continue;
        }
        let userId: string;
        if (outcome.kind === 'reinvite') {
          userId = outcome.userId;
          await updatePendingRole(tx, userId, role);
        } else {
          userId = await insertUser(tx, {
            firstName: '',
            lastName: '',
            email,
            passwordHash: null,
            status: 'Pending Invite',
            role,
            organizationId,
          });
        }
        const token = await issueLinkToken(tx, userId, 'invitation');
        const mail = invitationMail({
          to: email,
          inviterName: inviterName(actor),
          organizationName,
          publicUrl,
          token,
        });
        queued.push(await queueMail(tx, mail));
      }
      return queued;
    });
  } catch (error) {
    // Someone registered or was invited with one of the addresses at the same moment.
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'One of these emails has just been registered');
    throw error;
  }
  await deliverMail(context, mails);
}
