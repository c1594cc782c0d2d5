import { organizationCapabilities, personCapabilities, profileCapabilities } from '../policy/policy.js';
import type { Viewer } from '../policy/viewer.js';
import type { OrganizationRow } from '../repositories/organizations.js';
import type { PersonRow } from '../repositories/people.js';
import type { ProfileRow } from '../repositories/users.js';

/** A person as the contract's Person answers them to `viewer`: with what the viewer may do to them. */
export function withPersonCapabilities<Row extends PersonRow>(viewer: Viewer, person: Row) {
  return {
    ...person,
    capabilities: personCapabilities(viewer, {
      userId: person.userId,
      organizationId: person.organizationId,
      isPlatformAdmin: person.isPlatformAdmin,
      role: person.role,
      hasPendingInvitation: person.status === 'Pending Invite',
    }),
  };
}

/** An organization as the contract's Organization answers it to `viewer`: with what the viewer may do to it. */
export function withOrganizationCapabilities(viewer: Viewer, organization: OrganizationRow) {
  return { ...organization, capabilities: organizationCapabilities(viewer, organization.organizationId) };
}

/**
 * The signed-in user's profile as the contract's Profile answers it: with what they may do beyond one person or
 * organization. Sign-in has no viewer yet, so the role is read from the profile itself (`isOrgAdmin` is role
 * admin in an organization).
 */
export function withProfileCapabilities(profile: ProfileRow) {
  return {
    ...profile,
    capabilities: profileCapabilities({
      isAdmin: profile.isAdmin,
      role: profile.isOrgAdmin ? 'admin' : 'user',
      organizationId: profile.organizationId,
    }),
  };
}
