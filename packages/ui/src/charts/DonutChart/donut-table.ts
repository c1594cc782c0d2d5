import type { CategoryDatum } from '../private/category';
import type { ChartTableData } from '../private/ChartTable';
import { formatFigure, MISSING_FIGURE, type FigureKind } from '../private/format';

/** Each figure's share of the total of the figures above 0, as a ratio; null when there is no such total. */
export function shares(data: readonly CategoryDatum[]): (number | null)[] {
  const total = data.reduce((sum, datum) => sum + Math.max(datum.value, 0), 0);
  return data.map((datum) => (total > 0 ? Math.max(datum.value, 0) / total : null));
}

/** The table of a donut: label, figure and share in percent with 1 decimal (the same number shown and exported). */
export function donutTable(
  categoryLabel: string,
  valueLabel: string,
  data: readonly CategoryDatum[],
  valueKind: FigureKind,
): ChartTableData {
  const ratios = shares(data);
  return {
    columns: [
      { label: categoryLabel },
      { label: valueLabel, numeric: true },
      { label: 'Share (%)', numeric: true },
    ],
    rows: data.map((datum, index) => {
      const ratio = ratios[index] ?? null;
      const percent = ratio === null ? null : Number((ratio * 100).toFixed(1));
      return {
        key: datum.label,
        cells: [datum.label, datum.value, percent],
        shown: [
          datum.label,
          formatFigure(datum.value, valueKind),
          percent === null ? MISSING_FIGURE : `${percent.toFixed(1)}%`,
        ],
      };
    }),
  };
}
