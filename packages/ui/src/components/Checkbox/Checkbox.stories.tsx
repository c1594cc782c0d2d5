import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select all' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  },
};

const PEOPLE = ['Ann Lee', 'Bo Chen', 'Cy Diaz'];

function SelectAllList() {
  const [selected, setSelected] = useState<string[]>(['Ann Lee']);
  const all = selected.length === PEOPLE.length;
  return (
    <Stack gap="small">
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(checked) => setSelected(checked ? PEOPLE : [])}
      >
        Select all
      </Checkbox>
      {PEOPLE.map((name) => (
        <Checkbox
          key={name}
          isSelected={selected.includes(name)}
          onChange={(checked) =>
            setSelected((current) => (checked ? [...current, name] : current.filter((n) => n !== name)))
          }
        >
          {name}
        </Checkbox>
      ))}
    </Stack>
  );
}

export const SelectAll: Story = {
  render: () => <SelectAllList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    for (const name of PEOPLE) await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    await userEvent.click(selectAll);
    for (const name of PEOPLE) await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
  },
};
