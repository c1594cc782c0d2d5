import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { authHandlers } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { USER_STORAGE_KEY } from '../../state/user-storage';
import { paths } from '../../config/paths';
import Landing from './landing';

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  decorators: [withScreen(paths.home.path)],
  parameters: { msw: { handlers: [authHandlers.profile, authHandlers.logoutSucceeds] } },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [authHandlers.profileNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your profile' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [authHandlers.profileFails] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('An error occurred: The database is unreachable'),
    ).toBeVisible();
  },
};

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Ann!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out' }));
    await expect(await screen.findByText('Logged Out')).toBeVisible();
    await expect(screen.getByText('You have been successfully logged out')).toBeVisible();
    await expect(await canvas.findByText('Now at /login')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      userId: '',
      firstName: '',
      isAdmin: false,
    });
  },
};
