import { useState } from 'react';

export interface PaginationState<Row> {
  /** The rows of the current page. */
  pageRows: Row[];
  /** The current page, from 1. */
  page: number;
  /** Moves to a page (from 1). */
  setPage: (page: number) => void;
  /** How many pages the rows fill; 0 when there are no rows. */
  pageCount: number;
}

/**
 * Splits `rows` into pages of `pageSize` and keeps the current page.
 *
 * When the rows shrink below the current page, the last page is shown. The hook does NOT go back to
 * page 1 when the rows change: whether a new filter, search or sort should reset the page is the
 * caller's decision, made by calling `setPage(1)` where that change happens.
 */
export function usePagination<Row>(rows: readonly Row[], pageSize: number): PaginationState<Row> {
  const [requestedPage, setPage] = useState(1);
  const pageCount = Math.ceil(rows.length / pageSize);
  const page = Math.min(Math.max(requestedPage, 1), Math.max(pageCount, 1));
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  return { pageRows, page, setPage, pageCount };
}
