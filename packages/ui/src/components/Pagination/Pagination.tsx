import { Button } from '../Button/Button';
import { paginationItems } from './pagination-items';
import * as styles from './Pagination.css';

export { paginationItems, type PaginationItem } from './pagination-items';
export { usePagination, type PaginationState } from './use-pagination';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. With one page or none the component renders nothing. */
  pageCount: number;
  /** Called with the page the user asks for. */
  onPageChange: (page: number) => void;
  /**
   * How many page numbers to show on each side of the current page.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Names the navigation landmark; give each of several paginations on a page its own.
   * @default 'Pagination'
   */
  'aria-label'?: string;
}

/** Previous, numbered page buttons with ellipses for long ranges, Next, and 'Page x of y'. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;

  return (
    <nav aria-label={ariaLabel} className={styles.pagination}>
      <Button variant="secondary" size="small" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <ul className={styles.pages}>
        {paginationItems(page, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="small"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => onPageChange(item)}
                className={styles.pageButton}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
      </ul>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        Next
      </Button>
      <span className={styles.status}>
        Page {page} of {pageCount}
      </span>
    </nav>
  );
}
