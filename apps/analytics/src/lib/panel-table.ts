import { toCsv, type CsvCell } from '@waybill/ui/charts';
import { formatValue, toFigure } from './figures';
import { dimensionLabel, type AnalyticsPanel } from './dimensions';

export interface PanelColumn {
  label: string;
  /** Right-aligned, for figures. */
  numeric: boolean;
}

export interface PanelRow {
  /** The category the row stands for: what a press on it filters by. */
  key: string;
  /** The figures as the CSV holds them, one per column (percentages as ratios, like the charts' CSV). */
  cells: CsvCell[];
  /** The same figures as shown, one per column. */
  shown: string[];
}

/** A panel's figures as one table: the source of its table view and of its CSV. */
export interface PanelTable {
  columns: PanelColumn[];
  rows: PanelRow[];
}

/** The format of one series of a panel: its own when the panel lists one, else the panel's. */
export function seriesFormat(panel: AnalyticsPanel, seriesName: string) {
  return panel.formats?.[seriesName] ?? panel.format;
}

/**
 * Whether the panel's series read differently (spend beside packages): one axis cannot show them together, so
 * such a panel charts its headline series and shows all of them as its table.
 */
export function hasMixedFormats(panel: AnalyticsPanel): boolean {
  return panel.series.some((series) => seriesFormat(panel, series.name) !== panel.format);
}

/**
 * The table of a panel: a row per category, a column per series, each figure in its series' format (a
 * services table mixes spend, packages and cost per package).
 */
export function panelTable(panel: AnalyticsPanel): PanelTable {
  return {
    columns: [
      { label: dimensionLabel(panel.dimension), numeric: false },
      ...panel.series.map((series) => ({ label: series.name, numeric: true })),
    ],
    rows: panel.categories.map((category, index) => {
      const values = panel.series.map((series) => ({
        value: series.values[index] ?? null,
        format: seriesFormat(panel, series.name),
      }));
      return {
        key: category,
        cells: [category, ...values.map(({ value, format }) => toFigure(value, format))],
        shown: [category, ...values.map(({ value, format }) => formatValue(value, format))],
      };
    }),
  };
}

/** The CSV of exactly the figures of the panel's table. */
export function panelCsv(panel: AnalyticsPanel): string {
  const table = panelTable(panel);
  return toCsv(
    table.columns.map((column) => column.label),
    table.rows.map((row) => row.cells),
  );
}
