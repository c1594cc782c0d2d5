import { downgradeCandidates, type FigureRow } from '../../repositories/analytics.js';
import {
  bothTotals,
  byZone,
  panelOf,
  percent,
  ranked,
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
    value: (t) => percent(t.expressPackages, t.packages),
  },
  {
    key: 'expressSpendPct',
    label: 'Express share of spend',
    format: 'percent',
    value: (t) => percent(t.expressNet, t.net),
  },
  { key: 'downgradeCandidates', label: 'Downgrade candidates', format: 'count', value: (t) => t.candidates },
  { key: 'estimatedSavings', label: 'Estimated savings', format: 'money', value: (t) => t.savings },
];

/**
 * The average ground cost a candidate is compared with is the scope's, over the range: the panel's own
 * cross-filters (a service, express only) would otherwise leave no ground packages to compare with.
 */
function groundSlice(slice: KindInput['slice']): KindInput['slice'] {
  const { service: _service, slaGrouping: _sla, groundVsExpress: _mode, ...where } = slice.where;
  return { ...slice, where };
}

const series = [
  { name: 'Estimated savings', value: (row: FigureRow) => Number(row.savings) },
  { name: 'Candidates', value: (row: FigureRow) => Number(row.packages), format: 'count' as const },
];

/** Mode optimization: domestic express packages ground would have delivered in time, and what that would save. */
export async function modeOptimization(input: KindInput): Promise<KindFigures> {
  const { db, slice, previous } = input;
  const [[current, before], [now], [then], zones, byService, byState] = await Promise.all([
    bothTotals(input),
    downgradeCandidates(db, slice, groundSlice(slice), []),
    downgradeCandidates(db, previous, groundSlice(previous), []),
    downgradeCandidates(db, slice, groundSlice(slice), ['zone']),
    downgradeCandidates(db, slice, groundSlice(slice), ['service']),
    downgradeCandidates(db, slice, groundSlice(slice), ['senderState']),
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
