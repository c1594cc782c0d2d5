import { sumPackagesBy } from '../../repositories/analytics/grouping-sets.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import {
  bothTotals,
  byWeightBand,
  byZone,
  monthsOf,
  panelOf,
  percent,
  sharedTiles,
  sumsReadBy,
  tilesOf,
  type KindFigures,
  type KindInput,
  type SeriesDefinition,
  type TileDefinition,
} from './figures.js';

const discountTiles: TileDefinition[] = [
  { ...sharedTiles.effectiveDiscountPct, linkKind: 'discount_monitoring_detail' },
  {
    key: 'contractedDiscountPct',
    label: 'Contracted discount',
    format: 'percent',
    reads: ['expectedFreightIncentive', 'contractedFreightGross'],
    value: (t) => percent(t.expectedFreightIncentive, t.contractedFreightGross),
  },
  {
    key: 'varianceAmount',
    label: 'Discount variance',
    format: 'money',
    reads: ['variance'],
    value: (t) => t.variance,
  },
  {
    key: 'underDiscountedPackages',
    label: 'Under-discounted packages',
    format: 'count',
    reads: ['underDiscounted'],
    value: (t) => t.underDiscounted,
  },
];

/**
 * Effective against contracted discount, both over the freight of packages the contract covers, so the two
 * compare like for like.
 */
const contractMeasures = {
  gross: 'sum(contracted_freight_gross)',
  incentive: 'sum(contracted_freight_incentive)',
  expected: 'sum(expected_freight_incentive)',
  variance: 'sum(discount_variance)',
};
const comparison: SeriesDefinition[] = [
  { name: 'Effective %', value: (row: FigureRow) => percent(Number(row.incentive), Number(row.gross)) },
  { name: 'Contracted %', value: (row: FigureRow) => percent(Number(row.expected), Number(row.gross)) },
];
const covered = (rows: FigureRow[]) => rows.filter((row) => Number(row.gross) !== 0);

/** Discount monitoring: what the contract promises against what the invoices gave. */
export async function discountMonitoringSummary(input: KindInput): Promise<KindFigures> {
  const { db, slice } = input;
  const [[current, previous], [bySla, zones, bands, byMonth]] = await Promise.all([
    bothTotals(input, sumsReadBy(discountTiles)),
    sumPackagesBy(db, slice, contractMeasures, [['slaGrouping'], ['zone'], ['weightBand'], ['month']]),
  ]);
  const months = monthsOf(slice.from, slice.to).map(
    (month) => byMonth.find((row) => row.month === month) ?? { month, variance: 0 },
  );
  return {
    tiles: tilesOf(discountTiles, current, previous),
    panels: [
      panelOf(
        {
          key: 'bySlaGrouping',
          title: 'Effective vs contracted by service level',
          chart: 'bar',
          dimension: 'slaGrouping',
          format: 'percent',
        },
        covered(bySla).sort((a, b) => String(a.slaGrouping).localeCompare(String(b.slaGrouping))),
        comparison,
      ),
      panelOf(
        {
          key: 'byZone',
          title: 'Effective vs contracted by zone',
          chart: 'bar',
          dimension: 'zone',
          format: 'percent',
        },
        byZone(covered(zones)),
        comparison,
      ),
      panelOf(
        {
          key: 'byWeightBand',
          title: 'Effective vs contracted by weight band',
          chart: 'bar',
          dimension: 'weightBand',
          format: 'percent',
        },
        byWeightBand(covered(bands)),
        comparison,
      ),
      panelOf(
        {
          key: 'varianceByMonth',
          title: 'Discount variance by month',
          chart: 'bar',
          dimension: 'month',
          format: 'money',
        },
        months,
        [{ name: 'Variance', value: (row) => Number(row.variance) }],
      ),
    ],
  };
}
