import { filteredDimensions, type AnalyticsSlice, type GroupDimension } from './slice.js';
import {
  chargeRollup,
  chargeServiceSummary,
  chargeSummary,
  chargeWeekRollup,
  packageRollup,
  packageSummary,
  packageWeekRollup,
  packageZoneRollup,
  type Summary,
} from './summaries.js';

/** Which summary answers a read, and which of its measures it sums. */

/** Whether every dimension the slice filters by and `dimensions` groups by is among `carried`. */
export function carries(
  carried: readonly GroupDimension[],
  slice: AnalyticsSlice,
  dimensions: readonly GroupDimension[],
): boolean {
  return [...dimensions, ...filteredDimensions(slice)].every((dimension) => carried.includes(dimension));
}

/** The first of `summaries` (smallest first) whose key carries what `dimensions` group by and the slice filters by. */
function smallestCarrying(
  summaries: readonly Summary[],
  slice: AnalyticsSlice,
  dimensions: readonly GroupDimension[],
): Summary | undefined {
  return summaries.find((summary) => carries(summary.dimensions, slice, dimensions));
}

/**
 * The summary packageSource reads whole months from, or undefined when it reads every day from the facts: the
 * smallest whose key carries every dimension `dimensions` groups by and the slice filters by: the monthly rollup
 * (about a twelfth of package_month_summaries' rows), the weekly one for a week grain (about a third), the zone
 * rollup for zones and weight bands (about a third), else the full summary (also for a reader without
 * `dimensions`). A week grain the weekly rollup cannot serve and a grouping filter (no summary carries it) read
 * the facts.
 */
export function packageSourceFor(
  slice: AnalyticsSlice,
  dimensions: readonly GroupDimension[] | undefined,
): Summary | undefined {
  if (slice.where.unifiedChargeGrouping !== undefined) return undefined;
  if (!dimensions) return packageSummary;
  return smallestCarrying(
    [packageRollup, packageWeekRollup, packageZoneRollup, packageSummary],
    slice,
    dimensions,
  );
}

/**
 * The summary chargeSource reads whole months from, or undefined when it reads every day from the facts: the
 * smallest that carries every dimension grouped and filtered on (the monthly rollup, the weekly one, the full
 * summary without or with sender states and receiver countries); a zone or weight band, or a week with a
 * dimension the weekly rollup lacks, reads the facts.
 */
export function chargeSourceFor(
  slice: AnalyticsSlice,
  dimensions: readonly GroupDimension[],
): Summary | undefined {
  return smallestCarrying(
    [chargeRollup, chargeWeekRollup, chargeServiceSummary, chargeSummary],
    slice,
    dimensions,
  );
}

/**
 * `summary` reading only the measures that `sums` (SQL over its columns) name, or every one without `sums`: a read
 * then neither computes the other measures from the facts nor sums them (a total of four package measures over
 * the days of a cut month computed all thirty).
 */
export function readingOnly(summary: Summary, sums: readonly string[] | undefined): Summary {
  if (!sums) return summary;
  const named = ({ name }: { name: string }) => sums.some((sql) => new RegExp(`\\b${name}\\b`).test(sql));
  return { ...summary, measures: summary.measures.filter(named) };
}
