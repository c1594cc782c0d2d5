import type { ChargeSpec, FileSpec, PackageSpec } from './carrier-text.js';
import { addBusinessDays, addDays, type ModelPackage, type ShippingModel } from './model.js';

/**
 * Carrier files whose packages sit on both sides of every edge the derived figures have: weight bands (1, 1.01,
 * 5, 5.01 ... 150.01 lb, and kilograms), contract tiers with overlapping zone and weight ranges, ship dates on
 * weekends, month ends (February of a leap year) and either side of the 2020-03-25 end of the ground and deferred
 * guarantees, deliveries from the ship day to days after the commitment, express deliveries either side of the
 * 60-second rule (FedEx times), the holiday waiver and a weather period, the 15-day claim window (invoice dates 15
 * and 16 days before the upload), and charges whose descriptions test the grouping priorities.
 */

const upsServices = [
  'Ground Residential',
  'Ground Commercial',
  'Next Day Air',
  'Next Day Air Saver Commercial',
  '2nd Day Air',
  '3 Day Select',
  'Ground Saver',
  'Worldwide Express',
  'Standard',
  'Next Day Air Early',
  'Ground',
];
const fedexServices = [
  'FedEx Ground',
  'FedEx Home Delivery',
  'FedEx Priority Overnight',
  'FedEx Standard Overnight',
  'FedEx 2Day',
  'FedEx First Overnight',
  'FedEx International Priority',
  'FedEx Express Saver',
  'FedEx 2Day A.M.',
];
export const shipDates = [
  '2020-03-20', // Friday
  '2020-03-21', // Saturday
  '2020-03-22', // Sunday
  '2020-03-23',
  '2020-03-24',
  '2020-03-25', // the last day of the ground and deferred guarantees
  '2020-03-26', // the first day without them
  '2020-03-27',
  '2020-02-27',
  '2020-02-28',
  '2020-02-29', // a Saturday at the end of a leap February
  '2020-03-31', // a month end
  '2020-03-05', // before the weather period of the test (2020-03-09..10)
  '2020-03-11', // after it
  '2020-03-30',
  '2019-12-13', // transit into the holiday waiver (12-18..12-25)
  '2019-12-17',
];
const weights: [string, 'L' | 'K'][] = [
  ['0.5', 'L'],
  ['1', 'L'],
  ['1.01', 'L'],
  ['2', 'L'],
  ['5', 'L'],
  ['5.01', 'L'],
  ['6', 'L'],
  ['10', 'L'],
  ['10.01', 'L'],
  ['11', 'L'],
  ['20', 'L'],
  ['20.5', 'L'],
  ['21', 'L'],
  ['50', 'L'],
  ['50.01', 'L'],
  ['70', 'L'],
  ['70.01', 'L'],
  ['71', 'L'],
  ['150', 'L'],
  ['150.01', 'L'],
  ['2.3', 'K'], // 5.07 lb: band 6-10, though 2.3 read as pounds would be 2-5
  ['0.45', 'K'], // 0.99 lb
];
const zones = ['002', '003', '004', '005', '006', '007', '008', '045'];
const incentiveShares = [0, 0.1, 0.2, 0.25, 0.2735, 0.3, 0.45, 0.1234];

const accessorials: [number, ChargeSpec][] = [
  [4, { description: 'Demand Surcharge - Residential', classification: 'ACC', netCents: 125 }],
  [5, { description: 'Delivery Area Surcharge - Extended', classification: 'ACC', netCents: 310 }],
  [7, { description: 'Demand Surcharge - Additional Handling', classification: 'ACC', netCents: 450 }],
  [9, { description: 'Declared Value', classification: 'ACC', netCents: 275 }],
  [11, { description: 'Saturday Delivery', classification: 'ACC', netCents: 1600 }],
  [13, { description: 'Additional Handling', classification: 'ACC', netCents: 1450 }],
  [17, { description: 'Signature Required', classification: 'ACC', netCents: 595 }],
  [19, { description: 'Mystery Surcharge', classification: 'ACC', netCents: 99 }],
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function upsPackage(i: number, prefix: string): PackageSpec {
  const service = upsServices[i % upsServices.length]!;
  const shipDate = shipDates[(i * 7) % shipDates.length]!;
  const [weight, unit] = weights[i % weights.length]!;
  const international = /^(Worldwide|Standard$)/.test(service);
  const zone = international ? '402' : zones[(i * 3) % zones.length]!;
  const days = (i * 5 + Math.floor(i / 9)) % 9;
  const delivered = i % 11 !== 10;
  const gross = 800 + ((i * 379) % 5200);
  const incentive = Math.round(gross * incentiveShares[(i * 3 + 1) % incentiveShares.length]!);
  const charges: ChargeSpec[] = [
    { description: service, classification: 'FRT', incentiveCents: incentive, netCents: gross - incentive },
    {
      description: 'Fuel Surcharge',
      classification: 'FSC',
      incentiveCents: i % 3 === 0 ? 12 : 0,
      netCents: Math.round((gross - incentive) * 0.11),
    },
  ];
  if (/Residential/.test(service)) {
    charges.push({ description: 'Residential Surcharge', classification: 'ACC', netCents: 545 });
  }
  for (const [every, charge] of accessorials) if (i % every === every - 1) charges.push(charge);
  if (international) {
    charges.push({ description: 'Duty Amount', classification: 'GOV', netCents: 1234 });
    charges.push({ description: 'Brokerage GST Disbursement', classification: 'BRK', netCents: 410 });
  }
  return {
    // Every 37th number is one UPS tracking cannot follow.
    tracking: i % 37 === 36 ? `MI${prefix}${pad(i, 8)}` : `1Z${prefix}${pad(i, 16 - prefix.length)}`,
    service,
    shipDate,
    deliveryDate: delivered ? addDays(shipDate, days) : undefined,
    zone,
    weight,
    unit,
    senderState: ['GA', 'TX', 'CA', 'NY'][i % 4]!,
    receiverState: international ? '' : ['FL', 'WA', 'IL'][i % 3]!,
    receiverCountry: international ? 'DE' : 'US',
    charges,
  };
}

export function upsFile(
  invoiceNumber: string,
  invoiceDate: string,
  from: number,
  count: number,
  prefix: string,
) {
  const packages: PackageSpec[] = [];
  for (let i = from; i < from + count; i += 1) packages.push(upsPackage(i, prefix));
  return {
    account: 'A1B2C3',
    invoiceNumber,
    invoiceDate,
    packages,
    invoiceCharges: [
      { description: 'Service Charge', classification: 'MSC', category: 'MIS', netCents: 500 },
    ],
  } satisfies FileSpec;
}

/** FedEx times either side of the commitment's time and of the 60-second rule. */
const fedexTimes = ['08:30', '08:31', '10:29', '10:30', '10:31', '15:00', '15:01', '9:05', '17:45', '23:58'];

/** The published commitments of FedEx's timed express services: business days and the time of day. */
const timedExpress: Record<string, [number, string, string]> = {
  'FedEx First Overnight': [1, '08:30', '08:31'],
  'FedEx Priority Overnight': [1, '10:30', '10:31'],
  'FedEx Standard Overnight': [1, '15:00', '15:01'],
  'FedEx 2Day A.M.': [2, '10:30', '10:31'],
};

export function fedexPackage(i: number): PackageSpec {
  const service = fedexServices[i % fedexServices.length]!;
  const shipDate = shipDates[(i * 5) % shipDates.length]!;
  // Some timed express packages delivered on the committed day exactly at the committed time, or one minute on.
  const timed = timedExpress[service];
  const edge = timed && Math.floor(i / 9) % 3 !== 2 ? Math.floor(i / 9) % 3 : undefined;
  const [weight, unit] = weights[(i * 3) % weights.length]!;
  const international = /International/.test(service);
  const days = (i * 7 + Math.floor(i / 10)) % 6;
  const transportation = 900 + ((i * 613) % 6100);
  const share = incentiveShares[i % incentiveShares.length]!;
  const discount = Math.round(transportation * share);
  const discounts =
    discount === 0
      ? []
      : i % 2 === 0
        ? [{ description: 'Discount', cents: -discount }]
        : [
            { description: 'Earned Discount', cents: -Math.floor(discount / 2) },
            {
              description: i % 4 === 1 ? 'Performance Pricing' : 'Grace Discount',
              cents: -Math.ceil(discount / 2),
            },
          ];
  const charges: ChargeSpec[] = [
    { description: 'Fuel Surcharge', netCents: Math.round((transportation - discount) * 0.12) },
  ];
  if (service === 'FedEx Home Delivery')
    charges.push({ description: 'Residential Delivery Charge', netCents: 520 });
  if (i % 3 === 0) charges.push({ description: 'Demand Surcharge - Residential', netCents: 140 });
  if (i % 5 === 0)
    charges.push({ description: 'Delivery Area Surcharge Extended Residential', netCents: 330 });
  if (i % 7 === 0) charges.push({ description: 'Address Correction', netCents: 2100 });
  return {
    tracking: i % 29 === 28 ? `FX${pad(i, 6)}` : `7${pad(i, 11)}`,
    service,
    shipDate,
    deliveryDate:
      edge !== undefined
        ? addBusinessDays(shipDate, timed![0])
        : i % 13 === 12
          ? undefined
          : addDays(shipDate, days),
    deliveryTime:
      edge !== undefined
        ? edge === 0
          ? timed![1]
          : timed![2]
        : i % 13 === 12
          ? undefined
          : fedexTimes[i % fedexTimes.length],
    zone: international ? 'D' : zones[(i * 5) % zones.length]!,
    weight,
    unit,
    senderState: ['GA', 'TX', 'CA'][i % 3]!,
    receiverState: international ? '' : ['FL', 'WA', 'IL', 'OR'][i % 4]!,
    receiverCountry: international ? 'GB' : 'US',
    charges,
    transportationCents: transportation,
    discounts,
  };
}

export function fedexFile(invoiceNumber: string, invoiceDate: string, count: number): FileSpec {
  const packages: PackageSpec[] = [];
  for (let i = 0; i < count; i += 1) packages.push(fedexPackage(i));
  return { account: '123456789', invoiceNumber, invoiceDate, packages };
}

/**
 * The client's contract: tiers whose zone and weight ranges overlap, so that the most specific row (narrowest
 * zone range, then narrowest weight range) decides. [carrier, SLA, zone from, to, weight from, to, %]
 */
export const contractRows: [string, string, number, number, number, number, number][] = [
  ['UPS', 'GROUND', 1, 999, 0, 99999, 10],
  ['UPS', 'GROUND', 2, 8, 0, 150, 20],
  ['UPS', 'GROUND', 2, 4, 0, 99999, 25],
  ['UPS', 'GROUND', 2, 4, 5, 10, 30.5],
  ['UPS', 'GROUND', 5, 5, 0, 5, 35],
  ['UPS', 'GROUND', 6, 8, 20.5, 70, 27.35],
  ['UPS', 'NEXT_DAY', 1, 999, 0, 20, 40],
  ['UPS', 'NEXT_DAY', 2, 8, 10, 70, 45],
  ['UPS', 'TWO_DAY', 2, 8, 0, 99999, 22.22],
  ['UPS', 'INTL_EXPRESS', 1, 999, 0, 150, 33.33],
  ['FEDEX', 'GROUND', 1, 999, 0, 99999, 15],
  ['FEDEX', 'GROUND', 3, 5, 1, 50, 21.5],
  ['FEDEX', 'NEXT_DAY', 2, 8, 0, 10, 38],
  ['FEDEX', 'HOME_DELIVERY', 2, 8, 0, 70, 18.75],
  ['FEDEX', 'TWO_DAY', 1, 999, 5, 20, 26],
];

/** The three first files of the scenario, dated from the day the test runs (the claim window counts to it). */
export function scenarioFiles(today: string) {
  return {
    // Received 15 days after its invoice date: inside the claim window.
    upsInside: () => upsFile('INSIDE15', addDays(today, -15), 0, 200, 'IN'),
    // Received 16 days after: outside it.
    upsOutside: () => upsFile('OUTSIDE16', addDays(today, -16), 0, 90, 'OUT'),
    fedex: () => fedexFile('FDX0001', addDays(today, -3), 150),
  };
}

/**
 * One UPS package billed its freight in two charges, at 30.5 % (zone 3, 6 lb): each charge's variance is
 * 30.5 % x $11.00 - $2.00 = $1.355, $1.36 to the cent, $2.72 for the two, while the package's gross and incentive
 * taken together give 30.5 % x $22.00 - $4.00 = $2.71. The variance is per freight charge (DASHBOARDS.md).
 */
export function splitFreightFile(today: string): FileSpec {
  const charge = {
    description: 'Ground Commercial',
    classification: 'FRT',
    incentiveCents: 200,
    netCents: 900,
  };
  return {
    account: 'A1B2C3',
    invoiceNumber: 'SPLIT001',
    invoiceDate: addDays(today, -2),
    packages: [
      {
        tracking: '1ZSPLIT00000000001',
        service: 'Ground Commercial',
        shipDate: '2020-03-16',
        deliveryDate: '2020-03-18',
        zone: '003',
        weight: '6',
        unit: 'L',
        senderState: 'GA',
        receiverState: 'FL',
        receiverCountry: 'US',
        charges: [charge, charge],
      },
    ],
  };
}

/** The invoice date of the first file of packages with no proof of delivery. */
const noProofInvoiceDate = '2020-04-20';

function undeliveredPackage(tracking: string, service: string, shipDate: string): PackageSpec {
  return {
    tracking,
    service,
    shipDate,
    zone: '004',
    weight: '3',
    unit: 'L',
    senderState: 'TX',
    receiverState: 'WA',
    receiverCountry: 'US',
    charges: [{ description: service, classification: 'FRT', incentiveCents: 150, netCents: 1250 }],
  };
}

/**
 * Packages billed without a delivery, shipped 30 days before the invoice (in transit, the audit pending) and 31
 * days before (no proof of delivery: a tracking exception), ground and express.
 */
export function noProofFile(): FileSpec {
  const thirty = addDays(noProofInvoiceDate, -30);
  const thirtyOne = addDays(noProofInvoiceDate, -31);
  return {
    account: 'A1B2C3',
    invoiceNumber: 'NOPROOF1',
    invoiceDate: noProofInvoiceDate,
    packages: [
      undeliveredPackage('1ZNOPROOF000000030', 'Ground Commercial', thirty),
      undeliveredPackage('1ZNOPROOF000000031', 'Ground Commercial', thirtyOne),
      undeliveredPackage('1ZNOPROOF100000030', 'Next Day Air', thirty),
      undeliveredPackage('1ZNOPROOF100000031', 'Next Day Air', thirtyOne),
    ],
  };
}

/**
 * A day later: the ground package shipped 30 days before the first invoice billed again, still without a
 * delivery (now 31 days after shipping), and the one shipped 31 days before billed with its delivery.
 */
export function noProofLaterFile(): FileSpec {
  const adjustment = { description: 'Residential Adjustment', classification: 'ACC', netCents: 200 };
  const [thirty, thirtyOne] = noProofFile().packages;
  return {
    account: 'A1B2C3',
    invoiceNumber: 'NOPROOF2',
    invoiceDate: addDays(noProofInvoiceDate, 1),
    packages: [
      { ...thirty!, charges: [adjustment] },
      { ...thirtyOne!, deliveryDate: addDays(thirtyOne!.shipDate, 4), charges: [adjustment] },
    ],
  };
}

export function again(p: ModelPackage): PackageSpec {
  return {
    tracking: p.tracking,
    service: p.service ?? '',
    shipDate: p.shipDate,
    zone: p.zone ?? '',
    weight: '',
    unit: 'L',
    senderState: 'GA',
    receiverState: 'FL',
    receiverCountry: 'US',
    charges: [],
  };
}

/**
 * A later UPS file for packages billed before: an address correction for half the refund-eligible ones (the
 * exemption arrives after the package was judged), freight corrections for five packages with a contracted
 * discount, and a delivery date for three undelivered ones.
 */
export function laterFile(model: ShippingModel, today: string): FileSpec {
  const judged = model.judged().filter((p) => p.carrier === 'UPS');
  const eligible = judged.filter((p) => p.gsrEligible);
  return {
    account: 'A1B2C3',
    invoiceNumber: 'LATER001',
    invoiceDate: addDays(today, -1),
    packages: [
      ...eligible.slice(0, Math.ceil(eligible.length / 2)).map((p) => ({
        ...again(p),
        charges: [
          {
            description: 'Address Correction Ground',
            classification: 'ACC',
            category: 'ADJ',
            netCents: 1790,
          },
        ],
      })),
      ...judged
        .filter((p) => p.contractedPct !== null)
        .slice(0, 5)
        .map((p) => ({
          ...again(p),
          charges: [
            {
              description: 'Shipping Charge Correction Ground',
              classification: 'FRT',
              category: 'ADJ',
              incentiveCents: 77,
              netCents: 411,
            },
          ],
        })),
      ...judged
        .filter((p) => p.deliveryDate === null)
        .slice(0, 3)
        .map((p) => ({
          ...again(p),
          deliveryDate: addDays(p.commitDate ?? p.shipDate, 2),
          charges: [{ description: 'Residential Adjustment', classification: 'ACC', netCents: 200 }],
        })),
    ],
  };
}

/** A service name as a carrier's file spells it, and what DOMAIN.md makes of a late package of it. */
interface ServiceSpelling {
  carrier: 'UPS' | 'FEDEX';
  service: string;
  shipDate: string;
  slaGrouping: string | null;
  groundVsExpress: string | null;
  scope: string | null;
  /** Late (every package here is delivered ten days after shipping), so eligible when guaranteed that day. */
  gsrEligible: boolean;
}

const spelling = (
  carrier: 'UPS' | 'FEDEX',
  service: string,
  [slaGrouping, groundVsExpress, scope]: [string, string, string] | [null, null, null],
  gsrEligible: boolean,
  shipDate = '2020-03-24',
): ServiceSpelling => ({ carrier, service, shipDate, slaGrouping, groundVsExpress, scope, gsrEligible });

const domestic = (sla: string, mode: string): [string, string, string] => [sla, mode, 'Domestic'];
const international = (sla: string, mode: string): [string, string, string] => [sla, mode, 'International'];
const unmapped: [null, null, null] = [null, null, null];

/**
 * Service names as the carriers' files spell them beyond the map's exact names: with and without "UPS ", weight
 * tiers, One Rate, a FedEx service under its former name. Ground and deferred guarantees end on 2020-03-25 and the
 * economy services have none. The last of each carrier is a name no rule matches: no SLA group, so no commitment
 * and no audit.
 */
export const serviceSpellings: ServiceSpelling[] = [
  spelling('UPS', 'UPS Ground', domestic('GROUND', 'Ground'), true),
  spelling('UPS', 'UPS Ground Commercial', domestic('GROUND', 'Ground'), false, '2020-03-26'),
  spelling('UPS', 'UPS Ground Saver - 1 lb or Greater', domestic('GROUND_ECONOMY', 'Ground'), false),
  spelling('UPS', 'UPS Ground Saver - Less than 1 lb', domestic('GROUND_ECONOMY', 'Ground'), false),
  spelling('UPS', 'Ground Saver - 1 lb or Greater', domestic('GROUND_ECONOMY', 'Ground'), false),
  spelling('UPS', 'UPS SurePost - 1 lb or Greater', domestic('GROUND_ECONOMY', 'Ground'), false),
  spelling('UPS', 'SurePost - Less than 1 lb', domestic('GROUND_ECONOMY', 'Ground'), false),
  spelling('UPS', 'UPS Next Day Air Early', domestic('NEXT_DAY_AM', 'Express'), true),
  spelling('UPS', 'UPS Next Day Air Saver Residential', domestic('NEXT_DAY_SAVER', 'Express'), true),
  spelling('UPS', 'UPS Next Day Air Commercial', domestic('NEXT_DAY', 'Express'), true, '2020-03-26'),
  spelling('UPS', 'UPS 2nd Day Air A.M. Commercial', domestic('TWO_DAY_AM', 'Express'), true),
  spelling('UPS', 'UPS 2nd Day Air Residential', domestic('TWO_DAY', 'Express'), false, '2020-03-26'),
  spelling('UPS', 'UPS 3 Day Select Residential', domestic('THREE_DAY', 'Express'), true),
  spelling('UPS', 'UPS Worldwide Saver', international('INTL_EXPRESS', 'Express'), true),
  spelling('UPS', 'UPS Worldwide Expedited', international('INTL_DEFERRED', 'Express'), true),
  spelling('UPS', 'UPS Standard to Canada', international('INTL_GROUND', 'Ground'), true),
  spelling('UPS', 'UPS Express Critical', unmapped, false),
  spelling('FEDEX', 'FedEx 2Day One Rate', domestic('TWO_DAY', 'Express'), true),
  spelling('FEDEX', 'FedEx 2Day A.M. One Rate', domestic('TWO_DAY_AM', 'Express'), true),
  spelling('FEDEX', 'FedEx Priority Overnight One Rate', domestic('NEXT_DAY', 'Express'), true, '2020-03-26'),
  spelling('FEDEX', 'FedEx SmartPost', domestic('GROUND_ECONOMY', 'Ground'), false),
  spelling('FEDEX', 'FedEx Ground Home Delivery', domestic('HOME_DELIVERY', 'Ground'), true),
  spelling(
    'FEDEX',
    'FedEx International Priority DirectDistribution',
    international('INTL_EXPRESS', 'Express'),
    true,
  ),
  spelling('FEDEX', 'FedEx Custom Critical', unmapped, false),
];

/** A package of a spelling, delivered ten days after shipping: late for every service level. */
function spellingPackage(entry: ServiceSpelling, i: number): PackageSpec {
  const abroad = entry.scope === 'International';
  const base = {
    service: entry.service,
    shipDate: entry.shipDate,
    deliveryDate: addDays(entry.shipDate, 10),
    weight: /less than 1 lb/i.test(entry.service) ? '0.8' : '3',
    unit: 'L' as const,
    senderState: 'GA',
    receiverState: abroad ? '' : 'IL',
    receiverCountry: abroad ? 'CA' : 'US',
  };
  if (entry.carrier === 'UPS') {
    return {
      ...base,
      tracking: `1ZSPELL${pad(i, 11)}`,
      zone: abroad ? '402' : '004',
      charges: [
        { description: entry.service, classification: 'FRT', incentiveCents: 210, netCents: 1190 },
        { description: 'Fuel Surcharge', classification: 'FSC', netCents: 131 },
      ],
    };
  }
  return {
    ...base,
    tracking: `8${pad(i, 11)}`,
    deliveryTime: '17:45',
    zone: abroad ? 'D' : '004',
    transportationCents: 1450,
    discounts: [{ description: 'Discount', cents: -290 }],
    charges: [{ description: 'Fuel Surcharge', netCents: 139 }],
  };
}

/** A UPS and a FedEx file of the spellings, received inside the claim window. */
export function spellingFiles(today: string): Record<'UPS' | 'FEDEX', FileSpec> {
  const file = (carrier: 'UPS' | 'FEDEX', account: string, invoiceNumber: string): FileSpec => ({
    account,
    invoiceNumber,
    invoiceDate: addDays(today, -3),
    packages: serviceSpellings.flatMap((entry, i) =>
      entry.carrier === carrier ? [spellingPackage(entry, i)] : [],
    ),
  });
  return { UPS: file('UPS', 'A1B2C3', 'SPELL001'), FEDEX: file('FEDEX', '123456789', 'SPELL002') };
}

/** A UPS file billed yesterday of packages shipped 3 to 42 days ago: windows open and closed, ground and air. */
export function recentUpsFile(today: string): FileSpec {
  const file = upsFile('RECENT1', addDays(today, -1), 0, 240, 'RC');
  return {
    ...file,
    packages: file.packages.map((spec, i) => {
      const shipDate = addDays(today, -(3 + ((i * 7) % 40)));
      const transit = spec.deliveryDate
        ? (Date.parse(spec.deliveryDate) - Date.parse(spec.shipDate)) / 86_400_000
        : null;
      return {
        ...spec,
        shipDate,
        deliveryDate: transit === null ? undefined : addDays(shipDate, transit),
      };
    }),
  };
}
