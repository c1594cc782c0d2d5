import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { linkHandlers } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import ResetPassword from './reset-password';

const link = paths.auth.resetPassword.getHref({ token: 'g7h8i9', email: 'ann@example.com' });

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPassword,
  parameters: { msw: { handlers: [linkHandlers.resetPasswordSucceeds] } },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, password: string, confirmation: string) => {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText('New Password'), password);
  if (confirmation) await userEvent.type(canvas.getByLabelText('Confirm Password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
};

export const ValidationErrors: Story = {
  decorators: [withScreen(paths.auth.resetPassword.path, link)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, '', '');
    await expect(await canvas.findByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();

    await choose(canvasElement, 'short', 'tiny');
    await expect(await canvas.findAllByText('Password must have at least 8 characters')).toHaveLength(2);
  },
};

export const PasswordMismatch: Story = {
  decorators: [withScreen(paths.auth.resetPassword.path, link)],
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'correct horse', 'correct horsf');
    await expect(await screen.findByText('Passwords do not match')).toBeVisible();
  },
};

export const Success: Story = {
  decorators: [withScreen(paths.auth.resetPassword.path, link)],
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'correct horse', 'correct horse');
    await expect(await screen.findByText('Password reset successful')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /login')).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: [withScreen(paths.auth.resetPassword.path, link)],
  parameters: { msw: { handlers: [linkHandlers.resetPasswordRejected] } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'correct horse', 'correct horse');
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Error')).toBeVisible();
    await expect(within(toast).getByText('This link is invalid or has expired')).toBeVisible();
  },
};

export const InvalidLink: Story = {
  decorators: [
    withScreen(paths.auth.resetPassword.path, paths.auth.resetPassword.getHref({ token: 'g7h8i9' })),
  ],
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Invalid reset password link')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /login')).toBeVisible();
  },
};
