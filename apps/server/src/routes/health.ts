import type { OperationHandlers } from './operation-types.js';
import { getHealth } from '../services/health/get-health.js';

/** Handlers of the `health` tag. */
export const healthHandlers = {
  async getHealth(request) {
    return getHealth(request.context);
  },
} satisfies OperationHandlers;
