import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../mocks/screen-decorator';
import NotFound from './not-found';

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  decorators: [withScreen('/no-such-page')],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  },
};
