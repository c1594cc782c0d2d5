import { Chart, type ChartComponentLike, type ChartConfiguration, type ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';

/**
 * Draws `config` with Chart.js on `canvas` and redraws it in place whenever `config` changes (a new object:
 * build it with useMemo). A new canvas (the chart shown again after its table) gets a new chart; an
 * unmounted one loses its chart. Registers only the given controllers, elements, scales and plugins, so a
 * page pays for the chart kinds it shows. Null `config` draws nothing yet.
 */
export function useChartJs<Type extends ChartType>(
  canvas: HTMLCanvasElement | null,
  config: ChartConfiguration<Type> | null,
  components: readonly ChartComponentLike[],
): void {
  const chartRef = useRef<Chart<Type> | null>(null);

  useEffect(() => {
    if (!canvas) return;
    return () => {
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [canvas]);

  useEffect(() => {
    if (!canvas || !config) return;
    const chart = chartRef.current;
    if (chart && chart.canvas === canvas) {
      chart.data = config.data;
      if (config.options) chart.options = config.options;
      chart.update('none');
      return;
    }
    chart?.destroy();
    Chart.register(...components);
    chartRef.current = new Chart(canvas, config);
    // `components` is left out: it is the chart kind's, the same for the life of the component.
  }, [canvas, config]);
}
