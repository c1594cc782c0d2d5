import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search organizations', placeholder: 'Search organizations...', onChange: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search organizations' })).toHaveAttribute(
      'placeholder',
      'Search organizations...',
    );
    // Nothing to clear: the clear button is hidden, from sight and from assistive technology.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const TypeAndClear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search organizations' });
    await userEvent.type(input, 'acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'acme' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search organizations' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const WithLabel: Story = { args: { label: 'Search', 'aria-label': undefined } };
