import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInContext } from '../context.js';
import { readUpload } from '../plugins/uploads.js';
import { exportChargeRules, listChargeRules } from '../services/reference-data/charge-rules.js';
import {
  exportContractDiscounts,
  listContractDiscounts,
} from '../services/reference-data/contract-discounts.js';
import {
  exportDeliveryCommitments,
  listDeliveryCommitments,
} from '../services/reference-data/delivery-commitments.js';
import { listGuaranteeWaivers } from '../services/reference-data/guarantee-waivers.js';
import { listUnmappedReferenceData } from '../services/reference-data/list-unmapped-reference-data.js';
import { exportServiceRules, listServiceRules } from '../services/reference-data/service-rules.js';
import { referenceFileMaxBytes } from '../services/reference-data/reference-file.js';
import {
  getReferenceDataChange,
  requestReferenceDataChange,
  type ReferenceDataChangeOperation,
} from '../services/reference-data/reference-data-change-job.js';
import type { ReferenceDataChangeInput } from '../repositories/reference-data-changes.js';
import { sendCsv } from './csv-attachment.js';
import type { OperationHandler, OperationHandlers } from './operation-types.js';

/**
 * Runs a change of the reference data as a job (it re-derives stored packages) and answers what the change
 * answered, its refusal included, or 202 with the change to follow when it has not ended within the wait.
 * The reply is sent here, so the handler returns nothing of its own.
 */
async function answerChange(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ReferenceDataChangeOperation,
  input: ReferenceDataChangeInput,
): Promise<never> {
  const { server } = request;
  // Every change of the reference data is for platform admins only: its context is signed in.
  const context = request.context as SignedInContext;
  const { status, body } = await requestReferenceDataChange(context, server.jobs, {
    operation,
    input,
    waitMs: server.config.referenceDataChangeWaitMs,
  });
  return reply.code(status).send(body) as never;
}

/** The handler of a change whose input is its path parameters and JSON body. */
function change<K extends ReferenceDataChangeOperation>(operation: K): OperationHandler<K> {
  return (request, reply) =>
    answerChange(request, reply, operation, {
      params: request.params as Record<string, unknown>,
      body: request.body,
    });
}

/** The handler of a change whose input is an uploaded CSV file (and its path parameters). */
function fileChange<K extends ReferenceDataChangeOperation>(operation: K): OperationHandler<K> {
  return async (request, reply) => {
    const upload = await readUpload(request, { maxBytes: referenceFileMaxBytes });
    const file = (await buffer(upload.stream)).toString('base64');
    return answerChange(request, reply, operation, {
      params: request.params as Record<string, unknown>,
      file,
    });
  };
}

/** Handlers of the `reference-data` tag. */
export const referenceDataHandlers = {
  listUnmappedReferenceData(request) {
    return listUnmappedReferenceData(request.context);
  },
  getReferenceDataChange(request) {
    return getReferenceDataChange(request.context, request.params.changeId);
  },
  listServiceRules(request) {
    return listServiceRules(request.context);
  },
  createServiceRule: change('createServiceRule'),
  updateServiceRule: change('updateServiceRule'),
  deleteServiceRule: change('deleteServiceRule'),
  async exportServiceRules(request, reply) {
    return sendCsv(reply, 'service-map.csv', await exportServiceRules(request.context));
  },
  importServiceRules: fileChange('importServiceRules'),
  listChargeRules(request) {
    return listChargeRules(request.context);
  },
  createChargeRule: change('createChargeRule'),
  updateChargeRule: change('updateChargeRule'),
  deleteChargeRule: change('deleteChargeRule'),
  async exportChargeRules(request, reply) {
    return sendCsv(reply, 'charge-map.csv', await exportChargeRules(request.context));
  },
  importChargeRules: fileChange('importChargeRules'),
  listDeliveryCommitments(request) {
    return listDeliveryCommitments(request.context);
  },
  createDeliveryCommitment: change('createDeliveryCommitment'),
  updateDeliveryCommitment: change('updateDeliveryCommitment'),
  deleteDeliveryCommitment: change('deleteDeliveryCommitment'),
  async exportDeliveryCommitments(request, reply) {
    return sendCsv(reply, 'delivery-commitments.csv', await exportDeliveryCommitments(request.context));
  },
  importDeliveryCommitments: fileChange('importDeliveryCommitments'),
  listContractDiscounts(request) {
    return listContractDiscounts(request.context, request.params.organizationId);
  },
  createContractDiscount: change('createContractDiscount'),
  updateContractDiscount: change('updateContractDiscount'),
  deleteContractDiscount: change('deleteContractDiscount'),
  async exportContractDiscounts(request, reply) {
    const { fileName, csv } = await exportContractDiscounts(request.context, request.params.organizationId);
    return sendCsv(reply, fileName, csv);
  },
  importContractDiscounts: fileChange('importContractDiscounts'),
  listGuaranteeWaivers(request) {
    return listGuaranteeWaivers(request.context);
  },
  createGuaranteeWaiver: change('createGuaranteeWaiver'),
  updateGuaranteeWaiver: change('updateGuaranteeWaiver'),
  deleteGuaranteeWaiver: change('deleteGuaranteeWaiver'),
} satisfies OperationHandlers;
