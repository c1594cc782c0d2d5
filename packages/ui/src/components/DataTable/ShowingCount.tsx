import * as styles from './ShowingCount.css';

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

/** The first and last positions shown for `page` (from 1) of `total` rows in pages of `pageSize`. */
export function showingRange(page: number, pageSize: number, total: number): { start: number; end: number } {
  if (total <= 0) return { start: 0, end: 0 };
  return { start: (page - 1) * pageSize + 1, end: Math.min(page * pageSize, total) };
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
