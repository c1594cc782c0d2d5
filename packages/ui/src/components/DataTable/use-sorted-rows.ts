import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { sortRows, toggleSort, type SortableColumn } from './sort-rows';

export interface SortedRows<Row> {
  sortedRows: Row[];
  sortDescriptor: SortDescriptor | undefined;
  /** Pass to `DataTable`'s `onSortChange`: applies the click rule of `toggleSort`. */
  onSortChange: (descriptor: SortDescriptor) => void;
}

/**
 * Keeps a sort and the rows ordered by it. Give the result to a `DataTable` (`sortDescriptor`,
 * `onSortChange`) when the rows are also paged or counted, so every page follows the same order.
 */
export function useSortedRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  initialSort?: SortDescriptor,
): SortedRows<Row> {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor | undefined>(initialSort);
  const sortedRows = useMemo(() => sortRows(rows, sortDescriptor, columns), [rows, sortDescriptor, columns]);
  return {
    sortedRows,
    sortDescriptor,
    onSortChange: (descriptor) => setSortDescriptor((current) => toggleSort(current, descriptor.column)),
  };
}
