import type { OperationHandlers } from './operation-types.js';
import { registerUser } from '../services/auth/register-user.js';
import { logIn } from '../services/auth/log-in.js';
import { getProfile } from '../services/auth/get-profile.js';
import { logOut } from '../services/auth/log-out.js';
import { refreshSession } from '../services/auth/refresh-session.js';
import { withProfileCapabilities } from '../services/capability-responses.js';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from './session-cookies.js';

/** Handlers of the `auth` tag. */
export const authHandlers = {
  async register(request, reply) {
    await registerUser(request.context, request.body);
    reply.code(201);
    return { message: 'Registration successful. Please check your email to verify your address.' };
  },

  async login(request, reply) {
    const { profile, tokens } = await logIn(request.context, request.body, {
      userAgent: request.headers['user-agent'],
      ipAddress: request.ip,
    });
    setSessionCookies(reply, tokens);
    return withProfileCapabilities(profile);
  },

  async getProfile(request) {
    return withProfileCapabilities(await getProfile(request.context));
  },

  async logout(request, reply) {
    await logOut(request.context);
    clearSessionCookies(reply);
    reply.code(204);
  },

  async refreshSession(request, reply) {
    try {
      const tokens = await refreshSession(request.context, readRefreshToken(request));
      setSessionCookies(reply, tokens);
      reply.code(204);
    } catch (error) {
      // A refresh that failed leaves the browser with nothing worth keeping.
      clearSessionCookies(reply);
      throw error;
    }
  },
} satisfies OperationHandlers;
