import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SELECT_SIZES, Select, SelectItem } from './Select';

const ROLES = [
  { id: 'user', name: 'User' },
  { id: 'admin', name: 'Admin' },
];

const meta = {
  title: 'Components/Select',
  component: Select<{ id: string; name: string }>,
  argTypes: { size: { control: 'inline-radio', options: SELECT_SIZES } },
  args: {
    label: 'Role',
    items: ROLES,
    placeholder: 'Select a role',
    onSelectionChange: fn(),
    children: (item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>,
  },
} satisfies Meta<typeof Select<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveTextContent('Select a role');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Admin');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('admin');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Role/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Admin');
  },
};

export const WithValue: Story = { args: { defaultSelectedKey: 'user' } };

/** The small size, as inside the date range picker: shorter trigger, smaller text, same behaviour. */
export const Small: Story = {
  args: { size: 'small', label: undefined, 'aria-label': 'Role', defaultSelectedKey: 'user' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Role/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Admin');
  },
};

export const NoOptionsIsDisabled: Story = {
  args: { label: 'Sender State', items: [], placeholder: 'No options' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sender State/ })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Role is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Role is required')).toBeVisible();
  },
};
