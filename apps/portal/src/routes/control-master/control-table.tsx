import { useMemo } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { DataTable, Link, cellValue, type DataTableColumn } from '@waybill/ui';
import { carrierName } from '@waybill/api-client';
import { CONTROL_COLUMNS, type ControlRow } from './control-list';
import { formatCount, formatMoney } from './format';
import { UnmappedBadges } from './unmapped-badges';
import * as styles from './control-master.css';

/**
 * The twelve columns with how each cell shows; every header sorts. Under a Control ID, what of its file the
 * reference maps do not know.
 */
function columnsOf(
  onOpenControl: (control: ControlRow) => void,
  linksUnmappedToList: boolean,
): DataTableColumn<ControlRow>[] {
  return CONTROL_COLUMNS.map((column): DataTableColumn<ControlRow> => {
    const base = { ...column, isSortable: true };
    switch (column.id) {
      case 'position':
        return { ...base, align: 'end' };
      case 'control_id':
        return {
          ...base,
          isRowHeader: true,
          render: (row) => (
            <>
              <Link onPress={() => onOpenControl(row)} className={styles.controlId}>
                {row.control_id}
              </Link>
              <UnmappedBadges file={row} linksToList={linksUnmappedToList} />
            </>
          ),
        };
      case 'invoice_date':
        return { ...base, render: (row) => row.invoice_date ?? '—' };
      case 'carrier':
        return { ...base, render: (row) => carrierName(row.carrier) };
      case 'client':
        return base;
      case 'amount':
        return { ...base, align: 'end', render: (row) => formatMoney(row.amount) };
      default:
        return { ...base, align: 'end', render: (row) => formatCount(Number(cellValue(column, row))) };
    }
  });
}

export interface ControlTableProps {
  /** The rows of the current page, in the current order. */
  rows: readonly ControlRow[];
  isLoading: boolean;
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: (descriptor: SortDescriptor) => void;
  emptyText: string;
  emptyDescription?: string;
  /** Opens the On-Time Summary of a control; keep it stable, the columns are built from it. */
  onOpenControl: (control: ControlRow) => void;
  /** Whether the unmapped badges link to the unmapped reference data. */
  linksUnmappedToList: boolean;
}

/** The Control Master table: one row per invoice file (Control ID), in the order the page sorted. */
export function ControlTable({ onOpenControl, linksUnmappedToList, ...props }: ControlTableProps) {
  const columns = useMemo(
    () => columnsOf(onOpenControl, linksUnmappedToList),
    [onOpenControl, linksUnmappedToList],
  );
  return (
    <DataTable<ControlRow>
      aria-label="Control Master"
      columns={columns}
      getRowId={(row) => row.control_id}
      {...props}
    />
  );
}
