import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Rows read', value: 402, maxValue: 1206, valueLabel: '402 of 1,206 rows' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValueLabel: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Rows read' });
    await expect(bar).toHaveAttribute('aria-valuenow', '402');
    await expect(bar).toHaveAttribute('aria-valuemax', '1206');
    await expect(bar).toHaveAttribute('aria-valuetext', '402 of 1,206 rows');
    await expect(within(bar).getByText('402 of 1,206 rows')).toBeVisible();
  },
};

export const Percentage: Story = {
  args: { label: 'Uploaded', value: 30, maxValue: 100, valueLabel: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploaded' });
    await expect(within(bar).getByText('30%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 1206, valueLabel: '1,206 of 1,206 rows' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Rows read' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1206');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Counting rows', value: undefined, valueLabel: undefined, isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Counting rows' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
