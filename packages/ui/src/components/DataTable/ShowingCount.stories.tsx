import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowingCount } from './ShowingCount';

const meta = {
  title: 'Components/DataTable/ShowingCount',
  component: ShowingCount,
  args: { start: 1, end: 15, total: 120, noun: 'controls' },
} satisfies Meta<typeof ShowingCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 1-15 of 120 controls');
  },
};

export const LastPage: Story = {
  args: { start: 106, end: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Showing 106-120 of 120 controls',
    );
  },
};

export const Nothing: Story = {
  args: { start: 1, end: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 0-0 of 0 controls');
  },
};
