import type { OperationHandlers } from './operation-types.js';
import { authHandlers } from './auth.js';
import { healthHandlers } from './health.js';
import { organizationHandlers } from './organization.js';
import { userHandlers } from './user.js';

/** Every implemented operation, keyed by operationId. The contract's other operations answer 501. */
export const operationHandlers: OperationHandlers = {
  ...healthHandlers,
  ...authHandlers,
  ...organizationHandlers,
  ...userHandlers,
};
