import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';

/** The file under DATA_DIR that holds the generated secret when ANALYTICS_TOKEN_SECRET is unset. */
export const generatedAnalyticsSecretFileName = 'analytics-token.secret';

/** Secrets shorter than this are refused: HS256 wants at least as many bytes as its output. */
export const minimumAnalyticsSecretBytes = 32;

function readSecretFile(file: string): Uint8Array | undefined {
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key that signs and verifies analytics frame tokens: ANALYTICS_TOKEN_SECRET, or a random one generated once
 * under DATA_DIR (readable by this user only), with a warning: copies of the server on other machines would each
 * make their own, and a token signed by one would be refused by the others.
 */
export function loadAnalyticsTokenSecret(
  config: Pick<AppConfig, 'analyticsTokenSecret' | 'dataDir'>,
  log: { warn(details: object, message: string): void },
): Uint8Array {
  if (config.analyticsTokenSecret) return Buffer.from(config.analyticsTokenSecret, 'utf8');
  const file = path.join(config.dataDir, generatedAnalyticsSecretFileName);
  let secret = readSecretFile(file);
  if (!secret) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': two processes starting at once must not each write a secret of their own.
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    secret = readSecretFile(file)!;
  }
  log.warn(
    { secretFile: file },
    'ANALYTICS_TOKEN_SECRET is not set: dashboard frame tokens are signed with a secret kept in the data directory. ' +
      'Set ANALYTICS_TOKEN_SECRET (at least 32 random characters) wherever more than one server runs.',
  );
  return secret;
}
