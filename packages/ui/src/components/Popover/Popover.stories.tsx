import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Popover, PopoverTrigger } from './Popover';

const PLACEMENTS = ['bottom', 'top', 'start', 'end'] as const;

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { placement: 'bottom' },
  argTypes: { placement: { control: 'select', options: PLACEMENTS } },
  // Room around the trigger, so that every placement fits without flipping.
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Invoice details</Button>
      <Popover {...args}>
        <Stack gap="small" align="start">
          <Heading slot="title" level={3} size="small">
            Invoice 8842-2026-47
          </Heading>
          <Text tone="muted">Billed Nov 16, 2026 · 1,204 packages</Text>
          <Button size="small">Download CSV</Button>
        </Stack>
      </Popover>
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Invoice details' });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpenWithPointer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await screen.findByRole('dialog', { name: 'Invoice 8842-2026-47' });
    // Visible once its entering fade has run.
    await waitFor(() =>
      expect(within(popover).getByText('Billed Nov 16, 2026 · 1,204 packages')).toBeVisible(),
    );
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Invoice 8842-2026-47' });
    // Focus moves into the popover, so Tab reaches its content next.
    await waitFor(() => expect(popover).toHaveFocus());
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Download CSV' })).toHaveFocus();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('dialog', { name: 'Invoice 8842-2026-47' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const ClosesOnOutsidePress: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('dialog', { name: 'Invoice 8842-2026-47' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PlacedAbove: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await screen.findByRole('dialog', { name: 'Invoice 8842-2026-47' });
    // Checked once the position has settled: a first measure may place it before its size is known.
    await waitFor(() => expect(popover.closest('[data-placement]')).toHaveAttribute('data-placement', 'top'));
    await expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger(canvasElement).getBoundingClientRect().top,
    );
  },
};
