import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsSlice, GroupDimension } from '../../../src/repositories/analytics/slice.js';
import type { DashboardFilterDimension } from '@waybill/api-client/vocabulary';
import {
  chargeSourceFor,
  packageSourceFor,
  readingOnly,
} from '../../../src/repositories/analytics/summary-choice.js';

const sliceWhere = (where: AnalyticsSlice['where']): AnalyticsSlice => ({
  organizations: ['00000000-0000-4000-8000-000000000001'],
  from: '2025-01-01',
  to: '2025-03-31',
  where,
});
const unfiltered = sliceWhere({});

/** The summary column each dimension is read from (DOMAIN.md's column names). */
const columnOf: Record<GroupDimension, string> = {
  month: 'month',
  week: 'week',
  carrier: 'carrier',
  service: 'service',
  unifiedChargeGrouping: 'unified_charge_grouping',
  zone: 'zone',
  weightBand: 'weight_band',
  senderState: 'sender_state',
  receiverCountry: 'receiver_country',
  slaGrouping: 'sla_grouping',
  groundVsExpress: 'ground_vs_express',
  scope: 'scope',
};
const filters = Object.keys(columnOf).filter(
  (dimension): dimension is DashboardFilterDimension => dimension !== 'month' && dimension !== 'week',
);

describe('the summary a package read is answered from', () => {
  it('is the smallest that carries what is grouped and filtered on', () => {
    expect(packageSourceFor(unfiltered, [])?.table).toBe('package_month_rollups');
    expect(packageSourceFor(unfiltered, ['month', 'carrier'])?.table).toBe('package_month_rollups');
    expect(packageSourceFor(unfiltered, ['week'])?.table).toBe('package_week_rollups');
    expect(packageSourceFor(unfiltered, ['zone'])?.table).toBe('package_zone_rollups');
    expect(packageSourceFor(sliceWhere({ zone: '5' }), ['weightBand'])?.table).toBe('package_zone_rollups');
    expect(packageSourceFor(unfiltered, ['senderState'])?.table).toBe('package_month_summaries');
    expect(packageSourceFor(unfiltered, ['service', 'zone'])?.table).toBe('package_month_summaries');
    expect(packageSourceFor(unfiltered, undefined)?.table).toBe('package_month_summaries');
  });

  it('is none (the facts) for a week no weekly rollup carries, or a charge grouping', () => {
    expect(packageSourceFor(unfiltered, ['week', 'zone'])).toBeUndefined();
    expect(packageSourceFor(sliceWhere({ senderState: 'TX' }), ['week'])).toBeUndefined();
    expect(packageSourceFor(sliceWhere({ unifiedChargeGrouping: 'FREIGHT' }), [])).toBeUndefined();
  });
});

describe('the summary a charge read is answered from', () => {
  it('is the smallest that carries what is grouped and filtered on', () => {
    expect(chargeSourceFor(unfiltered, [])?.table).toBe('charge_month_rollups');
    expect(chargeSourceFor(unfiltered, ['month', 'unifiedChargeGrouping'])?.table).toBe(
      'charge_month_rollups',
    );
    expect(chargeSourceFor(unfiltered, ['week'])?.table).toBe('charge_week_rollups');
    const byService = chargeSourceFor(unfiltered, ['service']);
    expect(byService?.table).toBe('charge_month_summaries');
    expect(byService?.key).not.toContain('sender_state');
    expect(chargeSourceFor(unfiltered, ['senderState'])?.key).toContain('sender_state');
  });

  it('is none (the facts) for a zone, a weight band, or a week no weekly rollup carries', () => {
    expect(chargeSourceFor(unfiltered, ['zone'])).toBeUndefined();
    expect(chargeSourceFor(sliceWhere({ weightBand: '1' }), [])).toBeUndefined();
    expect(chargeSourceFor(unfiltered, ['week', 'service'])).toBeUndefined();
  });
});

describe('any read, over random groupings and filters', () => {
  const grouping = fc.subarray(Object.keys(columnOf) as GroupDimension[], { maxLength: 4 });
  const where = fc
    .subarray(filters, { maxLength: 3 })
    .map((dimensions) => Object.fromEntries(dimensions.map((dimension) => [dimension, 'x'])));

  it('is answered from a summary whose key holds every column grouped and filtered on, when one is chosen', () => {
    fc.assert(
      fc.property(grouping, where, (dimensions, filter) => {
        const slice = sliceWhere(filter);
        const needed = [...dimensions, ...Object.keys(filter)].map(
          (dimension) => columnOf[dimension as GroupDimension],
        );
        const chosen = [chargeSourceFor(slice, dimensions)];
        // Packages are not grouped by a charge grouping: a package has charges of several.
        if (!dimensions.includes('unifiedChargeGrouping')) chosen.push(packageSourceFor(slice, dimensions));
        for (const summary of chosen) {
          if (summary) expect(summary.key).toEqual(expect.arrayContaining(needed));
        }
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
  });

  it('reads from the summaries whenever the full summary carries it', () => {
    fc.assert(
      fc.property(grouping, where, (dimensions, filter) => {
        const needed = new Set([...dimensions, ...Object.keys(filter)]);
        const slice = sliceWhere(filter);
        const noWeek = !needed.has('week');
        if (noWeek && !needed.has('unifiedChargeGrouping'))
          expect(packageSourceFor(slice, dimensions)).toBeDefined();
        if (noWeek && !needed.has('zone') && !needed.has('weightBand'))
          expect(chargeSourceFor(slice, dimensions)).toBeDefined();
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
  });
});

describe('the measures a read sums', () => {
  it('are only those its sums name, whole words only', () => {
    const summed = (name: string) => ({ name, aggregate: 'sum' as const });
    const summary = {
      table: 't',
      key: ['month'],
      measures: ['packages', 'gsr_packages', 'net_amount'].map(summed),
      dimensions: ['month' as const],
    };
    expect(readingOnly(summary, ['sum(gsr_packages)', 'sum(net_amount) / 2']).measures).toEqual([
      summed('gsr_packages'),
      summed('net_amount'),
    ]);
    expect(readingOnly(summary, undefined)).toBe(summary);
  });
});
