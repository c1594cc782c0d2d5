import { Link, Skeleton, StatCard } from '@waybill/ui';
import { visuallyHidden } from '../private/ChartFrame.css';
import { figureChange, formatFigure, type ChangeDirection, type FigureKind } from '../private/format';
import * as styles from './KpiTile.css';

/** Which way of a figure is good news: up (on-time %), down (spend, late packages), or neither. */
export const GOOD_DIRECTIONS = ['up', 'down', 'neither'] as const;
export type GoodDirection = (typeof GOOD_DIRECTIONS)[number];

const ARROWS: Record<ChangeDirection, string> = { up: '▲', down: '▼', none: '■' };

export interface KpiTileProps {
  /** What the figure is, e.g. 'Net spend'; also the name of the tile. */
  label: string;
  /** The figure of the period; null when it does not exist (a ratio over 0), shown '—'. */
  value: number | null;
  /** How the figure reads: money ($, no cents from $10,000), count, percent (a ratio) or decimal. */
  kind: FigureKind;
  /** The same figure over the previous period of the same length; without it no change is shown. */
  previousValue?: number | null;
  /**
   * Which way of the figure is good news: colours the change green or red.
   * @default 'neither'
   */
  goodDirection?: GoodDirection;
  /** The page that explains the figure (its detail dashboard); shows a link to it. */
  href?: string;
  /**
   * Text of the link to `href`.
   * @default 'Details'
   */
  linkLabel?: string;
  /**
   * Shows placeholders while the figures load.
   * @default false
   */
  isLoading?: boolean;
}

/**
 * A headline figure of a dashboard with its change against the previous period: signed (percentage points
 * for percentages), with an arrow, and green or red by `goodDirection`; screen readers hear 'up $1,204.00
 * against the previous period'.
 */
export function KpiTile({
  label,
  value,
  kind,
  previousValue,
  goodDirection = 'neither',
  href,
  linkLabel = 'Details',
  isLoading = false,
}: KpiTileProps) {
  const change = figureChange(value, previousValue, kind);
  const tone =
    !change || change.direction === 'none' || goodDirection === 'neither'
      ? 'neutral'
      : change.direction === goodDirection
        ? 'good'
        : 'bad';

  let footer;
  if (isLoading) {
    footer = <Skeleton width="12ch" />;
  } else if (change || href) {
    footer = (
      <>
        {change && (
          <span className={`${styles.change} ${styles.tone[tone]}`}>
            <span aria-hidden="true">{ARROWS[change.direction]}</span>
            <span aria-hidden="true" className={styles.delta}>
              {change.text}
            </span>
            <span aria-hidden="true">vs previous period</span>
            <span className={visuallyHidden}>{`${change.spoken} against the previous period`}</span>
          </span>
        )}
        {href && (
          <Link href={href} aria-label={`${label}: ${linkLabel}`}>
            {linkLabel}
          </Link>
        )}
      </>
    );
  }

  return (
    <StatCard
      label={label}
      value={formatFigure(value, kind, { inTile: true })}
      isLoading={isLoading}
      footer={footer}
    />
  );
}
