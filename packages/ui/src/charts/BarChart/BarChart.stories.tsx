import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { drawnCanvas, downloadedCsv, pressChartElement, tableTexts } from '../private/story-helpers';
import {
  LARGEST_MONTHS,
  LARGEST_SERIES,
  MONTHS,
  SPEND_BY_CARRIER,
  SPEND_BY_ZONE,
  ZONES,
} from '../private/story-data';
import { BarChart } from './BarChart';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Net spend by zone',
    description: 'Last 12 months, all carriers',
    categoryLabel: 'Zone',
    categories: ZONES,
    series: SPEND_BY_ZONE,
    valueKind: 'money',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a bar selects its zone; the CSV holds the figures as numbers. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await drawnCanvas(canvasElement);
    await pressChartElement(canvas, 0, 3);
    await expect(args.onSelect).toHaveBeenCalledWith({ category: '5', series: 'Net spend', value: 11250.4 });

    const csv = await downloadedCsv(canvasElement, 'Net spend by zone');
    await expect(csv).toBe(
      'Zone,Net spend\r\n2,4210.5\r\n3,6890.25\r\n4,9120.8\r\n5,11250.4\r\n6,8730.1\r\n7,5320.75\r\n8,3180.2\r\n',
    );
  },
};

/** Screen readers read the figures from a table hidden from sight; the chart itself is hidden from them. */
export const TableForScreenReaders: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Net spend by zone' });
    await expect(tableTexts(table).slice(0, 3)).toEqual([
      ['Zone', 'Net spend'],
      ['2', '$4,210.50'],
      ['3', '$6,890.25'],
    ]);
    await expect(canvasElement.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** 'Show as table' shows the figures to everyone; pressing a zone selects it as pressing its bar would. */
export const ShownAsTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table: Net spend by zone' }));
    const table = canvas.getByRole('table', { name: 'Net spend by zone' });
    await expect(tableTexts(table)).toEqual([
      ['Zone', 'Net spend'],
      ['2', '$4,210.50'],
      ['3', '$6,890.25'],
      ['4', '$9,120.80'],
      ['5', '$11,250.40'],
      ['6', '$8,730.10'],
      ['7', '$5,320.75'],
      ['8', '$3,180.20'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ category: '4' });
    await expect(canvas.getByRole('button', { name: 'Show as chart: Net spend by zone' })).toBeVisible();
  },
};

/** Zone 5 selected: its bar keeps its colour while the others fade. */
export const WithSelection: Story = {
  args: { selected: { category: '5' } },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
  },
};

/** Monthly net spend by carrier, each month one bar of stacked carriers. */
export const Stacked: Story = {
  args: {
    title: 'Monthly net spend by carrier',
    categoryLabel: 'Month',
    categories: MONTHS,
    series: SPEND_BY_CARRIER,
    isStacked: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await drawnCanvas(canvasElement);
    await pressChartElement(canvas, 1, 11);
    await expect(args.onSelect).toHaveBeenCalledWith({
      category: '2025-12',
      series: 'FedEx',
      value: 20450.1,
    });
    const csv = await downloadedCsv(canvasElement, 'Monthly net spend by carrier');
    await expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Month,UPS,FedEx',
      '2025-01,18250.4,12410.2',
      '2025-02,17680.1,11980.55',
    ]);
  },
};

/** One carrier of one month selected: only that segment keeps its colour. */
export const StackedWithSelection: Story = {
  args: { ...Stacked.args, selected: { category: '2025-11', series: 'UPS' } },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
  },
};

/** The largest chart a dashboard draws: 24 months × 8 services, stacked. */
export const Largest: Story = {
  args: {
    title: 'Monthly net spend by service',
    description: 'Last 24 months, all carriers',
    categoryLabel: 'Month',
    categories: LARGEST_MONTHS,
    series: LARGEST_SERIES,
    isStacked: true,
    height: 360,
  },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Monthly net spend by service' });
    await expect(tableTexts(table)).toHaveLength(25);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Net spend by zone' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { categories: [], series: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Net spend by zone' });
    await expect(region).toHaveTextContent('No data for this period');
    await expect(within(region).queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { error: 'The figures could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Net spend by zone' });
    await expect(within(region).getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
