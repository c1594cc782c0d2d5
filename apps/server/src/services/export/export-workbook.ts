import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { canChooseOrganizationScope, organizationScope, scopedOrganizationId } from '../../policy/policy.js';
import { exportQuery, type ExportReport } from '../../repositories/exports.js';
import { findClientByMappingName } from '../../repositories/invoice-files.js';
import { startedStream } from '../started-stream.js';
import { readShipDateRange } from './ship-date-range.js';

export type ExportRequest = components['schemas']['ExportRequest'];

/** Export row limit: the default and the maximum (SPEC §9). */
export const maxExportRows = 100_000;

/** A CSV export on its way: the file name to save it as and its bytes, streamed from the database. */
export interface ExportStream {
  fileName: string;
  csv: AsyncGenerator<Uint8Array, void, undefined>;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `{tracking|accessorial}_export_{yyyy-MM-dd_HHmmss}.csv` at `at` in UTC: the tracking code gives 'tracking',
 * any other code 'accessorial' (SPEC §9).
 */
export function exportFileName(reportCode: string, at: Date): string {
  const prefix = reportCode === 'tracking' ? 'tracking' : 'accessorial';
  const date = `${at.getUTCFullYear()}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}`;
  const time = `${twoDigits(at.getUTCHours())}${twoDigits(at.getUTCMinutes())}${twoDigits(at.getUTCSeconds())}`;
  return `${prefix}_export_${date}_${time}.csv`;
}

function readRowLimit(rowLimit: number | undefined): number {
  if (rowLimit === undefined) return maxExportRows;
  if (!Number.isInteger(rowLimit) || rowLimit < 0 || rowLimit > maxExportRows) {
    const message = `rowLimit must be a whole number from 0 to ${maxExportRows}`;
    throw new AppError('bad_request', message, { rowLimit: message });
  }
  return rowLimit;
}

/** The organization an export reads: the one a platform admin names by mapping name, everyone else's own. */
async function exportedOrganization(context: SignedInContext, mappingName: string): Promise<string> {
  const { viewer, db } = context;
  if (!canChooseOrganizationScope(viewer)) return scopedOrganizationId(organizationScope(viewer))!;
  const client = await findClientByMappingName(db, mappingName);
  if (!client) throw new AppError('not_found', `No organization has the mapping name ${mappingName}`);
  return scopedOrganizationId(organizationScope(viewer, client.id))!;
}

/**
 * Runs a Tracking Data or Accessorial Data export (DOMAIN.md "Exports"). The CSV is written by the database's
 * COPY and streamed as it comes, never held whole in memory here; it reads `context.database` (COPY cannot run
 * on a transaction's handle, and an export needs none).
 */
export async function exportWorkbook(
  context: SignedInContext,
  request: ExportRequest,
): Promise<ExportStream> {
  const report: ExportReport = request.elementId === 'tracking' ? 'tracking' : 'accessorial';
  const rowLimit = readRowLimit(request.rowLimit);
  const shipDates = readShipDateRange(request.dateRange);
  const organizationId = await exportedOrganization(context, request.organizationMappingName);
  const query = exportQuery(report, {
    organizationId,
    unifiedCharge: request.unifiedCharge,
    slaGrouping: request.slaGrouping,
    senderState: request.senderState,
    shipDateFrom: shipDates.from,
    shipDateTo: shipDates.to,
    rowLimit,
  });
  const fileName = exportFileName(request.elementId, context.now());
  return { fileName, csv: await startedStream(context.database.copyTo(query)) };
}

/** The whole CSV of an export as text, for the JSON answer (bounded by the row limit). */
export async function readExportText(csv: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  return Buffer.concat(chunks).toString('utf8');
}
