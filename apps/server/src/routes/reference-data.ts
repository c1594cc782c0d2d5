import { readUpload } from '../plugins/uploads.js';
import {
  createDeliveryCommitment,
  deleteDeliveryCommitment,
  listDeliveryCommitments,
  updateDeliveryCommitment,
} from '../services/reference-data/delivery-commitments.js';
import { listUnmappedReferenceData } from '../services/reference-data/list-unmapped-reference-data.js';
import {
  createServiceRule,
  deleteServiceRule,
  exportServiceRules,
  importServiceRules,
  listServiceRules,
  updateServiceRule,
} from '../services/reference-data/service-rules.js';
import { serviceRulesFileMaxBytes } from '../services/reference-data/service-rules-csv.js';
import { contentDisposition } from './content-disposition.js';
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
  async exportServiceRules(request, reply) {
    const csv = await exportServiceRules(request.context);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', 'service-map.csv'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(csv);
  },
  async importServiceRules(request) {
    const upload = await readUpload(request, { maxBytes: serviceRulesFileMaxBytes });
    return importServiceRules(request.context, upload.stream);
  },
  listDeliveryCommitments(request) {
    return listDeliveryCommitments(request.context);
  },
  async createDeliveryCommitment(request, reply) {
    const change = await createDeliveryCommitment(request.context, request.body);
    reply.code(201);
    return change;
  },
  updateDeliveryCommitment(request) {
    return updateDeliveryCommitment(request.context, request.params.commitmentId, request.body);
  },
  deleteDeliveryCommitment(request) {
    return deleteDeliveryCommitment(request.context, request.params.commitmentId);
  },
} satisfies OperationHandlers;
