import type { FastifyReply } from 'fastify';
import { readUpload } from '../plugins/uploads.js';
import {
  createChargeRule,
  deleteChargeRule,
  exportChargeRules,
  importChargeRules,
  listChargeRules,
  updateChargeRule,
} from '../services/reference-data/charge-rules.js';
import {
  createContractDiscount,
  deleteContractDiscount,
  exportContractDiscounts,
  importContractDiscounts,
  listContractDiscounts,
  updateContractDiscount,
} from '../services/reference-data/contract-discounts.js';
import {
  createDeliveryCommitment,
  deleteDeliveryCommitment,
  exportDeliveryCommitments,
  importDeliveryCommitments,
  listDeliveryCommitments,
  updateDeliveryCommitment,
} from '../services/reference-data/delivery-commitments.js';
import {
  createGuaranteeWaiver,
  deleteGuaranteeWaiver,
  listGuaranteeWaivers,
  updateGuaranteeWaiver,
} from '../services/reference-data/guarantee-waivers.js';
import { listUnmappedReferenceData } from '../services/reference-data/list-unmapped-reference-data.js';
import {
  createServiceRule,
  deleteServiceRule,
  exportServiceRules,
  importServiceRules,
  listServiceRules,
  updateServiceRule,
} from '../services/reference-data/service-rules.js';
import { referenceFileMaxBytes } from '../services/reference-data/reference-file.js';
import { contentDisposition } from './content-disposition.js';
import type { OperationHandlers } from './operation-types.js';

/** A reference table's CSV file, as an attachment named `fileName` that no cache keeps. */
function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(csv);
}

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
    return sendCsv(reply, 'service-map.csv', await exportServiceRules(request.context));
  },
  async importServiceRules(request) {
    const upload = await readUpload(request, { maxBytes: referenceFileMaxBytes });
    return importServiceRules(request.context, upload.stream);
  },
  listChargeRules(request) {
    return listChargeRules(request.context);
  },
  async createChargeRule(request, reply) {
    const change = await createChargeRule(request.context, request.body);
    reply.code(201);
    return change;
  },
  updateChargeRule(request) {
    return updateChargeRule(request.context, request.params.ruleId, request.body);
  },
  deleteChargeRule(request) {
    return deleteChargeRule(request.context, request.params.ruleId);
  },
  async exportChargeRules(request, reply) {
    return sendCsv(reply, 'charge-map.csv', await exportChargeRules(request.context));
  },
  async importChargeRules(request) {
    const upload = await readUpload(request, { maxBytes: referenceFileMaxBytes });
    return importChargeRules(request.context, upload.stream);
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
  async exportDeliveryCommitments(request, reply) {
    return sendCsv(reply, 'delivery-commitments.csv', await exportDeliveryCommitments(request.context));
  },
  listContractDiscounts(request) {
    return listContractDiscounts(request.context, request.params.organizationId);
  },
  async createContractDiscount(request, reply) {
    const change = await createContractDiscount(request.context, request.params.organizationId, request.body);
    reply.code(201);
    return change;
  },
  updateContractDiscount(request) {
    return updateContractDiscount(request.context, request.params.discountId, request.body);
  },
  deleteContractDiscount(request) {
    return deleteContractDiscount(request.context, request.params.discountId);
  },
  async exportContractDiscounts(request, reply) {
    const { fileName, csv } = await exportContractDiscounts(request.context, request.params.organizationId);
    return sendCsv(reply, fileName, csv);
  },
  async importContractDiscounts(request) {
    const upload = await readUpload(request, { maxBytes: referenceFileMaxBytes });
    return importContractDiscounts(request.context, request.params.organizationId, upload.stream);
  },
  listGuaranteeWaivers(request) {
    return listGuaranteeWaivers(request.context);
  },
  async createGuaranteeWaiver(request, reply) {
    const change = await createGuaranteeWaiver(request.context, request.body);
    reply.code(201);
    return change;
  },
  updateGuaranteeWaiver(request) {
    return updateGuaranteeWaiver(request.context, request.params.waiverId, request.body);
  },
  deleteGuaranteeWaiver(request) {
    return deleteGuaranteeWaiver(request.context, request.params.waiverId);
  },
  async importDeliveryCommitments(request) {
    const upload = await readUpload(request, { maxBytes: referenceFileMaxBytes });
    return importDeliveryCommitments(request.context, upload.stream);
  },
} satisfies OperationHandlers;
