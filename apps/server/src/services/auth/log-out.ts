import type { Database } from '../../db/database.js';
import { revokeSession } from '../../repositories/sessions.js';
import type { Viewer } from './authenticate.js';

/** Ends the viewer's session server-side: neither its access token nor any refresh token of it works again. */
export async function logOut(db: Database, viewer: Viewer): Promise<void> {
  await revokeSession(db, viewer.sessionId, 'logout');
}
