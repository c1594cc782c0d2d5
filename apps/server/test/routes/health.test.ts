import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { latestMigrationVersion } from '../helpers/migrations.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp } from '../helpers/test-app.js';

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('GET /health', () => {
  it.each(['/health', '/api/v1/health'])('%s reports the service up with the schema version', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      schemaVersion: latestMigrationVersion(),
      limits: 'in-process',
    });
  });

  it('answers 503 when the database stops answering', async () => {
    let down = false;
    const failing: Database = {
      ...testDb.db,
      driver: testDb.db.driver,
      query: (sql, params) => {
        if (down) return Promise.reject(new Error('connection terminated'));
        return testDb.db.query(sql, params);
      },
    };
    const broken = await createTestApp(failing);
    try {
      down = true;
      const response = await broken.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'The database is unreachable' });
    } finally {
      down = false;
      await broken.app.close();
    }
  });
});
