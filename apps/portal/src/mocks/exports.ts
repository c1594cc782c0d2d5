import { delay, HttpResponse } from 'msw';
import type { ExportFilterDetail, ExportRequest } from '@waybill/api-client';
import { acmeFreight, northwind } from './administration';
import { http } from './http';

/** The filter combinations in Acme Freight's data: Freight with three SLA groupings, Fuel with two, Residential. */
export const acmeDetails: ExportFilterDetail[] = [
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'GROUND', sender_state: 'TX' },
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'GROUND', sender_state: 'CA' },
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'NEXT_DAY', sender_state: 'NY' },
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'TWO_DAY', sender_state: 'TX' },
  { unified_charge_grouping: 'FUEL', sla_grouping: 'GROUND', sender_state: 'TX' },
  { unified_charge_grouping: 'FUEL', sla_grouping: 'TWO_DAY', sender_state: 'WA' },
  { unified_charge_grouping: 'RESIDENTIAL', sla_grouping: 'HOME_DELIVERY', sender_state: 'GA' },
];

/** Northwind's combinations: other charges, so choosing Northwind shows other options. */
export const northwindDetails: ExportFilterDetail[] = [
  { unified_charge_grouping: 'DELIVERY_AREA', sla_grouping: 'GROUND', sender_state: 'OR' },
  { unified_charge_grouping: 'SIGNATURE', sla_grouping: 'NEXT_DAY_AM', sender_state: 'WA' },
];

const detailsByOrganization: Record<string, ExportFilterDetail[]> = {
  [acmeFreight.organizationId]: acmeDetails,
  [northwind.organizationId]: northwindDetails,
};

const TRACKING_HEADER =
  'tracking_number,carrier,invoice_number,ship_date,service,sla_grouping,sender_state,receiver_city,net';

/**
 * A Tracking Data export of `rows` packages, the same on every run, with the values a real one holds: quoted
 * cities with commas, a doubled quote, a credit guarded against spreadsheet formulas.
 */
export function trackingCsv(rows: number): string {
  const lines = [TRACKING_HEADER];
  for (let index = 0; index < rows; index += 1) {
    const number = String(index + 1).padStart(4, '0');
    const city = index % 5 === 1 ? '"Portland, OR"' : index % 5 === 3 ? '"The ""Big"" Apple"' : 'Austin';
    const net = index % 6 === 5 ? "'-4.20" : (9.5 + ((index * 37) % 400) / 10).toFixed(2);
    lines.push(
      `1Z999AA1012${number},UPS,INV-2026-${100 + (index % 3)},2026-03-${String(1 + (index % 28)).padStart(2, '0')},Ground,GROUND,TX,${city},${net}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A Tracking Data export of 42 packages: the preview shows 15 of them. */
export const trackingExport = trackingCsv(42);

/** The file name the server gives an export of the report type (made, it says, on 31 March 2026 at 14:25:30 UTC). */
export const exportFileNameOf = (elementId: ExportRequest['elementId']) =>
  `${elementId}_export_2026-03-31_142530.csv`;

/** Every export request a story's handlers received, with the Accept header it came with. */
export const sentExports: { body: ExportRequest; accept: string | null }[] = [];

const serverError = (message: string) => HttpResponse.json({ message }, { status: 500 });

/** Handlers of the export calls, one per situation a story shows. */
export const exportHandlers = {
  /** `GET /export/details`: the combinations of the asked organization (none for the others). */
  details: http.get('/export/details', ({ query, response }) =>
    response(200).json(detailsByOrganization[query.get('organizationId') ?? ''] ?? []),
  ),
  /** `GET /export/details` answering the same combinations for every organization. */
  detailsOf: (details: ExportFilterDetail[]) =>
    http.get('/export/details', ({ response }) => response(200).json(details)),
  detailsNeverArrive: http.get('/export/details', async ({ response }) => {
    await delay('infinite');
    return response(200).json([]);
  }),
  detailsFail: http.get('/export/details', ({ response }) =>
    response.untyped(serverError('The database is unreachable')),
  ),
  /** Fails the first time, then answers: what a Retry meets after a passing outage. */
  detailsFailOnce: () => {
    let calls = 0;
    return http.get('/export/details', ({ query, response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError('The database is unreachable'));
      return response(200).json(detailsByOrganization[query.get('organizationId') ?? ''] ?? []);
    });
  },
  /**
   * `POST /export/workbook` answering `csv` as `{data, fileName}`. Every request is recorded in `sentExports`.
   */
  workbook: (csv: string = trackingExport) =>
    http.post('/export/workbook', async ({ request, response }) => {
      const body = await request.json();
      sentExports.push({ body, accept: request.headers.get('Accept') });
      return response(200).json({ data: csv, fileName: exportFileNameOf(body.elementId) });
    }),
  workbookNeverArrives: http.post('/export/workbook', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ data: trackingExport, fileName: exportFileNameOf('tracking') });
  }),
  workbookRejected: http.post('/export/workbook', ({ response }) =>
    response(400).json({ message: 'rowLimit must be at most 100000' }),
  ),
  workbookFailsWithoutMessage: http.post('/export/workbook', ({ response }) =>
    response.untyped(new HttpResponse(null, { status: 500 })),
  ),
};
