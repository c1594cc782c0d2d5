import type { Database } from '../../db/database.js';
import { lockCredentialsOffKey, replaceSecret } from '../../repositories/credentials.js';
import type { CredentialCipher } from '../../secrets/credential-cipher.js';

/** What a rotation did. */
export interface RotationReport {
  /** Credentials re-encrypted with the current key. */
  reencrypted: number;
  /** The key every credential is on now. */
  keyId: string;
}

/**
 * Re-encrypts every carrier password not yet on the cipher's current key (each with a fresh IV, still bound to
 * its owner), a batch per transaction so a large table never holds one long lock. Throws CredentialKeyError,
 * changing nothing more, when a row names a key the cipher does not have. Running it again does nothing.
 */
export async function rotateCredentialsKey(
  db: Database,
  cipher: CredentialCipher,
  batchSize = 500,
): Promise<RotationReport> {
  let reencrypted = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const batch = await lockCredentialsOffKey(tx, cipher.currentKeyId, batchSize);
      for (const credential of batch) {
        const password = cipher.decrypt(credential.secret, credential.userId);
        await replaceSecret(tx, credential.id, cipher.encrypt(password, credential.userId));
      }
      reencrypted += batch.length;
      return batch.length < batchSize;
    });
    if (done) return { reencrypted, keyId: cipher.currentKeyId };
  }
}
