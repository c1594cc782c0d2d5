import type { Carrier } from '../../repositories/shipping-reference.js';
import { addBusinessDays, addDays, isoWeekday, shiftMonth, toDate } from './calendar.js';
import { Random } from './random.js';
import {
  demoCountries,
  demoRenamedNames,
  demoServices,
  listRate,
  transitDays,
  type CarrierRenames,
  type DemoService,
} from './services.js';
import { shipperProfile, type Origin, type ShipperProfile } from './shippers.js';
import { domesticZone, usState, usStates } from './us-states.js';

/** One billed line of a demo package (or of an invoice, without a package). */
export interface DemoCharge {
  description: string;
  /** UPS charge classification code (FRT, FSC, ACC, TAX, GOV, BRK, MSC). */
  classification: string;
  /** UPS charge category code: SHP for the shipment, ADJ for a later adjustment, MIS for the invoice. */
  category: 'SHP' | 'ADJ' | 'MIS';
  netCents: number;
  incentiveCents: number;
}

export interface DemoAddress {
  name: string;
  company: string;
  address: string;
  city: string;
  state: string;
  postal: string;
  country: string;
}

/** A package as billed in one file: its first billing, or a later adjustment of a package billed before. */
export interface DemoPackage {
  trackingNumber: string;
  service: DemoService;
  /** The freight line's charge description. */
  serviceName: string;
  origin: Origin;
  receiver: DemoAddress;
  residential: boolean;
  shipDate: string;
  /** Empty while undelivered at the invoice date. */
  deliveryDate: string | undefined;
  /** FedEx POD time, HH:mm. */
  deliveryTime: string | undefined;
  /** The zone as the carrier writes it ("005", "E"). */
  zone: string;
  enteredLb: number;
  billedLb: number;
  dimensions: string;
  /** Freight first (absent on an adjustment), then fuel and the rest. */
  charges: DemoCharge[];
  adjustment: boolean;
  /** Delivered after its commitment (the generator's own draw; undelivered packages are not). */
  late?: boolean;
}

export interface DemoInvoice {
  accountNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  origin: Origin;
  packages: DemoPackage[];
  /** Lines billed to the invoice, not to a package. */
  invoiceCharges: DemoCharge[];
}

/** One carrier file of one client: what the carrier sent for a week of shipping. */
export interface DemoFile {
  client: string;
  carrier: Carrier;
  fileName: string;
  receivedAt: Date;
  invoices: DemoInvoice[];
}

export interface DemoOrganization {
  mappingName: string;
  name: string;
}

/** A billing period: its first day and how many days it has. */
interface Period {
  start: string;
  days: number;
}

export interface DemoShipmentOptions {
  organizations: DemoOrganization[];
  /** About how many packages in all (the weekly counts are rounded). */
  packages: number;
  /** The last month shipped, yyyy-MM; 24 months end with it. */
  endMonth: string;
  months?: number;
  seed?: string;
  /** A file per client and carrier every week (the carriers' own cadence, the default) or every month. */
  cadence?: 'weekly' | 'monthly';
  /** What the carriers bill under new names in the last three months (default `demoRenamedNames`). */
  renamedNames?: CarrierRenames['names'];
}

const firstNames = [
  'Olivia',
  'Liam',
  'Zoë',
  'José',
  'Søren',
  'Amélie',
  'Noah',
  'Emma',
  'Mateo',
  'Aaliyah',
  'Chen',
  'Priya',
  'Björn',
  'Fatima',
  'Lucas',
  'Hannah',
  'Dmitri',
  'Grace',
  'Kenji',
  'Nora',
];
const lastNames = [
  "O'Brien",
  'García',
  'Nguyen',
  'Smith',
  'Müller',
  'Johnson',
  'Kowalski',
  'Dubois',
  'Patel',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Rodríguez',
  'Martínez',
  'Hernández',
  'López',
  'Wilson',
  'Anderson',
];
const companies = [
  '',
  '',
  '',
  'Acme, Inc.',
  'Globex Corporation',
  'Initech LLC',
  'Umbrella "East" Branch',
  'Stark Industries',
  'Wayne Enterprises',
  'Hooli',
  'Vandelay Industries',
];
const streets = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Blvd',
  'Lake Rd',
  'Hillcrest Way',
  'Sunset Blvd',
];

const monthlyLateFactor = [1.5, 1.2, 1, 1, 1, 1, 1, 1, 1, 1, 1.4, 2.2];
const monthlyVolumeFactor = [0.85, 0.8, 0.9, 0.95, 1, 0.95, 0.95, 1, 1, 1.05, 1.35, 1.6];

function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

function fuelRate(carrier: Carrier, express: boolean, day: string): number {
  const date = toDate(day);
  const months = date.getUTCFullYear() * 12 + date.getUTCMonth();
  const wave = Math.sin((months / 12) * 2 * Math.PI) * 1.1 + Math.sin(months / 5) * 0.6;
  return ((express ? 17.8 : 15.2) + (carrier === 'FEDEX' ? 0.4 : 0) + wave) / 100;
}

function isPeak(day: string): boolean {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return month >= 10 || (month === 1 && date <= 15);
}

interface Cell {
  organization: DemoOrganization;
  profile: ShipperProfile;
  carrier: Carrier;
  period: Period;
  weight: number;
  packages: number;
}

/** Shares `total` among cells in proportion to their weights, the remainders to the largest fractions. */
function allocate(cells: Cell[], total: number): void {
  const sum = cells.reduce((acc, cell) => acc + cell.weight, 0);
  const exact = cells.map((cell) => (cell.weight / sum) * total);
  cells.forEach((cell, index) => (cell.packages = Math.floor(exact[index]!)));
  const left = total - cells.reduce((acc, cell) => acc + cell.packages, 0);
  [...cells.keys()]
    .sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)) || a - b)
    .slice(0, left)
    .forEach((index) => (cells[index]!.packages += 1));
}

/** What one client ships with one carrier, carried from week to week. */
class CarrierStream {
  private readonly random: Random;
  private serial = 0;
  private invoiceSerial = 0;
  private readonly services: DemoService[];
  /** Adjustments to bill in the next file. */
  private pending: DemoPackage[] = [];

  constructor(
    private readonly organization: DemoOrganization,
    private readonly organizationIndex: number,
    private readonly profile: ShipperProfile,
    private readonly carrier: Carrier,
    seed: string,
    /** Where tracking and invoice numbers start counting, so that separately generated files never collide. */
    serialBase = 0,
    /** Names the carrier bills under from a day on; no random draw depends on them. */
    private readonly renames?: CarrierRenames,
  ) {
    this.random = new Random(`${seed}:${organization.mappingName}:${carrier}`);
    this.services = demoServices.filter((service) => service.carrier === carrier);
    this.serial = serialBase;
    this.invoiceSerial = serialBase;
  }

  /** `name` as the carrier bills it for a package shipped on `shipDate`. */
  private billedName(name: string, shipDate: string): string {
    const renames = this.renames;
    return renames && shipDate >= renames.from ? (renames.names.get(name) ?? name) : name;
  }

  private pickService(): DemoService {
    const international = this.random.chance(this.profile.internationalShare);
    const candidates = this.services.filter((service) => service.international === international);
    return this.random.weighted(
      candidates.map(
        (service) =>
          [
            service,
            service.mix * (service.express && !international ? this.profile.expressBias : 1),
          ] as const,
      ),
    );
  }

  private trackingNumber(service: DemoService, origin: Origin): string {
    this.serial += 1;
    const serial = String(this.serial);
    const org = String(this.organizationIndex).padStart(3, '0');
    if (this.carrier === 'UPS') {
      // UPS Ground Saver hands many packages to the postal service, under a postal number UPS cannot track.
      if (service.sla === 'GROUND_ECONOMY' && this.random.chance(0.35)) {
        return `9274${org}${serial.padStart(15, '0')}`;
      }
      const code = String(demoServices.indexOf(service)).padStart(2, '0');
      return `1Z${origin.upsAccount}${code}${org.slice(1)}${this.serial.toString(36).toUpperCase().padStart(6, '0')}`;
    }
    if (service.sla === 'GROUND_ECONOMY') return `92612${org}${serial.padStart(14, '0')}`;
    if (!service.express) return `1${org}${serial.padStart(11, '0')}`;
    return `7${org}${serial.padStart(8, '0')}`;
  }

  private receiver(international: boolean): {
    address: DemoAddress;
    stateCode: string;
    country: (typeof demoCountries)[number] | undefined;
  } {
    const random = this.random;
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const street = `${random.int(10, 9999)} ${random.pick(streets)}`;
    const company = random.pick(companies);
    if (international) {
      const country = random.weighted(demoCountries.map((entry) => [entry, entry.share] as const));
      return {
        address: {
          name,
          company,
          address: street,
          city: country.city,
          state: country.province,
          postal: country.postal,
          country: country.code,
        },
        stateCode: country.province,
        country,
      };
    }
    const state = random.weighted(usStates.map((entry) => [entry, entry.population] as const));
    return {
      address: {
        name,
        company,
        address: street,
        city: state.city,
        state: state.code,
        postal: `${state.zip}${random.digits(2)}`,
        country: 'US',
      },
      stateCode: state.code,
      country: undefined,
    };
  }

  private weight(): { entered: number; billed: number; dimensions: string } {
    const random = this.random;
    const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    const entered = Math.max(
      0.2,
      Math.round(this.profile.medianLb * Math.exp(normal * this.profile.weightSpread) * 10) / 10,
    );
    const side = Math.cbrt(entered * 166) * random.between(0.9, 1.6);
    const length = Math.round(side * 1.4);
    const width = Math.round(side);
    const height = Math.max(2, Math.round(side * 0.6));
    const dimWeight = Math.ceil((length * width * height) / 139);
    return {
      entered,
      billed: Math.min(150, Math.max(Math.ceil(entered), dimWeight)),
      dimensions: `${length}x${width}x${height}`,
    };
  }

  private deliver(service: DemoService, zone: number, shipDate: string, invoiceDate: string) {
    const random = this.random;
    const month = Number(shipDate.slice(5, 7)) - 1;
    const lateRate = service.lateRate * monthlyLateFactor[month]! * (zone >= 7 && zone <= 8 ? 1.3 : 1);
    const commitDays = transitDays(service, zone);
    const commitDate = addBusinessDays(shipDate, commitDays);
    const late = random.chance(lateRate);
    const fedex = this.carrier === 'FEDEX';
    const timed = service.express && service.commitTime !== '23:59';
    let deliveryDate = commitDate;
    let minutes: number;
    const commitMinutes =
      Number(service.commitTime.slice(0, 2)) * 60 + Number(service.commitTime.slice(3, 5));
    if (late) {
      if (fedex && timed && random.chance(0.3)) {
        minutes = commitMinutes + random.int(1, 90);
      } else {
        deliveryDate = addBusinessDays(
          commitDate,
          random.weighted([
            [1, 70],
            [2, 20],
            [3, 10],
          ] as const),
        );
        minutes = random.int(9 * 60, 19 * 60);
      }
    } else {
      if (!service.express && commitDays > 1 && random.chance(0.2))
        deliveryDate = addBusinessDays(shipDate, commitDays - 1);
      minutes = timed ? random.int(commitMinutes - 150, commitMinutes - 1) : random.int(9 * 60, 20 * 60);
    }
    if (deliveryDate > invoiceDate) return { deliveryDate: undefined, deliveryTime: undefined, late: false };
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { deliveryDate, deliveryTime: fedex ? time : undefined, late };
  }

  private accessorials(
    service: DemoService,
    residential: boolean,
    billedLb: number,
    shipDate: string,
    intl: boolean,
  ): DemoCharge[] {
    const random = this.random;
    const ups = this.carrier === 'UPS';
    const acc = (description: string, dollars: number, classification = 'ACC'): DemoCharge => ({
      description,
      classification,
      category: 'SHP',
      netCents: cents(dollars),
      incentiveCents: 0,
    });
    const charges: DemoCharge[] = [];
    if (residential && service.sla !== 'GROUND_ECONOMY') {
      charges.push(
        acc(ups ? 'Residential Surcharge' : 'Residential Delivery Charge', service.express ? 6.15 : 5.85),
      );
    }
    if (!intl && random.chance(0.12)) {
      const extended = random.chance(0.25);
      charges.push(
        acc(
          extended
            ? ups
              ? 'Delivery Area Surcharge - Extended'
              : 'Delivery Area Surcharge Extended'
            : 'Delivery Area Surcharge',
          (extended ? 8.2 : 4.45) + (residential ? 1.6 : 0),
        ),
      );
    }
    const handling = billedLb > 50 || random.chance(0.02);
    if (handling)
      charges.push(acc(ups ? 'Additional Handling' : 'Additional Handling Surcharge - Weight', 28.15));
    if (billedLb >= 110 && random.chance(0.5))
      charges.push(acc(ups ? 'Large Package Surcharge' : 'Oversize Charge', 115));
    if (random.chance(0.02))
      charges.push(acc(ups ? 'Delivery Confirmation Signature Required' : 'Direct Signature Required', 6.95));
    if (service.express && random.chance(0.006)) charges.push(acc('Saturday Delivery', 16));
    if (random.chance(0.02)) charges.push(acc(ups ? 'Declared Value' : 'Declared Value Charge', 3.95));
    if (isPeak(shipDate) && (residential || handling)) {
      charges.push(
        acc(
          handling
            ? 'Demand Surcharge - Additional Handling'
            : ups
              ? 'Demand Surcharge - Residential'
              : 'Demand Surcharge',
          handling ? 6.5 : 1.6,
        ),
      );
    }
    if (service.express && random.chance(0.003))
      charges.push(acc(ups ? 'UPS Premier Silver' : 'Third Party Consignee Billing', 2.5));
    if (intl && random.chance(0.55)) {
      const duty = random.between(4, 60);
      if (ups) {
        charges.push(
          acc('Import Duty', duty, 'GOV'),
          acc('Value Added Tax', duty * 0.6, 'TAX'),
          acc('Brokerage Fee', 12.5, 'BRK'),
        );
      } else {
        charges.push(acc('Duties', duty), acc('Import Tax', duty * 0.6), acc('Clearance Entry Fee', 12.5));
      }
    }
    return charges;
  }

  /** A day of the period to ship on: business days, a few Saturdays, Mondays busiest. */
  private shipDate(periodStart: string, days: number): string {
    const random = this.random;
    for (;;) {
      const day = addDays(periodStart, random.int(0, days - 1));
      const weekday = isoWeekday(day);
      if (weekday === 7 || (weekday === 6 && !random.chance(0.05))) continue;
      if (weekday === 5 && random.chance(0.2)) continue;
      return day;
    }
  }

  /**
   * The file of one billing period (`days` from `periodStart`): the packages shipped in it, and the adjustments
   * of packages of the period before. It is invoiced a week after the period (UPS on the Saturday, FedEx on the
   * Monday after a week).
   */
  file(periodStart: string, days: number, count: number, endOfData: string): DemoFile {
    const random = this.random;
    const ups = this.carrier === 'UPS';
    const periodEnd = addDays(periodStart, days - 1);
    const invoiceDate = addDays(periodEnd, ups ? 6 : 8);
    const invoices = this.profile.origins.map((origin) => {
      this.invoiceSerial += 1;
      const invoiceNumber = ups
        ? `0000${origin.upsAccount}${String(this.invoiceSerial).padStart(3, '0')}`.slice(-12)
        : `${8}${String(this.organizationIndex).padStart(2, '0')}${origin.fedexAccount.slice(-3)}${String(this.invoiceSerial).padStart(4, '0')}`;
      return {
        accountNumber: ups ? origin.upsAccount : origin.fedexAccount,
        invoiceNumber,
        invoiceDate,
        origin,
        packages: [] as DemoPackage[],
        invoiceCharges: [] as DemoCharge[],
      } satisfies DemoInvoice;
    });
    const invoiceOf = (origin: Origin) => invoices.find((invoice) => invoice.origin === origin)!;
    for (const adjustment of this.pending) invoiceOf(adjustment.origin).packages.push(adjustment);
    this.pending = [];

    for (let index = 0; index < count; index += 1) {
      const service = this.pickService();
      const origin = random.pick(this.profile.origins);
      const receiver = this.receiver(service.international);
      const residential =
        service.alwaysResidential || (!service.international && random.chance(this.profile.residentialShare));
      const shipDate = this.shipDate(periodStart, days);
      if (shipDate > endOfData) continue;
      const originState = usState(origin.state);
      const zoneText = service.international
        ? ups
          ? service.sla === 'INTL_GROUND'
            ? receiver.country!.upsStandardZone
            : receiver.country!.upsZone
          : receiver.country!.fedexZone
        : domesticZone(originState, usState(receiver.stateCode), this.carrier);
      const zone = Number(zoneText) || 0;
      const { entered, billed, dimensions } = this.weight();
      const gross = cents(listRate(service, zone, billed));
      const heavy = billed > 20 && (service.sla === 'GROUND' || service.sla === 'HOME_DELIVERY');
      let pct = (this.profile.discounts[this.carrier][service.sla] ?? 0) + (heavy ? 4 : 0);
      // Some packages get less than the contract promises: what discount monitoring is for.
      if (random.chance(0.04)) pct = Math.max(0, pct - random.int(3, 12));
      const incentive = Math.round((gross * pct) / 100);
      const serviceName = this.billedName(
        residential ? service.residentialName : service.commercialName,
        shipDate,
      );
      const freight: DemoCharge = {
        description: serviceName,
        classification: 'FRT',
        category: 'SHP',
        netCents: gross - incentive,
        incentiveCents: incentive,
      };
      const accessorials = this.accessorials(
        service,
        residential,
        billed,
        shipDate,
        service.international,
      ).map((charge) => ({ ...charge, description: this.billedName(charge.description, shipDate) }));
      const delivery = this.deliver(service, zone, shipDate, invoiceDate);
      const addressCorrection = random.chance(0.012);
      const laterCorrection = addressCorrection && random.chance(0.5);
      if (addressCorrection && !laterCorrection)
        accessorials.push({
          description: 'Address Correction',
          classification: 'ACC',
          category: 'SHP',
          netCents: 2300,
          incentiveCents: 0,
        });
      const taxable = accessorials
        .filter((charge) => charge.classification === 'ACC')
        .reduce((sum, charge) => sum + charge.netCents, 0);
      const fuel: DemoCharge = {
        description: 'Fuel Surcharge',
        classification: 'FSC',
        category: 'SHP',
        netCents: Math.round(
          (freight.netCents + taxable) * fuelRate(this.carrier, service.express, shipDate),
        ),
        incentiveCents: 0,
      };
      const pkg: DemoPackage = {
        trackingNumber: this.trackingNumber(service, origin),
        service,
        serviceName,
        origin,
        receiver: receiver.address,
        residential,
        shipDate,
        ...delivery,
        zone: zoneText,
        enteredLb: entered,
        billedLb: billed,
        dimensions,
        charges: [freight, fuel, ...accessorials],
        adjustment: false,
      };
      invoiceOf(origin).packages.push(pkg);

      const chargeCorrection = random.chance(0.015) || (!delivery.deliveryDate && random.chance(0.5));
      if (laterCorrection || chargeCorrection) {
        const later = this.deliver(service, zone, shipDate, addDays(invoiceDate, 7));
        const charges: DemoCharge[] = [];
        if (laterCorrection)
          charges.push({
            description: 'Address Correction',
            classification: 'ACC',
            category: 'ADJ',
            netCents: 2300,
            incentiveCents: 0,
          });
        if (chargeCorrection) {
          const extra = random.int(50, 650);
          charges.push({
            description: ups
              ? `Shipping Charge Correction ${service.express ? 'Air' : 'Ground'}`
              : 'Shipping Charge Correction',
            classification: 'FRT',
            category: 'ADJ',
            netCents: extra,
            incentiveCents: 0,
          });
        }
        this.pending.push({
          ...pkg,
          deliveryDate: pkg.deliveryDate ?? later.deliveryDate,
          deliveryTime: pkg.deliveryTime ?? later.deliveryTime,
          charges,
          adjustment: true,
        });
      }
    }
    for (const invoice of invoices) {
      if (ups)
        invoice.invoiceCharges.push({
          description: 'Payment Processing Fee',
          classification: 'MSC',
          category: 'MIS',
          netCents: 350,
          incentiveCents: 0,
        });
      else if (random.chance(0.1))
        invoice.invoiceCharges.push({
          description: 'Invoice Adjustment',
          classification: 'MSC',
          category: 'MIS',
          netCents: random.int(-2500, 1500),
          incentiveCents: 0,
        });
    }
    const receivedDays = random.chance(0.04) ? random.int(17, 25) : random.int(1, 3);
    const compactDate = invoiceDate.replaceAll('-', '');
    return {
      client: this.organization.mappingName,
      carrier: this.carrier,
      fileName: ups
        ? `UPS_Billing_Data_${this.profile.origins[0]!.upsAccount}_${compactDate}.csv`
        : `FedEx_Invoice_${this.profile.origins[0]!.fedexAccount}_${compactDate}.csv`,
      receivedAt: new Date(`${addDays(invoiceDate, receivedDays)}T06:00:00Z`),
      invoices: invoices.filter((invoice) => invoice.packages.length > 0),
    };
  }
}

/** One carrier file of one client: a week of shipping starting on `weekStart` (a Monday). */
export function generateCarrierFile(options: {
  organization: DemoOrganization;
  carrier: Carrier;
  weekStart: string;
  packages: number;
  seed?: string;
  /** See CarrierStream: numbers start after it; give separately generated files of a client different bases. */
  serialBase?: number;
  /** Services and charges billed under new names (none by default). */
  renames?: CarrierRenames;
}): DemoFile {
  const profile = shipperProfile(options.organization.mappingName, options.organization.name);
  const stream = new CarrierStream(
    options.organization,
    1,
    profile,
    options.carrier,
    options.seed ?? 'waybill-file',
    options.serialBase,
    options.renames,
  );
  return stream.file(options.weekStart, 7, options.packages, addDays(options.weekStart, 6));
}

/**
 * The demo shipments, as the carrier files that bill them, in the order they were received: for every client,
 * a UPS and a FedEx file per week (or month) of `months` months ending with `endMonth`. Deterministic: the same options give
 * the same files, byte for byte. From the first day of the last three months, the carriers bill a few services
 * and charges under names the reference maps do not know (`renamedNames`).
 */
export function* generateDemoShipments(options: DemoShipmentOptions): Generator<DemoFile> {
  const months = options.months ?? 24;
  const seed = options.seed ?? 'waybill-demo';
  const start = shiftMonth(options.endMonth, -(months - 1));
  const end = addDays(shiftMonth(options.endMonth, 1), -1);
  const renames: CarrierRenames = {
    from: shiftMonth(options.endMonth, -2),
    names: options.renamedNames ?? demoRenamedNames,
  };
  const periods: Period[] = [];
  if (options.cadence === 'monthly') {
    for (let month = 0; month < months; month += 1) {
      const first = shiftMonth(options.endMonth, month - (months - 1));
      periods.push({
        start: first,
        days: Number(addDays(shiftMonth(first.slice(0, 7), 1), -1).slice(8, 10)),
      });
    }
  } else {
    let monday = start;
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    for (; monday <= end; monday = addDays(monday, 7)) periods.push({ start: monday, days: 7 });
  }

  const organizations = [...options.organizations].sort((a, b) => a.mappingName.localeCompare(b.mappingName));
  const cells: Cell[] = [];
  for (const organization of organizations) {
    const profile = shipperProfile(organization.mappingName, organization.name);
    for (const carrier of ['UPS', 'FEDEX'] as const) {
      const share = carrier === 'UPS' ? profile.upsShare : 1 - profile.upsShare;
      for (const period of periods) {
        const month = Number(addDays(period.start, 2).slice(5, 7)) - 1;
        const weight = profile.volume * share * monthlyVolumeFactor[month]! * period.days;
        cells.push({ organization, profile, carrier, period, weight, packages: 0 });
      }
    }
  }
  allocate(cells, options.packages);
  const streams = new Map<string, CarrierStream>();
  for (const period of periods) {
    for (const cell of cells.filter((candidate) => candidate.period === period)) {
      const key = `${cell.organization.mappingName}:${cell.carrier}`;
      let stream = streams.get(key);
      if (!stream) {
        stream = new CarrierStream(
          cell.organization,
          organizations.indexOf(cell.organization) + 1,
          cell.profile,
          cell.carrier,
          seed,
          0,
          renames,
        );
        streams.set(key, stream);
      }
      const file = stream.file(period.start, period.days, cell.packages, end);
      if (file.invoices.some((invoice) => invoice.packages.length > 0)) yield file;
    }
  }
}

/**
 * Every client's UPS and FedEx file of the last full week (Monday to Sunday) before `today`, received by `today` at
 * the latest and numbered apart from the files of the demo's months: the week a first start adds, so that refunds
 * can still be claimed. A busy week (at least 600 packages a file): few late packages are under an active
 * guarantee, and the list to claim from should not be bare.
 */
export function generateLastWeekFiles(options: {
  organizations: DemoOrganization[];
  /** The demo's packages and months, which set a file's usual size. */
  packages: number;
  months: number;
  today: Date;
}): DemoFile[] {
  const day = options.today.toISOString().slice(0, 10);
  const weekStart = addDays(day, -(isoWeekday(day) - 1) - 7);
  const organizations = [...options.organizations].sort((a, b) => a.mappingName.localeCompare(b.mappingName));
  const packages = Math.max(
    600,
    Math.round(options.packages / (options.months * 4.35) / (organizations.length * 2)),
  );
  return organizations.flatMap((organization, index) =>
    (['UPS', 'FEDEX'] as const).map((carrier) => {
      const file = generateCarrierFile({
        organization,
        carrier,
        weekStart,
        packages,
        seed: `waybill-demo-week-${weekStart}`,
        serialBase: 90_000_000 + index * 1_000_000,
      });
      return { ...file, receivedAt: file.receivedAt > options.today ? options.today : file.receivedAt };
    }),
  );
}
