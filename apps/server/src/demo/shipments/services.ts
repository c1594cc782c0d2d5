import type { Carrier } from '../../repositories/shipping-reference.js';

/** A carrier service as the demo ships it: its names on the invoice, its level, its mix and its price. */
export interface DemoService {
  carrier: Carrier;
  sla: string;
  /** The charge description of the freight line, for a commercial and a residential address. */
  commercialName: string;
  residentialName: string;
  express: boolean;
  international: boolean;
  /** Share of the carrier's domestic (or international) packages, before a shipper's own mix. */
  mix: number;
  /** Every package of the service goes to a home (Home Delivery, economy services). */
  alwaysResidential?: boolean;
  /** Business days the carrier commits to (ground: by zone, see groundDays). */
  days: number | 'ground' | 'economy';
  /** Time of day the commitment ends, HH:mm (23:59 = end of day). */
  commitTime: string;
  /** Chance of a late delivery in an ordinary month. */
  lateRate: number;
  /** List price multiplier over the ground rate (domestic), or the international rate card. */
  priceFactor: number;
}

const both = (name: string) => ({ commercialName: name, residentialName: name });
const variants = (name: string) => ({
  commercialName: `${name} Commercial`,
  residentialName: `${name} Residential`,
});

export const demoServices: DemoService[] = [
  {
    carrier: 'UPS',
    sla: 'GROUND',
    ...variants('Ground'),
    express: false,
    international: false,
    mix: 62,
    days: 'ground',
    commitTime: '23:59',
    lateRate: 0.05,
    priceFactor: 1,
  },
  {
    carrier: 'UPS',
    sla: 'GROUND_ECONOMY',
    ...both('Ground Saver'),
    express: false,
    international: false,
    mix: 10,
    alwaysResidential: true,
    days: 'economy',
    commitTime: '23:59',
    lateRate: 0.09,
    priceFactor: 0.82,
  },
  {
    carrier: 'UPS',
    sla: 'NEXT_DAY_AM',
    ...variants('Next Day Air Early'),
    express: true,
    international: false,
    mix: 1,
    days: 1,
    commitTime: '08:30',
    lateRate: 0.03,
    priceFactor: 4.3,
  },
  {
    carrier: 'UPS',
    sla: 'NEXT_DAY',
    ...variants('Next Day Air'),
    express: true,
    international: false,
    mix: 7,
    days: 1,
    commitTime: '10:30',
    lateRate: 0.025,
    priceFactor: 3.4,
  },
  {
    carrier: 'UPS',
    sla: 'NEXT_DAY_SAVER',
    ...variants('Next Day Air Saver'),
    express: true,
    international: false,
    mix: 5,
    days: 1,
    commitTime: '15:00',
    lateRate: 0.03,
    priceFactor: 3.0,
  },
  {
    carrier: 'UPS',
    sla: 'TWO_DAY_AM',
    ...variants('2nd Day Air A.M.'),
    express: true,
    international: false,
    mix: 1,
    days: 2,
    commitTime: '10:30',
    lateRate: 0.035,
    priceFactor: 2.4,
  },
  {
    carrier: 'UPS',
    sla: 'TWO_DAY',
    ...variants('2nd Day Air'),
    express: true,
    international: false,
    mix: 9,
    days: 2,
    commitTime: '23:59',
    lateRate: 0.04,
    priceFactor: 2.0,
  },
  {
    carrier: 'UPS',
    sla: 'THREE_DAY',
    ...variants('3 Day Select'),
    express: true,
    international: false,
    mix: 5,
    days: 3,
    commitTime: '23:59',
    lateRate: 0.045,
    priceFactor: 1.6,
  },
  {
    carrier: 'UPS',
    sla: 'INTL_EXPRESS',
    ...both('Worldwide Express'),
    express: true,
    international: true,
    mix: 30,
    days: 3,
    commitTime: '23:59',
    lateRate: 0.06,
    priceFactor: 1.25,
  },
  {
    carrier: 'UPS',
    sla: 'INTL_EXPRESS',
    ...both('Worldwide Saver'),
    express: true,
    international: true,
    mix: 25,
    days: 3,
    commitTime: '23:59',
    lateRate: 0.07,
    priceFactor: 1.1,
  },
  {
    carrier: 'UPS',
    sla: 'INTL_DEFERRED',
    ...both('Worldwide Expedited'),
    express: true,
    international: true,
    mix: 25,
    days: 5,
    commitTime: '23:59',
    lateRate: 0.08,
    priceFactor: 0.85,
  },
  {
    carrier: 'UPS',
    sla: 'INTL_GROUND',
    ...both('Standard'),
    express: false,
    international: true,
    mix: 20,
    days: 6,
    commitTime: '23:59',
    lateRate: 0.09,
    priceFactor: 0.5,
  },
  {
    carrier: 'FEDEX',
    sla: 'GROUND',
    ...both('FedEx Ground'),
    express: false,
    international: false,
    mix: 40,
    days: 'ground',
    commitTime: '23:59',
    lateRate: 0.05,
    priceFactor: 1,
  },
  {
    carrier: 'FEDEX',
    sla: 'HOME_DELIVERY',
    ...both('FedEx Home Delivery'),
    express: false,
    international: false,
    mix: 28,
    alwaysResidential: true,
    days: 'ground',
    commitTime: '23:59',
    lateRate: 0.06,
    priceFactor: 1.02,
  },
  {
    carrier: 'FEDEX',
    sla: 'GROUND_ECONOMY',
    ...both('FedEx Ground Economy'),
    express: false,
    international: false,
    mix: 6,
    alwaysResidential: true,
    days: 'economy',
    commitTime: '23:59',
    lateRate: 0.1,
    priceFactor: 0.8,
  },
  {
    carrier: 'FEDEX',
    sla: 'NEXT_DAY_AM',
    ...both('FedEx First Overnight'),
    express: true,
    international: false,
    mix: 1,
    days: 1,
    commitTime: '08:30',
    lateRate: 0.03,
    priceFactor: 4.5,
  },
  {
    carrier: 'FEDEX',
    sla: 'NEXT_DAY',
    ...both('FedEx Priority Overnight'),
    express: true,
    international: false,
    mix: 7,
    days: 1,
    commitTime: '10:30',
    lateRate: 0.025,
    priceFactor: 3.5,
  },
  {
    carrier: 'FEDEX',
    sla: 'NEXT_DAY_SAVER',
    ...both('FedEx Standard Overnight'),
    express: true,
    international: false,
    mix: 5,
    days: 1,
    commitTime: '15:00',
    lateRate: 0.03,
    priceFactor: 3.1,
  },
  {
    carrier: 'FEDEX',
    sla: 'TWO_DAY_AM',
    ...both('FedEx 2Day A.M.'),
    express: true,
    international: false,
    mix: 1,
    days: 2,
    commitTime: '10:30',
    lateRate: 0.035,
    priceFactor: 2.5,
  },
  {
    carrier: 'FEDEX',
    sla: 'TWO_DAY',
    ...both('FedEx 2Day'),
    express: true,
    international: false,
    mix: 8,
    days: 2,
    commitTime: '23:59',
    lateRate: 0.04,
    priceFactor: 2.1,
  },
  {
    carrier: 'FEDEX',
    sla: 'THREE_DAY',
    ...both('FedEx Express Saver'),
    express: true,
    international: false,
    mix: 4,
    days: 3,
    commitTime: '23:59',
    lateRate: 0.045,
    priceFactor: 1.7,
  },
  {
    carrier: 'FEDEX',
    sla: 'INTL_EXPRESS',
    ...both('FedEx International Priority'),
    express: true,
    international: true,
    mix: 50,
    days: 3,
    commitTime: '23:59',
    lateRate: 0.06,
    priceFactor: 1.3,
  },
  {
    carrier: 'FEDEX',
    sla: 'INTL_DEFERRED',
    ...both('FedEx International Economy'),
    express: true,
    international: true,
    mix: 30,
    days: 5,
    commitTime: '23:59',
    lateRate: 0.08,
    priceFactor: 0.9,
  },
  {
    carrier: 'FEDEX',
    sla: 'INTL_GROUND',
    ...both('FedEx International Ground'),
    express: false,
    international: true,
    mix: 20,
    days: 6,
    commitTime: '23:59',
    lateRate: 0.09,
    priceFactor: 0.5,
  },
];

/** New names a carrier bills a service or a charge under from a day on: old name -> new name. */
export interface CarrierRenames {
  /** The first ship date billed under the new names, yyyy-MM-dd. */
  from: string;
  names: ReadonlyMap<string, string>;
}

/**
 * What the carriers bill under new names in the demo's last months, which the seeded reference maps do not know:
 * UPS's deferred international service and FedEx's declared value charge. Their packages and charges keep their
 * amounts; they only drop out of what the maps group, so the unmapped reference data has something to show.
 */
export const demoRenamedNames: CarrierRenames['names'] = new Map([
  ['Worldwide Expedited', 'Worldwide Economy DDU'],
  ['Declared Value Charge', 'Shipment Value Protection'],
]);

/** Business days of ground and economy services by zone, as the carriers' transit maps give them. */
export function transitDays(service: DemoService, zone: number): number {
  if (typeof service.days === 'number') return service.days;
  const ground = zone <= 2 ? 1 : zone <= 4 ? 2 : zone <= 6 ? 3 : zone === 7 ? 4 : 5;
  if (service.days === 'ground') return zone > 8 ? 5 : ground;
  return zone <= 2 ? 2 : zone <= 4 ? 3 : zone <= 6 ? 5 : 7;
}

/** A destination abroad: its share of international packages and its zone at each carrier. */
export interface DemoCountry {
  code: string;
  share: number;
  upsZone: string;
  upsStandardZone: string;
  fedexZone: string;
  province: string;
  city: string;
  postal: string;
}

export const demoCountries: DemoCountry[] = [
  {
    code: 'CA',
    share: 38,
    upsZone: '402',
    upsStandardZone: '054',
    fedexZone: 'A',
    province: 'ON',
    city: 'Toronto',
    postal: 'M5V 2T6',
  },
  {
    code: 'MX',
    share: 9,
    upsZone: '403',
    upsStandardZone: '056',
    fedexZone: 'B',
    province: 'CMX',
    city: 'Ciudad de México',
    postal: '06600',
  },
  {
    code: 'GB',
    share: 12,
    upsZone: '405',
    upsStandardZone: '405',
    fedexZone: 'E',
    province: '',
    city: 'London',
    postal: 'EC1A 1BB',
  },
  {
    code: 'DE',
    share: 8,
    upsZone: '405',
    upsStandardZone: '405',
    fedexZone: 'E',
    province: '',
    city: 'München',
    postal: '80331',
  },
  {
    code: 'FR',
    share: 6,
    upsZone: '405',
    upsStandardZone: '405',
    fedexZone: 'E',
    province: '',
    city: 'Paris',
    postal: '75001',
  },
  {
    code: 'NL',
    share: 4,
    upsZone: '405',
    upsStandardZone: '405',
    fedexZone: 'E',
    province: '',
    city: 'Amsterdam',
    postal: '1012 JS',
  },
  {
    code: 'JP',
    share: 6,
    upsZone: '407',
    upsStandardZone: '407',
    fedexZone: 'F',
    province: '',
    city: 'Tōkyō',
    postal: '100-0001',
  },
  {
    code: 'AU',
    share: 7,
    upsZone: '408',
    upsStandardZone: '408',
    fedexZone: 'G',
    province: 'NSW',
    city: 'Sydney',
    postal: '2000',
  },
  {
    code: 'BR',
    share: 4,
    upsZone: '409',
    upsStandardZone: '409',
    fedexZone: 'H',
    province: 'SP',
    city: 'São Paulo',
    postal: '01310-100',
  },
  {
    code: 'IN',
    share: 6,
    upsZone: '406',
    upsStandardZone: '406',
    fedexZone: 'G',
    province: 'MH',
    city: 'Mumbai',
    postal: '400001',
  },
];

/**
 * The published (list) freight rate in dollars: domestic by zone and billed weight on a ground base times the
 * service's factor; international on its own card by weight.
 */
export function listRate(service: DemoService, zone: number, billedLb: number): number {
  if (service.international) return (42 + 4.6 * billedLb) * service.priceFactor;
  const z = Math.min(Math.max(zone, 2), 8) + (zone > 8 ? 2 : 0);
  const ground = 8.6 + 1.15 * (z - 2) + (0.82 + 0.19 * (z - 2)) * (billedLb - 1);
  return ground * service.priceFactor;
}
