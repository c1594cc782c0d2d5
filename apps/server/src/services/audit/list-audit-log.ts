import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  listAuditEntries,
  type AuditAction,
  type AuditEntryRow,
  type AuditPosition,
} from '../../repositories/audit-log.js';

/** The query of `GET /audit-log` (bounds and formats already checked by the contract). */
export interface AuditLogQuery {
  cursor?: string;
  limit?: number;
  action?: AuditAction;
  actorUserId?: string;
  subjectUserId?: string;
  organizationId?: string;
  /** First day included (UTC), `yyyy-MM-dd`. */
  from?: string;
  /** Last day included (UTC), `yyyy-MM-dd`. */
  to?: string;
}

/** One page of the audit log. */
export interface AuditLogPage {
  entries: Omit<AuditEntryRow, 'position'>[];
  nextCursor: string | null;
}

export const badCursorMessage = 'The cursor is not valid: start again from the first page';

const positionPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(position: AuditPosition): string {
  return Buffer.from(JSON.stringify([position.occurredAt, position.id])).toString('base64url');
}

function decodeCursor(cursor: string): AuditPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      positionPattern.test(value[0]) &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      uuidPattern.test(value[1])
    ) {
      return { occurredAt: value[0], id: value[1] };
    }
  } catch {
    // Not base64url JSON: answered below like any other foreign cursor.
  }
  throw new AppError('bad_request', badCursorMessage, { cursor: badCursorMessage });
}

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * The audit log, newest first, one page at a time (platform admins: the access gate). Keyset pagination: the
 * answer's `nextCursor` passed back as `cursor` with the same filters gives the next page; null on the last.
 */
export async function listAuditLog(context: SignedInContext, query: AuditLogQuery): Promise<AuditLogPage> {
  const limit = query.limit ?? 50;
  if (query.from && query.to && query.from > query.to) {
    const message = 'The first day must not be after the last day';
    throw new AppError('bad_request', message, { from: message });
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await listAuditEntries(
    context.db,
    {
      action: query.action,
      actorUserId: query.actorUserId,
      subjectUserId: query.subjectUserId,
      organizationId: query.organizationId,
      from: query.from ? startOfDay(query.from) : undefined,
      before: query.to ? new Date(startOfDay(query.to).getTime() + 24 * 60 * 60 * 1000) : undefined,
    },
    after,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ position: _position, ...entry }) => entry),
    nextCursor: rows.length > limit && last ? encodeCursor({ occurredAt: last.position, id: last.id }) : null,
  };
}
