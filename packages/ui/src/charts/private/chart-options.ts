import type { ActiveElement, Chart, ChartEvent, TooltipOptions } from 'chart.js';
import type { ChartColours } from './chart-colours';
import { formatAxisValue, type FigureKind } from './format';

/** Chart.js options every chart shares: no animation (a dashboard redraws on every filter), theme fonts. */
export function sharedOptions(colours: ChartColours) {
  return {
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    font: { family: colours.fontFamily, size: colours.fontSize },
  };
}

/** The tooltip in the theme's raised surface colours. */
export function tooltipOptions(colours: ChartColours): Partial<TooltipOptions> {
  const font = { family: colours.fontFamily, size: colours.fontSize };
  return {
    backgroundColor: colours.tooltip,
    titleColor: colours.text,
    bodyColor: colours.text,
    footerColor: colours.textMuted,
    borderColor: colours.grid,
    borderWidth: 1,
    titleFont: { ...font, weight: 'bold' },
    bodyFont: font,
    footerFont: font,
    boxPadding: 4,
    usePointStyle: false,
  };
}

/**
 * A category axis (x) and a value axis (y) in the theme's colours, values formatted short. Categories tilt so that
 * every name shows; a time axis (`isTimeAxis`: a trend's months or weeks) keeps its dates level and leaves some
 * out to fit, as a year of weeks all tilted could not be read.
 */
export function cartesianScales(
  colours: ChartColours,
  valueKind: FigureKind,
  { stacked = false, isTimeAxis = false }: { stacked?: boolean; isTimeAxis?: boolean } = {},
) {
  const ticks = { color: colours.textMuted, font: { family: colours.fontFamily, size: colours.fontSize } };
  const category = {
    stacked,
    grid: { display: false },
    border: { color: colours.grid },
    ticks: isTimeAxis ? { ...ticks, maxRotation: 0, autoSkipPadding: 16 } : ticks,
  };
  const value = {
    stacked,
    beginAtZero: true,
    grid: { color: colours.grid },
    border: { display: false },
    ticks: { ...ticks, callback: (tick: string | number) => formatAxisValue(Number(tick), valueKind) },
  };
  return { x: category, y: value } as const;
}

/**
 * onClick and onHover handlers that call `select` with the pressed element, and show the pointer over
 * elements that can be pressed.
 */
export function pressHandlers(select: ((element: ActiveElement) => void) | undefined) {
  if (!select) return {};
  return {
    onClick: (_event: ChartEvent, elements: ActiveElement[]) => {
      const [element] = elements;
      if (element) select(element);
    },
    onHover: (event: ChartEvent, elements: ActiveElement[], chart: Chart) => {
      chart.canvas.style.cursor = elements.length > 0 ? 'pointer' : 'default';
      void event;
    },
  };
}
