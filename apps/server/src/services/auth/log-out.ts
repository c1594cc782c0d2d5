import type { SignedInContext } from '../../context.js';
import { revokeSession } from '../../repositories/sessions.js';

/** Ends the viewer's session server-side: neither its access token nor any refresh token of it works again. */
export async function logOut(context: SignedInContext): Promise<void> {
  await revokeSession(context.db, context.viewer.sessionId, 'logout');
}
