import { loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { loadCredentialCipher } from './secrets/credential-keys.js';
import { rotateCredentialsKey } from './services/credentials/rotate-credentials-key.js';

/**
 * `npm run rotate-credentials-key`: re-encrypts every stored carrier password with CREDENTIALS_KEY, reading the
 * older rows with CREDENTIALS_PREVIOUS_KEYS (or the key generated under DATA_DIR), and prints what it did.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const cipher = loadCredentialCipher(config, {
    warn: (_details, message) => process.stderr.write(`${message}\n`),
  });
  const db = await openDatabase(config);
  try {
    const report = await rotateCredentialsKey(db, cipher);
    process.stdout.write(
      `Re-encrypted ${report.reencrypted} carrier ${report.reencrypted === 1 ? 'credential' : 'credentials'}; ` +
        `every credential is now on key ${report.keyId}.\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
