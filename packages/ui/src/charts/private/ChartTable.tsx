import { ToggleButton } from 'react-aria-components';
import type { CsvCell } from './csv';
import * as styles from './ChartFrame.css';

export interface ChartTableColumn {
  label: string;
  /** Right-aligned, for figures. */
  numeric?: boolean;
}

export interface ChartTableRow {
  /** What the row stands for (a category, a state code); what a press on it selects. */
  key: string;
  /** The figures as exported to CSV, one per column. */
  cells: CsvCell[];
  /** The same figures as shown, one per column. */
  shown: string[];
}

/** A chart's figures as a table: the one source of its table alternative and of its CSV. */
export interface ChartTableData {
  columns: ChartTableColumn[];
  rows: ChartTableRow[];
}

export interface ChartTableProps {
  data: ChartTableData;
  caption: string;
  /** The key of the selected row. */
  selectedKey?: string | null;
  /** When given, each row's first cell is a toggle button that selects the row. */
  onSelectRow?: (key: string) => void;
}

/** The figures of a chart as an HTML table, the first column naming each row. */
export function ChartTable({ data, caption, selectedKey, onSelectRow }: ChartTableProps) {
  const [firstColumn, ...otherColumns] = data.columns;
  return (
    <table className={styles.table}>
      {/* The card's heading already shows the title; the caption names the table for screen readers. */}
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {data.columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={[styles.headCell, column.numeric && styles.numeric].filter(Boolean).join(' ')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.key}>
            <th
              scope="row"
              className={[styles.rowHeader, firstColumn?.numeric && styles.numeric].filter(Boolean).join(' ')}
            >
              {onSelectRow ? (
                <ToggleButton
                  className={styles.rowButton}
                  isSelected={row.key === selectedKey}
                  onChange={() => onSelectRow(row.key)}
                >
                  {row.shown[0]}
                </ToggleButton>
              ) : (
                row.shown[0]
              )}
            </th>
            {otherColumns.map((column, index) => (
              <td
                key={column.label}
                className={[styles.dataCell, column.numeric && styles.numeric].filter(Boolean).join(' ')}
              >
                {row.shown[index + 1]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
