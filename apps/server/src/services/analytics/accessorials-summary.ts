import { sumCharges, sumChargesBy } from '../../repositories/analytics/grouping-sets.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import {
  bothTotals,
  chargeSums,
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

const accessorialTiles: TileDefinition[] = [
  {
    key: 'accessorialSpend',
    label: 'Accessorial spend',
    format: 'money',
    reads: ['accessorial'],
    value: (t) => t.accessorial,
    linkKind: 'accessorials_detail',
  },
  sharedTiles.accessorialPct,
  {
    key: 'accessorialPerPackage',
    label: 'Accessorial $ per package',
    format: 'money',
    reads: ['accessorial', 'packages'],
    value: (t) => ratio(t.accessorial, t.packages),
  },
  {
    key: 'packagesWithAccessorialPct',
    label: 'Packages with an accessorial',
    format: 'percent',
    reads: ['accessorialPackages', 'packages'],
    value: (t) => percent(t.accessorialPackages, t.packages),
  },
];

const netSeries = [{ name: 'Accessorial spend', value: (row: FigureRow) => Number(row.net) }];

/** Accessorials summary: what the charges beyond freight and fuel cost, where and when. */
export async function accessorialsSummary(input: KindInput): Promise<KindFigures> {
  const { db, slice } = input;
  const accessorials = { ...slice, accessorialsOnly: true };
  const measures = { net: chargeSums.net, charges: chargeSums.charges };
  const [[current, previous], [byGrouping, byService, byState], byWeek] = await Promise.all([
    bothTotals(input, sumsReadBy(accessorialTiles)),
    // Services and sender states in one read of the full charge summary (the only one that carries them).
    sumChargesBy(db, accessorials, measures, [['unifiedChargeGrouping'], ['service'], ['senderState']]),
    sumCharges(db, accessorials, measures, ['week']),
  ]);
  return {
    tiles: tilesOf(accessorialTiles, current, previous),
    panels: [
      // The trend first, across the page; the three rankings below it fill a row.
      panelOf(
        {
          key: 'weeklyTrend',
          title: 'Accessorial spend by week',
          chart: 'line',
          dimension: 'week',
          format: 'money',
        },
        [...byWeek].sort((a, b) => String(a.week).localeCompare(String(b.week))),
        netSeries,
      ),
      panelOf(
        {
          key: 'topGroupsBySpend',
          title: 'Top accessorial groups by spend',
          chart: 'rankedBar',
          dimension: 'unifiedChargeGrouping',
          format: 'money',
        },
        ranked(byGrouping, 'net', 'unifiedChargeGrouping', 10),
        netSeries,
      ),
      panelOf(
        {
          key: 'topGroupsByCount',
          title: 'Top accessorial groups by count',
          chart: 'rankedBar',
          dimension: 'unifiedChargeGrouping',
          format: 'count',
        },
        ranked(byGrouping, 'charges', 'unifiedChargeGrouping', 10),
        [{ name: 'Charges', value: (row) => Number(row.charges) }],
      ),
      panelOf(
        {
          key: 'byService',
          title: 'Accessorial spend by service',
          chart: 'rankedBar',
          dimension: 'service',
          format: 'money',
        },
        ranked(byService, 'net', 'service', 10),
        netSeries,
      ),
      panelOf(
        {
          key: 'bySenderState',
          title: 'Accessorial spend by sender state',
          chart: 'usStateMap',
          dimension: 'senderState',
          format: 'money',
        },
        ranked(
          byState.filter((row) => row.senderState !== null),
          'net',
          'senderState',
        ),
        netSeries,
      ),
    ],
  };
}
