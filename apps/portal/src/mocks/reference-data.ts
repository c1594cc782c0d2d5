import { delay, HttpResponse } from 'msw';
import type {
  components,
  ContractDiscount,
  DeliveryCommitment,
  ErrorBody,
  GuaranteeWaiver,
  ReferenceDataChange,
  ServiceRule,
  UnmappedReferenceData,
} from '@waybill/api-client';
import { acmeFreight, organizations } from './administration';
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

/** A change of the reference data that outlasted its request, queued behind an import or another change. */
export const queuedChange: ReferenceDataChange = {
  id: '3f9c2a71-8d4e-4b6a-9c15-7e2d0a8b5f43',
  operation: 'updateChargeRule',
  state: 'queued',
  stage: null,
  packages: null,
  requestedAt: '2026-11-27T09:30:00.000Z',
  startedAt: null,
  finishedAt: null,
  status: null,
  answer: null,
};

/** The change taken by a worker, finding the stored packages it moves. */
export const findingPackagesChange: ReferenceDataChange = {
  ...queuedChange,
  state: 'running',
  stage: 'finding_packages',
  startedAt: '2026-11-27T09:30:12.000Z',
};

/** The change re-deriving the 1,234 packages it found. */
export const rederivingChange: ReferenceDataChange = {
  ...findingPackagesChange,
  stage: 'rederiving',
  packages: 1234,
};

/** The change moving the summaries of those packages. */
export const summarizingChange: ReferenceDataChange = { ...rederivingChange, stage: 'summarizing' };

/** The change done: its request's `answer`, with `status`. */
export const changeDone = (answer: Record<string, unknown>, status = 200): ReferenceDataChange => ({
  ...summarizingChange,
  state: 'done',
  stage: null,
  finishedAt: '2026-11-27T09:31:05.000Z',
  status,
  answer,
});

/** The change refused once its turn came: nothing of it was kept. */
export const changeRefused = (answer: ErrorBody, status = 400): ReferenceDataChange => ({
  ...findingPackagesChange,
  state: 'failed',
  stage: null,
  finishedAt: '2026-11-27T09:30:13.000Z',
  status,
  answer,
});

/**
 * A change of `operation` that outlasts its request: `accept()` gives its 202 answer, the first of `states`, and
 * starts it over; each read of the change (`read`) answers the next of `states`, the last one from then on, as the
 * server moves it along.
 */
function longChange(operation: string, states: readonly ReferenceDataChange[]) {
  let reads = 0;
  const stateAfter = (count: number) => ({ ...states[Math.min(count, states.length - 1)]!, operation });
  return {
    accept: () => {
      reads = 0;
      return stateAfter(0);
    },
    read: http.get('/reference-data/changes/{changeId}', ({ response }) => {
      reads += 1;
      return response(200).json(stateAfter(reads));
    }),
  };
}

/** A few rules of the service map, per carrier in the order they win. */
export const serviceRules: ServiceRule[] = [
  {
    id: 31,
    carrier: 'FEDEX',
    match: 'prefix',
    pattern: 'FedEx Ground Economy',
    priority: 0,
    slaGrouping: 'GROUND_ECONOMY',
    groundVsExpress: 'Ground',
    scope: 'Domestic',
    guaranteedFrom: null,
    guaranteedTo: null,
  },
  {
    id: 12,
    carrier: 'UPS',
    match: 'exact',
    pattern: 'Ground Commercial',
    priority: 0,
    slaGrouping: 'GROUND',
    groundVsExpress: 'Ground',
    scope: 'Domestic',
    guaranteedFrom: '2000-01-01',
    guaranteedTo: '2020-03-25',
  },
  {
    id: 48,
    carrier: 'UPS',
    match: 'regex',
    pattern: '^(ups )?next day air early',
    priority: 0,
    slaGrouping: 'NEXT_DAY_AM',
    groundVsExpress: 'Express',
    scope: 'Domestic',
    guaranteedFrom: '2000-01-01',
    guaranteedTo: null,
  },
];

const rederived = { packages: 38, files: 9 };

/** Handlers of the service map's operations. */
export const serviceRulesHandlers = {
  list: (rules: ServiceRule[] = serviceRules) =>
    http.get('/reference-data/service-rules', ({ response }) => response(200).json({ rules })),
  listNeverArrives: http.get('/reference-data/service-rules', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ rules: [] });
  }),
  listFailsOnce: () => {
    let calls = 0;
    return http.get('/reference-data/service-rules', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ rules: serviceRules });
    });
  },
  create: http.post('/reference-data/service-rules', async ({ request, response }) =>
    response(201).json({ rule: { id: 77, ...(await request.json()) }, rederived }),
  ),
  createNeverAnswers: http.post('/reference-data/service-rules', async ({ response }) => {
    await delay('infinite');
    return response(201).json({ rule: serviceRules[0]!, rederived });
  }),
  createRefused: http.post('/reference-data/service-rules', ({ response }) => {
    const message =
      'The pattern is not a regular expression: invalid regular expression: parentheses () not balanced';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { pattern: message } });
  }),
  update: http.put('/reference-data/service-rules/{ruleId}', async ({ params, request, response }) =>
    response(200).json({ rule: { id: Number(params.ruleId), ...(await request.json()) }, rederived }),
  ),
  remove: http.delete('/reference-data/service-rules/{ruleId}', ({ response }) =>
    response(200).json({ packages: 0, files: 0 }),
  ),
  importRefused: http.put('/reference-data/service-rules.csv', ({ response }) => {
    const message = 'Line 3: carrier must be UPS or FEDEX';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { file: message } });
  }),
};

type ChargeRule = components['schemas']['ChargeRule'];

/**
 * A few rules of the charge map, in the order they win as the server lists them: freight by its classification for
 * both carriers, UPS fuel by its, a FedEx incentive rule (fixed), and broad patterns for both carriers, one with an
 * audit exemption.
 */
export const chargeRules: ChargeRule[] = [
  {
    id: 1,
    carrier: null,
    classification: 'FRT',
    pattern: '%',
    grouping: 'FREIGHT',
    auditExemption: null,
    priority: 1000,
    isIncentive: false,
  },
  {
    id: 2,
    carrier: 'UPS',
    classification: 'FSC',
    pattern: '%',
    grouping: 'FUEL',
    auditExemption: null,
    priority: 1000,
    isIncentive: false,
  },
  {
    id: 6,
    carrier: 'FEDEX',
    classification: null,
    pattern: '%discount%',
    grouping: 'FREIGHT',
    auditExemption: null,
    priority: 800,
    isIncentive: true,
  },
  {
    id: 10,
    carrier: null,
    classification: null,
    pattern: '%fuel%',
    grouping: 'FUEL',
    auditExemption: null,
    priority: 500,
    isIncentive: false,
  },
  {
    id: 11,
    carrier: null,
    classification: null,
    pattern: '%address correction%',
    grouping: 'ADDRESS_CORRECTION',
    auditExemption: 'address_correction',
    priority: 400,
    isIncentive: false,
  },
  {
    id: 24,
    carrier: null,
    classification: null,
    pattern: '%residential%',
    grouping: 'RESIDENTIAL',
    auditExemption: null,
    priority: 250,
    isIncentive: false,
  },
];

const chargeRulesPath = '/reference-data/charge-rules';

/** Handlers of the charge map's operations. */
export const chargeRulesHandlers = {
  list: (rules: ChargeRule[] = chargeRules) =>
    http.get(chargeRulesPath, ({ response }) => response(200).json({ rules })),
  listNeverArrives: http.get(chargeRulesPath, async ({ response }) => {
    await delay('infinite');
    return response(200).json({ rules: [] });
  }),
  listFailsOnce: () => {
    let calls = 0;
    return http.get(chargeRulesPath, ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ rules: chargeRules });
    });
  },
  createNeverAnswers: http.post(chargeRulesPath, async ({ response }) => {
    await delay('infinite');
    return response(201).json({ rule: chargeRules[0]!, rederived });
  }),
  createRefused: http.post(chargeRulesPath, ({ response }) => {
    const message = 'The charge map already has a rule with this carrier, classification and pattern';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { pattern: message } });
  }),
  update: http.put(`${chargeRulesPath}/{ruleId}`, async ({ params, request, response }) =>
    response(200).json({
      rule: { id: Number(params.ruleId), ...(await request.json()), isIncentive: false },
      rederived,
    }),
  ),
  remove: http.delete(`${chargeRulesPath}/{ruleId}`, ({ response }) =>
    response(200).json({ packages: 2210, files: 14 }),
  ),
  imported: http.put(`${chargeRulesPath}.csv`, ({ response }) =>
    response(200).json({
      rules: 44,
      added: 1,
      changed: 1,
      removed: 0,
      rederived: { packages: 52, files: 3 },
    }),
  ),
  importRefused: http.put(`${chargeRulesPath}.csv`, ({ response }) => {
    const message =
      'Line 5: audit_exemption must be address_correction, additional_handling, redirect or empty';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { file: message } });
  }),
  /** Adding a rule outlasts its request: answered 202 with the first of `states`, read as the next ones. */
  createRunsLong: (states: readonly ReferenceDataChange[]) => {
    const change = longChange('createChargeRule', states);
    return [http.post(chargeRulesPath, ({ response }) => response(202).json(change.accept())), change.read];
  },
  /** Saving a rule outlasts its request: answered 202 with the first of `states`, read as the next ones. */
  updateRunsLong: (states: readonly ReferenceDataChange[]) => {
    const change = longChange('updateChargeRule', states);
    return [
      http.put(`${chargeRulesPath}/{ruleId}`, ({ response }) => response(202).json(change.accept())),
      change.read,
    ];
  },
  /** Deleting a rule outlasts its request: answered 202 with the first of `states`, read as the next ones. */
  removeRunsLong: (states: readonly ReferenceDataChange[]) => {
    const change = longChange('deleteChargeRule', states);
    return [
      http.delete(`${chargeRulesPath}/{ruleId}`, ({ response }) => response(202).json(change.accept())),
      change.read,
    ];
  },
  /** Importing a file outlasts its request: answered 202 with the first of `states`, read as the next ones. */
  importRunsLong: (states: readonly ReferenceDataChange[]) => {
    const change = longChange('importChargeRules', states);
    return [
      http.put(`${chargeRulesPath}.csv`, ({ response }) => response(202).json(change.accept())),
      change.read,
    ];
  },
};

/** A few delivery commitments, as the server lists them: by SLA group, then zones, the row without zones last. */
export const deliveryCommitments: DeliveryCommitment[] = [
  {
    id: 1,
    slaGrouping: 'NEXT_DAY_AM',
    zoneFrom: null,
    zoneTo: null,
    businessDays: 1,
    commitTime: '08:30:00',
  },
  {
    id: 3,
    slaGrouping: 'NEXT_DAY_SAVER',
    zoneFrom: null,
    zoneTo: null,
    businessDays: 1,
    commitTime: '15:00:00',
  },
  { id: 7, slaGrouping: 'GROUND', zoneFrom: 1, zoneTo: 2, businessDays: 1, commitTime: '23:59:59' },
  { id: 9, slaGrouping: 'GROUND', zoneFrom: 5, zoneTo: 6, businessDays: 3, commitTime: '23:59:59' },
  { id: 10, slaGrouping: 'GROUND', zoneFrom: 7, zoneTo: 7, businessDays: 4, commitTime: '23:59:59' },
  { id: 12, slaGrouping: 'GROUND', zoneFrom: null, zoneTo: null, businessDays: 5, commitTime: '23:59:59' },
];

/** Handlers of the delivery commitments' operations. */
export const deliveryCommitmentsHandlers = {
  list: (commitments: DeliveryCommitment[] = deliveryCommitments) =>
    http.get('/reference-data/delivery-commitments', ({ response }) => response(200).json({ commitments })),
  listNeverArrives: http.get('/reference-data/delivery-commitments', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ commitments: [] });
  }),
  listFailsOnce: () => {
    let calls = 0;
    return http.get('/reference-data/delivery-commitments', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ commitments: deliveryCommitments });
    });
  },
  createNeverAnswers: http.post('/reference-data/delivery-commitments', async ({ response }) => {
    await delay('infinite');
    return response(201).json({ commitment: deliveryCommitments[0]!, rederived });
  }),
  createRefused: http.post('/reference-data/delivery-commitments', ({ response }) => {
    const message = 'Ground already has a commitment for zones 1 to 2';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { zoneFrom: message } });
  }),
  update: http.put(
    '/reference-data/delivery-commitments/{commitmentId}',
    async ({ params, request, response }) =>
      response(200).json({
        commitment: { id: Number(params.commitmentId), ...(await request.json()) },
        rederived,
      }),
  ),
  remove: http.delete('/reference-data/delivery-commitments/{commitmentId}', ({ response }) =>
    response(200).json({ packages: 412, files: 37 }),
  ),
  imported: http.put('/reference-data/delivery-commitments.csv', ({ response }) =>
    response(200).json({
      commitments: 27,
      added: 1,
      changed: 2,
      removed: 1,
      rederived: { packages: 412, files: 37 },
    }),
  ),
  importRefused: http.put('/reference-data/delivery-commitments.csv', ({ response }) => {
    const message = 'Line 3: Ground already has a commitment for zones 1 to 2 on line 2';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { file: message } });
  }),
};

const ofAcme = { organizationId: acmeFreight.organizationId };

/**
 * Acme Freight's contract discounts, as the server lists them (by carrier, SLA group, zones and weights): UPS Ground
 * by weight for every zone and a deeper one for zones 2–5 up to 20 lb; FedEx Home Delivery for any weight, and a
 * FedEx 2Day discount for zone 7.
 */
export const contractDiscounts: ContractDiscount[] = [
  {
    id: 21,
    ...ofAcme,
    carrier: 'FEDEX',
    slaGrouping: 'TWO_DAY',
    zoneFrom: 7,
    zoneTo: 7,
    weightFromLb: 0,
    weightToLb: 99999,
    discountPct: 18,
  },
  {
    id: 22,
    ...ofAcme,
    carrier: 'FEDEX',
    slaGrouping: 'HOME_DELIVERY',
    zoneFrom: 1,
    zoneTo: 999,
    weightFromLb: 0,
    weightToLb: 99999,
    discountPct: 22.75,
  },
  {
    id: 11,
    ...ofAcme,
    carrier: 'UPS',
    slaGrouping: 'GROUND',
    zoneFrom: 1,
    zoneTo: 999,
    weightFromLb: 0,
    weightToLb: 20,
    discountPct: 30,
  },
  {
    id: 12,
    ...ofAcme,
    carrier: 'UPS',
    slaGrouping: 'GROUND',
    zoneFrom: 1,
    zoneTo: 999,
    weightFromLb: 20.01,
    weightToLb: 99999,
    discountPct: 25.5,
  },
  {
    id: 13,
    ...ofAcme,
    carrier: 'UPS',
    slaGrouping: 'GROUND',
    zoneFrom: 2,
    zoneTo: 5,
    weightFromLb: 0,
    weightToLb: 20,
    discountPct: 35,
  },
];

const discountsPath = '/reference-data/organizations/{organizationId}/contract-discounts';

/** Handlers of the contract discounts' operations. */
export const contractDiscountsHandlers = {
  list: (discounts: ContractDiscount[] = contractDiscounts) =>
    http.get(discountsPath, ({ response }) => response(200).json({ discounts })),
  listNeverArrives: http.get(discountsPath, async ({ response }) => {
    await delay('infinite');
    return response(200).json({ discounts: [] });
  }),
  listFailsOnce: () => {
    let calls = 0;
    return http.get(discountsPath, ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ discounts: contractDiscounts });
    });
  },
  createNeverAnswers: http.post(discountsPath, async ({ response }) => {
    await delay('infinite');
    return response(201).json({ discount: contractDiscounts[0]!, rederived });
  }),
  createRefused: http.post(discountsPath, ({ response }) => {
    const message =
      'UPS Ground already has a discount for zones 1 to 999 and 0 to 20 lb that crosses this one: make one hold the other';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { zoneFrom: message } });
  }),
  update: http.put('/reference-data/contract-discounts/{discountId}', async ({ params, request, response }) =>
    response(200).json({
      discount: { id: Number(params.discountId), ...ofAcme, ...(await request.json()) },
      rederived,
    }),
  ),
  remove: http.delete('/reference-data/contract-discounts/{discountId}', ({ response }) =>
    response(200).json({ packages: 412, files: 37 }),
  ),
  imported: http.put(`${discountsPath}.csv`, ({ response }) =>
    response(200).json({
      discounts: 6,
      added: 2,
      changed: 1,
      removed: 1,
      rederived: { packages: 2318, files: 12 },
    }),
  ),
  importRefused: http.put(`${discountsPath}.csv`, ({ response }) => {
    const message = 'Line 4: Give the discount with at most two decimals';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { file: message } });
  }),
};

/**
 * A few guarantee waivers, newest first as the server lists them: next year's holiday peak for both carriers and
 * every organization, a term of Acme Freight's UPS contract, a winter storm (no note), and last year's peak.
 */
export const guaranteeWaivers: GuaranteeWaiver[] = [
  {
    id: 18,
    carrier: null,
    organizationId: null,
    organizationName: null,
    startsOn: '2027-12-18',
    endsOn: '2027-12-25',
    reason: 'holiday_waiver',
    note: 'Peak season guarantee waiver',
  },
  {
    id: 31,
    carrier: 'UPS',
    ...ofAcme,
    organizationName: acmeFreight.name,
    startsOn: '2026-03-01',
    endsOn: '2026-03-31',
    reason: 'contract_waiver',
    note: 'Clause 7.2: no money-back guarantee during the warehouse move',
  },
  {
    id: 30,
    carrier: 'FEDEX',
    organizationId: null,
    organizationName: null,
    startsOn: '2026-01-20',
    endsOn: '2026-01-23',
    reason: 'weather',
    note: null,
  },
  {
    id: 17,
    carrier: null,
    organizationId: null,
    organizationName: null,
    startsOn: '2025-12-18',
    endsOn: '2025-12-25',
    reason: 'holiday_waiver',
    note: 'Peak season guarantee waiver',
  },
];

const waiversPath = '/reference-data/guarantee-waivers';

/** Handlers of the guarantee waivers' operations. */
export const guaranteeWaiversHandlers = {
  list: (waivers: GuaranteeWaiver[] = guaranteeWaivers) =>
    http.get(waiversPath, ({ response }) => response(200).json({ waivers })),
  listNeverArrives: http.get(waiversPath, async ({ response }) => {
    await delay('infinite');
    return response(200).json({ waivers: [] });
  }),
  listFailsOnce: () => {
    let calls = 0;
    return http.get(waiversPath, ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(serverError());
      return response(200).json({ waivers: guaranteeWaivers });
    });
  },
  createNeverAnswers: http.post(waiversPath, async ({ response }) => {
    await delay('infinite');
    return response(201).json({ waiver: guaranteeWaivers[0]!, rederived });
  }),
  /** The organization chosen was deleted while the dialog was open. */
  createRefused: http.post(waiversPath, ({ response }) => {
    const message = 'No organization has this id';
    return response(400).json({ message, code: 'BAD_REQUEST', fields: { organizationId: message } });
  }),
  update: http.put(`${waiversPath}/{waiverId}`, async ({ params, request, response }) => {
    const input = await request.json();
    return response(200).json({
      waiver: {
        id: Number(params.waiverId),
        organizationName:
          organizations.find((each) => each.organizationId === input.organizationId)?.name ?? null,
        ...input,
      },
      rederived,
    });
  }),
  remove: http.delete(`${waiversPath}/{waiverId}`, ({ response }) =>
    response(200).json({ packages: 412, files: 37 }),
  ),
};
