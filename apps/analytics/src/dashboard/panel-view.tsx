import {
  BarChart,
  DonutChart,
  LineChart,
  RankedList,
  StackedBarChart,
  UsStateMap,
  type CategoryDatum,
  type ChartSeries,
} from '@waybill/ui/charts';
import '@waybill/ui/charts.css';
import { withCategoryNames } from '../lib/category-names';
import { donutSlices } from '../lib/donut-slices';
import { figureKindOf, toFigure } from '../lib/figures';
import { dimensionLabel, type AnalyticsPanel } from '../lib/dimensions';
import { hasMixedFormats, seriesFormat } from '../lib/panel-table';
import * as styles from './dashboard.css';
import { space } from './layout';
import { TablePanel } from './table-panel';

export interface PanelViewProps {
  panel: AnalyticsPanel;
  /** The category of the panel's dimension the page is filtered by. */
  selected: string | null;
  /** Called with a pressed category; absent when the panel's dimension filters nothing. */
  onSelect?: (category: string) => void;
}

/** Panels sit right under the page's title (h1). */
const headingLevel = 2 as const;

const SELECT_HINTS: Partial<Record<AnalyticsPanel['chart'], string>> = {
  stackedBar: 'Select a bar to filter the page.',
  bar: 'Select a bar to filter the page.',
  line: 'Select a point to filter the page.',
  donut: 'Select a slice to filter the page.',
  rankedBar: 'Select a row to filter the page.',
  usStateMap: 'Select a state to filter the page.',
  table: 'Select a row to filter the page.',
};

/** The panel's first series as labelled figures (a donut's slices, a ranked list's rows, a map's states). */
function labelledFigures(panel: AnalyticsPanel) {
  const [series] = panel.series;
  const format = series ? seriesFormat(panel, series.name) : panel.format;
  return panel.categories.map((label, index) => ({
    label,
    value: toFigure(series?.values[index], format),
  }));
}

/** Draws one panel of `GET /analytics/dashboard` with the chart its `chart` names, its categories named for people. */
export default function PanelView(props: PanelViewProps) {
  const { panel, selected, onSelect } = withCategoryNames(props.panel, props.selected, props.onSelect);
  if (panel.chart !== 'table' && hasMixedFormats(panel)) {
    // One axis cannot show spend beside packages (nor a total beside a per-package figure): the chart draws the
    // panel's headline series in its own format, and every series follows as its table.
    const headline = panel.series[0]!;
    const charted = { ...panel, format: seriesFormat(panel, headline.name), series: [headline] };
    if (panel.series.length === 1)
      return <PanelChart panel={charted} selected={selected} onSelect={onSelect} />;
    return (
      <div className={styles.mixedPanel} style={space.group}>
        <PanelChart panel={charted} selected={selected} onSelect={onSelect} hasFullTable />
        <FullTable panel={panel} selected={selected} onSelect={onSelect} />
      </div>
    );
  }
  return <PanelChart panel={panel} selected={selected} onSelect={onSelect} />;
}

/** Every figure of the panel as a table under its chart, with its own 'Download CSV'. */
function FullTable({ panel, selected, onSelect }: PanelViewProps) {
  return (
    <TablePanel
      panel={{ ...panel, title: `${panel.title}: all figures` }}
      description={onSelect && SELECT_HINTS.table}
      selected={selected}
      onSelect={onSelect}
    />
  );
}

interface PanelChartProps extends PanelViewProps {
  /** Every figure of the panel is already in a table beside the chart (a panel of mixed formats). */
  hasFullTable?: boolean;
}

/** The chart of a panel whose series share one format. */
function PanelChart({ panel, selected, onSelect, hasFullTable = false }: PanelChartProps) {
  const valueKind = figureKindOf(panel.format);
  const title = panel.title;
  const description = onSelect ? SELECT_HINTS[panel.chart] : undefined;
  const categoryLabel = dimensionLabel(panel.dimension);
  const valueLabel = panel.series[0]?.name ?? title;
  const series: ChartSeries[] = panel.series.map((line) => ({
    name: line.name,
    values: line.values.map((value) => toFigure(value, seriesFormat(panel, line.name))),
  }));
  const seriesProps = {
    title,
    headingLevel,
    description,
    categoryLabel,
    categories: panel.categories,
    series,
    valueKind,
    selected: selected === null ? null : { category: selected },
    onSelect: onSelect && (({ category }: { category: string }) => onSelect(category)),
  };
  // A donut's slices and a ranked list's rows: the first series as labelled figures.
  const labelledProps = {
    title,
    headingLevel,
    description,
    categoryLabel,
    valueLabel,
    data: labelledFigures(panel).map(({ label, value }) => ({ label, value: value ?? 0 })),
    valueKind,
    selected,
    onSelect: onSelect && ((datum: CategoryDatum) => onSelect(datum.label)),
  };

  switch (panel.chart) {
    case 'stackedBar':
      return <StackedBarChart {...seriesProps} />;
    case 'bar':
      return <BarChart {...seriesProps} />;
    case 'line':
      return <LineChart {...seriesProps} />;
    case 'donut': {
      // Past the palette's eight colours slices would share one; the smallest are drawn as one 'Other' slice,
      // and every category stays in the table below.
      const { slices, other } = donutSlices(labelledProps.data, selected);
      const donut = (
        <DonutChart
          {...labelledProps}
          data={slices}
          // 'Other' stands for several categories and a filter takes one: pressing it filters nothing.
          onSelect={
            onSelect &&
            ((datum) => {
              if (datum !== other) onSelect(datum.label);
            })
          }
        />
      );
      if (!other || hasFullTable) return donut;
      return (
        <div className={styles.mixedPanel} style={space.group}>
          {donut}
          <FullTable panel={panel} selected={selected} onSelect={onSelect} />
        </div>
      );
    }
    case 'rankedBar':
      return <RankedList {...labelledProps} />;
    case 'usStateMap':
      return (
        <UsStateMap
          title={title}
          headingLevel={headingLevel}
          description={description}
          valueLabel={valueLabel}
          data={labelledFigures(panel).map(({ label, value }) => ({ state: label, value }))}
          valueKind={valueKind}
          selected={selected}
          onSelect={onSelect && ((datum) => onSelect(datum.state))}
        />
      );
    case 'table':
      return <TablePanel panel={panel} description={description} selected={selected} onSelect={onSelect} />;
  }
}
