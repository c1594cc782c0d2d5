import type { Key, SortDescriptor } from 'react-aria-components';

/** A value a cell can be sorted or searched by. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** The part of a column that sorting and searching need. */
export interface SortableColumn<Row> {
  id: Key;
  /** The cell's value: a field of the row or a function of it. */
  accessor?: (keyof Row & string) | ((row: Row) => CellValue);
  /** The value to sort by when it differs from the shown one (e.g. a date shown as text). */
  sortValue?: (row: Row) => CellValue;
}

/** The value of a column's cell in a row, read through its accessor. */
export function cellValue<Row>(column: SortableColumn<Row>, row: Row): CellValue {
  const { accessor } = column;
  if (typeof accessor === 'function') return accessor(row);
  if (accessor === undefined) return undefined;
  return row[accessor] as CellValue;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareDefined(a: NonNullable<CellValue>, b: NonNullable<CellValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The rows ordered by the descriptor's column. Numbers, dates and booleans compare as such, text with
 * natural number order; rows whose value is null or undefined go last in both directions. Equal rows
 * keep their order. Without a descriptor (or for an unknown column) the rows come back as given.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  descriptor: SortDescriptor | undefined,
  columns: readonly SortableColumn<Row>[],
): Row[] {
  const column = descriptor && columns.find((candidate) => candidate.id === descriptor.column);
  if (!descriptor || !column) return [...rows];
  const valueOf = (row: Row) => (column.sortValue ? column.sortValue(row) : cellValue(column, row));
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return [...rows].sort((rowA, rowB) => {
    const a = valueOf(rowA);
    const b = valueOf(rowB);
    const aMissing = a === null || a === undefined;
    const bMissing = b === null || b === undefined;
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return sign * compareDefined(a, b);
  });
}

/** The sort after a click on a column header: the same column flips direction, a new one starts ascending. */
export function toggleSort(current: SortDescriptor | undefined, column: Key): SortDescriptor {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
