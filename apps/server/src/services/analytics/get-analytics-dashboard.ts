import type { components, operations } from '@waybill/api-client/schema';
import type { FrameContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { readDetailTotals, type DetailKind } from '../../repositories/analytics-rows.js';
import { unknownCategory, type AnalyticsSlice } from '../../repositories/analytics/slice.js';
import { unmappedServicePackages } from '../../repositories/analytics/unmapped-services.js';
import { frameCapabilities } from '../../policy/policy.js';
import { DASHBOARD_FILTER_DIMENSIONS } from '@waybill/api-client/vocabulary';
import { accessorialsSummary } from './accessorials-summary.js';
import { discountMonitoringSummary } from './discount-monitoring-summary.js';
import { discounts } from './discounts.js';
import { domesticShipping } from './domestic-shipping.js';
import { executiveSummary } from './executive-summary.js';
import {
  rounded,
  tilesOf,
  type DashboardKind,
  type KindFigures,
  type KindInput,
  type TileDefinition,
} from './figures.js';
import { internationalShipping } from './international-shipping.js';
import { modeOptimization } from './mode-optimization.js';
import { performanceTracker } from './performance-tracker.js';
import { previousRange, resolveRange } from './range.js';
import { refunds } from './refunds.js';
import { organizationsOf } from './scope.js';

export type DashboardQuery = NonNullable<operations['getAnalyticsDashboard']['parameters']['query']>;
type Dashboard = components['schemas']['AnalyticsDashboard'];

/** The count and amount tiles of a detail kind: the rows its table shows (all pages). */
function detailTiles(kind: DetailKind): TileDefinition<{ count: number; amount: number }>[] {
  return kind === 'accessorials_detail'
    ? [
        {
          key: 'rowCount',
          label: 'Accessorial charges',
          format: 'count',
          reads: ['count'],
          value: (t) => t.count,
        },
        {
          key: 'rowAmount',
          label: 'Accessorial spend',
          format: 'money',
          reads: ['amount'],
          value: (t) => t.amount,
        },
      ]
    : [
        {
          key: 'rowCount',
          label: 'Freight charges',
          format: 'count',
          reads: ['count'],
          value: (t) => t.count,
        },
        {
          key: 'rowAmount',
          label: 'Discount variance',
          format: 'money',
          reads: ['amount'],
          value: (t) => t.amount,
        },
      ];
}

function detailKind(kind: DetailKind) {
  return async ({ db, slice, previous }: KindInput): Promise<KindFigures> => {
    const filter = (s: AnalyticsSlice) => ({
      organizations: s.organizations,
      from: s.from,
      to: s.to,
      carrier: s.where.carrier,
      unifiedChargeGrouping: s.where.unifiedChargeGrouping,
      service: s.where.service,
      senderState: s.where.senderState,
      slaGrouping: s.where.slaGrouping,
    });
    const [current, before] = await Promise.all([
      readDetailTotals(db, kind, filter(slice)),
      readDetailTotals(db, kind, filter(previous)),
    ]);
    return { tiles: tilesOf(detailTiles(kind), current, before), panels: [] };
  };
}

const kinds: Record<DashboardKind, (input: KindInput) => Promise<KindFigures>> = {
  executive_summary: executiveSummary,
  domestic_shipping: domesticShipping,
  international_shipping: internationalShipping,
  accessorials_summary: accessorialsSummary,
  accessorials_detail: detailKind('accessorials_detail'),
  discount_monitoring_summary: discountMonitoringSummary,
  discount_monitoring_detail: detailKind('discount_monitoring_detail'),
  mode_optimization: modeOptimization,
  performance_tracker: performanceTracker,
  refunds,
  discounts,
};

/** The shipments a kind is about, whatever the cross-filters say. */
const kindScope: Partial<Record<DashboardKind, 'Domestic' | 'International'>> = {
  domestic_shipping: 'Domestic',
  international_shipping: 'International',
};

/**
 * The kinds whose figures rest on the service map, and so leave out packages whose service it does not know: the
 * domestic and international kinds are about one scope; mode optimization compares express with ground; the
 * performance tracker judges lateness against the service level's commitment; discount monitoring compares with
 * the contract by SLA group. The executive summary, the accessorial kinds, the discount detail's rows and the
 * discounts overview keep them.
 */
const kindsWithoutUnmappedServices: ReadonlySet<DashboardKind> = new Set([
  'domestic_shipping',
  'international_shipping',
  'mode_optimization',
  'performance_tracker',
  'discount_monitoring_summary',
]);

/** What the kind's figures leave out of the slice for want of a mapped service, when it leaves any out. */
async function excludedOf(
  db: Queryable,
  kind: DashboardKind,
  slice: AnalyticsSlice,
): Promise<Pick<Dashboard, 'excluded'>> {
  if (!kindsWithoutUnmappedServices.has(kind)) return {};
  const { packages, net } = await unmappedServicePackages(db, slice);
  return packages > 0 ? { excluded: { packages, net: rounded(net, 'money')! } } : {};
}

/** The dimension filters of the query, normalized as the data holds them. */
function whereOf(query: DashboardQuery, kind: DashboardKind): AnalyticsSlice['where'] {
  const where: AnalyticsSlice['where'] = {};
  for (const dimension of DASHBOARD_FILTER_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) where[dimension] = String(value);
  }
  const upper = (value: string) => (value === unknownCategory ? value : value.toUpperCase());
  if (where.senderState) where.senderState = upper(where.senderState);
  if (where.receiverCountry) where.receiverCountry = upper(where.receiverCountry);
  if (where.zone && /^\d+$/.test(where.zone)) where.zone = String(Number(where.zone));
  const scope = kindScope[kind];
  if (scope) where.scope = scope;
  return where;
}

/**
 * The tiles and panels of the frame token's dashboard over its scope, the range and the cross-filters, the
 * packages they leave out for want of a mapped service, and what the token's user may open beyond the dashboard.
 */
export async function getAnalyticsDashboard(
  context: FrameContext,
  query: DashboardQuery,
): Promise<Dashboard> {
  const { frame, db } = context;
  const [{ range, dataRange }, organizations] = await Promise.all([
    resolveRange(db, frame.scope, query, context.now()),
    organizationsOf(db, frame.scope),
  ]);
  const previous = previousRange(range);
  const where = whereOf(query, frame.kind);
  const slice = { organizations, ...range, where };
  const [figures, excluded] = await Promise.all([
    kinds[frame.kind]({
      db,
      slice,
      previous: { organizations, ...previous, where },
      today: context.now().toISOString().slice(0, 10),
    }),
    excludedOf(db, frame.kind, slice),
  ]);
  return {
    kind: frame.kind,
    theme: frame.theme,
    scopeName: frame.scopeName,
    range,
    previousRange: previous,
    dataRange: dataRange ? { first: dataRange.from, last: dataRange.to } : null,
    ...figures,
    ...excluded,
    capabilities: frameCapabilities(frame.holder),
  };
}
