import * as styles from './ShowingCount.css';

export { showingRange } from './showing-range';

export interface ShowingCountProps {
  /** Position of the first shown row, from 1 (0 when nothing is shown). */
  start: number;
  /** Position of the last shown row. */
  end: number;
  /** How many rows there are in all. */
  total: number;
  /** What the rows are, plural: 'controls'. */
  noun: string;
}

/** 'Showing 1-15 of 120 controls', announced politely when it changes. */
export function ShowingCount({ start, end, total, noun }: ShowingCountProps) {
  const isEmpty = total <= 0;
  return (
    <p role="status" className={styles.showingCount}>
      Showing {isEmpty ? 0 : start}-{isEmpty ? 0 : end} of {Math.max(total, 0)} {noun}
    </p>
  );
}
