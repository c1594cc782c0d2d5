import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { linkHandlers } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import VerifyEmail from './verify-email';

const link = paths.auth.verifyEmail.getHref({ token: 'a1b2c3', email: 'ann@example.com' });

const meta = {
  title: 'Screens/Auth/VerifyEmail',
  component: VerifyEmail,
  parameters: { msw: { handlers: [linkHandlers.verifyEmailSucceeds] } },
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  decorators: [withScreen(paths.auth.verifyEmail.path, link)],
  parameters: { msw: { handlers: [linkHandlers.verifyEmailNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Verifying your email' }),
    ).toBeVisible();
  },
};

export const Success: Story = {
  decorators: [withScreen(paths.auth.verifyEmail.path, link)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByText('Now at /login')).toBeVisible();
  },
};

export const Failure: Story = {
  decorators: [withScreen(paths.auth.verifyEmail.path, link)],
  parameters: { msw: { handlers: [linkHandlers.verifyEmailRejected] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(canvas.getByText('This link is invalid or has expired')).toBeVisible();
  },
};

export const FailureWithoutMessage: Story = {
  decorators: [withScreen(paths.auth.verifyEmail.path, link)],
  parameters: { msw: { handlers: [linkHandlers.verifyEmailFailsWithoutMessage] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(canvas.getByText('An error occurred during verification')).toBeVisible();
  },
};

export const MissingTokenOrEmail: Story = {
  decorators: [
    withScreen(paths.auth.verifyEmail.path, paths.auth.verifyEmail.getHref({ email: 'ann@example.com' })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(canvas.getByText('Missing token or email')).toBeVisible();
  },
};
