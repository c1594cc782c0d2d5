import { describe, expect, it } from 'vitest';
import {
  createCredentialCipher,
  credentialKeyId,
  CredentialKeyError,
  generateCredentialKey,
  parseCredentialKey,
} from '../../src/secrets/credential-cipher.js';

const current = parseCredentialKey(generateCredentialKey(), 'current');
const previous = parseCredentialKey('0f'.repeat(32), 'previous');

describe('the credential cipher', () => {
  it('round-trips a password bound to its owner, with a fresh 12-byte IV each time', () => {
    const cipher = createCredentialCipher(current);
    const first = cipher.encrypt('pässwörd 🔑', 'owner-1');
    const second = cipher.encrypt('pässwörd 🔑', 'owner-1');
    expect(first.keyId).toBe(current.id);
    expect(first.iv).toHaveLength(12);
    expect(first.tag).toHaveLength(16);
    expect(Buffer.from(first.iv).equals(Buffer.from(second.iv))).toBe(false);
    expect(Buffer.from(first.ciphertext).equals(Buffer.from(second.ciphertext))).toBe(false);
    expect(cipher.decrypt(first, 'owner-1')).toBe('pässwörd 🔑');
  });

  it('refuses another owner’s id and any changed byte', () => {
    const cipher = createCredentialCipher(current);
    const secret = cipher.encrypt('secret', 'owner-1');
    expect(() => cipher.decrypt(secret, 'owner-2')).toThrow();
    const tampered = Buffer.from(secret.ciphertext);
    tampered[0]! ^= 1;
    expect(() => cipher.decrypt({ ...secret, ciphertext: tampered }, 'owner-1')).toThrow();
  });

  it('reads values of previous keys and names a missing key', () => {
    const old = createCredentialCipher(previous).encrypt('old secret', 'owner-1');
    expect(createCredentialCipher(current, [previous]).decrypt(old, 'owner-1')).toBe('old secret');
    expect(() => createCredentialCipher(current).decrypt(old, 'owner-1')).toThrow(CredentialKeyError);
    expect(() => createCredentialCipher(current).decrypt(old, 'owner-1')).toThrow(
      `Carrier credentials encrypted with key ${previous.id} cannot be read`,
    );
  });
});

describe('credential keys', () => {
  it('read 64 hex digits or base64 of 32 bytes, with an id derived from the key', () => {
    const hex = 'ab'.repeat(32);
    const fromHex = parseCredentialKey(hex, 'CREDENTIALS_KEY');
    const fromBase64 = parseCredentialKey(Buffer.from(hex, 'hex').toString('base64'), 'CREDENTIALS_KEY');
    expect(fromHex.key.equals(fromBase64.key)).toBe(true);
    expect(fromHex.id).toBe(fromBase64.id);
    expect(fromHex.id).toBe(credentialKeyId(Buffer.from(hex, 'hex')));
    expect(fromHex.id).toMatch(/^[0-9a-f]{16}$/);
    expect(parseCredentialKey('cd'.repeat(32), 'x').id).not.toBe(fromHex.id);
  });

  it.each(['short', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), `${'ab'.repeat(32)}ff`])(
    'refuse %s with a message naming the variable',
    (value) => {
      expect(() => parseCredentialKey(value, 'CREDENTIALS_KEY')).toThrow(
        'CREDENTIALS_KEY must be 32 random bytes as 64 hex digits or base64',
      );
    },
  );
});
