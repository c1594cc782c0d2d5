import { vars } from '@waybill/ui';
import { ChartFrame, type ChartStateProps } from '../private/ChartFrame';
import { formatAxisValue, formatFigure, type FigureKind } from '../private/format';
import { stateTable, type StateDatum } from './state-table';
import { sequentialStep, US_STATE_TILES, usStateTile } from './us-states';
import * as styles from './UsStateMap.css';

const STEP_COLOURS = [
  [vars.dataVis.sequential1, vars.dataVis.onSequential1],
  [vars.dataVis.sequential2, vars.dataVis.onSequential2],
  [vars.dataVis.sequential3, vars.dataVis.onSequential3],
  [vars.dataVis.sequential4, vars.dataVis.onSequential4],
  [vars.dataVis.sequential5, vars.dataVis.onSequential5],
] as const;

export interface UsStateMapProps extends ChartStateProps {
  /** A figure per state (two-letter codes, any case); states left out show as having no data. */
  data: readonly StateDatum[];
  /** Heading of the figure column in the table and CSV, e.g. 'Net spend'. */
  valueLabel: string;
  /**
   * How the figures read (DASHBOARDS.md).
   * @default 'count'
   */
  valueKind?: FigureKind;
  /** The code of the selected state, drawn outlined. */
  selected?: string | null;
  /** Called with the pressed state (or the pressed row of the table), its code in capitals. */
  onSelect?: (datum: StateDatum) => void;
}

/**
 * The 50 states and DC as a grid of equal tiles, each shaded by its figure in five equal steps from 0 to
 * the largest figure, e.g. net spend by sender state. Codes that name no state (territories) appear only
 * in the table.
 */
export function UsStateMap({
  data,
  valueLabel,
  valueKind = 'count',
  selected,
  onSelect,
  ...state
}: UsStateMapProps) {
  const byCode = new Map<string, number | null>();
  for (const datum of data) {
    const tile = usStateTile(datum.state);
    if (tile) byCode.set(tile.code, datum.value);
  }
  const max = Math.max(0, ...[...byCode.values()].map((value) => value ?? 0));
  const selectedCode = selected ? (usStateTile(selected)?.code ?? selected) : null;
  const select = (code: string) => {
    const tile = usStateTile(code);
    onSelect?.({ state: tile?.code ?? code, value: tile ? (byCode.get(tile.code) ?? null) : null });
  };

  return (
    <ChartFrame
      {...state}
      isEmpty={!data.some((datum) => datum.value !== null)}
      table={stateTable(data, valueLabel, valueKind)}
      selectedKey={selectedCode}
      onSelectRow={
        onSelect &&
        ((code) => {
          const datum = data.find(
            (candidate) => (usStateTile(candidate.state)?.code ?? candidate.state) === code,
          );
          if (datum) onSelect({ state: code, value: datum.value });
        })
      }
      legend={
        <p className={styles.scale} aria-hidden="true">
          <span>{formatFigure(0, valueKind)}</span>
          {STEP_COLOURS.map(([background], index) => (
            <span key={index} className={styles.scaleStep} style={{ backgroundColor: background }} />
          ))}
          <span>{formatFigure(max, valueKind)}</span>
          <span className={`${styles.scaleStep} ${styles.noData}`} />
          <span>No data</span>
        </p>
      }
    >
      <div className={styles.grid}>
        {US_STATE_TILES.map((tile) => {
          const value = byCode.get(tile.code);
          const hasValue = value !== undefined && value !== null;
          const [background, text] = hasValue
            ? STEP_COLOURS[sequentialStep(value, max) - 1]!
            : [undefined, undefined];
          const classNames = [
            styles.tile,
            !hasValue && styles.noData,
            onSelect && hasValue && styles.pressable,
            selectedCode === tile.code && styles.selectedTile,
          ];
          return (
            <div
              key={tile.code}
              data-state={tile.code}
              title={`${tile.name}: ${hasValue ? formatFigure(value, valueKind) : 'no data'}`}
              className={classNames.filter(Boolean).join(' ')}
              style={{
                gridRow: tile.row + 1,
                gridColumn: tile.column + 1,
                backgroundColor: background,
                color: text,
              }}
              onClick={onSelect && hasValue ? () => select(tile.code) : undefined}
            >
              <span className={styles.code}>{tile.code}</span>
              {hasValue && <span className={styles.figure}>{formatAxisValue(value, valueKind)}</span>}
            </div>
          );
        })}
      </div>
    </ChartFrame>
  );
}
