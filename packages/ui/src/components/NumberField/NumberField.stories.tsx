import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Row Limit', defaultValue: 100000, minValue: 0, maxValue: 100000, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Row Limit' })).toHaveValue('100,000');
  },
};

export const ClampsToMaximum: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Row Limit' });
    await userEvent.clear(input);
    await userEvent.type(input, '250000');
    await userEvent.tab();
    await expect(input).toHaveValue('100,000');
    await expect(args.onChange).not.toHaveBeenCalledWith(250000);
  },
};

export const Steppers: Story = {
  args: { defaultValue: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Row Limit' })).toHaveValue('11');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(canvas.getByRole('textbox', { name: 'Row Limit' })).toHaveValue('10');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Row Limit' })).toBeDisabled();
  },
};
