import { organizationCapabilities, personCapabilities } from '../policy/policy.js';
import type { Viewer } from '../policy/viewer.js';
import type { OrganizationRow } from '../repositories/organizations.js';
import type { PersonRow } from '../repositories/people.js';

/** A person as the contract's Person answers them to `viewer`: with what the viewer may do to them. */
export function withPersonCapabilities<Row extends PersonRow>(viewer: Viewer, person: Row) {
  return {
    ...person,
    capabilities: personCapabilities(viewer, {
      userId: person.userId,
      organizationId: person.organizationId,
      isPlatformAdmin: person.isPlatformAdmin,
    }),
  };
}

/** An organization as the contract's Organization answers it to `viewer`: with what the viewer may do to it. */
export function withOrganizationCapabilities(viewer: Viewer, organization: OrganizationRow) {
  return { ...organization, capabilities: organizationCapabilities(viewer, organization.organizationId) };
}
