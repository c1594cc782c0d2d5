import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SecretText } from './SecretText';

const meta = {
  title: 'Components/SecretText',
  component: SecretText,
  args: { value: 'correct-horse-battery', revealLabel: 'Show password for fedex' },
} satisfies Meta<typeof SecretText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default: bullets of a fixed length, whatever the secret's length. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('••••••••')).toBeVisible();
    await expect(canvas.queryByText('correct-horse-battery')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show password for fedex' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The toggle shows the value, and hides it again. */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password for fedex' });
    await userEvent.click(toggle);
    await expect(canvas.getByText('correct-horse-battery')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(canvas.queryByText('correct-horse-battery')).not.toBeInTheDocument();
    await userEvent.click(toggle);
  },
};

/** Controlled, while the value is being fetched: the mask stays and the toggle spins and cannot be pressed. */
export const Pending: Story = {
  args: { value: undefined, isRevealed: true, isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password for fedex' });
    await expect(toggle).toBeDisabled();
    await expect(within(toggle).getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByText('••••••••')).toBeVisible();
  },
};
