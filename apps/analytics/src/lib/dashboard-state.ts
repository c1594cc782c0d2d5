import type { GoodDirection } from '@waybill/ui/charts';
import type { AnalyticsDashboard, AnalyticsTile } from './dimensions';

/**
 * Whether the dashboard has nothing to show: no packages in scope at all, or none in the range and filters
 * (every figure missing or zero).
 */
export function isEmptyDashboard(dashboard: AnalyticsDashboard): boolean {
  if (dashboard.dataRange === null) return true;
  const hasFigure = (value: number | null | undefined) =>
    value !== null && value !== undefined && value !== 0;
  return (
    !dashboard.tiles.some((tile) => hasFigure(tile.value)) &&
    !dashboard.panels.some((panel) => panel.series.some((series) => series.values.some(hasFigure)))
  );
}

const GOOD_WHEN_UP = /onTime|effectiveDiscount|contractedDiscount|savings|trackComplete|credited|recovery/i;
const GOOD_WHEN_DOWN = /late|variance|underDiscounted|accessorial|costPer|transit|duties|downgrade|expired/i;

/**
 * Which way of a tile's figure is good news, by its key: on-time and discount rates and refunds recovered up;
 * lateness, variance, accessorials, unit costs, transit times and refunds lost to a closed window down. Spend and package counts are neither: more shipping is
 * not bad news in itself.
 */
export function goodDirectionOf(tile: Pick<AnalyticsTile, 'key'>): GoodDirection {
  if (GOOD_WHEN_UP.test(tile.key)) return 'up';
  if (GOOD_WHEN_DOWN.test(tile.key)) return 'down';
  return 'neither';
}
