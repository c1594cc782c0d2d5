import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { SKELETON_SHAPES, Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'select', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { shape: 'text', width: '240px' } };

export const Block: Story = { args: { shape: 'block', width: '320px', height: '120px' } };

export const Circle: Story = { args: { shape: 'circle', width: '40px' } };

export const LoadingCard: Story = {
  render: () => (
    <section aria-label="Profile" aria-busy="true">
      <Inline gap="medium">
        <Skeleton shape="circle" width="48px" />
        <Stack gap="xsmall">
          <Skeleton width="180px" />
          <Skeleton width="120px" />
        </Stack>
      </Inline>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Profile' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-shape]')).toHaveLength(3);
  },
};
