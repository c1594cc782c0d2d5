import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findProfile, type ProfileRow } from '../../repositories/users.js';
import type { Viewer } from './authenticate.js';
import { notSignedInMessage } from './authenticate.js';

/** The profile of the signed-in user. */
export async function getProfile(db: Database, viewer: Viewer): Promise<ProfileRow> {
  const profile = await findProfile(db, viewer.userId);
  if (!profile) throw new AppError('unauthenticated', notSignedInMessage);
  return profile;
}
