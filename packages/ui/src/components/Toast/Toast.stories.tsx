import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { holdTimers } from '../private/held-timers';
import { TOAST_VARIANTS, ToastRegion, toast, type ToastContent } from './Toast';

/** Opens a toast on press; the region itself is rendered once by the application (here: the preview). */
function ToastTrigger({ label, content }: { label: string; content: ToastContent }) {
  return (
    <Button variant="secondary" onPress={() => toast(content)}>
      {label}
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastTrigger,
  args: { label: 'Show toast', content: { title: 'Logged Out' } },
  argTypes: { content: { control: 'object' } },
  parameters: {
    docs: {
      description: {
        component:
          'Call `toast({title, description, variant})` anywhere; render `<ToastRegion />` once at the root. ' +
          `Variants: ${TOAST_VARIANTS.join(', ')}. One toast is visible at a time, for 5000 ms by default; F8 focuses it.`,
      },
    },
  },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showToast(canvasElement: HTMLElement, label: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show toast');
    const shown = await screen.findByRole('alertdialog');
    await expect(within(shown).getByText('Logged Out')).toBeVisible();
  },
};

export const Success: Story = {
  args: {
    content: { variant: 'success', title: 'Success', description: 'Password reset link sent to your email' },
  },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show toast');
    const shown = await screen.findByRole('alertdialog');
    await expect(shown).toHaveAttribute('data-variant', 'success');
    await expect(within(shown).getByText('Password reset link sent to your email')).toBeVisible();
  },
};

export const DestructiveWithoutTitle: Story = {
  args: { content: { variant: 'destructive', description: 'Failed to send reset link' } },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show toast');
    const shown = await screen.findByRole('alertdialog');
    await expect(within(shown).getByText('Error')).toBeVisible();
    await expect(within(shown).getByText('Failed to send reset link')).toBeVisible();
  },
};

export const ClosesAfterDefaultTimeout: Story = {
  args: { content: { title: 'Saved' } },
  play: async ({ canvasElement }) => {
    // The toast's timer is held, so the story sees it set for 5000 ms and closes the toast by firing it.
    const timers = holdTimers(2000);
    try {
      await showToast(canvasElement, 'Show toast');
      await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Saved');
      await expect(timers.delays).toEqual([5000]);
      await expect(timers.fire(4999)).toBe(0);
      await expect(screen.getByRole('alertdialog')).toBeVisible();
      await expect(timers.fire(5000)).toBe(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    } finally {
      timers.restore();
    }
  },
};

export const OneAtATime: Story = {
  render: () => (
    <Inline>
      <ToastTrigger label="First" content={{ title: 'First toast' }} />
      <ToastTrigger label="Second" content={{ title: 'Second toast' }} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'First');
    await showToast(canvasElement, 'Second');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1));
    await expect(screen.getByText('Second toast')).toBeVisible();
    await expect(screen.queryByText('First toast')).not.toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await expect(await screen.findByText('First toast')).toBeVisible();
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

export const FocusWithF8: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show toast');
    const shown = await screen.findByRole('alertdialog');
    await expect(shown).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    await expect(shown).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(within(shown).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const SecondRegionShowsNothing: Story = {
  render: (args) => (
    <>
      <ToastTrigger {...args} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show toast');
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(screen.getAllByRole('region', { name: /notification/ })).toHaveLength(1);
  },
};
