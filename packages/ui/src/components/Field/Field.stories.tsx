import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as RACTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Description, FieldError, Input, Label, fieldClassName } from './Field';

/** The parts every input composes; TextField, PasswordField, Select and NumberField are built from them. */
const meta = {
  title: 'Components/Field',
  component: Input,
  render: (args) => (
    <RACTextField
      className={fieldClassName}
      validationBehavior="aria"
      validate={(value) => (value && !value.includes('@') ? 'Enter an email address' : null)}
    >
      <Label>Email</Label>
      <Input {...args} />
      <Description>Where we send the reset link.</Description>
      <FieldError />
    </RACTextField>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Where we send the reset link.');
  },
};

export const RealtimeValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an email address')).toBeVisible();
    await userEvent.type(input, '@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter an email address')).not.toBeInTheDocument();
  },
};
