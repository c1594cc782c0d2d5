import type { Queryable } from '../db/database.js';

/** What the audit log records. */
export const auditActions = [
  'credential_revealed',
  'role_changed',
  'license_assigned',
  'license_revoked',
  'person_activated',
  'person_deactivated',
  'organization_activated',
  'organization_deactivated',
  'person_moved',
  'reference_data_changed',
  'refund_claims_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One entry as it is written. */
export interface NewAuditEntry {
  occurredAt: Date;
  actorUserId: string | null;
  action: AuditAction;
  subjectUserId: string | null;
  organizationId: string | null;
  details: Record<string, unknown>;
  sourceAddress: string | null;
}

/** Adds one entry. */
export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (occurred_at, actor_user_id, action, subject_user_id, organization_id, details,
                            source_address)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      entry.occurredAt,
      entry.actorUserId,
      entry.action,
      entry.subjectUserId,
      entry.organizationId,
      JSON.stringify(entry.details),
      entry.sourceAddress,
    ],
  );
}

/** A person an entry names, as the list shows them. */
export interface AuditPerson {
  userId: string;
  name: string;
  email: string;
}

/** One entry as it is read, with the names of whom and what it is about. */
export interface AuditEntryRow {
  id: string;
  occurredAt: Date;
  action: AuditAction;
  actor: AuditPerson | null;
  subject: AuditPerson | null;
  organization: { id: string; name: string } | null;
  details: Record<string, unknown>;
  sourceAddress: string | null;
  /** The exact moment (microseconds, UTC), for the next page's cursor. */
  position: string;
}

/** Where a page starts: after this entry, in the order newest first. */
export interface AuditPosition {
  occurredAt: string;
  id: string;
}

/** What a page of entries is filtered by; every field optional. */
export interface AuditFilters {
  action?: AuditAction;
  actorUserId?: string;
  subjectUserId?: string;
  /** Entries about this organization, moves into or out of it included. */
  organizationId?: string;
  /** Inclusive lower bound of `occurred_at`. */
  from?: Date;
  /** Exclusive upper bound of `occurred_at`. */
  before?: Date;
}

interface AuditQueryRow extends Omit<AuditEntryRow, 'actor' | 'subject' | 'organization'> {
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  subjectId: string | null;
  subjectName: string | null;
  subjectEmail: string | null;
  organizationId: string | null;
  organizationName: string | null;
}

function person(id: string | null, name: string | null, email: string | null): AuditPerson | null {
  return id === null ? null : { userId: id, name: name ?? '', email: email ?? '' };
}

/** Up to `limit` entries, newest first, after `after` when given. */
export async function listAuditEntries(
  db: Queryable,
  filters: AuditFilters,
  after: AuditPosition | undefined,
  limit: number,
): Promise<AuditEntryRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.action) where.push(`a.action = ${param(filters.action)}`);
  if (filters.actorUserId) where.push(`a.actor_user_id = ${param(filters.actorUserId)}::uuid`);
  if (filters.subjectUserId) where.push(`a.subject_user_id = ${param(filters.subjectUserId)}::uuid`);
  if (filters.organizationId) {
    const id = param(filters.organizationId);
    where.push(`(a.organization_id = ${id}::uuid OR a.details->>'fromOrganizationId' = ${id}::text)`);
  }
  if (filters.from) where.push(`a.occurred_at >= ${param(filters.from)}`);
  if (filters.before) where.push(`a.occurred_at < ${param(filters.before)}`);
  if (after) {
    where.push(`(a.occurred_at, a.id) < (${param(after.occurredAt)}::timestamptz, ${param(after.id)}::uuid)`);
  }
  const result = await db.query<AuditQueryRow>(
    `SELECT a.id, a.occurred_at AS "occurredAt", a.action, a.details, a.source_address AS "sourceAddress",
            to_char(a.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position,
            actor.id AS "actorId", trim(actor.first_name || ' ' || actor.last_name) AS "actorName",
            actor.email AS "actorEmail",
            subject.id AS "subjectId", trim(subject.first_name || ' ' || subject.last_name) AS "subjectName",
            subject.email AS "subjectEmail",
            o.id AS "organizationId", o.name AS "organizationName"
       FROM audit_log a
       LEFT JOIN users actor ON actor.id = a.actor_user_id
       LEFT JOIN users subject ON subject.id = a.subject_user_id
       LEFT JOIN organizations o ON o.id = a.organization_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY a.occurred_at DESC, a.id DESC
      LIMIT ${param(limit)}`,
    params,
  );
  return result.rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurredAt,
    action: row.action,
    actor: person(row.actorId, row.actorName, row.actorEmail),
    subject: person(row.subjectId, row.subjectName, row.subjectEmail),
    organization:
      row.organizationId === null ? null : { id: row.organizationId, name: row.organizationName ?? '' },
    details: row.details,
    sourceAddress: row.sourceAddress,
    position: row.position,
  }));
}
