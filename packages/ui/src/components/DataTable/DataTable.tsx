import type { ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { ErrorState } from '../ErrorState/ErrorState';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { cellValue, type CellValue, type SortableColumn } from './sort-rows';
import { useSortedRows } from './use-sorted-rows';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import * as styles from './DataTable.css';

export { cellValue, sortRows, toggleSort, type CellValue, type SortableColumn } from './sort-rows';
export { useSortedRows, type SortedRows } from './use-sorted-rows';
export { searchRows, useClientSearch } from './client-search';
export { ShowingCount, showingRange, type ShowingCountProps } from './ShowingCount';

/** How a loading table shows itself. */
export const DATA_TABLE_LOADING_STYLES = ['spinner', 'skeleton'] as const;
export type DataTableLoadingStyle = (typeof DATA_TABLE_LOADING_STYLES)[number];

export interface DataTableColumn<Row> extends SortableColumn<Row> {
  id: Key;
  /** The column header text. */
  header: string;
  /** Renders the cell; without it the accessor's value is shown as text. */
  render?: (row: Row) => ReactNode;
  /** Whether a click on the header sorts by this column. */
  isSortable?: boolean;
  /** Whether this column names the row for assistive technology; defaults to the first column. */
  isRowHeader?: boolean;
  /**
   * Alignment of the header and cells; numbers read best aligned to the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  'aria-label': string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable, unique id for each row: the key of selection and row actions. */
  getRowId: (row: Row) => Key;
  /**
   * With `multiple`, a checkbox column and a select-all checkbox in the header.
   * @default 'none'
   */
  selectionMode?: 'none' | 'multiple';
  /** The selected row ids (controlled), or 'all'. */
  selectedKeys?: Selection;
  /** The initially selected row ids (uncontrolled). */
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Called with the row id when a row is pressed (click, Enter). */
  onRowAction?: (id: Key) => void;
  /** The current sort, when the caller keeps it (see `useSortedRows`). */
  sortDescriptor?: SortDescriptor;
  /**
   * Called when a sortable header is pressed. When given, the caller sorts: `rows` are shown in the
   * order received. When absent, the table sorts `rows` itself.
   */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shows the loading state instead of rows. */
  isLoading?: boolean;
  /**
   * A spinner, or skeleton lines shaped like rows.
   * @default 'spinner'
   */
  loadingStyle?: DataTableLoadingStyle;
  /**
   * How many skeleton rows a loading table shows.
   * @default 5
   */
  skeletonRows?: number;
  /**
   * The text shown when there are no rows.
   * @default 'No results.'
   */
  emptyText?: string;
  /** A hint under the empty text, e.g. what to change when a search finds nothing. */
  emptyDescription?: string;
  /**
   * A summary row (e.g. totals) shown after the rows, in the same columns: never sorted, selected or
   * pressed, and hidden when there are no rows.
   */
  totalRow?: Row;
  /** When set, the table is replaced by this message (and a Retry button with `onRetry`). */
  errorText?: string;
  /** Loads the rows again after an error. */
  onRetry?: () => void;
}

const TOTAL_ROW_ID = 'data-table-total-row';

function formatCellValue(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return String(value);
}

/**
 * A table of `rows` described by `columns`: sortable headers (same column flips the direction, a new one
 * starts ascending, empty values last), optional checkbox selection with select-all, row actions, and
 * loading, empty and error states.
 */
export function DataTable<Row>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  loadingStyle = 'spinner',
  skeletonRows = 5,
  emptyText = 'No results.',
  emptyDescription,
  totalRow,
  errorText,
  onRetry,
}: DataTableProps<Row>) {
  const ownSort = useSortedRows(rows, columns);
  const isSortedByCaller = onSortChange !== undefined;
  const shownRows = isLoading ? [] : isSortedByCaller ? rows : ownSort.sortedRows;
  const hasSelection = selectionMode === 'multiple';
  const hasRowAction = onRowAction !== undefined;
  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;

  if (errorText) return <ErrorState message={errorText} onRetry={onRetry} />;

  function renderRow(row: Row, id: Key, isTotal: boolean) {
    return (
      <Row id={id} className={styles.row({ hasAction: hasRowAction && !isTotal, isTotal })}>
        {hasSelection && (
          <Cell className={styles.selectionCell}>{!isTotal && <Checkbox slot="selection" />}</Cell>
        )}
        <Collection items={columns}>
          {(column) => (
            <Cell className={styles.cell({ align: column.align ?? 'start' })}>
              {column.render ? column.render(row) : formatCellValue(cellValue(column, row))}
            </Cell>
          )}
        </Collection>
      </Row>
    );
  }

  return (
    // RAC's Table does not pass aria-busy through, so the wrapper carries it.
    <div className={styles.container} aria-busy={isLoading || undefined}>
      <Table
        aria-label={ariaLabel}
        selectionMode={hasSelection ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        defaultSelectedKeys={defaultSelectedKeys}
        onSelectionChange={onSelectionChange}
        // The total row stays out of selection and row actions but remains reachable by keyboard.
        disabledKeys={totalRow === undefined ? undefined : [TOTAL_ROW_ID]}
        disabledBehavior="selection"
        onRowAction={
          onRowAction &&
          ((id) => {
            if (id !== TOTAL_ROW_ID) onRowAction(id);
          })
        }
        sortDescriptor={isSortedByCaller ? sortDescriptor : ownSort.sortDescriptor}
        onSortChange={isSortedByCaller ? onSortChange : ownSort.onSortChange}
        className={styles.table}
      >
        <TableHeader className={styles.header}>
          {hasSelection && (
            <Column className={styles.selectionColumn}>
              <Checkbox slot="selection" />
            </Column>
          )}
          <Collection items={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.id === rowHeaderId}
                allowsSorting={column.isSortable}
                className={styles.column({ align: column.align ?? 'start' })}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.header}
                    {allowsSorting && (
                      <span aria-hidden="true" className={styles.sortIcon} data-direction={sortDirection}>
                        {sortDirection === 'descending' ? '▼' : '▲'}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            )}
          </Collection>
        </TableHeader>
        <TableBody
          renderEmptyState={() =>
            isLoading ? (
              <LoadingRows style={loadingStyle} rowCount={skeletonRows} />
            ) : (
              <div className={styles.empty}>
                <p className={styles.emptyText}>{emptyText}</p>
                {emptyDescription && <p className={styles.emptyDescription}>{emptyDescription}</p>}
              </div>
            )
          }
          className={styles.body}
        >
          <Collection items={shownRows} dependencies={[columns, hasSelection, hasRowAction]}>
            {(row) => renderRow(row, getRowId(row), false)}
          </Collection>
          {totalRow !== undefined && shownRows.length > 0 && renderRow(totalRow, TOTAL_ROW_ID, true)}
        </TableBody>
      </Table>
    </div>
  );
}

function LoadingRows({ style, rowCount }: { style: DataTableLoadingStyle; rowCount: number }) {
  if (style === 'spinner') {
    return (
      <div className={styles.loading}>
        <Spinner size="large" />
      </div>
    );
  }
  return (
    <div className={styles.skeletonRows}>
      <span className={visuallyHidden}>Loading</span>
      {Array.from({ length: rowCount }, (_, index) => (
        <Skeleton key={index} height="1.25em" />
      ))}
    </div>
  );
}
