import type { ChartTableData } from './ChartTable';
import { formatFigure, type FigureKind } from './format';

/** One named line of figures, a value per category (null where there is none). */
export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
}

/** What a press on a bar, segment or point (or on a row of the table) selects. */
export interface SeriesDatum {
  category: string;
  /** The series of the pressed segment or point; absent when a whole category was pressed (a table row). */
  series?: string;
  /** The pressed figure; absent when a whole category was pressed. */
  value?: number | null;
}

/** The selection a chart marks: a category, or one series within it. */
export interface SeriesSelection {
  category: string;
  series?: string;
}

/** The data props of charts over categories (months, zones, services) with one or more series. */
export interface SeriesDataProps {
  /** Heading of the category column in the table and CSV, e.g. 'Month' or 'Zone'. */
  categoryLabel: string;
  /** The categories along the axis, in order. */
  categories: readonly string[];
  /**
   * One or more series; each has a value per category. The theme has eight series colours: past eight they
   * repeat, so fold the smallest series into an 'Other' series first.
   */
  series: readonly ChartSeries[];
  /**
   * How the figures read (DASHBOARDS.md): money, count, percent (ratios) or decimal.
   * @default 'count'
   */
  valueKind?: FigureKind;
  /** The selected category (or series within it), drawn emphasised while others fade. */
  selected?: SeriesSelection | null;
  /** Called with the pressed bar, segment or point, or with the category of a pressed table row. */
  onSelect?: (datum: SeriesDatum) => void;
}

/** Whether there is no figure to draw. */
export function isSeriesEmpty(categories: readonly string[], series: readonly ChartSeries[]): boolean {
  return categories.length === 0 || !series.some((line) => line.values.some((value) => value !== null));
}

/** The table of a series chart: a row per category, a column per series. */
export function seriesTable(
  categoryLabel: string,
  categories: readonly string[],
  series: readonly ChartSeries[],
  valueKind: FigureKind,
): ChartTableData {
  return {
    columns: [{ label: categoryLabel }, ...series.map((line) => ({ label: line.name, numeric: true }))],
    rows: categories.map((category, index) => {
      const values = series.map((line) => line.values[index] ?? null);
      return {
        key: category,
        cells: [category, ...values],
        shown: [category, ...values.map((value) => formatFigure(value, valueKind))],
      };
    }),
  };
}

/** Whether the figure of `category`/`series` is drawn emphasised under `selected`. */
export function isEmphasised(
  selected: SeriesSelection | null | undefined,
  category: string | undefined,
  series: string | undefined,
): boolean {
  if (!selected) return true;
  if (selected.category !== category) return false;
  return selected.series === undefined || selected.series === series;
}
