import {
  creditedRefunds,
  refundOutcomesByMonthAndCarrier,
} from '../../repositories/analytics/refund-outcomes.js';
import type { FigureRow } from '../../repositories/analytics/slice.js';
import {
  monthsOf,
  panelOf,
  percent,
  readTotals,
  rounded,
  sharedTiles,
  tilesOf,
  type KindFigures,
  type KindInput,
  type SeriesDefinition,
  type TileDefinition,
  type Totals,
} from './figures.js';

/** The refund outcomes of a period (refund-outcomes.ts) beside its refund-eligible $ (the summaries'). */
type RefundTotals = Totals & {
  claimed: number;
  credited: number;
  creditedOfClaimed: number;
  expired: number;
};

const refundTiles: TileDefinition<RefundTotals>[] = [
  { ...sharedTiles.refundEligibleAmount, linkKind: 'performance_tracker' },
  { key: 'claimedAmount', label: 'Claimed $', format: 'money', reads: ['claimed'], value: (t) => t.claimed },
  {
    key: 'creditedAmount',
    label: 'Credited $',
    format: 'money',
    reads: ['credited'],
    value: (t) => t.credited,
  },
  {
    key: 'recoveryRate',
    label: 'Recovery rate',
    format: 'percent',
    reads: ['creditedOfClaimed', 'claimed'],
    value: (t) => percent(t.creditedOfClaimed, t.claimed),
  },
  { key: 'expiredAmount', label: 'Expired $', format: 'money', reads: ['expired'], value: (t) => t.expired },
];

/** How many credited refunds the list shows, the largest first. */
export const creditedListLimit = 100;

const outcomeMeasures = ['claimed', 'credited', 'creditedOfClaimed', 'expired'] as const;

/** Rows summed by `dimension`, in its order. */
function summedBy(rows: FigureRow[], dimension: 'month' | 'carrier'): FigureRow[] {
  const sums = new Map<string, FigureRow>();
  for (const row of rows) {
    const key = String(row[dimension]);
    const sum =
      sums.get(key) ?? Object.fromEntries([[dimension, key], ...outcomeMeasures.map((m) => [m, 0])]);
    for (const measure of outcomeMeasures) sum[measure] = Number(sum[measure]) + Number(row[measure]);
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => String(a[dimension]).localeCompare(String(b[dimension])));
}

async function totalsOf(input: KindInput, slice: KindInput['slice']): Promise<[RefundTotals, FigureRow[]]> {
  const [eligible, rows] = await Promise.all([
    readTotals(input.db, slice, ['gsrAmount']),
    refundOutcomesByMonthAndCarrier(input.db, slice, input.today),
  ]);
  const sum = (measure: (typeof outcomeMeasures)[number]) =>
    rows.reduce((total, row) => total + Number(row[measure]), 0);
  return [
    {
      ...eligible,
      claimed: sum('claimed'),
      credited: sum('credited'),
      creditedOfClaimed: sum('creditedOfClaimed'),
      expired: sum('expired'),
    },
    rows,
  ];
}

const outcomeSeries: SeriesDefinition[] = [
  { name: 'Claimed $', value: (row) => Number(row.claimed) },
  { name: 'Credited $', value: (row) => Number(row.credited) },
  { name: 'Expired $', value: (row) => Number(row.expired) },
];

/** Refunds: what late deliveries were owed, what was claimed, what came back and what the windows let lapse. */
export async function refunds(input: KindInput): Promise<KindFigures> {
  const { db, slice, previous, today } = input;
  const [[current, rows], [before], credited] = await Promise.all([
    totalsOf(input, slice),
    totalsOf(input, previous),
    creditedRefunds(db, slice, today, creditedListLimit),
  ]);
  const byMonth = new Map(summedBy(rows, 'month').map((row) => [String(row.month), row]));
  const months = monthsOf(slice.from, slice.to);
  return {
    tiles: tilesOf(refundTiles, current, before),
    panels: [
      {
        key: 'refundsByMonth',
        title: 'Refunds by month',
        chart: 'line',
        dimension: 'month',
        format: 'money',
        categories: months,
        series: outcomeSeries.map((series) => ({
          name: series.name,
          values: months.map((month) => {
            const row = byMonth.get(month);
            // A month without refunds had none: 0.
            return rounded(row ? series.value(row) : 0, 'money');
          }),
        })),
      },
      panelOf(
        {
          key: 'refundsByCarrier',
          title: 'Refunds by carrier',
          chart: 'bar',
          dimension: 'carrier',
          format: 'money',
        },
        summedBy(rows, 'carrier'),
        outcomeSeries,
      ),
      panelOf(
        {
          key: 'creditedRefunds',
          title: 'Credited refunds',
          chart: 'table',
          dimension: 'trackingNumber',
          format: 'money',
        },
        credited,
        [
          { name: 'Claimed $', value: (row) => Number(row.claimed) },
          { name: 'Credited $', value: (row) => Number(row.credited) },
        ],
      ),
    ],
  };
}
