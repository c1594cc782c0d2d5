import { AppError } from '../errors.js';
import { operationAccess, type Access } from './operation-access.js';
import type { Viewer } from './viewer.js';

/**
 * The one authorization policy: pure functions of the viewer (loaded with the session) and the object acted on.
 * Services ask it before they act, and take the organization scope it produces for every query over an
 * organization's data, never a raw id from the request. ARCHITECTURE.md §4 has the matrix these decide.
 */

/** What a viewer's role is made of: the platform admin flag, their organization and their role in it. */
export type ViewerRole = Pick<Viewer, 'isAdmin' | 'role' | 'organizationId'>;

/** Whether the viewer administers `organizationId` (their own organization, role admin). */
export function isOrganizationAdminOf(viewer: ViewerRole, organizationId: string | null): boolean {
  return (
    viewer.role === 'admin' && viewer.organizationId !== null && viewer.organizationId === organizationId
  );
}

/** Whether the viewer administers an organization at all (an organization admin, or a platform admin). */
export function isAnyAdmin(viewer: ViewerRole): boolean {
  return viewer.isAdmin || (viewer.role === 'admin' && viewer.organizationId !== null);
}

/** Whether the viewer passes an operation's access gate (operation-access.ts). */
export function passesGate(viewer: ViewerRole, access: Access): boolean {
  switch (access) {
    case 'public':
    case 'signedIn':
      return true;
    case 'organizationAdmin':
      return isAnyAdmin(viewer);
    case 'platformAdmin':
      return viewer.isAdmin;
    case 'frameToken':
      return false;
  }
}

export const gateMessages: Record<Exclude<Access, 'public' | 'signedIn' | 'frameToken'>, string> = {
  organizationAdmin: 'Only administrators can do this',
  platformAdmin: 'Only platform administrators can do this',
};

/** What can be done to or about a person. */
export type PersonAction =
  /** See the person (their profile, their files). */
  | 'read'
  /** Edit first and last name, avatar and own carrier credentials. */
  | 'editProfile'
  /** Edit organization, role, license, group and subgroup. */
  | 'editAccess'
  /** Activate or deactivate the account. */
  | 'changeStatus'
  /** Assign or revoke a license seat. */
  | 'manageLicense';

/** The person acted on: who they are, which organization they belong to, and whether they are a platform admin. */
export interface PersonRef {
  userId: string;
  organizationId: string | null;
  isPlatformAdmin: boolean;
}

/** A person with the role their invitation (or membership) gives them, and whether it is still pending. */
export interface InviteeRef extends PersonRef {
  role: 'admin' | 'user';
  hasPendingInvitation: boolean;
}

/**
 * Whether the viewer can see a person at all; those they cannot see are answered as not found. A platform admin
 * placed in an organization stays out of its admins' reach: only platform admins (and they themselves) see them,
 * or an organization admin could rename, unlicense or deactivate the platform's administrators.
 */
export function canSeePerson(viewer: Viewer, person: PersonRef): boolean {
  if (viewer.isAdmin || viewer.userId === person.userId) return true;
  if (person.isPlatformAdmin) return false;
  return isOrganizationAdminOf(viewer, person.organizationId);
}

/** Whether the viewer may do `action` to `person` (who must be visible, see canSeePerson). */
export function canActOnPerson(viewer: Viewer, action: PersonAction, person: PersonRef): boolean {
  if (!canSeePerson(viewer, person)) return false;
  const self = viewer.userId === person.userId;
  // No one deactivates their own account: the last administrator could lock everyone out. Nor does anyone,
  // platform admins included, edit their own organization, role or group (SPEC §2 shows those controls only
  // on others): an administrator cannot demote or move themselves out of reach by accident.
  if ((action === 'changeStatus' || action === 'editAccess') && self) return false;
  if (viewer.isAdmin) return true;
  const orgAdmin = isOrganizationAdminOf(viewer, person.organizationId);
  switch (action) {
    case 'read':
    case 'editProfile':
      return true;
    case 'manageLicense':
    case 'changeStatus':
    case 'editAccess':
      return orgAdmin;
  }
}

/**
 * What the viewer may do to a person, as `Person.capabilities` tells the portal which controls to show. Sending
 * a pending invitation again is inviting them again: into their organization (the call names it), with their
 * role.
 */
export function personCapabilities(
  viewer: Viewer,
  person: InviteeRef,
): Record<Exclude<PersonAction, 'read'>, boolean> & { resendInvitation: boolean } {
  return {
    editProfile: canActOnPerson(viewer, 'editProfile', person),
    editAccess: canActOnPerson(viewer, 'editAccess', person),
    changeStatus: canActOnPerson(viewer, 'changeStatus', person),
    // A seat belongs to an organization: someone without one has none to assign or revoke.
    manageLicense: person.organizationId !== null && canActOnPerson(viewer, 'manageLicense', person),
    resendInvitation:
      person.hasPendingInvitation &&
      canSeePerson(viewer, person) &&
      person.organizationId !== null &&
      invitationRefusal(viewer, person.organizationId, person.role) === null,
  };
}

export const invitePermissionMessages = {
  member: 'Only administrators can invite people',
  noOrganization: 'Only platform administrators can invite people without an organization',
  role: 'Organization admins can invite people only with the role user',
} as const;

/**
 * Why the viewer may not invite into `organizationId` (null: no organization) with `role`, or null when they
 * may: a platform admin anywhere with any role, an organization admin only into their own organization with
 * role user, no one else. Another organization is answered as not found (it stays unknown to them).
 */
export function invitationRefusal(
  viewer: ViewerRole,
  organizationId: string | null,
  role: 'admin' | 'user',
): AppError | null {
  if (viewer.isAdmin) return null;
  if (viewer.role !== 'admin' || !viewer.organizationId) {
    return new AppError('forbidden', invitePermissionMessages.member);
  }
  if (organizationId === null) return new AppError('forbidden', invitePermissionMessages.noOrganization);
  if (!isOrganizationAdminOf(viewer, organizationId)) {
    return new AppError('not_found', organizationNotFoundMessage);
  }
  if (role !== 'user') return new AppError('forbidden', invitePermissionMessages.role);
  return null;
}

/** Whether the viewer may move people from one organization to another (or to none): platform admins only. */
export function canMovePeopleBetweenOrganizations(viewer: ViewerRole): boolean {
  return viewer.isAdmin;
}

/**
 * Whether the viewer may choose the organization a read over organization data is for (dashboards, export,
 * control master); everyone else reads their own organization's, whatever they ask for.
 */
export function canChooseOrganizationScope(viewer: ViewerRole): boolean {
  return viewer.isAdmin;
}

/**
 * What the signed-in user may do beyond one person or organization, as `Profile.capabilities` tells the portal
 * which controls to show. Each answers exactly as the operation it stands for decides.
 */
export function profileCapabilities(viewer: ViewerRole) {
  return {
    createOrganizations: passesGate(viewer, operationAccess.createOrganization.access),
    importInvoiceFiles: passesGate(viewer, operationAccess.importInvoiceFile.access),
    chooseOrganization: canChooseOrganizationScope(viewer),
    invitePeople:
      passesGate(viewer, operationAccess.inviteToOrganization.access) &&
      invitationRefusal(viewer, viewer.isAdmin ? null : viewer.organizationId, 'user') === null,
    inviteToAnyOrganization: invitationRefusal(viewer, null, 'admin') === null,
    movePeopleBetweenOrganizations: canMovePeopleBetweenOrganizations(viewer),
    reviewUnmappedReferenceData: passesGate(viewer, operationAccess.listUnmappedReferenceData.access),
    editReferenceData: passesGate(viewer, operationAccess.createServiceRule.access),
  };
}

/**
 * What the user of a dashboard frame may do beyond the dashboard, as `AnalyticsDashboard.capabilities` tells the
 * frame which links to show: open the list of what the reference maps do not know (platform admins, that list's
 * gate).
 */
export function frameCapabilities(holder: ViewerRole) {
  return {
    reviewUnmappedReferenceData: passesGate(holder, operationAccess.listUnmappedReferenceData.access),
  };
}

/**
 * Throws unless the viewer may do `action` to `person`: 404 (`notFoundMessage`) for a person they cannot see,
 * so another organization's people stay unknown, and 403 (`forbiddenMessage`) for a visible one.
 */
export function ensureCanActOnPerson(
  viewer: Viewer,
  action: PersonAction,
  person: PersonRef | undefined,
  messages: { notFound: string; forbidden: string },
): asserts person is PersonRef {
  if (!person || !canSeePerson(viewer, person)) throw new AppError('not_found', messages.notFound);
  if (!canActOnPerson(viewer, action, person)) throw new AppError('forbidden', messages.forbidden);
}

/** Whether the viewer can see an organization (platform admins all; everyone else their own). */
export function canSeeOrganization(viewer: Viewer, organizationId: string): boolean {
  return viewer.isAdmin || viewer.organizationId === organizationId;
}

export const organizationNotFoundMessage = 'Organization not found';

/**
 * What the viewer may do to an organization they can see, as `Organization.capabilities` tells the portal which
 * controls to show: platform admins everything (the access gate's `platformAdmin` rows: edit its details,
 * activate or deactivate it, assign and unassign people), its own admins invite people (`invitationRefusal`)
 * and assign or revoke its license seats (`canActOnPerson(…, 'manageLicense', …)` on its members).
 */
export function organizationCapabilities(viewer: Viewer, organizationId: string) {
  const administers = viewer.isAdmin || isOrganizationAdminOf(viewer, organizationId);
  return {
    edit: passesGate(viewer, 'platformAdmin'),
    changeStatus: passesGate(viewer, 'platformAdmin'),
    assignUsers: passesGate(viewer, 'platformAdmin'),
    unassignUsers: passesGate(viewer, 'platformAdmin'),
    invitePeople: administers,
    manageLicenses: administers,
  };
}

/**
 * Throws 404 unless the viewer can see the organization, so other organizations stay unknown, and 403 when they
 * have not verified their email address.
 */
export function ensureCanSeeOrganization(viewer: Viewer, organizationId: string): void {
  if (!canSeeOrganization(viewer, organizationId)) {
    throw new AppError('not_found', organizationNotFoundMessage);
  }
  ensureEmailVerified(viewer);
}

export const accessEditMessages = {
  self: 'You cannot change your own organization details',
  other: 'Only administrators can change organization details',
  organization: 'Only platform administrators can move a person to another organization',
} as const;

/**
 * Throws unless the viewer may edit the organization details (organization, role, license, group, subgroup) of
 * `person`: 404 for someone they cannot see, 403 for their own (organization admins) or without the right. Only
 * platform admins move people between organizations: `organizationId` sent by anyone else with a value other than
 * the person's own is a 403, never silently dropped.
 */
export function ensureCanEditAccess(
  viewer: Viewer,
  person: PersonRef | undefined,
  organizationId: string | null | undefined,
  notFoundMessage: string,
): asserts person is PersonRef {
  const self = person?.userId === viewer.userId;
  ensureCanActOnPerson(viewer, 'editAccess', person, {
    notFound: notFoundMessage,
    forbidden: self ? accessEditMessages.self : accessEditMessages.other,
  });
  if (
    organizationId !== undefined &&
    organizationId !== person.organizationId &&
    !canMovePeopleBetweenOrganizations(viewer)
  ) {
    throw new AppError('forbidden', accessEditMessages.organization);
  }
}

declare const scopeBrand: unique symbol;

/**
 * The organizations a query may read, produced only by the policy: every organization (platform admins) or
 * one. Repositories over organization data take a scope, never an id from the request.
 */
export type OrganizationScope = (
  { readonly kind: 'all' } | { readonly kind: 'organization'; readonly organizationId: string }
) & { readonly [scopeBrand]: true };

function scope(value: { kind: 'all' } | { kind: 'organization'; organizationId: string }): OrganizationScope {
  return value as OrganizationScope;
}

export const noOrganizationMessage = 'You are not a member of an organization';

export const emailVerificationRequiredMessage =
  'Verify your email address first: open the link we emailed you, or ask for a new one';

/**
 * Throws 403 EMAIL_VERIFICATION_REQUIRED unless the viewer has verified their email address. An organization's
 * data is read only by people who proved they own their address: otherwise someone could register an address
 * before its owner and read whatever the address is given.
 */
export function ensureEmailVerified(viewer: Viewer): void {
  if (!viewer.emailVerified) {
    throw new AppError('email_verification_required', emailVerificationRequiredMessage);
  }
}

/**
 * The scope of a read over organization data. A platform admin reads the organization they ask for, or all
 * when they name none; anyone else reads their own organization whatever the request names (SPEC: export,
 * control master and dashboards are always the viewer's own organization's). Throws 403 for a person without
 * an organization or with an unverified email address.
 */
export function organizationScope(
  viewer: Viewer,
  requestedOrganizationId?: string | null,
): OrganizationScope {
  ensureEmailVerified(viewer);
  if (canChooseOrganizationScope(viewer)) {
    return requestedOrganizationId
      ? scope({ kind: 'organization', organizationId: requestedOrganizationId })
      : scope({ kind: 'all' });
  }
  if (!viewer.organizationId) throw new AppError('forbidden', noOrganizationMessage);
  return scope({ kind: 'organization', organizationId: viewer.organizationId });
}

/** The one organization of a scope, or null for all. */
export function scopedOrganizationId(scope: OrganizationScope): string | null {
  return scope.kind === 'organization' ? scope.organizationId : null;
}

export const documentUploadNeedsOrganizationMessage = 'Only members of an organization can upload documents';

/** Whether the viewer may upload documents: anyone who belongs to an organization (SPEC §6). */
export function canUploadDocument(viewer: Viewer): boolean {
  return viewer.organizationId !== null;
}

/** Throws 403 unless the viewer may upload documents (into their organization: a verified address too). */
export function ensureCanUploadDocument(viewer: Viewer): void {
  if (!canUploadDocument(viewer)) throw new AppError('forbidden', documentUploadNeedsOrganizationMessage);
  ensureEmailVerified(viewer);
}

declare const ownerScopeBrand: unique symbol;

/**
 * The things one person brought that a viewer may act on — their documents and their carrier credentials, each
 * kept with the organization the person belonged to when they added it — produced only by `ownerScope`: all of
 * the owner's, or only those added in one organization. Repositories over them take it, never ids from the
 * request.
 */
export type OwnerScope = {
  readonly ownerId: string;
  /** Only what was added in this organization; null for everything of the owner's. */
  readonly organizationId: string | null;
} & { readonly [ownerScopeBrand]: true };

export const ownerNotFoundMessage = 'User not found';

/**
 * Which of `owner`'s documents and carrier credentials the viewer may act on (ARCHITECTURE §4b: platform admins
 * any person's, organization admins their organization's people's, everyone their own). Platform admins and the
 * owner get all of them; an organization admin only those added in their organization, so a person who changed
 * organization does not carry the old organization's documents or carrier sign-ins into the new one's view.
 * Throws 404 for an owner the viewer cannot see, exactly as for one that does not exist.
 */
export function ownerScope(viewer: Viewer, owner: PersonRef | undefined): OwnerScope {
  if (!owner || !canSeePerson(viewer, owner)) throw new AppError('not_found', ownerNotFoundMessage);
  const everything = viewer.isAdmin || viewer.userId === owner.userId;
  return {
    ownerId: owner.userId,
    organizationId: everything ? null : viewer.organizationId,
  } as OwnerScope;
}
