import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import {
  createCredentialCipher,
  generateCredentialKey,
  parseCredentialKey,
  type CredentialCipher,
  type CredentialKey,
} from './credential-cipher.js';

/** The file under DATA_DIR that holds the generated key when CREDENTIALS_KEY is unset. */
export const generatedKeyFileName = 'credentials.key';

/** Reads the generated key file of `dataDir`, or undefined when there is none. */
function readKeyFile(file: string): CredentialKey | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseCredentialKey(text, file);
}

/** Reads the key file, creating it with a new random key (readable by this user only) when it is missing. */
function readOrCreateKeyFile(file: string): { key: CredentialKey; created: boolean } {
  const existing = readKeyFile(file);
  if (existing) return { key: existing, created: false };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two processes starting at once must not each write a key of their own.
    fs.writeFileSync(file, `${generateCredentialKey()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: readKeyFile(file)!, created: false };
  }
  return { key: readKeyFile(file)!, created: true };
}

/**
 * The cipher of carrier passwords: CREDENTIALS_KEY encrypts, and it or CREDENTIALS_PREVIOUS_KEYS decrypt. Without
 * CREDENTIALS_KEY, a key generated once under DATA_DIR is used, with a warning (anyone who copies the data
 * directory then has the key too, and copies of the server on other machines would each make their own). When
 * CREDENTIALS_KEY is set and that file exists, its key is kept as a previous key, so moving from the generated
 * key to a real one is one `npm run rotate-credentials-key`.
 */
export function loadCredentialCipher(
  config: Pick<AppConfig, 'credentialsKey' | 'previousCredentialsKeys' | 'dataDir'>,
  log: { warn(details: object, message: string): void },
): CredentialCipher {
  const file = path.join(config.dataDir, generatedKeyFileName);
  if (config.credentialsKey) {
    const fileKey = readKeyFile(file);
    return createCredentialCipher(config.credentialsKey, [
      ...config.previousCredentialsKeys,
      ...(fileKey ? [fileKey] : []),
    ]);
  }
  const { key, created } = readOrCreateKeyFile(file);
  log.warn(
    { keyFile: file, keyId: key.id, created },
    'CREDENTIALS_KEY is not set: carrier passwords are encrypted with a key kept in the data directory. ' +
      'Set CREDENTIALS_KEY (32 random bytes, base64) wherever the data matters, then run npm run rotate-credentials-key.',
  );
  return createCredentialCipher(key, config.previousCredentialsKeys);
}
