import type { OperationHandlers } from './operation-types.js';
import { readUpload } from '../plugins/uploads.js';
import { acceptInvitation } from '../services/user/accept-invitation.js';
import { addCredential, deleteCredential, updateCredential } from '../services/user/carrier-credentials.js';
import { getAvatar } from '../services/user/get-avatar.js';
import { getUser } from '../services/user/get-user.js';
import { revealCredential } from '../services/user/reveal-credential.js';
import { updateUserNames } from '../services/user/update-user-names.js';
import { avatarMaxBytes, uploadAvatar } from '../services/user/upload-avatar.js';
import { withPersonCapabilities } from '../services/capability-responses.js';
import { resetPassword } from '../services/user/reset-password.js';
import { resetMailSentMessage, sendResetPasswordMail } from '../services/user/send-reset-password-mail.js';
import { verifyEmail } from '../services/user/verify-email.js';
import { resendVerificationEmail, verificationSentMessage } from '../services/user/resend-verification.js';

/** Handlers of the `user` tag. */
export const userHandlers = {
  async verifyEmail(request) {
    await verifyEmail(request.context, { token: request.body.invitationToken, email: request.body.email });
    return { message: 'Email Verified Successfully!' };
  },

  async resendVerificationEmail(request) {
    await resendVerificationEmail(request.context);
    return { message: verificationSentMessage };
  },

  async acceptInvitation(request, reply) {
    await acceptInvitation(request.context, request.body);
    reply.code(201);
    return { message: 'Account created successfully! Please login to continue.' };
  },

  async sendResetPasswordMail(request) {
    await sendResetPasswordMail(request.context, request.body.email);
    return { message: resetMailSentMessage };
  },

  async resetPassword(request) {
    await resetPassword(request.context, request.body);
    return { message: 'Password reset successful' };
  },

  async getUser(request, reply) {
    reply.header('cache-control', 'no-store');
    return withPersonCapabilities(
      request.context.viewer,
      await getUser(request.context, request.params.userId),
    );
  },

  async updateUser(request) {
    return withPersonCapabilities(
      request.context.viewer,
      await updateUserNames(request.context, request.params.userId, request.body),
    );
  },

  async addCredential(request, reply) {
    reply.header('cache-control', 'no-store');
    const credential = await addCredential(request.context, request.params.userId, request.body);
    reply.code(201);
    return credential;
  },

  async updateCredential(request, reply) {
    reply.header('cache-control', 'no-store');
    return updateCredential(request.context, request.params.userId, request.body);
  },

  async revealCredential(request, reply) {
    // The answer carries a carrier password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return revealCredential(request.context, request.params.userId, request.params.credentialId);
  },

  async deleteCredential(request, reply) {
    await deleteCredential(request.context, request.params.userId, request.params.credentialId);
    reply.code(204);
  },

  async uploadAvatar(request) {
    const person = await uploadAvatar(request.context, request.params.userId, () =>
      readUpload(request, { maxBytes: avatarMaxBytes }),
    );
    return withPersonCapabilities(request.context.viewer, person);
  },

  async getAvatar(request, reply) {
    const avatar = await getAvatar(request.context, request.params.userId);
    return reply
      .type(avatar.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-cache')
      .send(avatar.stream);
  },
} satisfies OperationHandlers;
