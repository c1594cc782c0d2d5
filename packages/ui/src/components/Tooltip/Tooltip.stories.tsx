import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DEFAULT_TOOLTIP_DELAY, Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: TooltipTrigger,
  args: { delay: DEFAULT_TOOLTIP_DELAY, children: null },
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
    // The pointer crosses the page before it rests on the button, as a mouse does.
    await userEvent.hover(canvasElement);
    const hoveredAt = performance.now();
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Freeze sidebar' }));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Freeze sidebar',
    );
    // Timers never fire early, so this holds however busy the machine is.
    await expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(DEFAULT_TOOLTIP_DELAY);
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
