/** The first and last positions shown for `page` (from 1) of `total` rows in pages of `pageSize`. */
export function showingRange(page: number, pageSize: number, total: number): { start: number; end: number } {
  if (total <= 0) return { start: 0, end: 0 };
  return { start: (page - 1) * pageSize + 1, end: Math.min(page * pageSize, total) };
}
