import { delay, HttpResponse } from 'msw';
import type {
  components,
  ControlMasterClient,
  ControlMasterRecord,
  OnTimeSummaryRow,
  Organization,
} from '@waybill/api-client';
import { everyOrganizationCapability } from './administration';
import { http } from './http';

/** The clients of the stories: Northwind ships with both carriers, Acme with UPS, Blue Harbor with FedEx. */
export const controlClients: ControlMasterClient[] = [
  { client: 'NORTHWIND_OUTFITTERS', name: 'Northwind Outfitters', carriers: ['UPS', 'FEDEX'] },
  { client: 'ACME_FREIGHT', name: 'Acme Freight', carriers: ['UPS'] },
  { client: 'BLUE_HARBOR', name: 'Blue Harbor', carriers: ['FEDEX'] },
];

const CARRIERS_OF_CLIENT = controlClients.flatMap(({ client, carriers }) =>
  carriers.map((carrier) => ({ client, carrier })),
);

/**
 * `count` invoice files, the same on every run: weekly invoice dates from 2026-01-05 on (the last one has
 * none), the client and carrier pairs of `controlClients` in turn, and counts that add up as a file's would.
 */
export function controlRecords(count: number): ControlMasterRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const { client, carrier } = CARRIERS_OF_CLIENT[index % CARRIERS_OF_CLIENT.length]!;
    const day = new Date(Date.UTC(2026, 0, 5 + 7 * index));
    const packages = 40 + ((index * 37) % 260);
    const trackEligible = packages - (index % 4);
    const trackComplete = trackEligible - (index % 3);
    const auditComplete = trackComplete - (index % 5);
    return {
      control_id: `${carrier === 'UPS' ? 'UPS' : 'FDX'}-2026-${String(index + 1).padStart(4, '0')}`,
      invoice_date: index === count - 1 && count > 1 ? null : day.toISOString().slice(0, 10),
      carrier,
      client,
      amount: Math.round(packages * (11.37 + (index % 7) * 1.91) * 100) / 100,
      packages,
      track_eligible: trackEligible,
      track_complete: trackComplete,
      audit_eligible: trackComplete,
      audit_complete: auditComplete,
      late_deliveries: (index * 7) % 13,
      unmapped_service_packages: 0,
      unmapped_description_charges: 0,
    };
  });
}

/** The first eight files: one page. */
export const onePageOfControls = controlRecords(8);

/** Forty files: three pages of 15. */
export const threePagesOfControls = controlRecords(40);

/**
 * One page of files where the reference maps miss something: the first bills packages of an unknown service and
 * charges of an unknown description, the second one package of an unknown service, the third one such charge.
 */
export const controlsWithUnmappedReferenceData: ControlMasterRecord[] = onePageOfControls.map(
  (record, index) => ({
    ...record,
    unmapped_service_packages: [3, 1, 0][index] ?? 0,
    unmapped_description_charges: [12, 0, 1][index] ?? 0,
  }),
);

/** Keeps the records a server would return for the query of `GET /control-master`. */
function filterRecords(records: readonly ControlMasterRecord[], url: URL): ControlMasterRecord[] {
  const query = url.searchParams;
  const carrier = query.get('carrier');
  const client = query.get('client');
  const from = query.get('start_date');
  const to = query.get('end_date');
  return records.filter(
    (record) =>
      (!carrier || record.carrier === carrier) &&
      (!client || record.client === client) &&
      (!from || (record.invoice_date !== null && record.invoice_date >= from)) &&
      (!to || (record.invoice_date !== null && record.invoice_date <= to)),
  );
}

/** The on-time summary of any file, by each grouping field. */
export const summaryRows: Record<
  'audit_status' | 'ground_vs_express' | 'charge_description',
  OnTimeSummaryRow[]
> = {
  audit_status: [
    { audit_status: 'Complete', packages_count: 180, net_spend: 2412.37 },
    { audit_status: 'Pending', packages_count: 46, net_spend: 611.05 },
    { audit_status: 'Exception', packages_count: 14, net_spend: 199.9 },
  ],
  ground_vs_express: [
    { ground_vs_express: 'Ground', packages_count: 198, net_spend: 1820.44 },
    { ground_vs_express: 'Express', packages_count: 42, net_spend: 1402.88 },
  ],
  charge_description: [
    { charge_description: 'Ground Residential', packages_count: 121, net_spend: 1105.3 },
    { charge_description: 'Ground Commercial', packages_count: 77, net_spend: 715.14 },
    { charge_description: 'Next Day Air', packages_count: 30, net_spend: 1088.6 },
    { charge_description: '2nd Day Air', packages_count: 12, net_spend: 314.28 },
  ],
};

type SummaryField = keyof typeof summaryRows;

const serverError = (message: string) => HttpResponse.json({ message }, { status: 500 });

/** Handlers of the control-master calls, one per situation a story shows. */
export const controlMasterHandlers = {
  /** `GET /control-master` answering the records that match its query, as a plain array. */
  list: (records: readonly ControlMasterRecord[]) =>
    http.get('/control-master', ({ request, response }) =>
      response(200).json(filterRecords(records, new URL(request.url))),
    ),
  /** The records wrapped as `{[key]: records}`, a shape SPEC §7 accepts besides a plain array. */
  listWrappedIn: (key: 'data' | 'results' | 'records', records: readonly ControlMasterRecord[]) =>
    http.get('/control-master', ({ response }) => response.untyped(HttpResponse.json({ [key]: records }))),
  /** A body of another shape, which the screen must show as an empty list. */
  listOfUnexpectedShape: http.get('/control-master', ({ response }) =>
    response.untyped(HttpResponse.json({ rows: onePageOfControls })),
  ),
  listNeverArrives: http.get('/control-master', async ({ response }) => {
    await delay('infinite');
    return response(200).json([]);
  }),
  listFails: http.get('/control-master', ({ response }) =>
    response.untyped(serverError('The database is unreachable')),
  ),
  /** Fails the first time, then answers the records: what a Retry meets after a passing outage. */
  listFailsOnce: (records: readonly ControlMasterRecord[]) => {
    let calls = 0;
    return http.get('/control-master', ({ request, response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError('The database is unreachable'));
      return response(200).json(filterRecords(records, new URL(request.url)));
    });
  },
  clients: http.get('/control-master/clients', ({ response }) => response(200).json(controlClients)),
  clientsFail: http.get('/control-master/clients', ({ response }) =>
    response.untyped(serverError('The database is unreachable')),
  ),
  /** `GET /control-master/on-time-summary` answering `rows` (the story rows by default) for every file. */
  summary: (rows: Partial<Record<SummaryField, unknown>> = summaryRows) =>
    http.get('/control-master/on-time-summary', ({ query, response }) => {
      const field = query.get('groupByField') as SummaryField;
      return response.untyped(HttpResponse.json(rows[field] ?? summaryRows[field]));
    }),
  summaryNeverArrives: http.get('/control-master/on-time-summary', async ({ response }) => {
    await delay('infinite');
    return response(200).json([]);
  }),
  /** Fails one grouping's summary (the first `times` calls for it); the other groupings answer. */
  summaryFailsFor: (failing: SummaryField, times = Infinity) => {
    let failures = 0;
    return http.get('/control-master/on-time-summary', ({ query, response }) => {
      const field = query.get('groupByField') as SummaryField;
      if (field === failing && failures < times) {
        failures += 1;
        return response.untyped(serverError('The database is unreachable'));
      }
      return response(200).json(summaryRows[field]);
    });
  },
};

/** The organizations a platform admin may import files for: the story clients and one without files yet. */
export const importOrganizations: Organization[] = [
  ...controlClients.map(({ client, name }) => ({ client, name })),
  { client: 'CASCADE_GOODS', name: 'Cascade Goods' },
].map(({ client, name }, index) => ({
  organizationId: `00000000-0000-4000-8000-00000000000${index + 1}`,
  name,
  mappingName: client,
  url: `https://${client.toLowerCase().replace(/_/g, '-')}.example`,
  image: null,
  totalNumberOfLicenses: 5,
  numberOfLicenses: 2,
  numberOfUsers: 3,
  numberOfSigmaUsers: 2,
  status: 'active' as const,
  capabilities: everyOrganizationCapability,
}));

type ImportReport = components['schemas']['ImportReport'];

/** The report of a UPS file imported for Northwind, with one charge description the charge map does not know. */
export const importedReport: ImportReport = {
  fileName: 'northwind-ups-2026-11.csv',
  status: 'imported',
  message: 'Imported 1,206 rows of 2 invoices as Control ID UPS-20261121-000041.',
  client: 'NORTHWIND_OUTFITTERS',
  carrier: 'UPS',
  controlId: 'UPS-20261121-000041',
  invoiceDate: '2026-11-21',
  rowsRead: 1206,
  invoices: 2,
  packages: 402,
  newPackages: 398,
  charges: 1206,
  amount: 5120.45,
  unknownChargeDescriptions: ['Hazardous Materials Surcharge'],
  unknownServices: [],
};

/** The report of the same bytes sent again. */
export const duplicateReport: ImportReport = {
  ...importedReport,
  status: 'duplicate',
  message: 'These bytes were imported before as Control ID UPS-20261121-000041; nothing was loaded.',
  rowsRead: 0,
  unknownChargeDescriptions: [],
};

type ImportJob = components['schemas']['ImportJob'];

/** A Northwind UPS file just stored, waiting for a worker. */
export const queuedJob: ImportJob = {
  jobId: '3f9c1a2b-5d6e-4f70-8a91-b2c3d4e5f601',
  state: 'queued',
  message: 'Waiting for a worker.',
  fileName: 'northwind-ups-2026-11.csv',
  client: 'NORTHWIND_OUTFITTERS',
  createdAt: '2026-11-27T09:30:00.000Z',
  startedAt: null,
  finishedAt: null,
  rowsRead: 0,
  rowsTotal: 1206,
  attempts: 0,
  report: null,
  refusal: null,
};

/** The same job a third of the way through its rows. */
export const runningJob: ImportJob = {
  ...queuedJob,
  state: 'running',
  message: 'Importing: 402 of 1,206 rows read.',
  startedAt: '2026-11-27T09:30:02.000Z',
  rowsRead: 402,
  attempts: 1,
};

/** The job ended: the file became a Control ID. */
export const importedJob: ImportJob = {
  ...runningJob,
  state: 'imported',
  message: importedReport.message,
  finishedAt: '2026-11-27T09:30:09.000Z',
  rowsRead: 1206,
  report: importedReport,
};

/** The job ended: the same bytes were imported before. */
export const duplicateJob: ImportJob = {
  ...importedJob,
  state: 'duplicate',
  message: duplicateReport.message,
  report: duplicateReport,
};

/** The job ended: line 17 could not be read, so nothing of the file was kept. */
export const refusedJob: ImportJob = {
  ...runningJob,
  state: 'refused',
  message: 'Line 17: 249 columns, but every UPS Billing Data row has exactly 250. Nothing was imported.',
  finishedAt: '2026-11-27T09:30:04.000Z',
  rowsRead: 16,
  refusal: { line: 17, reason: '249 columns, but every UPS Billing Data row has exactly 250' },
};

/** The job ended: the import stopped twice for a reason other than the file. */
export const failedJob: ImportJob = {
  ...runningJob,
  state: 'failed',
  message: 'The import stopped twice: the database connection was lost. Nothing of the file was kept.',
  finishedAt: '2026-11-27T09:31:40.000Z',
  attempts: 2,
};

/** Another admin's FedEx file for Blue Harbor, waiting behind the others. */
export const othersQueuedJob: ImportJob = {
  ...queuedJob,
  jobId: '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
  fileName: 'blue-harbor-fedex-2026-11.csv',
  client: 'BLUE_HARBOR',
  createdAt: '2026-11-27T09:31:00.000Z',
  rowsTotal: 12480,
};

/** The Acme file a worker is importing, for the list of imports in progress. */
export const othersRunningJob: ImportJob = {
  ...runningJob,
  jobId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  fileName: 'acme-ups-2026-11.csv',
  client: 'ACME_FREIGHT',
  rowsRead: 3000,
  rowsTotal: 12000,
};

/** Handlers of the import call and the organization list it picks the client from. */
export const importHandlers = {
  organizations: http.get('/organization', ({ response }) => response(200).json(importOrganizations)),
  organizationsFail: http.get('/organization', ({ response }) =>
    response.untyped(serverError('The database is unreachable')),
  ),
  /**
   * An upload answered 202 with the job queued for the file and client sent; each read of that job answers the
   * next of `states` (the last one from then on), as a worker would move it along. Reads of any other job answer
   * `states`' last one too. `onEnd` runs when the last state is first answered, e.g. to add the new file to
   * the list.
   */
  follows: (states: readonly ImportJob[], onEnd?: () => void) => {
    let reads = 0;
    let sent = { fileName: queuedJob.fileName, client: queuedJob.client };
    const stateOf = (job: ImportJob): ImportJob => ({
      ...job,
      ...sent,
      report: job.report && { ...job.report, ...sent },
    });
    return [
      http.post('/control-master/import', async ({ request, query, response }) => {
        const file = (await request.formData()).get('file');
        if (!(file instanceof File)) return response(400).json({ message: 'Choose one file (field file).' });
        reads = 0;
        sent = { fileName: file.name, client: query.get('client') ?? queuedJob.client };
        return response(202).json(stateOf(queuedJob));
      }),
      http.get('/control-master/import-jobs/{jobId}', ({ params, response }) => {
        const index = Math.min(reads, states.length - 1);
        reads += 1;
        if (index === states.length - 1 && reads === states.length) onEnd?.();
        return response(200).json({ ...stateOf(states[index]!), jobId: params.jobId });
      }),
    ];
  },
  uploadNeverArrives: http.post('/control-master/import', async ({ response }) => {
    await delay('infinite');
    return response(202).json(queuedJob);
  }),
  uploadFails: http.post('/control-master/import', ({ response }) =>
    response.untyped(serverError('The upload could not be stored: the disk is full.')),
  ),
  /** Every read of a job answers `job`. */
  job: (job: ImportJob) =>
    http.get('/control-master/import-jobs/{jobId}', ({ response }) => response(200).json(job)),
  jobNeverArrives: http.get('/control-master/import-jobs/{jobId}', async ({ response }) => {
    await delay('infinite');
    return response(200).json(runningJob);
  }),
  /** The job's reads fail the first `times` times, then answer `job`. */
  jobReadFails: (job: ImportJob, times: number) => {
    let failures = 0;
    return http.get('/control-master/import-jobs/{jobId}', ({ response }) => {
      if (failures < times) {
        failures += 1;
        return response.untyped(serverError('The database is unreachable'));
      }
      return response(200).json(job);
    });
  },
  /** `GET /control-master/import-jobs` answering `jobs` (none by default). */
  jobs: (jobs: readonly ImportJob[] = []) =>
    http.get('/control-master/import-jobs', ({ response }) => response(200).json([...jobs])),
  jobsFail: http.get('/control-master/import-jobs', ({ response }) =>
    response.untyped(serverError('The database is unreachable')),
  ),
};
