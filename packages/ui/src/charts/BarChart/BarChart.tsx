import {
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useMemo, useState } from 'react';
import { categoryColour, faded, FADED_OPACITY, useChartColours } from '../private/chart-colours';
import { DEFAULT_CHART_HEIGHT, type ChartStateProps } from '../private/ChartFrame';
import { cartesianScales, pressHandlers, sharedOptions, tooltipOptions } from '../private/chart-options';
import { isEmphasised, isSeriesEmpty, type SeriesDataProps } from '../private/series';
import { SeriesChartFrame, seriesPress, seriesTooltipLabel } from '../private/series-chart';
import { useChartJs } from '../private/use-chart-js';

const BAR_COMPONENTS = [BarController, BarElement, CategoryScale, LinearScale, Tooltip];

export interface BarChartProps extends ChartStateProps, SeriesDataProps {
  /**
   * Stacks the series of a category into one bar (their total) instead of setting them side by side.
   * @default false
   */
  isStacked?: boolean;
}

/**
 * Vertical bars: a category per group, a bar per series (or one stacked bar per category with
 * `isStacked`). Pressing a bar calls `onSelect` with its category, series and value.
 */
export function BarChart({
  categoryLabel,
  categories,
  series,
  valueKind = 'count',
  selected,
  onSelect,
  isStacked = false,
  ...state
}: BarChartProps) {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const colours = useChartColours(canvas);
  const height = state.height ?? DEFAULT_CHART_HEIGHT;
  const isEmpty = isSeriesEmpty(categories, series);

  const config = useMemo((): ChartConfiguration<'bar'> | null => {
    if (!colours || isEmpty) return null;
    return {
      type: 'bar',
      data: {
        labels: [...categories],
        datasets: series.map((line, index) => {
          const colour = categoryColour(colours, index);
          const emphasised = (dataIndex: number) => isEmphasised(selected, categories[dataIndex], line.name);
          return {
            label: line.name,
            data: [...line.values],
            backgroundColor: (context) =>
              emphasised(context.dataIndex) ? colour : faded(colour, FADED_OPACITY),
            // Stacked segments are parted by a line in the card's colour, so neighbours never merge.
            borderColor: colours.surface,
            borderWidth: isStacked ? 1 : 0,
            borderSkipped: 'start',
            maxBarThickness: 48,
          };
        }),
      },
      options: {
        ...sharedOptions(colours),
        interaction: { mode: 'nearest', intersect: true },
        scales: cartesianScales(colours, valueKind, { stacked: isStacked }),
        plugins: {
          legend: { display: false },
          tooltip: { ...tooltipOptions(colours), callbacks: { label: seriesTooltipLabel(valueKind) } },
        },
        ...pressHandlers(seriesPress(onSelect, categories, series)),
      },
    };
  }, [colours, isEmpty, categories, series, selected, valueKind, isStacked, onSelect]);

  useChartJs(canvas, config, BAR_COMPONENTS);

  return (
    <SeriesChartFrame
      {...state}
      categoryLabel={categoryLabel}
      categories={categories}
      series={series}
      valueKind={valueKind}
      selected={selected}
      onSelect={onSelect}
      isEmpty={isEmpty}
      height={height}
      setCanvas={setCanvas}
    />
  );
}

export type StackedBarChartProps = Omit<BarChartProps, 'isStacked'>;

/** Bars whose series stack into one bar per category, e.g. monthly net spend by carrier. */
export function StackedBarChart(props: StackedBarChartProps) {
  return <BarChart {...props} isStacked />;
}
