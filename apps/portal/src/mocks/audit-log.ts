import { delay, HttpResponse } from 'msw';
import type { AuditEntry } from '@waybill/api-client';
import { http } from './http';

const ada = {
  userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Ada Admin',
  email: 'ada@waybill.example',
};
const olivia = {
  userId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Olivia Owens',
  email: 'olivia@acme.example',
};
const bo = { userId: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f', name: 'Bo Chen', email: 'bo@example.com' };
const acme = { id: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a', name: 'Acme Freight' };

/** One entry of every kind the screen describes differently, newest first. */
export const auditEntries: AuditEntry[] = [
  {
    id: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
    occurredAt: '2026-11-27T17:03:09.123456Z',
    action: 'credential_revealed',
    actor: olivia,
    subject: bo,
    organization: acme,
    details: {
      credentialId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      platform: 'fedex',
      username: 'acme-shipping',
    },
    sourceAddress: '203.0.113.7',
  },
  {
    id: '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c',
    occurredAt: '2026-11-26T09:15:00.000000Z',
    action: 'person_moved',
    actor: ada,
    subject: bo,
    organization: acme,
    details: {
      fromOrganizationId: null,
      fromOrganization: null,
      toOrganizationId: acme.id,
      toOrganization: acme.name,
    },
    sourceAddress: '198.51.100.20',
  },
  {
    id: '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d',
    occurredAt: '2026-11-25T14:40:30.000000Z',
    action: 'role_changed',
    actor: ada,
    subject: olivia,
    organization: acme,
    details: { from: 'user', to: 'admin' },
    sourceAddress: '198.51.100.20',
  },
  {
    id: '8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e',
    occurredAt: '2026-11-24T08:00:00.000000Z',
    action: 'organization_deactivated',
    actor: null,
    subject: null,
    organization: acme,
    details: {},
    sourceAddress: null,
  },
];

const serverError = () => HttpResponse.json({ message: 'The database is unreachable' }, { status: 500 });

/** Handlers of `GET /audit-log`. */
export const auditLogHandlers = {
  /** The entries in pages of `limit`, the cursor being the index of the next page's first entry. */
  list: (entries: AuditEntry[] = auditEntries) =>
    http.get('/audit-log', ({ query, response }) => {
      const limit = Number(query.get('limit') ?? 50);
      const start = Number(query.get('cursor') ?? 0);
      const end = start + limit;
      return response(200).json({
        entries: entries.slice(start, end),
        nextCursor: end < entries.length ? String(end) : null,
      });
    }),
  listNeverArrives: http.get('/audit-log', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ entries: [], nextCursor: null });
  }),
  listFails: http.get('/audit-log', ({ response }) => response.untyped(serverError())),
};

/** `count` entries of people activated, a minute apart, newest first. */
export function manyAuditEntries(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    occurredAt: new Date(Date.UTC(2026, 10, 27, 12, 0) - index * 60_000).toISOString(),
    action: 'person_activated' as const,
    actor: ada,
    subject: { ...bo, name: `Person ${index + 1}` },
    organization: acme,
    details: {},
    sourceAddress: '198.51.100.20',
  }));
}
