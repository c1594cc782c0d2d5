import { listUnmappedReferenceData } from '../services/reference-data/list-unmapped-reference-data.js';
import {
  createServiceRule,
  deleteServiceRule,
  listServiceRules,
  updateServiceRule,
} from '../services/reference-data/service-rules.js';
import type { OperationHandlers } from './operation-types.js';

/** Handlers of the `reference-data` tag. */
export const referenceDataHandlers = {
  listUnmappedReferenceData(request) {
    return listUnmappedReferenceData(request.context);
  },
  listServiceRules(request) {
    return listServiceRules(request.context);
  },
  async createServiceRule(request, reply) {
    const change = await createServiceRule(request.context, request.body);
    reply.code(201);
    return change;
  },
  updateServiceRule(request) {
    return updateServiceRule(request.context, request.params.ruleId, request.body);
  },
  deleteServiceRule(request) {
    return deleteServiceRule(request.context, request.params.ruleId);
  },
} satisfies OperationHandlers;
