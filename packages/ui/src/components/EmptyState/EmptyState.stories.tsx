import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No members found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members found')).toBeVisible();
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: {
    title: 'No organizations found.',
    description: 'Please add a new organization.',
    action: <Button onPress={onAdd}>Add Organization</Button>,
  },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Organization' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};
