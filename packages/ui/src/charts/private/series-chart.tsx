import type { ActiveElement, TooltipItem } from 'chart.js';
import { categoryVar } from './chart-colours';
import { ChartFrame, ChartLegend, type ChartStateProps } from './ChartFrame';
import { formatFigure, type FigureKind } from './format';
import { seriesTable, type ChartSeries, type SeriesDataProps } from './series';
import * as styles from './ChartFrame.css';

/** The tooltip label of a chart of series (bars, lines): the series' name and its figure. */
export function seriesTooltipLabel(valueKind: FigureKind) {
  return (item: TooltipItem<'bar'> | TooltipItem<'line'>) =>
    `${item.dataset.label ?? ''}: ${formatFigure(item.parsed.y, valueKind)}`;
}

/** What a press on a bar, segment or point selects: its category, series and value. */
export function seriesPress(
  onSelect: SeriesDataProps['onSelect'],
  categories: readonly string[],
  series: readonly ChartSeries[],
): ((element: ActiveElement) => void) | undefined {
  return (
    onSelect &&
    ((element) =>
      onSelect({
        category: categories[element.index] ?? '',
        series: series[element.datasetIndex]?.name,
        value: series[element.datasetIndex]?.values[element.index] ?? null,
      }))
  );
}

interface SeriesChartFrameProps extends ChartStateProps, SeriesDataProps {
  isEmpty: boolean;
  height: number;
  setCanvas: (canvas: HTMLCanvasElement | null) => void;
}

/** The frame of a chart of series: its table alternative, a legend when there are several, the canvas. */
export function SeriesChartFrame({
  categoryLabel,
  categories,
  series,
  valueKind = 'count',
  selected,
  onSelect,
  isEmpty,
  height,
  setCanvas,
  ...state
}: SeriesChartFrameProps) {
  return (
    <ChartFrame
      {...state}
      height={height}
      isEmpty={isEmpty}
      table={seriesTable(categoryLabel, categories, series, valueKind)}
      selectedKey={selected?.category}
      onSelectRow={onSelect && ((category) => onSelect({ category }))}
      legend={
        series.length > 1 ? (
          <ChartLegend
            entries={series.map((line, index) => ({ label: line.name, colour: categoryVar(index) }))}
          />
        ) : undefined
      }
    >
      <div className={styles.canvasBox} style={{ height }}>
        <canvas ref={setCanvas} />
      </div>
    </ChartFrame>
  );
}
