import type { ChartTableData } from '../private/ChartTable';
import { formatFigure, type FigureKind } from '../private/format';
import { usStateTile } from './us-states';

/** A figure of one US state (or DC), by its two-letter code. */
export interface StateDatum {
  state: string;
  value: number | null;
}

/** The state's name, or the code as given when it names no state (a territory, a typo in the data). */
export function stateName(code: string): string {
  return usStateTile(code)?.name ?? code;
}

/** The table of a state breakdown: state, code and figure, from the largest figure down. */
export function stateTable(
  data: readonly StateDatum[],
  valueLabel: string,
  valueKind: FigureKind,
): ChartTableData {
  const rows = [...data].sort(
    (a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.state.localeCompare(b.state),
  );
  return {
    columns: [{ label: 'State' }, { label: 'Code' }, { label: valueLabel, numeric: true }],
    rows: rows.map((datum) => {
      const code = usStateTile(datum.state)?.code ?? datum.state;
      return {
        key: code,
        cells: [stateName(datum.state), code, datum.value],
        shown: [stateName(datum.state), code, formatFigure(datum.value, valueKind)],
      };
    }),
  };
}
