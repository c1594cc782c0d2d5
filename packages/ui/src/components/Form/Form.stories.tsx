import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Form {...args}>
      <TextField label="First Name" name="firstName" isRequired />
      <TextField label="Last Name" name="lastName" isRequired />
      <Button type="submit">Create Account</Button>
    </Form>
  ),
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'This email is already registered' } },
  render: (args) => (
    <Form {...args}>
      <TextField label="Email" name="email" type="email" defaultValue="ada@example.com" />
      <Button type="submit">Sign up</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This email is already registered')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};
