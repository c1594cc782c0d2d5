import type { Person, Profile } from '@waybill/api-client';

/**
 * The capabilities the server's policy (apps/server/src/policy/policy.ts) answers each kind of viewer, for the
 * stories' fixtures: a story shows what its viewer would be given, never more. The server's capabilities test
 * holds the policy to the operations; these follow the same rules.
 */

/** The kinds of signed-in user the stories show. */
export type ViewerKind = 'platformAdmin' | 'organizationAdmin' | 'member';

const noProfileCapability: Profile['capabilities'] = {
  createOrganizations: false,
  importInvoiceFiles: false,
  chooseOrganization: false,
  invitePeople: false,
  inviteToAnyOrganization: false,
  movePeopleBetweenOrganizations: false,
  reviewUnmappedReferenceData: false,
  editReferenceData: false,
};

/** What a platform admin, an organization admin and a member may do beyond one person or organization. */
export function profileCapabilitiesOf(kind: ViewerKind): Profile['capabilities'] {
  switch (kind) {
    case 'platformAdmin':
      return {
        createOrganizations: true,
        importInvoiceFiles: true,
        chooseOrganization: true,
        invitePeople: true,
        inviteToAnyOrganization: true,
        movePeopleBetweenOrganizations: true,
        reviewUnmappedReferenceData: true,
        editReferenceData: true,
      };
    case 'organizationAdmin':
      return { ...noProfileCapability, invitePeople: true };
    case 'member':
      return noProfileCapability;
  }
}

/** The viewer a person's capabilities depend on. */
type Viewer = Pick<Profile, 'userId' | 'isAdmin' | 'isOrgAdmin' | 'organizationId'>;

/** A person as a fixture describes them, before a viewer receives them. */
export type PersonFixture = Omit<Person, 'capabilities'>;

/**
 * What `viewer` may do to `person`: a platform admin everything, an organization admin everything to their
 * organization's people (invitations again only with the role user), everyone their own names, avatar and
 * credentials; no one their own access or status, and no seat or invitation without an organization.
 */
export function personCapabilitiesFor(viewer: Viewer, person: PersonFixture): Person['capabilities'] {
  const self = viewer.userId === person.userId;
  const administers =
    viewer.isAdmin ||
    (viewer.isOrgAdmin && viewer.organizationId !== null && viewer.organizationId === person.organizationId);
  const inOrganization = person.organizationId !== null;
  return {
    editProfile: self || administers,
    editAccess: administers && !self,
    changeStatus: administers && !self,
    manageLicense: administers && inOrganization,
    resendInvitation:
      administers &&
      inOrganization &&
      person.status === 'Pending Invite' &&
      (viewer.isAdmin || person.role === 'user'),
  };
}

/** `person` as `viewer` receives them: with what the viewer may do to them. */
export function seenBy<Fixture extends PersonFixture>(
  viewer: Viewer,
  person: Fixture,
): Fixture & Pick<Person, 'capabilities'> {
  return { ...person, capabilities: personCapabilitiesFor(viewer, person) };
}
