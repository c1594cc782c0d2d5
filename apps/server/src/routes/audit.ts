import type { OperationHandlers } from './operation-types.js';
import { listAuditLog } from '../services/audit/list-audit-log.js';

/** Handlers of the `audit` tag. */
export const auditHandlers = {
  async listAuditLog(request) {
    const page = await listAuditLog(request.context, request.query);
    return {
      ...page,
      entries: page.entries.map((entry) => ({ ...entry, occurredAt: entry.occurredAt.toISOString() })),
    };
  },
} satisfies OperationHandlers;
