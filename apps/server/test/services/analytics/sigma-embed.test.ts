import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { sigmaEmbedUrl } from '../../../src/services/analytics/get-dashboard-url.js';

const sigma = {
  clientId: 'embed-client-7',
  secret: 'a Sigma embed secret of some length',
  workbookUrls: {},
};

describe('the Sigma embed URL', () => {
  it('carries a JWT signed with the embed secret, with Sigma’s claims and the scope as a user attribute', async () => {
    const now = new Date('2025-04-01T12:00:00Z');
    const url = new URL(
      await sigmaEmbedUrl(
        sigma,
        'https://app.sigmacomputing.com/acme/workbook/Executive-Summary-3xYz',
        { email: 'marco@example.com', mappingName: 'NORTHWIND', theme: 'Dark' },
        now,
      ),
    );
    expect(url.origin + url.pathname).toBe(
      'https://app.sigmacomputing.com/acme/workbook/Executive-Summary-3xYz',
    );
    expect(url.searchParams.get(':embed')).toBe('true');
    expect(url.searchParams.get(':theme')).toBe('Dark');
    // The scope is never a URL control a viewer could edit.
    expect([...url.searchParams.keys()].sort()).toEqual([':embed', ':jwt', ':theme']);

    const jwt = url.searchParams.get(':jwt')!;
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'embed-client-7' });
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(sigma.secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    expect(payload).toMatchObject({
      sub: 'marco@example.com',
      iss: 'embed-client-7',
      account_type: 'Viewer',
      user_attributes: { mapping_name: 'NORTHWIND' },
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 600,
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is refused by a verifier with another secret', async () => {
    const url = new URL(
      await sigmaEmbedUrl(
        sigma,
        'https://app.sigmacomputing.com/acme/workbook/x',
        { email: 'a@example.com', mappingName: 'M', theme: 'Light' },
        new Date(),
      ),
    );
    await expect(
      jwtVerify(url.searchParams.get(':jwt')!, new TextEncoder().encode('another secret entirely')),
    ).rejects.toThrow();
  });
});
