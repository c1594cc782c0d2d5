import type { Readable } from 'node:stream';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findAvatar } from '../../repositories/people.js';
import { personFor } from './person-access.js';

export const noAvatarMessage = 'This person has no avatar';

/** A person's avatar bytes and type, for those who may read the person (404 for anyone else). */
export async function getAvatar(
  context: SignedInContext,
  userId: string,
): Promise<{ contentType: string; stream: Readable }> {
  await personFor(context, 'read', userId);
  const avatar = await findAvatar(context.db, userId);
  const stream = avatar ? await context.storage.get(avatar.key) : undefined;
  if (!avatar || !stream) throw new AppError('not_found', noAvatarMessage);
  return { contentType: avatar.contentType, stream };
}
