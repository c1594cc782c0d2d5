// Shared by the chart stories only (never exported from @waybill/ui/charts).
import { Chart } from 'chart.js';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

/** The chart's canvas once Chart.js has drawn on it. */
export async function drawnCanvas(canvasElement: HTMLElement): Promise<HTMLCanvasElement> {
  const canvas = await waitFor(() => {
    const found = canvasElement.querySelector('canvas');
    if (!found || !Chart.getChart(found)) throw new Error('The chart is not drawn yet');
    return found;
  });
  return canvas;
}

/** Presses the bar, segment, point or slice `index` of series `datasetIndex` where it is drawn. */
export async function pressChartElement(canvas: HTMLCanvasElement, datasetIndex: number, index: number) {
  const chart = Chart.getChart(canvas);
  const element = chart?.getDatasetMeta(datasetIndex).data[index];
  // Bars, points and arcs all have a centre; the base element type does not say so.
  if (!element || !('getCenterPoint' in element) || typeof element.getCenterPoint !== 'function') {
    throw new Error(`No element ${index} in series ${datasetIndex}`);
  }
  const { x, y } = (element.getCenterPoint as () => { x: number; y: number }).call(element);
  const box = canvas.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: canvas,
    coords: { clientX: box.left + x, clientY: box.top + y },
  });
  // Chart.js handles each kind of event on the next animation frame.
  await nextFrame();
  await nextFrame();
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Presses the chart's 'Download CSV' button and returns the text of the file it saved, after checking that
 * the file starts with the UTF-8 byte order mark.
 */
export async function downloadedCsv(canvasElement: HTMLElement, title: string): Promise<string> {
  const createObjectURL = spyOn(URL, 'createObjectURL');
  // The story only needs the file's content; the browser need not save it.
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  try {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Download CSV: ${title}` }));
    await expect(createObjectURL).toHaveBeenCalledTimes(1);
    await expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes.slice(3));
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
}

/** The text of every cell of a table, row by row (header row first). */
export function tableTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}
