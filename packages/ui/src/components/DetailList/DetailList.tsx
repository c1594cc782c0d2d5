import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

/** One fact of a {@link DetailList}. */
export interface DetailListItem {
  /** What the fact is, e.g. 'Organization'. */
  term: string;
  /** Its value; an empty value reads as `emptyText`. */
  description: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailListItem[];
  /**
   * Shown for a value that is `null`, `undefined` or an empty string.
   * @default '—'
   */
  emptyText?: string;
}

/** Facts as term and value pairs (a `dl`), e.g. a person's organization, role and license. */
export function DetailList({ items, emptyText = '—' }: DetailListProps) {
  return (
    <dl className={styles.list}>
      {items.map(({ term, description }) => (
        <div key={term} className={styles.item}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.description}>
            {description === null || description === undefined || description === ''
              ? emptyText
              : description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
