import { multipartBody, multipartHeaders } from '../helpers/multipart.js';
import { callApi } from '../helpers/test-app.js';
import type { ModelClient } from './model-client.js';

/** The reference tables that are exported and imported as CSV files, by their address. */
export type ReferenceTable =
  'service-rules' | 'charge-rules' | 'delivery-commitments' | `organizations/${string}/contract-discounts`;

/** A reference table's CSV export, as the client's platform admin downloads it; the raw answer. */
export function exportReferenceFile(client: ModelClient, table: ReferenceTable) {
  return callApi(client.app, client.admin, 'GET', `/reference-data/${table}.csv`);
}

/** Sends `text` as the file that replaces a reference table, as the client's platform admin; the raw answer. */
export function importReferenceFile(client: ModelClient, table: ReferenceTable, text: string | Buffer) {
  return client.app.inject({
    method: 'PUT',
    url: `/api/v1/reference-data/${table}.csv`,
    headers: multipartHeaders,
    cookies: { waybill_session: client.admin },
    payload: multipartBody([{ filename: `${table}.csv`, type: 'text/csv', bytes: Buffer.from(text) }]),
  });
}
