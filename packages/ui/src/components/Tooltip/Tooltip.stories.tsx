import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { DEFAULT_TOOLTIP_DELAY, Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: TooltipTrigger,
  args: { delay: DEFAULT_TOOLTIP_DELAY, children: null },
  render: (args) => (
    <TooltipTrigger {...args}>
      <Button variant="secondary" aria-label="Freeze sidebar">
        <span aria-hidden="true">📌</span>
      </Button>
      <Tooltip>Freeze sidebar</Tooltip>
    </TooltipTrigger>
  ),
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

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
