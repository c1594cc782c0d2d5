import { ToggleButton } from 'react-aria-components';
import type { CategoryDatum } from '../private/category';
import { ChartFrame, type ChartStateProps } from '../private/ChartFrame';
import { formatFigure, type FigureKind } from '../private/format';
import { barLengths, rankData, rankedTable } from './ranked';
import * as styles from './RankedList.css';

export interface RankedListProps extends ChartStateProps {
  /** Heading of the label column in the table and CSV, e.g. 'Service'. */
  categoryLabel: string;
  /** Heading of the figure column, e.g. 'Net spend'. */
  valueLabel: string;
  /** The figures, in any order: the list ranks them from the largest down. */
  data: readonly CategoryDatum[];
  /**
   * How the figures read (DASHBOARDS.md).
   * @default 'count'
   */
  valueKind?: FigureKind;
  /** Shows only the first this many, e.g. 10 for a top 10. */
  limit?: number;
  /** The label of the selected row. */
  selected?: string | null;
  /** Makes each row a toggle button; called with the pressed row's figure. */
  onSelect?: (datum: CategoryDatum) => void;
}

/**
 * Figures ranked as horizontal bars, largest first (top services, destination countries). The list is
 * HTML, so it is read and, with `onSelect`, pressed row by row like any list of buttons.
 */
export function RankedList({
  categoryLabel,
  valueLabel,
  data,
  valueKind = 'count',
  limit,
  selected,
  onSelect,
  ...state
}: RankedListProps) {
  const ranked = rankData(data, limit);
  const lengths = barLengths(ranked);

  return (
    <ChartFrame
      {...state}
      isEmpty={ranked.length === 0}
      isDrawingAccessible
      table={rankedTable(categoryLabel, valueLabel, ranked, valueKind)}
      selectedKey={selected}
      onSelectRow={
        onSelect &&
        ((label) => {
          const datum = ranked.find((candidate) => candidate.label === label);
          if (datum) onSelect(datum);
        })
      }
    >
      <ol className={styles.list} aria-label={state.title}>
        {ranked.map((datum, index) => {
          const content = (
            <>
              {/* The list's own numbering tells the rank to screen readers. */}
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{datum.label}</span>
              <span className={styles.value}>{formatFigure(datum.value, valueKind)}</span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={[styles.bar, selected && selected !== datum.label && styles.fadedBar]
                    .filter(Boolean)
                    .join(' ')}
                  style={{ width: `${(lengths[index] ?? 0) * 100}%` }}
                />
              </span>
            </>
          );
          return (
            <li key={datum.label}>
              {onSelect ? (
                <ToggleButton
                  className={`${styles.row} ${styles.pressableRow}`}
                  isSelected={datum.label === selected}
                  onChange={() => onSelect(datum)}
                >
                  {content}
                </ToggleButton>
              ) : (
                <div className={styles.row}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </ChartFrame>
  );
}
