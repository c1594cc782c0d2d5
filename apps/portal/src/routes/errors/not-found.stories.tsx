import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers, memberProfile } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { clearStoredUser, storeUser } from '../../state/user-storage';
import NotFound from './not-found';

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  decorators: [withScreen('/no-such-page')],
  parameters: { msw: { handlers: [authHandlers.profile] } },
  beforeEach: () => {
    clearStoredUser();
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectNotFoundMessage = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(
    canvas.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectNotFoundMessage(canvasElement);
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    storeUser(memberProfile);
  },
  play: async ({ canvasElement }) => {
    await expectNotFoundMessage(canvasElement);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};
