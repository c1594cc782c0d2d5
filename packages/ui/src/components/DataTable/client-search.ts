import { useMemo } from 'react';

/**
 * The rows where any of `fields`, read as text, contains `query` ignoring case and surrounding spaces.
 * An empty query keeps every row.
 */
export function searchRows<Row>(rows: readonly Row[], query: string, fields: readonly (keyof Row)[]): Row[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    fields.some((field) => {
      const value = row[field];
      return value !== null && value !== undefined && String(value).toLocaleLowerCase().includes(needle);
    }),
  );
}

/** `searchRows`, recomputed only when the rows, the query or the fields change. */
export function useClientSearch<Row>(
  rows: readonly Row[],
  query: string,
  fields: readonly (keyof Row)[],
): Row[] {
  return useMemo(() => searchRows(rows, query, fields), [rows, query, fields]);
}
