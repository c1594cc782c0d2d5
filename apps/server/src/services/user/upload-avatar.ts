import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Upload } from '../../plugins/uploads.js';
import { findPerson, replaceAvatar, type PersonRow } from '../../repositories/people.js';
import { personFor } from './person-access.js';

/** The largest avatar accepted (SPEC §9: 5 MB). */
export const avatarMaxBytes = 5 * 1024 * 1024;

export const avatarTypeMessage = 'The avatar must be a PNG, JPEG, WebP or GIF image';

type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** The image type proven by the first bytes of a file (its signature), or undefined for anything else. */
export function imageTypeOf(head: Buffer): AvatarType | undefined {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 6).equals(ascii('GIF87a')) || head.subarray(0, 6).equals(ascii('GIF89a'))) {
    return 'image/gif';
  }
  if (head.subarray(0, 4).equals(ascii('RIFF')) && head.subarray(8, 12).equals(ascii('WEBP'))) {
    return 'image/webp';
  }
  return undefined;
}

const signatureBytes = 12;

/**
 * Reads the first bytes of a stream and gives them back with a stream of the whole content, or `discard` to read
 * the rest and drop it (so the request ends and its connection stays usable).
 */
async function peek(stream: Readable): Promise<{ head: Buffer; whole: Readable; discard: () => void }> {
  const chunks = stream[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < signatureBytes) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = next.value as Buffer;
    read.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(read);
  async function* content() {
    yield head;
    if (done) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const discard = () => {
    void (async () => {
      while (!done) done = (await chunks.next().catch(() => ({ done: true }))).done ?? true;
    })();
  };
  return { head, whole: Readable.from(content()), discard };
}

/**
 * Stores a new avatar for a person (themselves, their organization's admins, platform admins; checked before
 * the file is read). The type comes from the image's signature, never from what the client declared: PNG, JPEG,
 * WebP or GIF, anything else (SVG included, which can carry scripts) is a 415. A file over 5 MB is a 413 while it
 * streams. The old avatar is deleted once the new one is in place; a refused upload leaves nothing behind.
 */
export async function uploadAvatar(
  context: SignedInContext,
  userId: string,
  readFile: () => Promise<Upload>,
): Promise<PersonRow> {
  await personFor(context, 'editProfile', userId);
  const upload = await readFile();
  const { head, whole, discard } = await peek(upload.stream);
  const contentType = imageTypeOf(head);
  if (!contentType) {
    discard();
    throw new AppError('unsupported_media_type', avatarTypeMessage, { file: avatarTypeMessage });
  }
  const key = `avatars/${userId}/${randomUUID()}`;
  await context.storage.put(key, whole);
  let previous: string | null;
  try {
    previous = await replaceAvatar(context.db, userId, { key, contentType });
  } catch (error) {
    await context.storage.delete(key);
    throw error;
  }
  if (previous) {
    await context.storage.delete(previous).catch((error: unknown) => {
      context.log.warn({ err: error, key: previous }, 'a replaced avatar could not be deleted');
    });
  }
  return (await findPerson(context.db, userId))!;
}
