import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TOP_SERVICES } from '../private/story-data';
import { downloadedCsv, tableTexts } from '../private/story-helpers';
import { RankedList } from './RankedList';

const meta = {
  title: 'Charts/RankedList',
  component: RankedList,
  args: {
    title: 'Top 10 services by net spend',
    categoryLabel: 'Service',
    valueLabel: 'Net spend',
    data: TOP_SERVICES,
    valueKind: 'money',
    limit: 10,
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RankedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten largest, largest first; each row is a button that selects its service. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Top 10 services by net spend' });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toHaveAccessibleName('Ground $98,210.40');
    await expect(rows[9]).toHaveAccessibleName('Ground Economy $2,980.70');
    await userEvent.click(within(list).getByRole('button', { name: 'Next Day Air $31,245.80' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ label: 'Next Day Air', value: 31245.8 });

    const csv = await downloadedCsv(canvasElement, 'Top 10 services by net spend');
    const lines = csv.split('\r\n');
    await expect(lines).toHaveLength(12);
    await expect(lines.slice(0, 3)).toEqual([
      'Service,Net spend',
      'Ground,98210.4',
      'Home Delivery,54320.15',
    ]);
  },
};

/** Home Delivery selected: its row is marked pressed and the other bars fade. */
export const WithSelection: Story = {
  args: { selected: 'Home Delivery' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Home Delivery $54,320.15' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Without a press handler the rows are plain list items. */
export const ReadOnly: Story = {
  args: { onSelect: undefined, limit: 5 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Top 10 services by net spend' });
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ShownAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show as table: Top 10 services by net spend' }),
    );
    const table = canvas.getByRole('table', { name: 'Top 10 services by net spend' });
    await expect(tableTexts(table)).toHaveLength(11);
    await expect(tableTexts(table)[1]).toEqual(['Ground', '$98,210.40']);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Top 10 services by net spend' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Top 10 services by net spend' }),
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
