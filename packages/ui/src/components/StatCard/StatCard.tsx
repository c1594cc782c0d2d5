import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** What the figure counts, e.g. 'Total Packages'; also the name of the card. */
  label: string;
  /** The figure, already formatted (e.g. '$12,480.50'). */
  value: ReactNode;
  /**
   * Shows a placeholder instead of the figure while it loads.
   * @default false
   */
  isLoading?: boolean;
  /** A line under the figure, such as its change against the previous period or a link to its detail. */
  footer?: ReactNode;
}

/** One headline figure with its label, as in a row of summary cards above a table. */
export function StatCard({ label, value, isLoading = false, footer }: StatCardProps) {
  const labelId = useId();
  return (
    <Card
      as="section"
      padding="medium"
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      className={styles.statCard}
    >
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.value}>{isLoading ? <Skeleton width="6ch" /> : value}</p>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Card>
  );
}
