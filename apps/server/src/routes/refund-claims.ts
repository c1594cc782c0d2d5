import {
  claimFile,
  createClaimBatch,
  deleteClaimBatch,
  denyRefundClaim,
  getClaimBatch,
  listClaimBatches,
  listRefundEligiblePackages,
  listUnclaimedRefundCredits,
  removeClaimFromBatch,
  submitClaimBatch,
} from '../services/refund-claims/refund-claims.js';
import { listRefundRules, updateRefundRule } from '../services/refund-claims/refund-rules.js';
import { sendCsv } from './csv-attachment.js';
import type { OperationHandlers } from './operation-types.js';

/** Handlers of the `refund-claims` tag. */
export const refundClaimsHandlers = {
  listRefundEligiblePackages(request) {
    return listRefundEligiblePackages(request.context, request.query);
  },

  listUnclaimedRefundCredits(request) {
    return listUnclaimedRefundCredits(request.context, request.query);
  },

  listRefundRules(request) {
    return listRefundRules(request.context);
  },

  updateRefundRule(request) {
    return updateRefundRule(request.context, request.params.carrier, request.body);
  },

  listClaimBatches(request) {
    return listClaimBatches(request.context);
  },

  async createClaimBatch(request, reply) {
    const batch = await createClaimBatch(request.context, request.body);
    void reply.code(201);
    return batch;
  },

  getClaimBatch(request) {
    return getClaimBatch(request.context, request.params.batchId);
  },

  async deleteClaimBatch(request, reply) {
    await deleteClaimBatch(request.context, request.params.batchId);
    void reply.code(204);
  },

  submitClaimBatch(request) {
    return submitClaimBatch(request.context, request.params.batchId);
  },

  async downloadClaimFile(request, reply) {
    const { fileName, csv } = await claimFile(request.context, request.params.batchId);
    return sendCsv(reply, fileName, csv);
  },

  async removeClaimFromBatch(request, reply) {
    await removeClaimFromBatch(request.context, request.params.batchId, request.params.packageId);
    void reply.code(204);
  },

  denyRefundClaim(request) {
    return denyRefundClaim(request.context, request.params.packageId, request.body.reason);
  },
} satisfies OperationHandlers;
