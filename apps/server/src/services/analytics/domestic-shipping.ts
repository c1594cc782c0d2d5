import { sumCharges, sumPackages, sumPackagesBy } from '../../repositories/analytics/grouping-sets.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import {
  bothTotals,
  byWeightBand,
  byZone,
  chargeSums,
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

const domesticTiles: TileDefinition[] = [
  sharedTiles.netSpend,
  sharedTiles.packages,
  sharedTiles.costPerPackage,
  sharedTiles.costPerLb,
  {
    key: 'residentialPct',
    label: 'Residential',
    format: 'percent',
    reads: ['residential', 'packages'],
    value: (t) => percent(t.residential, t.packages),
  },
  {
    key: 'averageZone',
    label: 'Average zone',
    format: 'number',
    reads: ['zoneSum', 'zonePackages'],
    value: (t) => ratio(t.zoneSum, t.zonePackages),
  },
];

const packageMeasures = { packages: packageSums.packages, net: 'sum(net_amount)' };
const spendSeries = [
  { name: 'Net spend', value: (row: FigureRow) => Number(row.net) },
  { name: 'Packages', value: (row: FigureRow) => Number(row.packages), format: 'count' as const },
  { name: 'Cost per package', value: (row: FigureRow) => ratio(Number(row.net), Number(row.packages)) },
];

/** Domestic shipping: US-to-US packages, by service, zone, weight band, residential and sender state. */
export async function domesticShipping(input: KindInput): Promise<KindFigures> {
  const { db, slice } = input;
  const [[current, previous], [byService, zones, bands], byResidential, byState] = await Promise.all([
    bothTotals(input, sumsReadBy(domesticTiles)),
    // Zones and weight bands in one read of the full package summary (the only one that carries them).
    sumPackagesBy(db, slice, packageMeasures, [['service'], ['zone'], ['weightBand']]),
    sumPackages(db, slice, {
      residential: 'sum(residential_packages)',
      commercial: 'sum(packages) - sum(residential_packages)',
      residentialNet: 'sum(residential_net)',
      commercialNet: 'sum(net_amount) - sum(residential_net)',
    }),
    sumCharges(db, slice, { net: chargeSums.net }, ['senderState']),
  ]);
  const split = byResidential[0]!;
  const residentialRows: FigureRow[] = [
    { kind: 'Residential', packages: Number(split.residential), net: Number(split.residentialNet) },
    { kind: 'Commercial', packages: Number(split.commercial), net: Number(split.commercialNet) },
  ];
  return {
    tiles: tilesOf(domesticTiles, current, previous),
    panels: [
      panelOf(
        { key: 'byService', title: 'By service', chart: 'table', dimension: 'service', format: 'money' },
        ranked(byService, 'net', 'service'),
        spendSeries,
      ),
      panelOf(
        { key: 'byZone', title: 'Net spend by zone', chart: 'bar', dimension: 'zone', format: 'money' },
        byZone(zones),
        spendSeries,
      ),
      panelOf(
        {
          key: 'byWeightBand',
          title: 'Net spend by weight band',
          chart: 'bar',
          dimension: 'weightBand',
          format: 'money',
        },
        byWeightBand(bands),
        spendSeries,
      ),
      panelOf(
        {
          key: 'residentialVsCommercial',
          title: 'Residential vs commercial',
          chart: 'donut',
          dimension: 'none',
          format: 'count',
          groupBy: 'kind',
        },
        residentialRows,
        [
          { name: 'Packages', value: (row) => Number(row.packages) },
          { name: 'Net spend', value: (row) => Number(row.net), format: 'money' },
        ],
      ),
      panelOf(
        {
          key: 'netBySenderState',
          title: 'Net spend by sender state',
          chart: 'usStateMap',
          dimension: 'senderState',
          format: 'money',
        },
        ranked(
          byState.filter((row) => row.senderState !== null),
          'net',
          'senderState',
        ),
        [{ name: 'Net spend', value: (row) => Number(row.net) }],
      ),
    ],
  };
}
