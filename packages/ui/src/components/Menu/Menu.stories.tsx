import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

const onAction = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="resend">Resend Invitation</MenuItem>
        <MenuSeparator />
        <MenuItem id="deactivate" tone="danger">
          Deactivate User
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate User' }));
    await expect(onAction.mock.calls[0]?.[0]).toBe('deactivate');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction.mock.calls[0]?.[0]).toBe('resend');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
