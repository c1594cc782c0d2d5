import { CARRIER_NAMES } from '@waybill/api-client/vocabulary';
import { sumCharges } from '../../repositories/analytics/grouping-sets.js';
import {
  bothTotals,
  chargeSums,
  monthlyPanel,
  percent,
  sharedTiles,
  sumsReadBy,
  tilesOf,
  type KindFigures,
  type KindInput,
  type TileDefinition,
} from './figures.js';

const discountTiles: TileDefinition[] = [
  sharedTiles.effectiveDiscountPct,
  {
    key: 'incentiveAmount',
    label: 'Incentive',
    format: 'money',
    reads: ['incentive'],
    value: (t) => t.incentive,
  },
];

/** Discounts (the fallback kind): the effective discount by carrier and month. */
export async function discounts(input: KindInput): Promise<KindFigures> {
  const [[current, previous], byMonth] = await Promise.all([
    bothTotals(input, sumsReadBy(discountTiles)),
    sumCharges(input.db, input.slice, { gross: chargeSums.gross, incentive: chargeSums.incentive }, [
      'month',
      'carrier',
    ]),
  ]);
  return {
    tiles: tilesOf(discountTiles, current, previous),
    panels: [
      monthlyPanel(
        {
          key: 'effectiveDiscountByMonth',
          title: 'Effective discount by carrier and month',
          chart: 'line',
          format: 'percent',
        },
        byMonth,
        input.slice,
        'carrier',
        (row) => percent(Number(row.incentive), Number(row.gross)),
        CARRIER_NAMES,
      ),
    ],
  };
}
