import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../src/demo/shipments/calendar.js';
import {
  generateDemoShipments,
  type DemoFile,
  type DemoPackage,
} from '../../src/demo/shipments/generate-shipments.js';
import { demoFileText } from '../../src/demo/shipments/load-demo-shipments.js';
import { demoRenamedNames, transitDays } from '../../src/demo/shipments/services.js';

const organizations = [
  { mappingName: 'NORTHWIND_OUTFITTERS', name: 'Northwind Outfitters' },
  { mappingName: 'BLUEBIRD_SUPPLY', name: 'Bluebird Supply Co.' },
  { mappingName: 'CEDAR_FREIGHT', name: 'Cedar Freight Lines' },
];
const options = { organizations, packages: 12_000, endMonth: '2025-12', months: 12 };

const files: DemoFile[] = [...generateDemoShipments(options)];
const shipments: DemoPackage[] = files.flatMap((file) =>
  file.invoices.flatMap((invoice) => invoice.packages.filter((pkg) => !pkg.adjustment)),
);
const share = (count: number, of = shipments.length) => count / of;
const has = (pkg: DemoPackage, pattern: RegExp) =>
  pkg.charges.some((charge) => pattern.test(charge.description));

function lateShare(packages: DemoPackage[]): number {
  const judged = packages.filter((pkg) => pkg.deliveryDate && !pkg.service.international);
  const late = judged.filter(
    (pkg) => pkg.deliveryDate! > addBusinessDays(pkg.shipDate, transitDays(pkg.service, Number(pkg.zone))),
  );
  return share(late.length, judged.length);
}

describe('the demo shipments', () => {
  it('are the same files byte for byte for the same options, and others for another seed', () => {
    const again = [...generateDemoShipments(options)];
    expect(again.map(demoFileText)).toEqual(files.map(demoFileText));
    const other = [...generateDemoShipments({ ...options, seed: 'another' })];
    expect(other.map(demoFileText)).not.toEqual(files.map(demoFileText));
  });

  it('are UPS and FedEx files of every client, week by week, about the size asked for', () => {
    expect(new Set(files.map((file) => `${file.client} ${file.carrier}`)).size).toBe(6);
    expect(files.length).toBeGreaterThan(6 * 50);
    expect(shipments.length).toBeGreaterThan(11_000);
    expect(shipments.length).toBeLessThanOrEqual(12_000);
  });

  it('ship the services of both carriers, mostly ground, with some abroad', () => {
    const ground = shipments.filter((pkg) => !pkg.service.express);
    expect(share(ground.length)).toBeGreaterThan(0.55);
    expect(share(ground.length)).toBeLessThan(0.85);
    expect(new Set(shipments.map((pkg) => pkg.service.sla)).size).toBe(12);
    const abroad = shipments.filter((pkg) => pkg.service.international);
    expect(share(abroad.length)).toBeGreaterThan(0.02);
    expect(share(abroad.length)).toBeLessThan(0.08);
  });

  it('go to zones 2 to 8 at home and to zones of their own abroad, in weights of every band', () => {
    const zones = new Set(
      shipments.filter((pkg) => !pkg.service.international).map((pkg) => Number(pkg.zone)),
    );
    for (const zone of [2, 3, 4, 5, 6, 7, 8]) expect(zones).toContain(zone);
    expect(Math.max(...shipments.map((pkg) => pkg.billedLb))).toBeGreaterThan(70);
    expect(share(shipments.filter((pkg) => pkg.billedLb <= 5).length)).toBeGreaterThan(0.3);
  });

  it('charge fuel on every package, and accessorials at the rates shippers see', () => {
    expect(shipments.every((pkg) => has(pkg, /^Fuel Surcharge$/))).toBe(true);
    const residential = shipments.filter((pkg) => pkg.residential);
    expect(share(residential.length)).toBeGreaterThan(0.3);
    expect(share(shipments.filter((pkg) => has(pkg, /^Delivery Area Surcharge/)).length)).toBeGreaterThan(
      0.05,
    );
    for (const pattern of [
      /Additional Handling/,
      /Signature/,
      /Saturday/,
      /Declared Value/,
      /Address Correction/,
    ]) {
      expect(shipments.some((pkg) => has(pkg, pattern))).toBe(true);
    }
    const peak = shipments.filter((pkg) => has(pkg, /^Demand Surcharge/));
    expect(peak.length).toBeGreaterThan(0);
    expect(peak.every((pkg) => /^\d{4}-(10|11|12|01)-/.test(pkg.shipDate))).toBe(true);
  });

  it('are discounted by contract, some packages less than promised', () => {
    const freight = shipments.map((pkg) => pkg.charges[0]!);
    const rates = freight.map((charge) => charge.incentiveCents / (charge.netCents + charge.incentiveCents));
    expect(rates.every((rate) => rate >= 0 && rate < 0.6)).toBe(true);
    const byService = new Map<string, number[]>();
    shipments.forEach((pkg, index) => {
      const key = `${pkg.origin.company} ${pkg.service.carrier} ${pkg.service.sla} ${pkg.billedLb > 20}`;
      byService.set(key, [...(byService.get(key) ?? []), rates[index]!]);
    });
    const below = [...byService.values()].flatMap((group) => {
      const usual = Math.max(...group);
      return group.filter((rate) => rate < usual - 0.025);
    });
    expect(share(below.length)).toBeGreaterThan(0.01);
    expect(share(below.length)).toBeLessThan(0.1);
  });

  it('are late more often on ground than next day, and in December than in June', () => {
    const nextDay = shipments.filter((pkg) => pkg.service.sla === 'NEXT_DAY');
    const ground = shipments.filter((pkg) => pkg.service.sla === 'GROUND');
    expect(lateShare(ground)).toBeGreaterThan(lateShare(nextDay));
    const december = shipments.filter((pkg) => pkg.shipDate.slice(5, 7) === '12');
    const june = shipments.filter((pkg) => pkg.shipDate.slice(5, 7) === '06');
    expect(lateShare(december)).toBeGreaterThan(lateShare(june) * 1.3);
  });

  it('bill a few services and charges under new names from the last three months on, and nothing else differs', () => {
    const billed = files.flatMap((file) => file.invoices.flatMap((invoice) => invoice.packages));
    for (const name of demoRenamedNames.values()) {
      const under = billed.filter(
        (pkg) => pkg.serviceName === name || pkg.charges.some((charge) => charge.description === name),
      );
      expect(under.length, name).toBeGreaterThan(0);
      expect(share(under.length), name).toBeLessThan(0.01);
      expect(under.every((pkg) => pkg.shipDate >= '2025-10-01')).toBe(true);
    }
    const revert = (text: string) =>
      [...demoRenamedNames].reduce((reverted, [usual, renamed]) => reverted.replaceAll(renamed, usual), text);
    const usualNames = [...generateDemoShipments({ ...options, renamedNames: new Map() })];
    expect(files.map((file) => revert(demoFileText(file)))).toEqual(usualNames.map(demoFileText));
  });

  it('bill corrections a period later, and leave some packages untrackable or on their way', () => {
    const adjustments = files
      .flatMap((file) => file.invoices.flatMap((invoice) => invoice.packages))
      .filter((pkg) => pkg.adjustment);
    expect(share(adjustments.length)).toBeGreaterThan(0.01);
    expect(shipments.some((pkg) => pkg.trackingNumber.startsWith('9274'))).toBe(true);
    expect(shipments.some((pkg) => !pkg.deliveryDate)).toBe(true);
  });
});
