// @waybill/ui/charts: the dashboard charts, a subpath of their own with their own stylesheet
// (@waybill/ui/charts.css), so that screens without a chart never load Chart.js.
export {
  BarChart,
  StackedBarChart,
  type BarChartProps,
  type StackedBarChartProps,
} from './charts/BarChart/BarChart';
export { LineChart, type LineChartProps } from './charts/LineChart/LineChart';
export { DonutChart, type DonutChartProps } from './charts/DonutChart/DonutChart';
export { RankedList, type RankedListProps } from './charts/RankedList/RankedList';
export { UsStateMap, type UsStateMapProps } from './charts/UsStateMap/UsStateMap';
export { KpiTile, GOOD_DIRECTIONS, type KpiTileProps, type GoodDirection } from './charts/KpiTile/KpiTile';
export {
  US_STATE_TILES,
  US_GRID_COLUMNS,
  US_GRID_ROWS,
  usStateTile,
  type UsStateTile,
} from './charts/UsStateMap/us-states';
export type { StateDatum } from './charts/UsStateMap/state-table';
export type { CategoryDatum } from './charts/private/category';
export type { ChartSeries, SeriesDatum, SeriesSelection } from './charts/private/series';
export type { ChartStateProps } from './charts/private/ChartFrame';
export {
  FIGURE_KINDS,
  MISSING_FIGURE,
  formatFigure,
  figureChange,
  type FigureKind,
  type FigureChange,
  type ChangeDirection,
} from './charts/private/format';
export { toCsv, csvField, csvFileName, downloadCsv, type CsvCell } from './charts/private/csv';
