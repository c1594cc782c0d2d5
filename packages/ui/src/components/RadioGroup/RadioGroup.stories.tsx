import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { RADIO_GROUP_ORIENTATIONS, Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
  args: {
    label: 'Scope',
    onChange: fn(),
    children: [
      <Radio key="full" value="Full_Access">
        Full access
      </Radio>,
      <Radio key="own" value="Own_Organization">
        Own organization
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Scope' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(within(group).getByRole('radio', { name: 'Own organization' }));
    await expect(within(group).getByRole('radio', { name: 'Own organization' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Own_Organization');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'Full_Access' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Scope' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const full = canvas.getByRole('radio', { name: 'Full access' });
    const own = canvas.getByRole('radio', { name: 'Own organization' });
    await expect(own.getBoundingClientRect().top).toBe(full.getBoundingClientRect().top);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(own).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'What the dashboard shows by default.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Scope' }),
    ).toHaveAccessibleDescription('What the dashboard shows by default.');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Form>
      <RadioGroup {...args} name="scope" isRequired errorMessage="Scope is required" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Scope is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Scope is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Full access' }));
    await expect(canvas.queryByText('Scope is required')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const name of ['Full access', 'Own organization']) {
      await expect(within(canvasElement).getByRole('radio', { name })).toBeDisabled();
    }
  },
};
