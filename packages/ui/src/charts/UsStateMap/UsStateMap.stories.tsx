import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SPEND_BY_STATE } from '../private/story-data';
import { downloadedCsv, tableTexts } from '../private/story-helpers';
import { UsStateMap } from './UsStateMap';

const meta = {
  title: 'Charts/UsStateMap',
  component: UsStateMap,
  args: {
    title: 'Net spend by sender state',
    valueLabel: 'Net spend',
    data: SPEND_BY_STATE,
    valueKind: 'money',
    height: 360,
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UsStateMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All 50 states and DC; pressing a tile selects its state; the CSV lists every state with a figure. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tiles = canvasElement.querySelectorAll('[data-state]');
    await expect(tiles).toHaveLength(51);
    await userEvent.click(canvasElement.querySelector('[data-state="TX"]')!);
    await expect(args.onSelect).toHaveBeenCalledWith({ state: 'TX', value: 39120.75 });

    const csv = await downloadedCsv(canvasElement, 'Net spend by sender state');
    const lines = csv.split('\r\n');
    await expect(lines).toHaveLength(53);
    await expect(lines.slice(0, 3)).toEqual([
      'State,Code,Net spend',
      'California,CA,48210.4',
      'Texas,TX,39120.75',
    ]);
  },
};

/** Screen readers read every state's figure from the hidden table, largest first. */
export const TableForScreenReaders: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Net spend by sender state' });
    await expect(tableTexts(table).slice(0, 2)).toEqual([
      ['State', 'Code', 'Net spend'],
      ['California', 'CA', '$48,210.40'],
    ]);
  },
};

/** Texas selected: outlined. */
export const WithSelection: Story = {
  args: { selected: 'tx' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state]')).toHaveLength(51);
  },
};

/** A few states only: the others show as having no data and cannot be pressed. */
export const SomeStates: Story = {
  args: {
    data: [
      { state: 'WA', value: 1200 },
      { state: 'OR', value: 600 },
      { state: 'NV', value: 150 },
      { state: 'PR', value: 90 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('[data-state="ME"]')!);
    await expect(args.onSelect).not.toHaveBeenCalled();
    const table = within(canvasElement).getByRole('table', { name: 'Net spend by sender state' });
    await expect(tableTexts(table).map((row) => row[0])).toEqual([
      'State',
      'Washington',
      'Oregon',
      'Nevada',
      'PR',
    ]);
  },
};

export const ShownAsTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table: Net spend by sender state' }));
    await userEvent.click(canvas.getByRole('button', { name: 'New York' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ state: 'NY', value: 31805.2 });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Net spend by sender state' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Net spend by sender state' }),
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
