import { downgradeCandidates } from '../../repositories/analytics/mode-optimization.js';
import { type FigureRow } from '../../repositories/analytics/slice.js';
import {
  bothTotals,
  byZone,
  panelOf,
  percent,
  ranked,
  sumsReadBy,
  tilesOf,
  type KindFigures,
  type KindInput,
  type TileDefinition,
  type Totals,
} from './figures.js';

type ModeTotals = Totals & { candidates: number; savings: number };

const modeTiles: TileDefinition<ModeTotals>[] = [
  {
    key: 'expressPackagePct',
    label: 'Express share of packages',
    format: 'percent',
    reads: ['expressPackages', 'packages'],
    value: (t) => percent(t.expressPackages, t.packages),
  },
  {
    key: 'expressSpendPct',
    label: 'Express share of spend',
    format: 'percent',
    reads: ['expressNet', 'net'],
    value: (t) => percent(t.expressNet, t.net),
  },
  {
    key: 'downgradeCandidates',
    label: 'Downgrade candidates',
    format: 'count',
    reads: ['candidates'],
    value: (t) => t.candidates,
  },
  {
    key: 'estimatedSavings',
    label: 'Estimated savings',
    format: 'money',
    reads: ['savings'],
    value: (t) => t.savings,
  },
];

const series = [
  { name: 'Estimated savings', value: (row: FigureRow) => Number(row.savings) },
  { name: 'Candidates', value: (row: FigureRow) => Number(row.packages), format: 'count' as const },
];

/** Mode optimization: domestic express packages ground would have delivered in time, and what that would save. */
export async function modeOptimization(input: KindInput): Promise<KindFigures> {
  const { db, slice, previous } = input;
  const [[current, before], [[now], zones, byService, byState], [[then]]] = await Promise.all([
    bothTotals(input, sumsReadBy(modeTiles)),
    downgradeCandidates(db, slice, [[], ['zone'], ['service'], ['senderState']]),
    downgradeCandidates(db, previous, [[]]),
  ]);
  const withCandidates = (totals: Totals, row: FigureRow | undefined): ModeTotals => ({
    ...totals,
    candidates: Number(row?.packages ?? 0),
    savings: Number(row?.savings ?? 0),
  });
  return {
    tiles: tilesOf(modeTiles, withCandidates(current, now), withCandidates(before, then)),
    panels: [
      panelOf(
        {
          key: 'candidatesByZone',
          title: 'Express packages ground would deliver in time, by zone',
          chart: 'bar',
          dimension: 'zone',
          format: 'money',
        },
        byZone(zones),
        series,
      ),
      panelOf(
        {
          key: 'savingsByService',
          title: 'Estimated savings by service',
          chart: 'rankedBar',
          dimension: 'service',
          format: 'money',
        },
        ranked(byService, 'savings', 'service'),
        series,
      ),
      panelOf(
        {
          key: 'savingsBySenderState',
          title: 'Estimated savings by origin state',
          chart: 'rankedBar',
          dimension: 'senderState',
          format: 'money',
        },
        ranked(
          byState.filter((row) => row.senderState !== null),
          'savings',
          'senderState',
        ),
        series,
      ),
    ],
  };
}
