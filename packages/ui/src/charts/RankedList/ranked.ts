import type { CategoryDatum } from '../private/category';
import type { ChartTableData } from '../private/ChartTable';
import { formatFigure, type FigureKind } from '../private/format';

/** The figures from the largest down (ties by label), the first `limit` of them when given. */
export function rankData(data: readonly CategoryDatum[], limit?: number): CategoryDatum[] {
  const ranked = [...data].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  return limit === undefined ? ranked : ranked.slice(0, Math.max(0, limit));
}

/** Each figure's bar length as a share of the largest figure (0 for figures at or below 0). */
export function barLengths(data: readonly CategoryDatum[]): number[] {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return data.map((datum) => (max > 0 ? Math.max(datum.value, 0) / max : 0));
}

/** The table of a ranked list: label and figure, in rank order. */
export function rankedTable(
  categoryLabel: string,
  valueLabel: string,
  ranked: readonly CategoryDatum[],
  valueKind: FigureKind,
): ChartTableData {
  return {
    columns: [{ label: categoryLabel }, { label: valueLabel, numeric: true }],
    rows: ranked.map((datum) => ({
      key: datum.label,
      cells: [datum.label, datum.value],
      shown: [datum.label, formatFigure(datum.value, valueKind)],
    })),
  };
}
