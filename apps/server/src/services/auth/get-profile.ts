import { notSignedInMessage, type SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findProfile, type ProfileRow } from '../../repositories/users.js';

/** The profile of the signed-in user. */
export async function getProfile(context: SignedInContext): Promise<ProfileRow> {
  const profile = await findProfile(context.db, context.viewer.userId);
  if (!profile) throw new AppError('unauthenticated', notSignedInMessage);
  return profile;
}
