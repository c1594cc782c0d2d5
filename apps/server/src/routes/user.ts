import type { OperationHandlers } from './operation-types.js';
import { mailContext } from './mail-context.js';
import { acceptInvitation } from '../services/user/accept-invitation.js';
import { resetPassword } from '../services/user/reset-password.js';
import { resetMailSentMessage, sendResetPasswordMail } from '../services/user/send-reset-password-mail.js';
import { verifyEmail } from '../services/user/verify-email.js';

/** Handlers of the `user` tag. */
export const userHandlers = {
  async verifyEmail(request) {
    await verifyEmail(request.server.db, { token: request.body.invitationToken, email: request.body.email });
    return { message: 'Email Verified Successfully!' };
  },

  async acceptInvitation(request, reply) {
    await acceptInvitation(request.server.db, request.body);
    reply.code(201);
    return { message: 'Account created successfully! Please login to continue.' };
  },

  async sendResetPasswordMail(request) {
    await sendResetPasswordMail(mailContext(request), request.body.email);
    return { message: resetMailSentMessage };
  },

  async resetPassword(request) {
    await resetPassword(request.server.db, request.body);
    return { message: 'Password reset successful' };
  },
} satisfies OperationHandlers;
