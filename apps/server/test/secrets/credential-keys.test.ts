import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createCredentialCipher, parseCredentialKey } from '../../src/secrets/credential-cipher.js';
import { loadCredentialCipher } from '../../src/secrets/credential-keys.js';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-keys-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function recorder() {
  const warnings: { details: object; message: string }[] = [];
  return {
    warnings,
    log: { warn: (details: object, message: string) => warnings.push({ details, message }) },
  };
}

describe('loadCredentialCipher', () => {
  it('without CREDENTIALS_KEY, generates a key under DATA_DIR once (readable by its owner only), with a warning', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = recorder();
    const cipher = loadCredentialCipher(config, first.log);
    const file = path.join(dir, 'credentials.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.warnings).toHaveLength(1);
    expect(first.warnings[0]!.message).toContain('CREDENTIALS_KEY is not set');
    expect(first.warnings[0]!.details).toMatchObject({
      keyFile: file,
      created: true,
      keyId: cipher.currentKeyId,
    });

    const again = recorder();
    const reopened = loadCredentialCipher(config, again.log);
    expect(reopened.currentKeyId).toBe(cipher.currentKeyId);
    expect(again.warnings[0]!.details).toMatchObject({ created: false });
    expect(reopened.decrypt(cipher.encrypt('kept', 'owner'), 'owner')).toBe('kept');
  });

  it('with CREDENTIALS_KEY, encrypts with it, warns nothing, and still reads the generated key’s rows', () => {
    const dir = dataDir();
    const generated = loadCredentialCipher(loadConfig({ DATA_DIR: dir }), recorder().log);
    const old = generated.encrypt('from the laptop days', 'owner');
    const key = 'ef'.repeat(32);
    const quiet = recorder();
    const cipher = loadCredentialCipher(loadConfig({ DATA_DIR: dir, CREDENTIALS_KEY: key }), quiet.log);
    expect(quiet.warnings).toEqual([]);
    expect(cipher.currentKeyId).toBe(parseCredentialKey(key, 'x').id);
    expect(cipher.decrypt(old, 'owner')).toBe('from the laptop days');
  });

  it('reads CREDENTIALS_PREVIOUS_KEYS, comma separated', () => {
    const older = parseCredentialKey('01'.repeat(32), 'x');
    const oldest = parseCredentialKey('02'.repeat(32), 'x');
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CREDENTIALS_KEY: '03'.repeat(32),
      CREDENTIALS_PREVIOUS_KEYS: ` ${'01'.repeat(32)}, ${'02'.repeat(32)} `,
    });
    const cipher = loadCredentialCipher(config, recorder().log);
    for (const key of [older, oldest]) {
      expect(cipher.decrypt(createCredentialCipher(key).encrypt('pw', 'o'), 'o')).toBe('pw');
    }
    expect(() => loadConfig({ CREDENTIALS_PREVIOUS_KEYS: 'nope' })).toThrow(
      'CREDENTIALS_PREVIOUS_KEYS (key 1) must be 32 random bytes',
    );
  });

  it('is required with an https PUBLIC_URL, where the data directory is no place for the key', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://waybill.example.com', SMTP_URL: 'smtp://127.0.0.1:2525' }),
    ).toThrow('CREDENTIALS_KEY must be set when PUBLIC_URL is https (https://waybill.example.com)');
  });
});
