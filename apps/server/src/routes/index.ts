import type { OperationHandlers } from './operation-types.js';
import { analyticsHandlers } from './analytics.js';
import { auditHandlers } from './audit.js';
import { authHandlers } from './auth.js';
import { controlMasterHandlers } from './control-master.js';
import { exportHandlers } from './export.js';
import { filesHandlers } from './files.js';
import { healthHandlers } from './health.js';
import { organizationHandlers } from './organization.js';
import { referenceDataHandlers } from './reference-data.js';
import { refundClaimsHandlers } from './refund-claims.js';
import { userHandlers } from './user.js';

/** Every implemented operation, keyed by operationId. The contract's other operations answer 501. */
export const operationHandlers: OperationHandlers = {
  ...healthHandlers,
  ...authHandlers,
  ...organizationHandlers,
  ...userHandlers,
  ...filesHandlers,
  ...exportHandlers,
  ...controlMasterHandlers,
  ...analyticsHandlers,
  ...auditHandlers,
  ...referenceDataHandlers,
  ...refundClaimsHandlers,
};
