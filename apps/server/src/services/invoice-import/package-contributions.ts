import {
  packageContribution,
  packageMeasures,
  packageMonthRollup,
  packageMonthSummary,
  packageTransitRollup,
  packageWeekRollup,
  packageZoneRollup,
} from '../../repositories/shipping-summaries.js';

/** The dashboard reads' names for the catalogue's package summaries (repositories/shipping-summaries.ts). */
export { packageContribution };
export const packageSummaryKey = packageMonthSummary.key;
export const packageRollupKey = packageMonthRollup.key;
export const packageWeekRollupKey = packageWeekRollup.key;
export const packageZoneRollupKey = packageZoneRollup.key;
export const packageTransitRollupKey = packageTransitRollup.key;
export const packageSummaryMeasures = Object.fromEntries(
  packageMeasures.map((measure) => [measure.name, measure.perPackage]),
);
