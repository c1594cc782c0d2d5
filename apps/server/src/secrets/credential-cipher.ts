import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** One AES-256 key and the id stored beside every value encrypted with it. */
export interface CredentialKey {
  id: string;
  key: Buffer;
}

/** A carrier password as stored: AES-256-GCM ciphertext, its IV and tag, and the id of the key. */
export interface EncryptedSecret {
  ciphertext: Uint8Array;
  iv: Uint8Array;
  tag: Uint8Array;
  keyId: string;
}

/** Encrypts and decrypts carrier passwords, each bound to its owner. */
export interface CredentialCipher {
  /** The id of the key new values are encrypted with. */
  readonly currentKeyId: string;
  /** Encrypts `plaintext` with the current key and a fresh IV, binding `ownerId` in as associated data. */
  encrypt(plaintext: string, ownerId: string): EncryptedSecret;
  /**
   * Decrypts a stored value of `ownerId`. Throws CredentialKeyError when its key is not configured, and an
   * error when it was tampered with or belongs to another owner.
   */
  decrypt(secret: EncryptedSecret, ownerId: string): string;
}

/** A stored value names a key this process does not have. */
export class CredentialKeyError extends Error {
  constructor(keyId: string) {
    super(
      `Carrier credentials encrypted with key ${keyId} cannot be read: set that key in CREDENTIALS_PREVIOUS_KEYS ` +
        'and run `npm run rotate-credentials-key`',
    );
    this.name = 'CredentialKeyError';
  }
}

const keyBytes = 32;
const ivBytes = 12;

/**
 * The id of a key: a short digest of it, so rows name their key without any list of names to keep in sync
 * (a digest of 256 random bits reveals nothing usable about them).
 */
export function credentialKeyId(key: Buffer): string {
  return createHash('sha256').update('waybill credentials key id\0').update(key).digest('hex').slice(0, 16);
}

/**
 * Reads a key written as 64 hex digits or as base64 of 32 bytes. Throws with a message naming `source` when
 * it is neither.
 */
export function parseCredentialKey(text: string, source: string): CredentialKey {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== keyBytes || (!/^[0-9a-fA-F]{64}$/.test(value) && key.toString('base64') !== value)) {
    throw new Error(
      `${source} must be 32 random bytes as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`)`,
    );
  }
  return { id: credentialKeyId(key), key };
}

/** A new random key, base64. */
export function generateCredentialKey(): string {
  return randomBytes(keyBytes).toString('base64');
}

function associatedData(ownerId: string): Buffer {
  return Buffer.from(`waybill credential of ${ownerId}`, 'utf8');
}

/** A cipher that encrypts with `current` and decrypts with it or any of `previous`. */
export function createCredentialCipher(
  current: CredentialKey,
  previous: CredentialKey[] = [],
): CredentialCipher {
  const keys = new Map<string, Buffer>([...previous, current].map((entry) => [entry.id, entry.key]));
  return {
    currentKeyId: current.id,
    encrypt(plaintext, ownerId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(associatedData(ownerId));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return { ciphertext, iv, tag: cipher.getAuthTag(), keyId: current.id };
    },
    decrypt(secret, ownerId) {
      const key = keys.get(secret.keyId);
      if (!key) throw new CredentialKeyError(secret.keyId);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(secret.iv));
      decipher.setAAD(associatedData(ownerId));
      decipher.setAuthTag(Buffer.from(secret.tag));
      return Buffer.concat([decipher.update(Buffer.from(secret.ciphertext)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
