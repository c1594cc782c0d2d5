import { useId, useState, type ReactNode } from 'react';
// The design system's own parts come through its public entry, never by path: the charts are a build entry of
// their own, and sharing modules with the main entry's components would re-split the chunks every screen loads.
import { Button, Card, EmptyState, ErrorState, Heading, Skeleton } from '@waybill/ui';
import { csvFileName, downloadCsv, toCsv } from './csv';
import { ChartTable, type ChartTableData } from './ChartTable';
import * as styles from './ChartFrame.css';

/** The states every chart shows, and its title: the props all chart components share. */
export interface ChartStateProps {
  /** What the chart shows, e.g. 'Net spend by zone'; the name of its region, table and CSV file. */
  title: string;
  /** A line under the title: the unit, the period, what a press does. */
  description?: string;
  /**
   * Level of the title in the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Shows a placeholder at the chart's size while its data loads.
   * @default false
   */
  isLoading?: boolean;
  /** When set, the chart failed to load: shows this message and, with `onRetry`, a Retry button. */
  error?: string | null;
  /** Loads the data again after an error. */
  onRetry?: () => void;
  /**
   * Whether a retry is running: the Retry button shows a spinner.
   * @default false
   */
  isRetrying?: boolean;
  /**
   * What the chart says when there is nothing to draw.
   * @default 'No data for this period'
   */
  emptyMessage?: string;
  /**
   * Height of the drawing area in pixels (the table alternative scrolls within it).
   * @default 280
   */
  height?: number;
  /**
   * Which view opens first; the user switches with 'Show as table' / 'Show as chart'.
   * @default 'chart'
   */
  defaultView?: 'chart' | 'table';
}

export const DEFAULT_CHART_HEIGHT = 280;
export const DEFAULT_EMPTY_MESSAGE = 'No data for this period';

export interface ChartFrameProps extends ChartStateProps {
  /** The chart's figures: the table alternative and the CSV download. */
  table: ChartTableData;
  /** Nothing to draw: shows the empty state. */
  isEmpty: boolean;
  /** The key of the selected table row (the chart marks its own selection). */
  selectedKey?: string | null;
  /** Selects a row of the table alternative, as pressing its bar, slice or state would. */
  onSelectRow?: (key: string) => void;
  /** A legend shown under the chart (not with the table, whose columns name the series). */
  legend?: ReactNode;
  /** The drawing; hidden from assistive technology, which reads the table instead. */
  children: ReactNode;
  /**
   * The drawing is itself readable and operable (an HTML list of buttons): it is not hidden from
   * assistive technology and needs no hidden copy of the table.
   * @default false
   */
  isDrawingAccessible?: boolean;
}

/**
 * The card around every chart: its title, the 'Show as table' switch, 'Download CSV', and its loading, error
 * and empty states. While the chart shows, the same figures are in a visually hidden table for screen
 * readers; 'Show as table' shows that table to everyone, with each row pressable like its bar.
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 3,
  isLoading = false,
  error,
  onRetry,
  isRetrying = false,
  emptyMessage = DEFAULT_EMPTY_MESSAGE,
  height = DEFAULT_CHART_HEIGHT,
  defaultView = 'chart',
  table,
  isEmpty,
  selectedKey,
  onSelectRow,
  legend,
  children,
  isDrawingAccessible = false,
}: ChartFrameProps) {
  const titleId = useId();
  const [view, setView] = useState(defaultView);
  const hasError = error !== undefined && error !== null;
  const isReady = !isLoading && !hasError && !isEmpty;

  let content: ReactNode;
  if (isLoading) {
    content = <Skeleton shape="block" height={`${height}px`} />;
  } else if (hasError) {
    content = (
      <div className={styles.centred} style={{ minHeight: height }}>
        <ErrorState message={error} onRetry={onRetry} isRetrying={isRetrying} />
      </div>
    );
  } else if (isEmpty) {
    content = (
      <div className={styles.centred} style={{ minHeight: height }}>
        <EmptyState title={emptyMessage} />
      </div>
    );
  } else if (view === 'table') {
    content = (
      <div className={styles.tableBox} style={{ maxHeight: height }}>
        <ChartTable data={table} caption={title} selectedKey={selectedKey} onSelectRow={onSelectRow} />
      </div>
    );
  } else if (isDrawingAccessible) {
    content = (
      <>
        {children}
        {legend}
      </>
    );
  } else {
    content = (
      <>
        <div aria-hidden="true">{children}</div>
        {legend}
        <div className={styles.visuallyHidden}>
          <ChartTable data={table} caption={title} />
        </div>
      </>
    );
  }

  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading id={titleId} level={headingLevel} size="small">
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {isReady && (
          <div className={styles.actions}>
            <Button
              variant="ghost"
              size="small"
              aria-label={`${view === 'chart' ? 'Show as table' : 'Show as chart'}: ${title}`}
              onPress={() => setView(view === 'chart' ? 'table' : 'chart')}
            >
              {view === 'chart' ? 'Show as table' : 'Show as chart'}
            </Button>
            <Button
              variant="ghost"
              size="small"
              aria-label={`Download CSV: ${title}`}
              onPress={() =>
                downloadCsv(
                  csvFileName(title),
                  toCsv(
                    table.columns.map((column) => column.label),
                    table.rows.map((row) => row.cells),
                  ),
                )
              }
            >
              Download CSV
            </Button>
          </div>
        )}
      </div>
      <div className={styles.body}>{content}</div>
    </Card>
  );
}

export interface LegendEntry {
  label: string;
  colour: string;
}

/** The names of a chart's series beside their colours. */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.label} className={styles.legendItem}>
          <span className={styles.swatch} style={{ backgroundColor: entry.colour }} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
