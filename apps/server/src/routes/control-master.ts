import { AppError } from '../errors.js';
import { readUpload } from '../plugins/uploads.js';
import { refreshShippingStatistics } from '../repositories/shipping-maintenance.js';
import { getOnTimeSummary } from '../services/control-master/get-on-time-summary.js';
import { listControlMasterClients } from '../services/control-master/list-control-master-clients.js';
import { listControlMaster } from '../services/control-master/list-control-master.js';
import type { ImportReport } from '../services/invoice-import/import-invoice-file.js';
import { uploadInvoiceFile } from '../services/invoice-import/upload-invoice-file.js';
import type { OperationHandlers } from './operation-types.js';

/** The largest carrier file the import call takes. */
export const invoiceFileMaxBytes = 512 * 1024 * 1024;

// After a large file the embedded database (no autovacuum) gets fresh planner statistics.
const refreshStatisticsAboveCharges = 20_000;

/** An import report as the contract has it (a refused file never gets here: it is a 400). */
function toContractReport(report: ImportReport) {
  return {
    fileName: report.fileName,
    status: report.status === 'duplicate' ? ('duplicate' as const) : ('imported' as const),
    message: report.message,
    client: report.client,
    carrier: report.carrier!,
    controlId: report.controlId!,
    invoiceDate: report.invoiceDate!,
    rowsRead: report.rowsRead,
    invoices: report.invoices,
    packages: report.packages,
    newPackages: report.newPackages,
    charges: report.charges,
    amount: Number(report.amount),
    unknownChargeDescriptions: report.unknownChargeDescriptions,
    unknownServices: report.unknownServices,
  };
}

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
    const report = await uploadInvoiceFile(request.context, request.query.client, () =>
      readUpload(request, { maxBytes: invoiceFileMaxBytes }),
    );
    const db = request.context.database;
    if (db.driver === 'pglite' && report.charges > refreshStatisticsAboveCharges)
      await refreshShippingStatistics(db);
    reply.code(report.status === 'imported' ? 201 : 200);
    return toContractReport(report);
  },
} satisfies OperationHandlers;
