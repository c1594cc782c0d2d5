import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Total Amount', value: '$12,480.50' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Total Amount' });
    await expect(card).toHaveTextContent('$12,480.50');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Total Amount' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('$12,480.50');
  },
};

/** The four cards of the Control Master page, side by side. */
export const SummaryRow: Story = {
  render: () => (
    <Inline gap="medium">
      <StatCard label="Total Files" value="42" />
      <StatCard label="Total Amount" value="$12,480.50" />
      <StatCard label="Total Packages" value="1,937" />
      <StatCard label="Late Deliveries" value="18" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('region');
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Total Files42',
      'Total Amount$12,480.50',
      'Total Packages1,937',
      'Late Deliveries18',
    ]);
  },
};
