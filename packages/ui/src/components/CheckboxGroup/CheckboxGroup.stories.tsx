import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Form } from '../Form/Form';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Carriers',
    onChange: fn(),
    children: [
      <Checkbox key="ups" value="ups">
        UPS
      </Checkbox>,
      <Checkbox key="fedex" value="fedex">
        FedEx
      </Checkbox>,
    ],
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Carriers' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'UPS' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'FedEx' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ups', 'fedex']);
  },
};

export const WithDescription: Story = {
  args: { description: 'Only these carriers are shown.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Carriers' })).toHaveAccessibleDescription(
      'Only these carriers are shown.',
    );
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Form>
      <CheckboxGroup {...args} name="carriers" isRequired errorMessage="Choose at least one carrier" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Choose at least one carrier')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose at least one carrier')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'UPS' }));
    await expect(canvas.queryByText('Choose at least one carrier')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const name of ['UPS', 'FedEx']) {
      await expect(within(canvasElement).getByRole('checkbox', { name })).toBeDisabled();
    }
  },
};
