import type { components } from '@waybill/api-client/schema';
import type { ImportJobRow } from '../../repositories/import-jobs.js';
import type { ImportReport } from './import-report.js';

export type ImportJobView = components['schemas']['ImportJob'];
export type ContractImportReport = components['schemas']['ImportReport'];

/** The report of an imported or duplicate file as the contract has it (money as a number of dollars). */
export function toContractReport(report: ImportReport): ContractImportReport {
  return {
    fileName: report.fileName,
    status: report.status === 'duplicate' ? 'duplicate' : 'imported',
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

/** A job as the contract has it. */
export function toImportJobView(job: ImportJobRow): ImportJobView {
  return {
    jobId: job.id,
    state: job.state,
    message: job.message,
    fileName: job.fileName,
    client: job.client,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    rowsRead: job.rowsRead,
    rowsTotal: job.rowsTotal,
    attempts: job.attempts,
    report: job.report as ContractImportReport | null,
    refusal: job.refusal,
  };
}
