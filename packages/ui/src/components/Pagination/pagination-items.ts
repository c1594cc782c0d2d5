/** One slot of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

function pagesBetween(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * The slots to show for `page` of `pageCount`: the first and last pages, `siblingCount` pages either side
 * of the current one, and an ellipsis wherever pages are left out. The bar keeps the same number of
 * slots as the current page moves, so the buttons do not jump around.
 */
export function paginationItems(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  // first + last + current + siblings + two ellipses
  const slots = siblingCount * 2 + 5;
  if (pageCount <= slots) return pagesBetween(1, pageCount);

  const firstSibling = Math.max(page - siblingCount, 1);
  const lastSibling = Math.min(page + siblingCount, pageCount);
  const gapBefore = firstSibling > 3;
  const gapAfter = lastSibling < pageCount - 2;
  const edgeRun = slots - 2;

  if (!gapBefore) return [...pagesBetween(1, edgeRun), 'end-ellipsis', pageCount];
  if (!gapAfter) return [1, 'start-ellipsis', ...pagesBetween(pageCount - edgeRun + 1, pageCount)];
  return [1, 'start-ellipsis', ...pagesBetween(firstSibling, lastSibling), 'end-ellipsis', pageCount];
}
