import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { assertContractResponse } from '../helpers/contract-responses.js';

/** A response as inject returns it, made by hand: what the server would have to send to break the contract. */
function response(statusCode: number, body: unknown, type = 'application/json; charset=utf-8') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    statusCode,
    body: text,
    headers: { 'content-type': type },
    json: () => JSON.parse(text) as unknown,
  } as unknown as LightMyRequestResponse;
}

const health = { method: 'GET', url: '/api/v1/health' } as const;

// Every API test's responses go through this check (helpers/test-app.ts): these prove that it can fail.
describe('the peer check of responses against openapi.yaml', () => {
  it('accepts a response the contract allows', async () => {
    await expect(
      assertContractResponse(
        health,
        response(200, { status: 'ok', database: 'up', schemaVersion: 15, limits: 'shared' }),
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses a body that breaks the operation’s schema', async () => {
    await expect(
      assertContractResponse(health, response(200, { status: 'ok', schemaVersion: 15, limits: 'shared' })),
    ).rejects.toThrow(/breaks openapi.yaml \(getHealth\): body must have required property 'database'/);
  });

  it('refuses a status the operation does not document', async () => {
    await expect(assertContractResponse(health, response(418, { message: 'teapot' }))).rejects.toThrow(
      /status 418 is not one the contract documents/,
    );
  });

  it('refuses a content type the operation does not list', async () => {
    await expect(
      assertContractResponse(health, response(200, 'ok', 'text/plain; charset=utf-8')),
    ).rejects.toThrow(/content type text\/plain is not one the contract lists/);
  });

  it('checks path templates and percent-encoded addresses as the router reads them', async () => {
    const url = '/api/v1/organization/%72evoke-sigma-license/5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c/x';
    await expect(assertContractResponse({ method: 'GET', url }, response(418, {}))).rejects.toThrow(
      /revokeSigmaLicense/,
    );
  });
});
