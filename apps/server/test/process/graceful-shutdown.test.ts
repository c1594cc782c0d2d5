import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { stopServer } from '../../src/start.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { LogCapture, testCredentialsKey } from '../helpers/test-app.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let releaseSlowRequest: () => void;
let slowRequestArrived: Promise<void>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ PORT: '0', CREDENTIALS_KEY: testCredentialsKey }),
    db: testDb.db,
    logStream: new LogCapture(),
  });
  // A request that stays in flight until the test lets it finish.
  let arrived!: () => void;
  slowRequestArrived = new Promise((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
    const result = await testDb.db.query<{ answer: number }>('SELECT 42 AS answer');
    return { answer: result.rows[0]!.answer };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await testDb?.dispose();
});

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('stopping the server', () => {
  it('lets a request in flight finish, with the database still open, before closing the database', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const inFlight = get(port, '/slow');
    await slowRequestArrived;
    const stopped = stopServer({ app, db: testDb.db });
    releaseSlowRequest();
    const response = await inFlight;
    expect(response).toEqual({ status: 200, body: '{"answer":42}' });
    await stopped;
    await expect(get(port, '/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});
