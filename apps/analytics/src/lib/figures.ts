import type { components } from '@waybill/api-client';
import { figureChange, formatFigure, type FigureChange, type FigureKind } from '@waybill/ui/charts';

/** How the server says a figure reads (`AnalyticsFormat` of the contract). */
export type AnalyticsFormat = components['schemas']['AnalyticsFormat'];

const FIGURE_KIND: Record<AnalyticsFormat, FigureKind> = {
  money: 'money',
  count: 'count',
  percent: 'percent',
  // Averages (zone, transit days) and weights read with one decimal.
  number: 'decimal',
  days: 'decimal',
  weight: 'decimal',
};

/** The design system's way of showing a figure of the given format. */
export function figureKindOf(format: AnalyticsFormat): FigureKind {
  return FIGURE_KIND[format];
}

/**
 * A figure of the API as the charts take it: the API sends percentages as 0-100, the charts and tiles take
 * ratios (23.4% is 0.234). Null (a ratio over zero) stays null, shown '—'.
 */
export function toFigure(value: number | null | undefined, format: AnalyticsFormat): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return format === 'percent' ? value / 100 : value;
}

/**
 * A figure of the API as a table shows it (DASHBOARDS.md): money with $ and 2 decimals, percentages with 1,
 * counts whole, averages with 1 decimal, a missing figure '—'. `inTile` drops the cents from $10,000.
 */
export function formatValue(
  value: number | null | undefined,
  format: AnalyticsFormat,
  options: { inTile?: boolean } = {},
): string {
  return formatFigure(toFigure(value, format), figureKindOf(format), options);
}

/**
 * The change of a tile's figure against the previous period: absolute for money and counts, percentage
 * points for percentages; null when either period has no figure.
 */
export function valueChange(
  value: number | null,
  previous: number | null,
  format: AnalyticsFormat,
): FigureChange | null {
  return figureChange(toFigure(value, format), toFigure(previous, format), figureKindOf(format));
}
