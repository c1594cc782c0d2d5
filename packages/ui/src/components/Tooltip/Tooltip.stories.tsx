import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { holdTimers } from '../private/held-timers';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: TooltipTrigger,
  args: { children: null },
  render: (args) => (
    <TooltipTrigger {...args}>
      <Button variant="secondary" aria-label="Freeze sidebar">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M9 3h6l-1 6 4 4H6l4-4-1-6zM12 13v8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </Button>
      <Tooltip>Freeze sidebar</Tooltip>
    </TooltipTrigger>
  ),
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

// First, so that no earlier tooltip has warmed up react-aria's shared delay.
export const OpensAfterHoverDelay: Story = {
  play: async ({ canvasElement }) => {
    // The tooltip's delay is held, so the story sees it set for 700 ms and opens the tooltip by firing it.
    const timers = holdTimers(600, 1000);
    try {
      // The pointer crosses the page before it rests on the button, as a mouse does.
      await userEvent.hover(canvasElement);
      await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Freeze sidebar' }));
      await expect(timers.delays).toEqual([700]);
      await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await expect(timers.fire(700)).toBe(1);
      await expect(await screen.findByRole('tooltip')).toHaveTextContent('Freeze sidebar');
    } finally {
      timers.restore();
    }
  },
};

export const OpensOnKeyboardFocus: Story = {
  play: async () => {
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Freeze sidebar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
