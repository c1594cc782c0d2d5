import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import Login from './login';

const meta = {
  title: 'Screens/Auth/Login',
  component: Login,
  decorators: [withScreen(paths.auth.login.path)],
  parameters: { msw: { handlers: [authHandlers.loginSucceeds, authHandlers.resetLinkSent] } },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann.example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Entered value does not match email format')).toBeVisible();
    await expect(canvas.getByText('Password must have at least 8 characters')).toBeVisible();
  },
};

const signIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.loginRejected] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Error')).toBeVisible();
    await expect(within(toast).getByText('Invalid email or password')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /')).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    // Read again until it holds: the field's message is rendered anew as focus moves to the invalid field.
    await waitFor(() => expect(dialog.getByText('Email is required')).toBeVisible());

    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await screen.findByText('Reset password email sent')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
