import { parse } from 'csv-parse/sync';
import type { Reference } from './reference.js';

/**
 * The test's own model of the importer's derived figures, written from DOMAIN.md and DASHBOARDS.md: it reads a
 * carrier file's text by the documented layouts and applies the rules to the seeded reference rows. It shares no
 * code with src/.
 */

export interface ModelCharge {
  /** invoice number | line of the file | charge description */
  key: string;
  tracking: string | null;
  description: string;
  grouping: string;
  isAccessorial: boolean;
  grossCents: number;
  incentiveCents: number;
  netCents: number;
  /** Cents; null when not a package's freight charge or the package has no contracted discount. */
  varianceCents: number | null;
  /** The charge map rule that grouped it; null when no rule matches (it is OTHER, and unmapped). */
  ruleId: number | null;
}

interface PackageState {
  carrier: string;
  tracking: string;
  service: string | null;
  zone: string | null;
  billedLbHundredths: number | null;
  shipDate: string;
  invoiceDate: string;
  lastInvoiceDate: string;
  deliveryDate: string | null;
  deliveryTime: string | null;
  chargeExemption: string | null;
  receivedOn: string;
  pct: number | null;
  freightGrossCents: number;
  freightIncentiveCents: number;
  freightNetCents: number;
  /** Cents: its freight charges' variances added up. */
  freightVarianceCents: number;
  fuelNetCents: number;
  netCents: number;
  residential: boolean;
  senderState: string | null;
  receiverCountry: string | null;
}

export interface ModelPackage {
  tracking: string;
  carrier: string;
  service: string | null;
  slaGrouping: string | null;
  groundVsExpress: string | null;
  scope: string | null;
  zone: string | null;
  shipDate: string;
  billedLbHundredths: number | null;
  weightBand: string | null;
  deliveryDate: string | null;
  commitDate: string | null;
  /** The time of day the package is due by, HH:mm:ss (null without a commitment). */
  commitTime: string | null;
  transitDays: number | null;
  transitBusinessDays: number | null;
  late: boolean | null;
  /** Not Trackable, Delivered, Exception (no proof of delivery) or In Transit. */
  trackStatus: string;
  /** Complete (judged), Exception (cannot be judged) or Pending. */
  auditStatus: string;
  /** Express with a delivery time: seconds from the commitment to the delivery. */
  secondsAfterCommit: number | null;
  auditResult: string | null;
  exemption: string | null;
  gsrEligible: boolean;
  /** Hundredths of a percent. */
  contractedPct: number | null;
  /** Cents: the sum of its freight charges' variances, each rounded to the cent; null without a contracted %. */
  varianceCents: number | null;
  freightGrossCents: number;
  freightIncentiveCents: number;
  freightNetCents: number;
  fuelNetCents: number;
  netCents: number;
  residential: boolean;
  senderState: string | null;
  receiverCountry: string | null;
}

const cents = (text: string) => Math.round(Number(text.trim() || '0') * 100);
const dashed = (text: string) =>
  text.trim() ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : '';
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayText = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
/** 0 Sunday .. 6 Saturday */
const weekday = (n: number) => new Date(n * 86_400_000).getUTCDay();
const isWeekday = (n: number) => weekday(n) !== 0 && weekday(n) !== 6;

export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}

/** `days` business days after the ship date; a weekend ship date counts from the Friday before. */
export function addBusinessDays(day: string, days: number): string {
  let n = dayNumber(day);
  while (!isWeekday(n)) n -= 1;
  let left = days;
  while (left > 0) {
    n += 1;
    if (isWeekday(n)) left -= 1;
  }
  return dayText(n);
}

/** Monday-to-Friday days after the ship date up to and including the delivery date (DASHBOARDS.md). */
export function businessDaysBetween(first: string, last: string): number {
  let count = 0;
  for (let n = dayNumber(first) + 1; n <= dayNumber(last); n += 1) if (isWeekday(n)) count += 1;
  return count;
}

/** Billed lb rounded up, in bands 1, 2-5, 6-10, 11-20, 21-50, 51-70, 71-150, 150+ (DASHBOARDS.md). */
export function weightBand(hundredths: number | null): string | null {
  if (hundredths === null) return null;
  const lb = Math.ceil(hundredths / 100);
  if (lb <= 1) return '1';
  if (lb <= 5) return '2-5';
  if (lb <= 10) return '6-10';
  if (lb <= 20) return '11-20';
  if (lb <= 50) return '21-50';
  if (lb <= 70) return '51-70';
  if (lb <= 150) return '71-150';
  return '150+';
}

/** Rounds numerator / denominator to the nearest integer, halves away from zero (numeric round). */
function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator);
  return (sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator))) | 0;
}

/** (contracted % x gross) - incentive, in cents rounded to the cent; pct in hundredths of a percent. */
export function varianceCents(pctHundredths: number, grossCents: number, incentiveCents: number): number {
  return divideRounded(pctHundredths * grossCents - incentiveCents * 10_000, 10_000);
}

function likeMatches(pattern: string, text: string): boolean {
  const body = [...pattern]
    .map((c) => (c === '%' ? '.*' : c === '_' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 'is').test(text);
}

const zoneNumber = (zone: string | null) => (zone !== null && /^\d{1,6}$/.test(zone) ? Number(zone) : null);

interface FileCharge {
  line: number;
  invoiceNumber: string;
  invoiceDate: string;
  tracking: string | null;
  description: string;
  classification: string | null;
  grossCents: number;
  incentiveCents: number;
  netCents: number;
  /** What the row says of its package. */
  pkg?: {
    service: string | null;
    isFreight: boolean;
    shipDate: string;
    deliveryDate: string | null;
    deliveryTime: string | null;
    zone: string | null;
    billedLbHundredths: number | null;
    senderState: string | null;
    receiverCountry: string | null;
  };
}

function weightHundredths(amount: string, unit: string): number | null {
  if (!amount.trim()) return null;
  const value = Number(amount);
  // DASHBOARDS.md: kg x 2.20462, kept to the hundredth of a pound.
  return /^k/i.test(unit.trim()) ? Math.round(value * 2.20462 * 100) : Math.round(value * 100);
}

function normalZone(text: string): string | null {
  const value = text.trim().toUpperCase();
  if (!value) return null;
  return /^\d+$/.test(value) ? String(Number(value)) : value;
}

/** The charges of a file as its text states them, by the layouts of DOMAIN.md. */
export function readCarrierText(carrier: 'UPS' | 'FEDEX', text: string): FileCharge[] {
  const records = parse(text, { skip_empty_lines: true, relax_column_count: false }) as string[][];
  const charges: FileCharge[] = [];
  if (carrier === 'UPS') {
    records.forEach((row, index) => {
      const col = (n: number) => row[n - 1] ?? '';
      const tracking = col(21).trim() || null;
      const classification = col(44).trim().toUpperCase() || null;
      const isFreight = classification === 'FRT' && col(35).trim().toUpperCase() !== 'ADJ';
      const net = cents(col(53));
      const incentive = cents(col(52));
      charges.push({
        line: index + 1,
        invoiceNumber: col(6),
        invoiceDate: col(5),
        tracking,
        description: col(46).trim(),
        classification,
        grossCents: net + incentive,
        incentiveCents: incentive,
        netCents: net,
        pkg: tracking
          ? {
              service: isFreight ? col(46).trim() : col(230).trim() || null,
              isFreight,
              shipDate: col(117) || col(12) || col(5),
              deliveryDate: col(122).trim() || null,
              deliveryTime: null,
              zone: normalZone(col(34)),
              billedLbHundredths: weightHundredths(col(29), col(30)),
              senderState: col(72).trim().toUpperCase() || null,
              receiverCountry: col(82).trim().toUpperCase() || null,
            }
          : undefined,
      });
    });
    return charges;
  }
  const [header, ...rows] = records as [string[], ...string[][]];
  const first = header.indexOf('Tracking ID Charge Description');
  rows.forEach((row, index) => {
    const at = (name: string) => row[header.indexOf(name)] ?? '';
    const line = index + 2;
    const tracking = at('Express or Ground Tracking ID').trim() || null;
    const service = at('Service Type').trim() || null;
    const invoiceNumber = at('Invoice Number');
    const invoiceDate = dashed(at('Invoice Date'));
    const pkg = tracking
      ? {
          service,
          isFreight: true,
          shipDate: dashed(at('Shipment Date')) || invoiceDate,
          deliveryDate: dashed(at('POD Delivery Date')) || null,
          deliveryTime: at('POD Delivery Time').trim() || null,
          zone: normalZone(at('Zone Code')),
          billedLbHundredths: weightHundredths(at('Rated Weight Amount'), at('Rated Weight Units')),
          senderState: at('Shipper State').trim().toUpperCase() || null,
          receiverCountry: at('Recipient Country/Territory').trim().toUpperCase() || null,
        }
      : undefined;
    // DOMAIN.md: the discount pairs are the incentive on the freight; every other pair is a charge of its own.
    const discount = /discount|performance pricing/i;
    const transportation = cents(at('Transportation Charge Amount'));
    let discounts = 0;
    const others: { description: string; cents: number }[] = [];
    for (let i = first; i + 1 < row.length; i += 2) {
      const description = row[i]!.trim();
      if (!description) continue;
      if (discount.test(description)) discounts += cents(row[i + 1]!);
      else others.push({ description, cents: cents(row[i + 1]!) });
    }
    const base = { line, invoiceNumber, invoiceDate, tracking };
    if (transportation !== 0 || discounts !== 0) {
      charges.push({
        ...base,
        description: service ?? 'Transportation Charge',
        classification: 'FRT',
        grossCents: transportation,
        incentiveCents: 0 - discounts,
        netCents: transportation + discounts,
        pkg,
      });
    }
    for (const other of others) {
      charges.push({
        ...base,
        description: other.description,
        classification: null,
        grossCents: other.cents,
        incentiveCents: 0,
        netCents: other.cents,
        pkg,
      });
    }
    if (pkg && transportation === 0 && discounts === 0 && others.length === 0) {
      charges.push({
        ...base,
        description: '',
        classification: null,
        grossCents: 0,
        incentiveCents: 0,
        netCents: 0,
        pkg,
      });
    }
  });
  return charges;
}

export class ShippingModel {
  readonly packages = new Map<string, PackageState>();
  readonly charges: ModelCharge[] = [];

  constructor(
    readonly reference: Reference,
    private readonly organizationId: string,
  ) {}

  /** The unified grouping of a description: the highest-priority matching rule (DOMAIN.md, charge_map). */
  grouping(carrier: string, description: string, classification: string | null) {
    const rule = this.reference.chargeRules
      .filter(
        (r) =>
          (r.carrier === null || r.carrier === carrier) &&
          (r.classification === null || r.classification === classification) &&
          likeMatches(r.pattern, description),
      )
      .sort((a, b) => b.priority - a.priority || a.id - b.id)[0];
    return rule ?? { id: null, grouping: 'OTHER', auditExemption: null, isIncentive: false };
  }

  /**
   * The service map's rule for a service name, case-insensitively: the highest priority, then exact before
   * prefix before regex, then the longer pattern, then the lower id.
   */
  service(carrier: string, service: string | null) {
    if (service === null) return undefined;
    const name = service.toLowerCase();
    const matches = (rule: Reference['services'][number]) => {
      const pattern = rule.pattern.toLowerCase();
      if (rule.match === 'exact') return name === pattern;
      if (rule.match === 'prefix') return name.startsWith(pattern);
      return new RegExp(rule.pattern, 'i').test(service);
    };
    const kindOrder = { exact: 0, prefix: 1, regex: 2 };
    return this.reference.services
      .filter((rule) => rule.carrier === carrier && matches(rule))
      .sort(
        (a, b) =>
          b.priority - a.priority ||
          kindOrder[a.match] - kindOrder[b.match] ||
          b.pattern.length - a.pattern.length ||
          a.id - b.id,
      )[0];
  }

  /** The most specific contract row: narrowest zone range, then narrowest weight range. */
  contractPct(carrier: string, slaGrouping: string | null, zone: string | null, lb: number | null) {
    if (slaGrouping === null) return null;
    const z = zoneNumber(zone) ?? 0;
    const w = lb ?? 0;
    const rows = this.reference.contracts
      .filter(
        (c) =>
          c.organizationId === this.organizationId &&
          c.carrier === carrier &&
          c.slaGrouping === slaGrouping &&
          c.zoneFrom <= z &&
          z <= c.zoneTo &&
          c.weightFrom <= w &&
          w <= c.weightTo,
      )
      .sort(
        (a, b) =>
          a.zoneTo - a.zoneFrom - (b.zoneTo - b.zoneFrom) ||
          a.weightTo - a.weightFrom - (b.weightTo - b.weightFrom) ||
          a.id - b.id,
      );
    return rows[0]?.pct ?? null;
  }

  /** Adds a file received on `receivedOn` (UTC date); returns the net it bills each of its packages, in cents. */
  addFile(carrier: 'UPS' | 'FEDEX', text: string, receivedOn: string): Map<string, number> {
    const fileCharges = readCarrierText(carrier, text);
    const created = new Set<string>();
    const fileNets = new Map<string, number>();
    for (const charge of fileCharges) {
      if (charge.tracking && charge.pkg) {
        fileNets.set(charge.tracking, (fileNets.get(charge.tracking) ?? 0) + charge.netCents);
        let pkg = this.packages.get(charge.tracking);
        if (!pkg) {
          pkg = {
            carrier,
            tracking: charge.tracking,
            service: charge.pkg.service,
            zone: charge.pkg.zone,
            billedLbHundredths: charge.pkg.billedLbHundredths,
            shipDate: charge.pkg.shipDate,
            invoiceDate: charge.invoiceDate,
            lastInvoiceDate: charge.invoiceDate,
            deliveryDate: charge.pkg.deliveryDate,
            deliveryTime: charge.pkg.deliveryTime,
            chargeExemption: null,
            receivedOn,
            pct: null,
            freightGrossCents: 0,
            freightIncentiveCents: 0,
            freightNetCents: 0,
            freightVarianceCents: 0,
            fuelNetCents: 0,
            netCents: 0,
            residential: false,
            senderState: charge.pkg.senderState,
            receiverCountry: charge.pkg.receiverCountry,
          };
          this.packages.set(charge.tracking, pkg);
          created.add(charge.tracking);
        } else {
          if (charge.pkg.isFreight && created.has(charge.tracking)) {
            pkg.service ??= charge.pkg.service;
            pkg.billedLbHundredths ??= charge.pkg.billedLbHundredths;
          }
          if (charge.invoiceDate > pkg.lastInvoiceDate) pkg.lastInvoiceDate = charge.invoiceDate;
          if (pkg.deliveryDate === null && charge.pkg.deliveryDate) {
            pkg.deliveryDate = charge.pkg.deliveryDate;
            pkg.deliveryTime = charge.pkg.deliveryTime;
          }
        }
      }
    }
    for (const tracking of created) {
      const pkg = this.packages.get(tracking)!;
      const sla = this.service(carrier, pkg.service)?.slaGrouping ?? null;
      pkg.pct = this.contractPct(carrier, sla, pkg.zone, pkg.billedLbHundredths);
    }
    for (const charge of fileCharges) {
      if (charge.description === '') continue;
      const rule = this.grouping(carrier, charge.description, charge.classification);
      const pkg = charge.tracking ? this.packages.get(charge.tracking) : undefined;
      let variance: number | null = null;
      if (pkg) {
        if (
          rule.auditExemption &&
          (pkg.chargeExemption === null || rule.auditExemption < pkg.chargeExemption)
        )
          pkg.chargeExemption = rule.auditExemption;
        if (rule.grouping === 'FREIGHT') {
          pkg.freightGrossCents += charge.grossCents;
          pkg.freightIncentiveCents += charge.incentiveCents;
          pkg.freightNetCents += charge.netCents;
          if (pkg.pct !== null) {
            // DASHBOARDS.md: the variance is per freight charge.
            variance = varianceCents(pkg.pct, charge.grossCents, charge.incentiveCents);
            pkg.freightVarianceCents += variance;
          }
        }
        if (rule.grouping === 'FUEL') pkg.fuelNetCents += charge.netCents;
        if (rule.grouping === 'RESIDENTIAL') pkg.residential = true;
        pkg.netCents += charge.netCents;
      }
      this.charges.push({
        key: `${charge.invoiceNumber}|${charge.line}|${charge.description}`,
        tracking: charge.tracking,
        description: charge.description,
        grouping: rule.grouping,
        isAccessorial: rule.grouping !== 'FREIGHT' && rule.grouping !== 'FUEL',
        grossCents: charge.grossCents,
        incentiveCents: charge.incentiveCents,
        netCents: charge.netCents,
        varianceCents: variance,
        ruleId: rule.id,
      });
    }
    return fileNets;
  }

  /** The derived figures of one package, from its state and the reference rows. */
  judge(pkg: PackageState): ModelPackage {
    const service = this.service(pkg.carrier, pkg.service);
    const sla = service?.slaGrouping ?? null;
    const z = zoneNumber(pkg.zone);
    const commitments = this.reference.commitments.filter((c) => c.slaGrouping === sla);
    const commitment =
      commitments.find((c) => c.zoneFrom !== null && z !== null && c.zoneFrom <= z && z <= c.zoneTo!) ??
      commitments.find((c) => c.zoneFrom === null);
    const commitDate = commitment ? addBusinessDays(pkg.shipDate, commitment.businessDays) : null;
    const trackable = this.reference.trackingPatterns.get(pkg.carrier)!.test(pkg.tracking);
    let late: boolean | null = null;
    let secondsAfterCommit: number | null = null;
    if (trackable && pkg.deliveryDate && commitDate) {
      if (service?.groundVsExpress === 'Express' && pkg.deliveryTime) {
        const delivered = Date.parse(`${pkg.deliveryDate}T${pkg.deliveryTime.padStart(5, '0')}:00Z`);
        const due = Date.parse(`${commitDate}T${commitment!.commitTime}Z`);
        secondsAfterCommit = (delivered - due) / 1000;
        late = delivered - due >= 60_000;
      } else late = pkg.deliveryDate > commitDate;
    }
    // No proof of delivery 30 days after shipping, by the latest invoice that bills the package.
    const noProofOfDelivery =
      pkg.deliveryDate === null && dayNumber(pkg.lastInvoiceDate) - dayNumber(pkg.shipDate) > 30;
    const trackStatus = !trackable
      ? 'Not Trackable'
      : pkg.deliveryDate !== null
        ? 'Delivered'
        : noProofOfDelivery
          ? 'Exception'
          : 'In Transit';
    const auditStatus =
      late !== null
        ? 'Complete'
        : !trackable || commitDate === null || noProofOfDelivery
          ? 'Exception'
          : 'Pending';
    let exemption: string | null = null;
    if (late) {
      exemption =
        pkg.chargeExemption ??
        this.reference.exemptions
          .filter(
            (e) =>
              (e.carrier === null || e.carrier === pkg.carrier) &&
              (e.organizationId === null || e.organizationId === this.organizationId) &&
              pkg.shipDate <= e.endsOn &&
              commitDate! >= e.startsOn,
          )
          .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.id - b.id)[0]?.reason ??
        null;
    }
    const guaranteed =
      !!service?.guaranteedFrom &&
      service.guaranteedFrom <= pkg.shipDate &&
      (service.guaranteedTo === null || pkg.shipDate <= service.guaranteedTo);
    const inWindow = pkg.receivedOn <= addDays(pkg.invoiceDate, 15);
    return {
      tracking: pkg.tracking,
      carrier: pkg.carrier,
      service: pkg.service,
      slaGrouping: sla,
      groundVsExpress: service?.groundVsExpress ?? null,
      scope: service?.scope ?? null,
      zone: pkg.zone,
      shipDate: pkg.shipDate,
      billedLbHundredths: pkg.billedLbHundredths,
      weightBand: weightBand(pkg.billedLbHundredths),
      deliveryDate: pkg.deliveryDate,
      commitDate,
      commitTime: commitment?.commitTime ?? null,
      transitDays: pkg.deliveryDate ? dayNumber(pkg.deliveryDate) - dayNumber(pkg.shipDate) : null,
      transitBusinessDays: pkg.deliveryDate ? businessDaysBetween(pkg.shipDate, pkg.deliveryDate) : null,
      late,
      trackStatus,
      auditStatus,
      secondsAfterCommit,
      auditResult: late === null ? null : !late ? 'On Time' : exemption ? 'Late Exempt' : 'Late',
      exemption,
      gsrEligible: !!late && exemption === null && guaranteed && inWindow,
      contractedPct: pkg.pct,
      varianceCents: pkg.pct === null ? null : pkg.freightVarianceCents,
      freightGrossCents: pkg.freightGrossCents,
      freightIncentiveCents: pkg.freightIncentiveCents,
      freightNetCents: pkg.freightNetCents,
      fuelNetCents: pkg.fuelNetCents,
      netCents: pkg.netCents,
      residential: pkg.residential,
      senderState: pkg.senderState,
      receiverCountry: pkg.receiverCountry,
    };
  }

  judged(): ModelPackage[] {
    return [...this.packages.values()].map((pkg) => this.judge(pkg));
  }
}
