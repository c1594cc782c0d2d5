import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Sign up', href: '#register' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '#register',
    );
  },
};

export const InText: Story = {
  render: (args) => (
    <Text>
      Don&apos;t have an account? <Link {...args} />
    </Text>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
