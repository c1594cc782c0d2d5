import { AppError } from '../errors.js';
import { readUpload } from '../plugins/uploads.js';
import { getOnTimeSummary } from '../services/control-master/get-on-time-summary.js';
import { listControlMasterClients } from '../services/control-master/list-control-master-clients.js';
import { listControlMaster } from '../services/control-master/list-control-master.js';
import { getImportJob, listImportJobs } from '../services/invoice-import/import-jobs.js';
import { queueInvoiceFile } from '../services/invoice-import/queue-invoice-file.js';
import type { OperationHandlers } from './operation-types.js';

/** The largest carrier file the import call takes. */
export const invoiceFileMaxBytes = 512 * 1024 * 1024;

/** Handlers of the `control-master` tag. */
export const controlMasterHandlers = {
  async listControlMaster(request) {
    const { carrier, client, start_date: startDate, end_date: endDate } = request.query;
    if (startDate && endDate && startDate > endDate) {
      throw new AppError('bad_request', 'start_date is after end_date', { start_date: 'After end_date' });
    }
    return listControlMaster(request.context, { carrier, client, startDate, endDate });
  },

  listControlMasterClients(request) {
    return listControlMasterClients(request.context);
  },

  getControlMasterOnTimeSummary(request) {
    return getOnTimeSummary(request.context, request.query.control_id, request.query.groupByField);
  },

  async importInvoiceFile(request, reply) {
    const job = await queueInvoiceFile(
      request.context,
      { client: request.query.client, requestId: request.id },
      () => readUpload(request, { maxBytes: invoiceFileMaxBytes }),
    );
    void reply.code(202).header('location', `/api/v1/control-master/import-jobs/${job.jobId}`);
    return job;
  },

  listImportJobs(request) {
    return listImportJobs(request.context);
  },

  getImportJob(request) {
    return getImportJob(request.context, request.params.jobId);
  },
} satisfies OperationHandlers;
