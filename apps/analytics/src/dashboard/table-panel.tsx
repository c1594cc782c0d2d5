import { useMemo } from 'react';
import { Button, Card, DataTable, EmptyState, Heading, type DataTableColumn } from '@waybill/ui';
import { csvFileName, downloadCsv } from '@waybill/ui/charts';
import { panelCsv, panelTable, type PanelRow } from '../lib/panel-table';
import type { AnalyticsPanel } from '../lib/dimensions';
import * as styles from './dashboard.css';

export interface TablePanelProps {
  panel: AnalyticsPanel;
  description?: string;
  selected: string | null;
  onSelect?: (category: string) => void;
}

/**
 * A panel that is a table from the start (a service's spend, packages and cost per package side by side):
 * sortable by any column, 'Download CSV' of exactly its figures, and a press on a row filters the page.
 */
export function TablePanel({ panel, description, selected, onSelect }: TablePanelProps) {
  const table = useMemo(() => panelTable(panel), [panel]);
  const columns = useMemo(
    (): DataTableColumn<PanelRow>[] =>
      table.columns.map((column, index) => ({
        // Columns and rows share one collection of keys: a zone '2' must not meet the third column.
        id: `column-${index}`,
        header: column.label,
        isSortable: true,
        align: column.numeric ? 'end' : 'start',
        accessor: (row) => row.shown[index],
        sortValue: (row) => row.cells[index],
        render: (row) =>
          index === 0 && row.key === selected ? <strong>{row.shown[0]}</strong> : row.shown[index],
      })),
    [table, selected],
  );
  const isEmpty = table.rows.length === 0;

  return (
    <Card as="section" padding="medium" aria-label={panel.title}>
      <div className={styles.panelHeader}>
        <div>
          <Heading level={2} size="small">
            {panel.title}
          </Heading>
          {description && !isEmpty && <p className={styles.panelDescription}>{description}</p>}
        </div>
        {!isEmpty && (
          <Button
            variant="ghost"
            size="small"
            aria-label={`Download CSV: ${panel.title}`}
            onPress={() => downloadCsv(csvFileName(panel.title), panelCsv(panel))}
          >
            Download CSV
          </Button>
        )}
      </div>
      {isEmpty ? (
        <EmptyState title="No data for this period" />
      ) : (
        <DataTable
          aria-label={panel.title}
          columns={columns}
          rows={table.rows}
          getRowId={(row) => `row-${row.key}`}
          onRowAction={onSelect && ((key) => onSelect(String(key).slice('row-'.length)))}
        />
      )}
    </Card>
  );
}
