import type { OperationHandlers } from './operation-types.js';
import { mailContext } from './mail-context.js';
import { requireViewer } from './require-viewer.js';
import { invitePeople } from '../services/organization/invite-people.js';
import { resendInvitation } from '../services/organization/resend-invitation.js';

/** Handlers of the `organization` tag. */
export const organizationHandlers = {
  async inviteToOrganization(request) {
    await invitePeople(
      mailContext(request),
      requireViewer(request),
      request.params.organizationId,
      request.body,
    );
    return { message: 'People invited successfully!' };
  },

  async resendInvitation(request) {
    await resendInvitation(
      mailContext(request),
      requireViewer(request),
      request.params.organizationId,
      request.body.email,
    );
    return { message: 'Invitation has been resent to the user.' };
  },
} satisfies OperationHandlers;
