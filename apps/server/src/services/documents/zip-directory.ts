/** One entry of a ZIP archive as its central directory names it. */
export interface ZipEntry {
  name: string;
}

/** Why a ZIP archive's directory cannot be read, in words for the uploader's message. */
export class ZipDirectoryError extends Error {
  constructor(
    readonly reason: 'not-a-zip' | 'too-many-entries',
    message: string,
  ) {
    super(message);
    this.name = 'ZipDirectoryError';
  }
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const endOfDirectoryLength = 22;
const longestComment = 0xffff;

/** How many bytes from the end of an archive hold its directory, when that directory lists at most `maxDirectoryBytes`. */
export function zipTailBytes(maxDirectoryBytes: number): number {
  return maxDirectoryBytes + endOfDirectoryLength + longestComment;
}

function notZip(why: string): ZipDirectoryError {
  return new ZipDirectoryError('not-a-zip', why);
}

function findEndOfDirectory(tail: Buffer): number {
  const last = tail.length - endOfDirectoryLength;
  for (let at = last; at >= 0 && at >= last - longestComment; at--) {
    if (tail.readUInt32LE(at) !== endOfDirectorySignature) continue;
    // The record ends the archive exactly, its comment included; anything after it is not a ZIP's end.
    if (at + endOfDirectoryLength + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  throw notZip('no end of central directory');
}

/**
 * Reads the central directory of a ZIP archive from the archive's last bytes (`tail`, at least
 * `zipTailBytes(maxDirectoryBytes)` of them, or the whole archive when it is shorter) without expanding any
 * entry. `archiveSize` is the whole archive's length. Refuses ZIP64, split and encrypted archives (no Office
 * document is one) and a directory of more than `maxEntries` entries or `maxDirectoryBytes` bytes before reading it.
 */
export function readZipDirectory(
  tail: Buffer,
  archiveSize: number,
  limits: { maxEntries: number; maxDirectoryBytes: number },
): ZipEntry[] {
  if (tail.length < endOfDirectoryLength) throw notZip('too short');
  const end = findEndOfDirectory(tail);
  const disk = tail.readUInt16LE(end + 4);
  const directoryDisk = tail.readUInt16LE(end + 6);
  const entriesOnDisk = tail.readUInt16LE(end + 8);
  const entryCount = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw notZip('split archive');
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw notZip('ZIP64 archive');
  }
  if (entryCount > limits.maxEntries || directorySize > limits.maxDirectoryBytes) {
    throw new ZipDirectoryError('too-many-entries', `more than ${limits.maxEntries} entries`);
  }
  const tailStart = archiveSize - tail.length;
  const endOffset = tailStart + end;
  if (directoryOffset + directorySize !== endOffset || directoryOffset < tailStart) {
    throw notZip('central directory out of place');
  }

  const entries: ZipEntry[] = [];
  let at = directoryOffset - tailStart;
  for (let index = 0; index < entryCount; index++) {
    if (at + 46 > end || tail.readUInt32LE(at) !== directoryEntrySignature) throw notZip('bad entry');
    const flags = tail.readUInt16LE(at + 8);
    const compressedSize = tail.readUInt32LE(at + 20);
    const uncompressedSize = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    if (flags & 0x1) throw notZip('encrypted entry');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw notZip('ZIP64 entry');
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw notZip('entry past the directory');
    const name = tail.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name });
    at = next;
  }
  if (at !== end) throw notZip('directory size mismatch');
  return entries;
}
