import { delay, HttpResponse } from 'msw';
import type { UnmappedReferenceData } from '@waybill/api-client';
import { http } from './http';

const acme = { client: 'ACME_FREIGHT', name: 'Acme Freight' };
const blueHarbor = { client: 'BLUE_HARBOR', name: 'Blue Harbor' };
const northwind = { client: 'NORTHWIND_OUTFITTERS', name: 'Northwind Outfitters' };

/**
 * What the maps leave unmapped in the stories, largest net first: a new UPS service billed to two clients over
 * more files than a row names, a FedEx one in one file; a renamed FedEx charge and a UPS credit on no package.
 */
export const unmappedReferenceData: UnmappedReferenceData = {
  services: [
    {
      carrier: 'UPS',
      service: 'Worldwide Economy DDU',
      packages: 38,
      charges: 121,
      netAmount: 2874.15,
      controlIds: [
        'UPS-20261121-000041',
        'UPS-20261114-000038',
        'UPS-20261107-000035',
        'UPS-20261031-000032',
        'UPS-20261024-000029',
      ],
      fileCount: 9,
      clients: [acme, northwind],
      clientCount: 2,
    },
    {
      carrier: 'FEDEX',
      service: 'FedEx One Rate',
      packages: 4,
      charges: 9,
      netAmount: 212.4,
      controlIds: ['FEDEX-20261123-000042'],
      fileCount: 1,
      clients: [blueHarbor],
      clientCount: 1,
    },
  ],
  servicesTotal: 2,
  chargeDescriptions: [
    {
      carrier: 'FEDEX',
      description: 'Shipment Value Protection',
      charges: 52,
      packages: 52,
      netAmount: 205.4,
      controlIds: ['FEDEX-20261123-000042', 'FEDEX-20261116-000039', 'FEDEX-20261109-000036'],
      fileCount: 3,
    },
    {
      carrier: 'UPS',
      description: 'Paperless Invoice Credit',
      charges: 2,
      packages: 0,
      netAmount: -2.5,
      controlIds: ['UPS-20261121-000041', 'UPS-20261114-000038'],
      fileCount: 2,
    },
  ],
  chargeDescriptionsTotal: 2,
};

/** Nothing unmapped. */
export const nothingUnmapped: UnmappedReferenceData = {
  services: [],
  servicesTotal: 0,
  chargeDescriptions: [],
  chargeDescriptionsTotal: 0,
};

const serverError = () => HttpResponse.json({ message: 'The database is unreachable' }, { status: 500 });

/** Handlers of `GET /reference-data/unmapped`. */
export const unmappedReferenceDataHandlers = {
  list: (data: UnmappedReferenceData = unmappedReferenceData) =>
    http.get('/reference-data/unmapped', ({ response }) => response(200).json(data)),
  listNeverArrives: http.get('/reference-data/unmapped', async ({ response }) => {
    await delay('infinite');
    return response(200).json(nothingUnmapped);
  }),
  listFails: http.get('/reference-data/unmapped', ({ response }) => response.untyped(serverError())),
  /** Fails the first time, then answers: what a Retry meets after a passing outage. */
  listFailsOnce: (data: UnmappedReferenceData = unmappedReferenceData) => {
    let calls = 0;
    return http.get('/reference-data/unmapped', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json(data);
    });
  },
};
