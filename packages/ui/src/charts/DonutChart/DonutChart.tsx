import { ArcElement, DoughnutController, Tooltip, type ChartConfiguration } from 'chart.js';
import { useMemo, useState } from 'react';
import { categoryColour, categoryVar, faded, FADED_OPACITY, useChartColours } from '../private/chart-colours';
import { ChartFrame, ChartLegend, DEFAULT_CHART_HEIGHT, type ChartStateProps } from '../private/ChartFrame';
import type { CategoryDatum } from '../private/category';
import { pressHandlers, sharedOptions, tooltipOptions } from '../private/chart-options';
import { formatFigure, type FigureKind } from '../private/format';
import { useChartJs } from '../private/use-chart-js';
import { donutTable, shares } from './donut-table';
import * as styles from '../private/ChartFrame.css';

const DONUT_COMPONENTS = [DoughnutController, ArcElement, Tooltip];

export interface DonutChartProps extends ChartStateProps {
  /** Heading of the label column in the table and CSV, e.g. 'Grouping'. */
  categoryLabel: string;
  /** Heading of the figure column, e.g. 'Net spend'. */
  valueLabel: string;
  /** The slices, in the order drawn clockwise from the top; only figures above 0 are drawn. */
  data: readonly CategoryDatum[];
  /**
   * How the figures read (DASHBOARDS.md).
   * @default 'count'
   */
  valueKind?: FigureKind;
  /** The label of the selected slice, drawn pulled out while the others fade. */
  selected?: string | null;
  /** Called with the pressed slice (or the pressed row of the table). */
  onSelect?: (datum: CategoryDatum) => void;
}

/** Parts of a whole as slices of a ring, e.g. net spend by unified grouping; pressing a slice selects it. */
export function DonutChart({
  categoryLabel,
  valueLabel,
  data,
  valueKind = 'count',
  selected,
  onSelect,
  ...state
}: DonutChartProps) {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const colours = useChartColours(canvas);
  const height = state.height ?? DEFAULT_CHART_HEIGHT;
  const isEmpty = !data.some((datum) => datum.value > 0);

  const config = useMemo((): ChartConfiguration<'doughnut'> | null => {
    if (!colours || isEmpty) return null;
    const ratios = shares(data);
    const colourOf = (index: number) => {
      const colour = categoryColour(colours, index);
      return !selected || data[index]?.label === selected ? colour : faded(colour, FADED_OPACITY);
    };
    return {
      type: 'doughnut',
      data: {
        labels: data.map((datum) => datum.label),
        datasets: [
          {
            label: valueLabel,
            data: data.map((datum) => Math.max(datum.value, 0)),
            backgroundColor: data.map((_, index) => colourOf(index)),
            borderColor: colours.surface,
            borderWidth: 2,
            offset: data.map((datum) => (datum.label === selected ? 12 : 0)),
          },
        ],
      },
      options: {
        ...sharedOptions(colours),
        cutout: '60%',
        layout: { padding: 12 },
        plugins: {
          legend: { display: false },
          tooltip: {
            ...tooltipOptions(colours),
            callbacks: {
              label: (item) =>
                `${formatFigure(data[item.dataIndex]?.value ?? null, valueKind)} (${formatFigure(
                  ratios[item.dataIndex] ?? null,
                  'percent',
                )})`,
            },
          },
        },
        ...pressHandlers(
          onSelect &&
            ((element) => {
              const datum = data[element.index];
              if (datum) onSelect(datum);
            }),
        ),
      },
    };
  }, [colours, isEmpty, data, selected, valueKind, valueLabel, onSelect]);

  useChartJs(canvas, config, DONUT_COMPONENTS);

  return (
    <ChartFrame
      {...state}
      isEmpty={isEmpty}
      table={donutTable(categoryLabel, valueLabel, data, valueKind)}
      selectedKey={selected}
      onSelectRow={
        onSelect &&
        ((label) => {
          const datum = data.find((candidate) => candidate.label === label);
          if (datum) onSelect(datum);
        })
      }
      legend={
        <ChartLegend
          entries={data.map((datum, index) => ({ label: datum.label, colour: categoryVar(index) }))}
        />
      }
    >
      <div className={styles.canvasBox} style={{ height }}>
        <canvas ref={setCanvas} />
      </div>
    </ChartFrame>
  );
}
