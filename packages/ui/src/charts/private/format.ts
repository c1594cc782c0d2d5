/** How a figure reads: dollars, a whole count, a ratio shown as a percentage, or a one-decimal average. */
export const FIGURE_KINDS = ['money', 'count', 'percent', 'decimal'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** Shown for a figure that does not exist, such as a ratio whose denominator is 0. */
export const MISSING_FIGURE = '—';

/** Above this many dollars a KPI tile drops the cents. */
const TILE_CENTS_LIMIT = 10_000;

function formatter(kind: FigureKind, value: number, inTile: boolean, sign: boolean): Intl.NumberFormat {
  const signDisplay = sign ? 'exceptZero' : 'auto';
  switch (kind) {
    case 'money': {
      const digits = inTile && Math.abs(value) >= TILE_CENTS_LIMIT ? 0 : 2;
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay,
      });
    }
    case 'count':
      return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay });
    case 'percent':
      return new Intl.NumberFormat('en-US', {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay,
      });
    case 'decimal':
      return new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay,
      });
  }
}

export interface FormatOptions {
  /**
   * Format as a KPI tile shows it: money of $10,000 or more without cents.
   * @default false
   */
  inTile?: boolean;
}

/**
 * A figure as the dashboards show it (DASHBOARDS.md): money with $ and 2 decimals, counts whole, percentages
 * (given as ratios, 0.234 → 23.4%) with 1 decimal; a missing figure (null, NaN, infinite) as '—'.
 */
export function formatFigure(value: number | null, kind: FigureKind, { inTile = false }: FormatOptions = {}) {
  if (value === null || !Number.isFinite(value)) return MISSING_FIGURE;
  return formatter(kind, value, inTile, false).format(value);
}

/** Whether a change against the previous period is up, down, or none at the precision shown. */
export type ChangeDirection = 'up' | 'down' | 'none';

export interface FigureChange {
  /** The change as the tile shows it, signed: '+$1,204', '−0.8 pp', '+12'. */
  text: string;
  /** The change as a screen reader says it: 'up $1,204', 'down 0.8 percentage points', 'no change'. */
  spoken: string;
  direction: ChangeDirection;
}

/**
 * The change of a figure against the previous period of the same length: absolute for money, counts and
 * averages, in percentage points for percentages. Null when either period has no figure.
 */
export function figureChange(
  current: number | null,
  previous: number | null | undefined,
  kind: FigureKind,
): FigureChange | null {
  if (current === null || previous === null || previous === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const difference = kind === 'percent' ? (current - previous) * 100 : current - previous;
  const format = (value: number, sign: boolean) =>
    kind === 'percent'
      ? formatter('decimal', value, true, sign).format(value)
      : formatter(kind, value, true, sign).format(value);
  // The direction follows what is shown: a change that rounds to nothing is no change.
  const shownMagnitude = format(Math.abs(difference), false);
  const isZero = !/[1-9]/.test(shownMagnitude);
  const direction: ChangeDirection = isZero ? 'none' : difference > 0 ? 'up' : 'down';
  const unit = kind === 'percent' ? ' pp' : '';
  const spokenUnit = kind === 'percent' ? ' percentage points' : '';
  if (direction === 'none') return { text: `${format(0, false)}${unit}`, spoken: 'no change', direction };
  return {
    text: `${format(difference, true).replace('-', '−')}${unit}`,
    spoken: `${direction} ${shownMagnitude}${spokenUnit}`,
    direction,
  };
}

/** A value on a chart's axis: short, since ticks are many and the table holds the exact figures. */
export function formatAxisValue(value: number, kind: FigureKind): string {
  switch (kind) {
    case 'money':
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value);
    case 'count':
      return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
    case 'percent':
      return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }).format(value);
    case 'decimal':
      return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
  }
}
