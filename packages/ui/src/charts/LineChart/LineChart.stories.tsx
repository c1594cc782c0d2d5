import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart } from 'chart.js';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LATE_BY_WEEK, LATE_BY_WEEK_CATEGORIES, MONTHS, SPEND_BY_CARRIER } from '../private/story-data';
import { drawnCanvas, downloadedCsv, pressChartElement, tableTexts } from '../private/story-helpers';
import { LineChart } from './LineChart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Late packages by week',
    description: 'Delivered after the commitment, by carrier',
    categoryLabel: 'Week',
    categories: LATE_BY_WEEK_CATEGORIES,
    series: LATE_BY_WEEK,
    valueKind: 'count',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Mondays of 52 weeks from 2025-11-03, as the dashboards name weeks. */
const YEAR_OF_WEEKS = Array.from({ length: 52 }, (_, week) =>
  new Date(Date.UTC(2025, 10, 3 + week * 7)).toISOString().slice(0, 10),
);

/** Pressing a point selects its week and carrier; the CSV holds one column per carrier. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await drawnCanvas(canvasElement);
    await pressChartElement(canvas, 0, 6);
    await expect(args.onSelect).toHaveBeenCalledWith({ category: 'W46', series: 'UPS', value: 71 });
    const csv = await downloadedCsv(canvasElement, 'Late packages by week');
    await expect(csv).toBe(
      'Week,UPS,FedEx\r\nW40,42,31\r\nW41,38,35\r\nW42,51,29\r\nW43,47,40\r\nW44,63,44\r\nW45,58,39\r\nW46,71,52\r\nW47,66,48\r\n',
    );
  },
};

/** A trend drawn as areas, for figures whose size matters: monthly net spend by carrier. */
export const Area: Story = {
  args: {
    title: 'Monthly net spend by carrier',
    description: 'Last 12 months',
    categoryLabel: 'Month',
    categories: MONTHS,
    series: SPEND_BY_CARRIER,
    valueKind: 'money',
    isArea: true,
  },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Monthly net spend by carrier' });
    await expect(tableTexts(table)[1]).toEqual(['2025-01', '$18,250.40', '$12,410.20']);
  },
};

/** A year of weeks: the dates stay level and some are left out to fit, rather than all of them tilted. */
export const YearOfWeeks: Story = {
  args: {
    title: 'Accessorial spend by week',
    description: undefined,
    categoryLabel: 'Week',
    categories: YEAR_OF_WEEKS,
    series: [{ name: 'Net spend', values: YEAR_OF_WEEKS.map((_, week) => 1800 + ((week * 37) % 11) * 120) }],
    valueKind: 'money',
  },
  play: async ({ canvasElement }) => {
    const axis = Chart.getChart(await drawnCanvas(canvasElement))!.scales.x!;
    await expect(axis.labelRotation).toBe(0);
    await expect(axis.ticks.length).toBeGreaterThan(4);
    await expect(axis.ticks.length).toBeLessThan(YEAR_OF_WEEKS.length);
  },
};

/** Week 46 of UPS selected: its point grows, the other line and points fade. */
export const WithSelection: Story = {
  args: { selected: { category: 'W46', series: 'UPS' } },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
  },
};

export const ShownAsTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table: Late packages by week' }));
    const table = canvas.getByRole('table', { name: 'Late packages by week' });
    await expect(tableTexts(table).slice(0, 3)).toEqual([
      ['Week', 'UPS', 'FedEx'],
      ['W40', '42', '31'],
      ['W41', '38', '35'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'W42' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ category: 'W42' });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Late packages by week' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { series: [{ name: 'UPS', values: LATE_BY_WEEK_CATEGORIES.map(() => null) }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Late packages by week' }),
    ).toHaveTextContent('No data for this period');
  },
};

export const Error: Story = {
  args: { error: 'The figures could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
