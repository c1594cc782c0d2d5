import type { OperationHandlers } from './operation-types.js';
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
    return listOrganizations(request.context, request.query.status);
  },

  async createOrganization(request, reply) {
    const organization = await createOrganization(request.context, request.body);
    reply.code(201);
    return organization;
  },

  async getOrganization(request) {
    return getOrganization(request.context, request.params.id);
  },

  async updateOrganization(request) {
    return updateOrganization(request.context, request.params.id, request.body);
  },

  async deactivateOrganization(request) {
    return setOrganizationActive(request.context, request.params.id, false);
  },

  async activateOrganization(request) {
    return setOrganizationActive(request.context, request.params.id, true);
  },

  async listPeople(request) {
    return listPeople(request.context);
  },

  async listOrganizationMembers(request) {
    return listOrganizationMembers(request.context, request.params.organizationId);
  },

  async listUnassignedUsers(request) {
    return listUnassignedUsers(request.context, request.params.id);
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
    return assignSigmaLicense(request.context, request.params.organizationId, request.params.userId);
  },

  async revokeSigmaLicense(request) {
    return revokeSigmaLicense(request.context, request.params.organizationId, request.params.userId);
  },

  async updateOrganizationUser(request) {
    return updateOrganizationUser(request.context, request.params.userId, request.body);
  },

  async activateUser(request) {
    return setUserActive(request.context, request.params.organizationId, request.params.userId, true);
  },

  async deactivateUser(request) {
    return setUserActive(request.context, request.params.organizationId, request.params.userId, false);
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
