import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id with 19 MiB and 2 passes, the OWASP recommendation.
/** Hashes a password with argon2id into a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, account without password) it verifies
 * against a decoy so that the answer takes as long as for a real account and reveals nothing.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('decoy password for accounts that do not exist');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
