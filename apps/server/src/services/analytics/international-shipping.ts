import { sumCharges, sumPackages } from '../../repositories/analytics/grouping-sets.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import { packagesByTransitDays } from '../../repositories/analytics/transit-and-refunds.js';
import {
  bothTotals,
  chargeSums,
  monthlyPanel,
  packageSums,
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

const internationalTiles: TileDefinition[] = [
  sharedTiles.netSpend,
  sharedTiles.packages,
  sharedTiles.costPerPackage,
  {
    key: 'dutiesTaxesBrokerage',
    label: 'Duties, taxes and brokerage',
    format: 'money',
    reads: ['dutiesTaxesBrokerage'],
    value: (t) => t.dutiesTaxesBrokerage,
  },
  sharedTiles.averageTransitDays,
  {
    key: 'latePct',
    label: 'Late',
    format: 'percent',
    reads: ['late', 'onTime'],
    value: (t) => percent(t.late, t.onTime + t.late),
  },
];

/** International shipping: packages leaving the country, by destination, service, duties and transit. */
export async function internationalShipping(input: KindInput): Promise<KindFigures> {
  const { db, slice } = input;
  const [[current, previous], byCountry, byService, duties, transit] = await Promise.all([
    bothTotals(input, sumsReadBy(internationalTiles)),
    sumCharges(db, slice, { net: chargeSums.net }, ['receiverCountry']),
    sumPackages(db, slice, { packages: packageSums.packages, net: 'sum(net_amount)' }, ['service']),
    sumCharges(db, slice, { net: chargeSums.net }, ['month', 'unifiedChargeGrouping']),
    packagesByTransitDays(db, slice),
  ]);
  const dutyRows = duties.filter(
    (row) => row.unifiedChargeGrouping === 'DUTIES_TAXES' || row.unifiedChargeGrouping === 'BROKERAGE',
  );
  return {
    tiles: tilesOf(internationalTiles, current, previous),
    panels: [
      panelOf(
        {
          key: 'byCountry',
          title: 'Net spend by destination country',
          chart: 'rankedBar',
          dimension: 'receiverCountry',
          format: 'money',
        },
        ranked(
          byCountry.filter((row) => row.receiverCountry !== null),
          'net',
          'receiverCountry',
        ),
        [{ name: 'Net spend', value: (row) => Number(row.net) }],
      ),
      panelOf(
        { key: 'byService', title: 'By service', chart: 'table', dimension: 'service', format: 'money' },
        ranked(byService, 'net', 'service'),
        [
          { name: 'Net spend', value: (row: FigureRow) => Number(row.net) },
          { name: 'Packages', value: (row: FigureRow) => Number(row.packages), format: 'count' },
          {
            name: 'Cost per package',
            value: (row: FigureRow) => ratio(Number(row.net), Number(row.packages)),
          },
        ],
      ),
      monthlyPanel(
        {
          key: 'dutiesByMonth',
          title: 'Duties, taxes and brokerage by month',
          chart: 'stackedBar',
          format: 'money',
        },
        dutyRows,
        slice,
        'unifiedChargeGrouping',
        (row) => Number(row.net),
        { DUTIES_TAXES: 'Duties and taxes', BROKERAGE: 'Brokerage' },
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
    ],
  };
}
