import { sumPackages, sumPackagesBy } from '../../repositories/analytics/grouping-sets.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import {
  packagesByTransitDays,
  refundEligiblePackages,
} from '../../repositories/analytics/transit-and-refunds.js';
import {
  bothTotals,
  byZone,
  panelOf,
  percent,
  ranked,
  ratio,
  sharedTiles,
  sumsReadBy,
  tilesOf,
  type KindFigures,
  type KindInput,
  type TileDefinition,
} from './figures.js';

const performanceTiles: TileDefinition[] = [
  sharedTiles.onTimePct,
  sharedTiles.latePackages,
  {
    key: 'refundEligiblePackages',
    label: 'Refund-eligible packages',
    format: 'count',
    reads: ['gsrPackages'],
    value: (t) => t.gsrPackages,
  },
  sharedTiles.refundEligibleAmount,
  sharedTiles.averageTransitDays,
  {
    key: 'averageTransitBusinessDays',
    label: 'Average transit business days',
    format: 'days',
    reads: ['transitBusinessDays', 'delivered'],
    value: (t) => ratio(t.transitBusinessDays, t.delivered),
  },
  {
    key: 'trackCompletePct',
    label: 'Track complete',
    format: 'percent',
    reads: ['trackComplete', 'trackEligible'],
    value: (t) => percent(t.trackComplete, t.trackEligible),
  },
];

/** How many refund-eligible packages the list shows, largest refund first. */
export const refundListLimit = 100;

const onTime = { onTime: 'sum(on_time)', late: 'sum(late)' };
const onTimeSeries = [
  {
    name: 'On-time %',
    value: (row: FigureRow) => percent(Number(row.onTime), Number(row.onTime) + Number(row.late)),
  },
  { name: 'Late', value: (row: FigureRow) => Number(row.late), format: 'count' as const },
];
const judged = (rows: FigureRow[]) => rows.filter((row) => Number(row.onTime) + Number(row.late) > 0);

/** Performance tracker: on-time delivery, late packages and the refunds they are owed. */
export async function performanceTracker(input: KindInput): Promise<KindFigures> {
  const { db, slice } = input;
  const [[current, previous], [byCarrier, byService, zones], byWeek, transit, refunds] = await Promise.all([
    bothTotals(input, sumsReadBy(performanceTiles)),
    sumPackagesBy(db, slice, onTime, [['carrier'], ['service'], ['zone']]),
    sumPackages(db, slice, { late: 'sum(late)' }, ['week']),
    packagesByTransitDays(db, slice),
    refundEligiblePackages(db, slice, refundListLimit),
  ]);
  return {
    tiles: tilesOf(performanceTiles, current, previous),
    panels: [
      panelOf(
        {
          key: 'onTimeByCarrier',
          title: 'On-time % by carrier',
          chart: 'bar',
          dimension: 'carrier',
          format: 'percent',
        },
        judged(byCarrier).sort((a, b) => String(a.carrier).localeCompare(String(b.carrier))),
        onTimeSeries,
      ),
      panelOf(
        {
          key: 'onTimeByService',
          title: 'On-time % by service',
          chart: 'bar',
          dimension: 'service',
          format: 'percent',
        },
        ranked(judged(byService), 'late', 'service'),
        onTimeSeries,
      ),
      panelOf(
        {
          key: 'onTimeByZone',
          title: 'On-time % by zone',
          chart: 'bar',
          dimension: 'zone',
          format: 'percent',
        },
        byZone(judged(zones)),
        onTimeSeries,
      ),
      panelOf(
        {
          key: 'lateByWeek',
          title: 'Late packages by week',
          chart: 'line',
          dimension: 'week',
          format: 'count',
        },
        [...byWeek].sort((a, b) => String(a.week).localeCompare(String(b.week))),
        [{ name: 'Late packages', value: (row) => Number(row.late) }],
      ),
      panelOf(
        {
          key: 'transitDays',
          title: 'Transit days',
          chart: 'bar',
          dimension: 'transitDays',
          format: 'count',
        },
        transit,
        [{ name: 'Packages', value: (row) => Number(row.packages) }],
      ),
      panelOf(
        {
          key: 'refundEligible',
          title: 'Refund-eligible packages',
          chart: 'table',
          dimension: 'trackingNumber',
          format: 'money',
        },
        refunds,
        [{ name: 'Refund-eligible $', value: (row) => Number(row.amount) }],
      ),
    ],
  };
}
