import {
  CategoryScale,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
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

const LINE_COMPONENTS = [
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
];

/** Opacity of the area under a line with `isArea`. */
const AREA_OPACITY = 0.15;

export interface LineChartProps extends ChartStateProps, SeriesDataProps {
  /**
   * Fills the area under each line, for a trend whose size matters as much as its shape.
   * @default false
   */
  isArea?: boolean;
}

/**
 * A line per series over ordered categories (weeks, months), each figure a point. Pressing near a point
 * calls `onSelect` with its category, series and value.
 */
export function LineChart({
  categoryLabel,
  categories,
  series,
  valueKind = 'count',
  selected,
  onSelect,
  isArea = false,
  ...state
}: LineChartProps) {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const colours = useChartColours(canvas);
  const height = state.height ?? DEFAULT_CHART_HEIGHT;
  const isEmpty = isSeriesEmpty(categories, series);

  const config = useMemo((): ChartConfiguration<'line'> | null => {
    if (!colours || isEmpty) return null;
    return {
      type: 'line',
      data: {
        labels: [...categories],
        datasets: series.map((line, index) => {
          const colour = categoryColour(colours, index);
          const emphasised = (dataIndex: number) => isEmphasised(selected, categories[dataIndex], line.name);
          const isLineSelected = !selected || selected.series === undefined || selected.series === line.name;
          return {
            label: line.name,
            data: [...line.values],
            borderColor: isLineSelected ? colour : faded(colour, FADED_OPACITY),
            backgroundColor: isArea ? faded(colour, AREA_OPACITY) : colour,
            fill: isArea ? 'origin' : false,
            borderWidth: 2,
            pointBackgroundColor: (context) =>
              emphasised(context.dataIndex) ? colour : faded(colour, FADED_OPACITY),
            pointBorderColor: colours.surface,
            pointRadius: (context) => (selected && emphasised(context.dataIndex) ? 6 : 3),
            pointHoverRadius: 6,
            spanGaps: false,
          };
        }),
      },
      options: {
        ...sharedOptions(colours),
        interaction: { mode: 'nearest', intersect: false },
        scales: cartesianScales(colours, valueKind, { isTimeAxis: true }),
        plugins: {
          legend: { display: false },
          tooltip: { ...tooltipOptions(colours), callbacks: { label: seriesTooltipLabel(valueKind) } },
        },
        ...pressHandlers(seriesPress(onSelect, categories, series)),
      },
    };
  }, [colours, isEmpty, categories, series, selected, valueKind, isArea, onSelect]);

  useChartJs(canvas, config, LINE_COMPONENTS);

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
