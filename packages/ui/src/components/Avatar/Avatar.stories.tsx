import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { AVATAR_SHAPES, AVATAR_SIZES, Avatar } from './Avatar';

// A 1x1 PNG, so the story needs no network.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEBQGAhf0KGQAAAABJRU5ErkJggg==';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Acme Freight' },
  argTypes: {
    size: { control: 'select', options: AVATAR_SIZES },
    shape: { control: 'select', options: AVATAR_SHAPES },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Acme Freight' });
    await expect(avatar).toHaveTextContent('AC');
  },
};

export const WithImage: Story = {
  args: { src: PIXEL, name: 'Ann Lee' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ann Lee' })).toHaveAttribute('src', PIXEL);
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'bo chen' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'bo chen' })).toHaveTextContent('BO'),
    );
  },
};

export const Logo: Story = { args: { shape: 'square', size: 'large' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};
