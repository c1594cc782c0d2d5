import type { SignedInContext } from '../../context.js';
import { insertAuditEntry, type AuditAction } from '../../repositories/audit-log.js';

/** What an action records about itself; the actor, the moment and the address come from the context. */
export interface AuditRecord {
  action: AuditAction;
  subjectUserId?: string | null;
  organizationId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry for an action of the viewer. Call it with the action's own transaction context
 * (`context.transaction`), so the entry is written exactly when the action is: an action that fails writes none.
 */
export async function recordAudit(context: SignedInContext, record: AuditRecord): Promise<void> {
  await insertAuditEntry(context.db, {
    occurredAt: context.now(),
    actorUserId: context.viewer.userId,
    action: record.action,
    subjectUserId: record.subjectUserId ?? null,
    organizationId: record.organizationId ?? null,
    details: record.details ?? {},
    sourceAddress: context.sourceAddress ?? null,
  });
}

/** An organization as a move names it. */
export interface OrganizationRef {
  id: string;
  name: string;
}

/**
 * Records that `userId` moved from one organization to another (null: none). The entry's organization is the
 * one joined, or the one left when they joined none; the details name both.
 */
export async function recordMove(
  context: SignedInContext,
  userId: string,
  from: OrganizationRef | null,
  to: OrganizationRef | null,
): Promise<void> {
  await recordAudit(context, {
    action: 'person_moved',
    subjectUserId: userId,
    organizationId: to?.id ?? from?.id ?? null,
    details: {
      fromOrganizationId: from?.id ?? null,
      fromOrganization: from?.name ?? null,
      toOrganizationId: to?.id ?? null,
      toOrganization: to?.name ?? null,
    },
  });
}
