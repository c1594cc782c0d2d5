import type { OperationHandlers } from './operation-types.js';
import { withOrganizationCapabilities, withPersonCapabilities } from '../services/capability-responses.js';
import { assignUsers, unassignUsers } from '../services/organization/assign-users.js';
import { invitePeople } from '../services/organization/invite-people.js';
import {
  listOrganizationMembers,
  listPeople,
  listUnassignedUsers,
} from '../services/organization/list-people.js';
import { getOrganization, listOrganizations } from '../services/organization/read-organizations.js';
import { resendInvitation } from '../services/organization/resend-invitation.js';
import { createOrganization, updateOrganization } from '../services/organization/save-organization.js';
import { setOrganizationActive } from '../services/organization/set-organization-status.js';
import { setUserActive } from '../services/organization/set-user-status.js';
import { assignSigmaLicense, revokeSigmaLicense } from '../services/organization/sigma-licenses.js';
import { updateOrganizationUser } from '../services/organization/update-organization-user.js';

/** Handlers of the `organization` tag. */
export const organizationHandlers = {
  async listOrganizations(request) {
    const organizations = await listOrganizations(request.context, request.query.status);
    return organizations.map((organization) =>
      withOrganizationCapabilities(request.context.viewer, organization),
    );
  },

  async createOrganization(request, reply) {
    const organization = await createOrganization(request.context, request.body);
    reply.code(201);
    return withOrganizationCapabilities(request.context.viewer, organization);
  },

  async getOrganization(request) {
    return withOrganizationCapabilities(
      request.context.viewer,
      await getOrganization(request.context, request.params.id),
    );
  },

  async updateOrganization(request) {
    return withOrganizationCapabilities(
      request.context.viewer,
      await updateOrganization(request.context, request.params.id, request.body),
    );
  },

  async deactivateOrganization(request) {
    return withOrganizationCapabilities(
      request.context.viewer,
      await setOrganizationActive(request.context, request.params.id, false),
    );
  },

  async activateOrganization(request) {
    return withOrganizationCapabilities(
      request.context.viewer,
      await setOrganizationActive(request.context, request.params.id, true),
    );
  },

  async listPeople(request) {
    const people = await listPeople(request.context);
    return people.map((person) => withPersonCapabilities(request.context.viewer, person));
  },

  async listOrganizationMembers(request) {
    const people = await listOrganizationMembers(request.context, request.params.organizationId);
    return people.map((person) => withPersonCapabilities(request.context.viewer, person));
  },

  async listUnassignedUsers(request) {
    const people = await listUnassignedUsers(request.context, request.params.id);
    return people.map((person) => withPersonCapabilities(request.context.viewer, person));
  },

  async assignUsers(request) {
    const count = await assignUsers(request.context, request.params.organizationId, request.body);
    return { message: count === 1 ? 'User assigned' : 'Users assigned' };
  },

  async unassignUsers(request) {
    const count = await unassignUsers(request.context, request.params.organizationId, request.body);
    return { message: count === 1 ? 'User unassigned' : 'Users unassigned' };
  },

  async assignSigmaLicense(request) {
    return withPersonCapabilities(
      request.context.viewer,
      await assignSigmaLicense(request.context, request.params.organizationId, request.params.userId),
    );
  },

  async revokeSigmaLicense(request) {
    return withPersonCapabilities(
      request.context.viewer,
      await revokeSigmaLicense(request.context, request.params.organizationId, request.params.userId),
    );
  },

  async updateOrganizationUser(request) {
    return withPersonCapabilities(
      request.context.viewer,
      await updateOrganizationUser(request.context, request.params.userId, request.body),
    );
  },

  async activateUser(request) {
    return withPersonCapabilities(
      request.context.viewer,
      await setUserActive(request.context, request.params.organizationId, request.params.userId, true),
    );
  },

  async deactivateUser(request) {
    return withPersonCapabilities(
      request.context.viewer,
      await setUserActive(request.context, request.params.organizationId, request.params.userId, false),
    );
  },

  async inviteToOrganization(request) {
    await invitePeople(request.context, request.params.organizationId, request.body);
    return { message: 'People invited successfully!' };
  },

  async resendInvitation(request) {
    await resendInvitation(request.context, request.params.organizationId, request.body.email);
    return { message: 'Invitation has been resent to the user.' };
  },
} satisfies OperationHandlers;
