import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { insertAuditEntry } from '../../src/repositories/audit-log.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { callApi, createTestApp } from '../helpers/test-app.js';
import {
  createOrganization,
  createStaff,
  insertPerson,
  setLicenses,
  type TestPerson,
} from '../helpers/people.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let organizationId: string;
let otherOrganizationId: string;
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let member: TestPerson;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: TestPerson | undefined, method: Method, url: string, body?: unknown) =>
  callApi(app, who?.access, method, url, body);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db));
  organizationId = await createOrganization(db, 'Northwind Outfitters');
  otherOrganizationId = await createOrganization(db, 'Contoso Parcels');
  await setLicenses(db, organizationId, 1000);
  await setLicenses(db, otherOrganizationId, 1000);
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, db, organizationId));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

interface Row {
  actor_user_id: string | null;
  action: string;
  subject_user_id: string | null;
  organization_id: string | null;
  details: Record<string, unknown>;
  source_address: string | null;
}

async function allIds(): Promise<Set<string>> {
  const result = await db.query<{ id: string }>('SELECT id FROM audit_log');
  return new Set(result.rows.map((row) => row.id));
}

/** Runs `action` and returns the audit entries it wrote, with the status it was answered. */
async function written(action: () => Promise<{ statusCode: number; body: string }>) {
  const before = await allIds();
  const response = await action();
  const result = await db.query<Row & { id: string }>(
    `SELECT id, actor_user_id, action, subject_user_id, organization_id, details, source_address
       FROM audit_log ORDER BY occurred_at, id`,
  );
  const rows = result.rows.filter((row) => !before.has(row.id)).map(({ id: _id, ...row }) => row);
  return { status: response.statusCode, body: response.body, rows };
}

const entry = (fields: Partial<Row> & Pick<Row, 'action'>): Row => ({
  actor_user_id: platformAdmin.userId,
  subject_user_id: null,
  organization_id: null,
  details: {},
  source_address: '127.0.0.1',
  ...fields,
});

describe('what the audit log records', () => {
  it('writes one entry for a change of role, with who, whom and the organization', async () => {
    const person = await insertPerson(db, { organizationId });
    const changed = await written(() =>
      call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, { role: 'admin' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.rows).toEqual([
      entry({
        actor_user_id: orgAdmin.userId,
        action: 'role_changed',
        subject_user_id: person.userId,
        organization_id: organizationId,
        details: { from: 'user', to: 'admin' },
      }),
    ]);
    // The same role again changes nothing and records nothing.
    const same = await written(() =>
      call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, { role: 'admin', group: 'G' }),
    );
    expect(same.status).toBe(200);
    expect(same.rows).toEqual([]);
  });

  it('writes one entry for each license assigned or revoked', async () => {
    const person = await insertPerson(db, { organizationId });
    const assigned = await written(() =>
      call(orgAdmin, 'POST', `/organization/assign-sigma-license/${organizationId}/${person.userId}`),
    );
    expect(assigned.status).toBe(200);
    const licenseEntry = { actor_user_id: orgAdmin.userId, subject_user_id: person.userId };
    expect(assigned.rows).toEqual([
      entry({ ...licenseEntry, action: 'license_assigned', organization_id: organizationId }),
    ]);
    const revoked = await written(() =>
      call(orgAdmin, 'GET', `/organization/revoke-sigma-license/${organizationId}/${person.userId}`),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.rows).toEqual([
      entry({ ...licenseEntry, action: 'license_revoked', organization_id: organizationId }),
    ]);
    const byEdit = await written(() =>
      call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, { isLicensedUser: true }),
    );
    expect(byEdit.rows).toEqual([
      entry({ ...licenseEntry, action: 'license_assigned', organization_id: organizationId }),
    ]);
    const revokedByEdit = await written(() =>
      call(orgAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, { isLicensedUser: false }),
    );
    expect(revokedByEdit.rows).toEqual([
      entry({ ...licenseEntry, action: 'license_revoked', organization_id: organizationId }),
    ]);
  });

  it('writes one entry when a person is deactivated or activated', async () => {
    const person = await insertPerson(db, { organizationId });
    const deactivated = await written(() =>
      call(orgAdmin, 'DELETE', `/organization/deactivate-user/${organizationId}/${person.userId}`),
    );
    expect(deactivated.status).toBe(200);
    const subject = { actor_user_id: orgAdmin.userId, subject_user_id: person.userId };
    expect(deactivated.rows).toEqual([
      entry({ ...subject, action: 'person_deactivated', organization_id: organizationId }),
    ]);
    const activated = await written(() =>
      call(orgAdmin, 'POST', `/organization/activate-user/${organizationId}/${person.userId}`),
    );
    expect(activated.status).toBe(200);
    expect(activated.rows).toEqual([
      entry({ ...subject, action: 'person_activated', organization_id: organizationId }),
    ]);
  });

  it('writes one entry when an organization is deactivated or activated', async () => {
    const id = await createOrganization(db, 'Short Lived');
    const deactivated = await written(() => call(platformAdmin, 'DELETE', `/organization/${id}`));
    expect(deactivated.status).toBe(200);
    expect(deactivated.rows).toEqual([entry({ action: 'organization_deactivated', organization_id: id })]);
    const activated = await written(() => call(platformAdmin, 'POST', `/organization/activate/${id}`));
    expect(activated.status).toBe(200);
    expect(activated.rows).toEqual([entry({ action: 'organization_activated', organization_id: id })]);
  });

  it('writes one entry per person moved between organizations, naming both', async () => {
    const person = await insertPerson(db, { organizationId });
    const moved = await written(() =>
      call(platformAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
        organizationId: otherOrganizationId,
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.rows).toEqual([
      entry({
        action: 'person_moved',
        subject_user_id: person.userId,
        organization_id: otherOrganizationId,
        details: {
          fromOrganizationId: organizationId,
          fromOrganization: 'Northwind Outfitters',
          toOrganizationId: otherOrganizationId,
          toOrganization: 'Contoso Parcels',
        },
      }),
    ]);

    const second = await insertPerson(db, { organizationId: otherOrganizationId });
    const body = { userIds: [person.userId, second.userId] };
    const unassigned = await written(() =>
      call(platformAdmin, 'POST', `/organization/unassign-users/${otherOrganizationId}`, body),
    );
    expect(unassigned.status).toBe(200);
    const left = (userId: string) =>
      entry({
        action: 'person_moved',
        subject_user_id: userId,
        organization_id: otherOrganizationId,
        details: {
          fromOrganizationId: otherOrganizationId,
          fromOrganization: 'Contoso Parcels',
          toOrganizationId: null,
          toOrganization: null,
        },
      });
    expect(unassigned.rows).toHaveLength(2);
    expect(unassigned.rows).toEqual(expect.arrayContaining([left(person.userId), left(second.userId)]));

    const assigned = await written(() =>
      call(platformAdmin, 'POST', `/organization/assign-users/${organizationId}`, {
        userIds: [person.userId],
      }),
    );
    expect(assigned.status).toBe(200);
    expect(assigned.rows).toEqual([
      entry({
        action: 'person_moved',
        subject_user_id: person.userId,
        organization_id: organizationId,
        details: {
          fromOrganizationId: null,
          fromOrganization: null,
          toOrganizationId: organizationId,
          toOrganization: 'Northwind Outfitters',
        },
      }),
    ]);
  });

  it('writes nothing for an action that is refused or fails, even after its entry was written', async () => {
    const full = await createOrganization(db, 'No Seats');
    const person = await insertPerson(db, { organizationId: full });
    const outsider = await insertPerson(db, { organizationId: otherOrganizationId });
    // The role change is recorded, then the seat is refused: the whole change, its entry included, is undone.
    const refusedSeat = await written(() =>
      call(platformAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
        role: 'admin',
        isLicensedUser: true,
      }),
    );
    expect(refusedSeat.status).toBe(409);
    expect(refusedSeat.rows).toEqual([]);
    const role = await db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [person.userId]);
    expect(role.rows[0]!.role).toBe('user');

    for (const refused of [
      () => call(platformAdmin, 'POST', `/organization/assign-sigma-license/${full}/${person.userId}`),
      () =>
        call(orgAdmin, 'DELETE', `/organization/deactivate-user/${otherOrganizationId}/${outsider.userId}`),
      () => call(member, 'DELETE', `/organization/deactivate-user/${organizationId}/${orgAdmin.userId}`),
      () =>
        call(platformAdmin, 'POST', `/organization/unassign-users/${organizationId}`, {
          userIds: [member.userId, outsider.userId],
        }),
      () =>
        call(platformAdmin, 'POST', `/organization/assign-users/${organizationId}`, {
          userIds: [outsider.userId],
        }),
      () =>
        call(platformAdmin, 'PATCH', `/organization/edit-user/${outsider.userId}`, {
          organizationId: '00000000-0000-4000-8000-000000000000',
        }),
      () => call(platformAdmin, 'DELETE', '/organization/00000000-0000-4000-8000-000000000000'),
    ]) {
      const result = await written(refused);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.rows, result.body).toEqual([]);
    }
  });
});

describe('GET /audit-log', () => {
  interface Page {
    entries: {
      id: string;
      occurredAt: string;
      action: string;
      actor: { userId: string; name: string; email: string } | null;
      subject: { userId: string; name: string; email: string } | null;
      organization: { id: string; name: string } | null;
      details: Record<string, unknown>;
      sourceAddress: string | null;
    }[];
    nextCursor: string | null;
  }

  const list = async (query: string, who: TestPerson = platformAdmin) => {
    const response = await call(who, 'GET', `/audit-log${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('is for platform admins only', async () => {
    for (const who of [orgAdmin, member]) {
      const response = await call(who, 'GET', '/audit-log');
      expect(response.statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/audit-log')).statusCode).toBe(401);
  });

  it('shows each entry with the names and emails of who and whom, newest first', async () => {
    const person = await insertPerson(db, { organizationId, firstName: 'Wanda' });
    await call(orgAdmin, 'DELETE', `/organization/deactivate-user/${organizationId}/${person.userId}`);
    const page = await list(`?subjectUserId=${person.userId}`);
    expect(page).toEqual({
      entries: [
        {
          id: expect.any(String),
          occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          action: 'person_deactivated',
          actor: { userId: orgAdmin.userId, name: 'Olivia Example', email: orgAdmin.email },
          subject: { userId: person.userId, name: 'Wanda Example', email: person.email },
          organization: { id: organizationId, name: 'Northwind Outfitters' },
          details: {},
          sourceAddress: '127.0.0.1',
        },
      ],
      nextCursor: null,
    });
  });

  it('pages through every entry once with the cursor, ties on the same moment included', async () => {
    const person = await insertPerson(db, { organizationId });
    const moment = new Date('2031-05-06T07:08:09.123Z');
    for (let index = 0; index < 5; index += 1) {
      await insertAuditEntry(db, {
        occurredAt: index < 3 ? moment : new Date(moment.getTime() + index * 1000),
        actorUserId: platformAdmin.userId,
        action: 'person_activated',
        subjectUserId: person.userId,
        organizationId,
        details: { index },
        sourceAddress: null,
      });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(
        `?subjectUserId=${person.userId}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.entries.map((item) => item.details.index as number));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.slice(0, 2)).toEqual([4, 3]);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('filters by action, actor, organization (moves out of it included) and days', async () => {
    const person = await insertPerson(db, { organizationId });
    await call(platformAdmin, 'PATCH', `/organization/edit-user/${person.userId}`, {
      organizationId: otherOrganizationId,
    });
    await call(orgAdmin, 'POST', `/organization/assign-sigma-license/${organizationId}/${member.userId}`);

    const moves = await list(`?action=person_moved&organizationId=${organizationId}&limit=100`);
    expect(moves.entries.map((item) => item.subject?.userId)).toContain(person.userId);
    expect(moves.entries.every((item) => item.action === 'person_moved')).toBe(true);

    const byActor = await list(`?actorUserId=${orgAdmin.userId}&action=license_assigned&limit=100`);
    expect(byActor.entries.map((item) => item.subject?.userId)).toContain(member.userId);
    expect(byActor.entries.every((item) => item.actor?.userId === orgAdmin.userId)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await list(`?subjectUserId=${person.userId}&from=${today}&to=${today}`);
    expect(todays.entries).toHaveLength(1);
    expect((await list(`?subjectUserId=${person.userId}&to=2030-01-01&from=2029-01-01`)).entries).toEqual([]);
  });

  it('answers 400 saying what to fix for a bad cursor, limit or range', async () => {
    for (const [query, field] of [
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('["2030-01-01T00:00:00.000000Z","x"]').toString('base64url')}`, 'cursor'],
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?from=2030-02-01&to=2030-01-01', 'from'],
      ['?from=1899-12-31', 'from'],
      ['?to=2100-01-01', 'to'],
      ['?action=deleted_everything', 'action'],
    ] as const) {
      const response = await call(platformAdmin, 'GET', `/audit-log${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
  });
});
