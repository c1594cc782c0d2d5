import { CARRIER_NAMES } from '@waybill/api-client/vocabulary';
import { sumChargesBy } from '../../repositories/analytics/grouping-sets.js';
import { creditedRefundTotal } from '../../repositories/analytics/refund-outcomes.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import {
  chargeSums,
  monthlyPanel,
  panelOf,
  ranked,
  readTotals,
  sharedTiles,
  sumsReadBy,
  tilesOf,
  type KindFigures,
  type KindInput,
  type TileDefinition,
  type Totals,
} from './figures.js';

/** The executive summary's totals: the shared sums, and the refunds credited (the Refunds kind's credited $). */
type ExecutiveTotals = Totals & { credited: number };

export const executiveTiles: TileDefinition<ExecutiveTotals>[] = [
  sharedTiles.netSpend,
  sharedTiles.grossSpend,
  { ...sharedTiles.effectiveDiscountPct, linkKind: 'discount_monitoring_detail' },
  sharedTiles.packages,
  sharedTiles.costPerPackage,
  sharedTiles.costPerLb,
  { ...sharedTiles.accessorialPct, linkKind: 'accessorials_detail' },
  sharedTiles.onTimePct,
  { ...sharedTiles.latePackages, linkKind: 'performance_tracker' },
  {
    key: 'refundsCredited',
    label: 'Refunds credited',
    format: 'money',
    reads: ['credited'],
    value: (t) => t.credited,
    linkKind: 'refunds',
  },
];

/** Executive summary: the spend, discount, volume and service headline, and where the money goes. */
export async function executiveSummary(input: KindInput): Promise<KindFigures> {
  const { db, slice, previous, today } = input;
  const sums = sumsReadBy(executiveTiles);
  const totalsOf = async (period: typeof slice): Promise<ExecutiveTotals> => {
    const [shared, credited] = await Promise.all([
      readTotals(db, period, sums),
      creditedRefundTotal(db, period, today),
    ]);
    return { ...shared, credited };
  };
  const [totals, before, [byMonth, byGrouping, byService, byMode, byScope]] = await Promise.all([
    totalsOf(slice),
    totalsOf(previous),
    sumChargesBy(db, slice, { net: chargeSums.net }, [
      ['month', 'carrier'],
      ['unifiedChargeGrouping'],
      ['service'],
      ['groundVsExpress'],
      ['scope'],
    ]),
  ]);
  const netSeries = [{ name: 'Net spend', value: (row: FigureRow) => Number(row.net) }];
  return {
    tiles: tilesOf(executiveTiles, totals, before),
    panels: [
      monthlyPanel(
        {
          key: 'netByMonthAndCarrier',
          title: 'Net spend by month and carrier',
          chart: 'stackedBar',
          format: 'money',
        },
        byMonth,
        slice,
        'carrier',
        (row) => Number(row.net),
        CARRIER_NAMES,
      ),
      panelOf(
        {
          key: 'netByGrouping',
          title: 'Net spend by charge grouping',
          chart: 'donut',
          dimension: 'unifiedChargeGrouping',
          format: 'money',
        },
        ranked(byGrouping, 'net', 'unifiedChargeGrouping'),
        netSeries,
      ),
      panelOf(
        {
          key: 'topServices',
          title: 'Top 10 services by net spend',
          chart: 'rankedBar',
          dimension: 'service',
          format: 'money',
        },
        ranked(byService, 'net', 'service', 10),
        netSeries,
      ),
      panelOf(
        {
          key: 'groundVsExpress',
          title: 'Ground vs express',
          chart: 'donut',
          dimension: 'groundVsExpress',
          format: 'money',
        },
        ranked(byMode, 'net', 'groundVsExpress'),
        netSeries,
      ),
      panelOf(
        {
          key: 'domesticVsInternational',
          title: 'Domestic vs international',
          chart: 'donut',
          dimension: 'scope',
          format: 'money',
        },
        ranked(byScope, 'net', 'scope'),
        netSeries,
      ),
    ],
  };
}
