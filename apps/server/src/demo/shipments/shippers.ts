import type { Carrier } from '../../repositories/shipping-reference.js';
import { hashSeed, Random } from './random.js';

/** A warehouse a shipper ships from, with its carrier account numbers. */
export interface Origin {
  company: string;
  address: string;
  city: string;
  state: string;
  postal: string;
  upsAccount: string;
  fedexAccount: string;
}

/** How one client ships: volume, carriers, warehouses, mix and contract. */
export interface ShipperProfile {
  /** Relative volume among the demo clients. */
  volume: number;
  /** Share of packages sent with UPS (the rest with FedEx). */
  upsShare: number;
  origins: Origin[];
  /** Share of packages to homes, for services that go to both. */
  residentialShare: number;
  /** Multiplies the services' express mix. */
  expressBias: number;
  /** Share of packages sent abroad. */
  internationalShare: number;
  /** Median actual weight in pounds and its spread (log-normal sigma). */
  medianLb: number;
  weightSpread: number;
  /** Contracted discount % by carrier and service level (heavier ground packages get 4 points more). */
  discounts: Record<Carrier, Record<string, number>>;
}

const discounts = (ground: number, express: number, international: number): Record<string, number> => ({
  GROUND: ground,
  HOME_DELIVERY: ground - 3,
  GROUND_ECONOMY: ground - 12,
  NEXT_DAY_AM: express - 6,
  NEXT_DAY: express,
  NEXT_DAY_SAVER: express + 2,
  TWO_DAY_AM: express - 2,
  TWO_DAY: express - 1,
  THREE_DAY: express - 4,
  INTL_EXPRESS: international,
  INTL_DEFERRED: international - 5,
  INTL_GROUND: international - 10,
});

/** The demo clients' profiles by mapping name; any other organization gets one derived from its name. */
const knownProfiles: Record<string, ShipperProfile> = {
  NORTHWIND_OUTFITTERS: {
    volume: 55,
    upsShare: 0.6,
    origins: [
      {
        company: 'Northwind Outfitters, Inc.',
        address: '22010 68th Ave S',
        city: 'Kent',
        state: 'WA',
        postal: '98032',
        upsAccount: '4W7X21',
        fedexAccount: '604128837',
      },
      {
        company: 'Northwind Outfitters, Inc.',
        address: '4455 Irving Blvd, Dock "C"',
        city: 'Dallas',
        state: 'TX',
        postal: '75247',
        upsAccount: '4W7X22',
        fedexAccount: '604128845',
      },
    ],
    residentialShare: 0.78,
    expressBias: 0.9,
    internationalShare: 0.04,
    medianLb: 2.4,
    weightSpread: 0.7,
    discounts: { UPS: discounts(27, 38, 44), FEDEX: discounts(25, 36, 42) },
  },
  BLUEBIRD_SUPPLY: {
    volume: 30,
    upsShare: 0.35,
    origins: [
      {
        company: 'Bluebird Supply Co.',
        address: '3800 Twin Creeks Dr',
        city: 'Columbus',
        state: 'OH',
        postal: '43204',
        upsAccount: '9B31F7',
        fedexAccount: '711902233',
      },
      {
        company: 'Bluebird Supply Co. – Southeast',
        address: '1200 Fulton Industrial Blvd SW',
        city: 'Atlanta',
        state: 'GA',
        postal: '30336',
        upsAccount: '9B31F8',
        fedexAccount: '711902241',
      },
    ],
    residentialShare: 0.22,
    expressBias: 1.3,
    internationalShare: 0.06,
    medianLb: 7,
    weightSpread: 0.8,
    discounts: { UPS: discounts(31, 42, 47), FEDEX: discounts(33, 45, 48) },
  },
  CEDAR_FREIGHT: {
    volume: 15,
    upsShare: 0.5,
    origins: [
      {
        company: 'Cedar Freight Lines',
        address: '5600 W 73rd St',
        city: 'Bedford Park',
        state: 'IL',
        postal: '60638',
        upsAccount: '2C8E40',
        fedexAccount: '502337716',
      },
    ],
    residentialShare: 0.12,
    expressBias: 0.5,
    internationalShare: 0.02,
    medianLb: 24,
    weightSpread: 0.75,
    discounts: { UPS: discounts(22, 30, 35), FEDEX: discounts(21, 29, 34) },
  },
};

const originCities: Omit<Origin, 'company' | 'upsAccount' | 'fedexAccount'>[] = [
  { address: '1 Commerce Way', city: 'Reno', state: 'NV', postal: '89502' },
  { address: '700 Logistics Pkwy', city: 'Memphis', state: 'TN', postal: '38118' },
  { address: '15 Distribution Dr', city: 'Edison', state: 'NJ', postal: '08837' },
  { address: '9100 Airport Rd', city: 'Ontario', state: 'CA', postal: '91761' },
  { address: '450 Gateway Blvd', city: 'Indianapolis', state: 'IN', postal: '46241' },
];

/** The profile of a client: its own when the demo knows it, otherwise one derived from its mapping name. */
export function shipperProfile(mappingName: string, name: string): ShipperProfile {
  const known = knownProfiles[mappingName];
  if (known) return known;
  const random = new Random(`profile:${mappingName}`);
  const template = random.pick(Object.values(knownProfiles));
  const city = random.pick(originCities);
  const code = hashSeed(mappingName).toString(36).toUpperCase().padStart(6, '0').slice(-5);
  return {
    ...template,
    volume: random.int(5, 40),
    upsShare: random.between(0.3, 0.7),
    origins: [
      {
        ...city,
        company: name,
        upsAccount: `${code}${random.int(0, 9)}`,
        fedexAccount: random.digits(9),
      },
    ],
  };
}
