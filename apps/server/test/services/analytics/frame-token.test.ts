import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import {
  frameAccessChangedMessage,
  frameSessionEndedMessage,
  frameTokenExpiredMessage,
  signFrameToken,
  verifyFrameToken,
  type FrameGrant,
  type VerifiedFrame,
} from '../../../src/services/analytics/frame-token.js';
import { insertSession } from '../../../src/repositories/sessions.js';
import { createOrganization, insertPerson } from '../../helpers/people.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let testDb: TestDatabase;
let db: Database;
let grant: FrameGrant;
/** What verifying the token gives: the grant, and its user's role read with the check. */
let verified: VerifiedFrame;
const secret = new TextEncoder().encode('a frame token secret of at least 32 characters');
const issued = new Date('2025-04-01T09:00:00Z');
const minutes = (count: number) => new Date(issued.getTime() + count * 60_000);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const organizationId = await createOrganization(db, 'Northwind Outfitters');
  const person = await insertPerson(db, { organizationId, isLicensed: true });
  const sessionId = await insertSession(db, {
    userId: person.userId,
    accessTokenHash: 'access',
    accessTtlSeconds: 15 * 60,
    sessionTtlSeconds: 24 * 60 * 60,
    maxLifetimeSeconds: 24 * 60 * 60,
    refreshTokenHash: 'refresh',
    userAgent: undefined,
    ipAddress: undefined,
  });
  grant = {
    userId: person.userId,
    sessionId,
    kind: 'performance_tracker',
    scope: [organizationId],
    scopeName: 'Northwind Outfitters',
    theme: 'Dark',
  };
  verified = { ...grant, holder: { isAdmin: false, role: 'user', organizationId } };
});

afterAll(async () => {
  await testDb?.dispose();
});

describe('the frame token, by the context clock', () => {
  it('grants what it names for 10 minutes, and no longer', async () => {
    const token = await signFrameToken(secret, grant, issued);
    await expect(verifyFrameToken(db, secret, token, minutes(9))).resolves.toEqual(verified);
    await expect(verifyFrameToken(db, secret, token, minutes(11))).rejects.toThrow(frameTokenExpiredMessage);
  });

  it('stops granting once the session it was given in ends', async () => {
    const token = await signFrameToken(secret, grant, issued);
    await db.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [grant.sessionId]);
    await expect(verifyFrameToken(db, secret, token, minutes(1))).rejects.toThrow(frameSessionEndedMessage);
    await db.query(`UPDATE sessions SET revoked_at = NULL WHERE id = $1`, [grant.sessionId]);
    await expect(verifyFrameToken(db, secret, token, minutes(1))).resolves.toEqual(verified);
  });

  it('stops granting once the member loses the license seat or the organization', async () => {
    const token = await signFrameToken(secret, grant, issued);
    await db.query('UPDATE users SET is_licensed = false WHERE id = $1', [grant.userId]);
    await expect(verifyFrameToken(db, secret, token, minutes(1))).rejects.toThrow(frameAccessChangedMessage);
    await db.query('UPDATE users SET is_licensed = true, organization_id = NULL WHERE id = $1', [
      grant.userId,
    ]);
    await expect(verifyFrameToken(db, secret, token, minutes(1))).rejects.toThrow(frameAccessChangedMessage);
  });
});
