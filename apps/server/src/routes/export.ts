import { listExportFilterDetails } from '../services/export/list-export-filter-details.js';
import { exportWorkbook, readExportText } from '../services/export/export-workbook.js';
import { sendCsv } from './csv-attachment.js';
import type { OperationHandlers } from './operation-types.js';

/** Whether the caller asks for the CSV file itself rather than the JSON `{data, fileName}` (the default). */
function acceptsCsvFirst(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  const csv = types.indexOf('text/csv');
  const json = types.indexOf('application/json');
  return csv >= 0 && (json < 0 || csv < json);
}

/** Handlers of the `export` tag. */
export const exportHandlers = {
  listExportFilterDetails(request) {
    return listExportFilterDetails(request.context, request.query.organizationId);
  },

  async exportWorkbook(request, reply) {
    const { fileName, csv } = await exportWorkbook(request.context, request.body);
    if (!acceptsCsvFirst(request.headers.accept)) return { data: await readExportText(csv), fileName };
    return sendCsv(reply, fileName, csv);
  },
} satisfies OperationHandlers;
