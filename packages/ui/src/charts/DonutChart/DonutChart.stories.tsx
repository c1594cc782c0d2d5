import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SPEND_BY_GROUPING } from '../private/story-data';
import { drawnCanvas, downloadedCsv, pressChartElement, tableTexts } from '../private/story-helpers';
import { DonutChart } from './DonutChart';

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  args: {
    title: 'Net spend by unified grouping',
    categoryLabel: 'Grouping',
    valueLabel: 'Net spend',
    data: SPEND_BY_GROUPING,
    valueKind: 'money',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a slice selects its grouping; the CSV lists figure and share. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await drawnCanvas(canvasElement);
    await pressChartElement(canvas, 0, 1);
    await expect(args.onSelect).toHaveBeenCalledWith({ label: 'FUEL', value: 31280.55 });
    const csv = await downloadedCsv(canvasElement, 'Net spend by unified grouping');
    await expect(csv).toBe(
      [
        'Grouping,Net spend,Share (%)',
        'FREIGHT,182450.3,76.5',
        'FUEL,31280.55,13.1',
        'RESIDENTIAL,12904.1,5.4',
        'DELIVERY AREA,8420.75,3.5',
        'ADDRESS CORRECTION,2130.4,0.9',
        'OTHER,1208.9,0.5',
        '',
      ].join('\r\n'),
    );
  },
};

/** FUEL selected: its slice is pulled out while the others fade. */
export const WithSelection: Story = {
  args: { selected: 'FUEL' },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
  },
};

export const ShownAsTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show as table: Net spend by unified grouping' }),
    );
    const table = canvas.getByRole('table', { name: 'Net spend by unified grouping' });
    await expect(tableTexts(table).slice(0, 3)).toEqual([
      ['Grouping', 'Net spend', 'Share (%)'],
      ['FREIGHT', '$182,450.30', '76.5%'],
      ['FUEL', '$31,280.55', '13.1%'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'RESIDENTIAL' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ label: 'RESIDENTIAL', value: 12904.1 });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Net spend by unified grouping' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing above 0 to share out. */
export const Empty: Story = {
  args: { data: [{ label: 'FREIGHT', value: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Net spend by unified grouping' }),
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
