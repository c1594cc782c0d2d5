import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { linkHandlers } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import AcceptInvitation from './accept-invitation';

const link = paths.auth.acceptInvitation.getHref({ email: 'ann@example.com', token: 'd4e5f6' });

const meta = {
  title: 'Screens/Auth/AcceptInvitation',
  component: AcceptInvitation,
  parameters: { msw: { handlers: [linkHandlers.acceptInvitationSucceeds] } },
} satisfies Meta<typeof AcceptInvitation>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvasElement: HTMLElement, confirmation = 'correct horse') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ann');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lee');
  await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
};

export const Default: Story = {
  decorators: [withScreen(paths.auth.acceptInvitation.path, link)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ann@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  decorators: [withScreen(paths.auth.acceptInvitation.path, link)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  decorators: [withScreen(paths.auth.acceptInvitation.path, link)],
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'correct horsf');
    await expect(await within(canvasElement).findByText('Passwords do not match')).toBeVisible();
  },
};

export const Success: Story = {
  decorators: [withScreen(paths.auth.acceptInvitation.path, link)],
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(await screen.findByText('Account created successfully!')).toBeVisible();
    await expect(screen.getByText('Please login to continue.')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /login')).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: [withScreen(paths.auth.acceptInvitation.path, link)],
  parameters: { msw: { handlers: [linkHandlers.acceptInvitationRejected] } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Error')).toBeVisible();
    await expect(within(toast).getByText('An account with this email already exists')).toBeVisible();
  },
};

export const InvalidLink: Story = {
  decorators: [
    withScreen(
      paths.auth.acceptInvitation.path,
      paths.auth.acceptInvitation.getHref({ email: 'ann@example.com' }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Invalid invitation link')).toBeVisible();
    await expect(screen.getByText('Please check your invitation link and try again.')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /login')).toBeVisible();
  },
};
