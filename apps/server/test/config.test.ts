import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to port 8080, the embedded database under ./.data and a local public URL', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      logLevel: 'info',
      secureCookies: false,
      trustProxy: false,
    });
    expect(config.publicUrl.href).toBe('http://localhost:8080/');
  });

  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:8080', false],
    ['http://192.168.1.20:8080', true],
    ['https://waybill.example.com', true],
  ])('marks cookies Secure for %s: %s', (publicUrl, secure) => {
    expect(loadConfig({ PUBLIC_URL: publicUrl }).secureCookies).toBe(secure);
  });

  it('refuses unusable values with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
    expect(() => loadConfig({ PUBLIC_URL: 'waybill.local' })).toThrow('PUBLIC_URL must be an absolute URL');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });

  it('reads the proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reads the mail settings: SMTP when SMTP_URL is set, the outbox otherwise', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('Waybill <no-reply@localhost>');
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Ops <ops@example.com>' });
    expect(config.smtpUrl?.href).toBe('smtp://127.0.0.1:2525');
    expect(config.mailFrom).toBe('Ops <ops@example.com>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL, got "http://mail.example.com"',
    );
  });
});
