import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { authHandlers } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import Register from './register';

const meta = {
  title: 'Screens/Auth/Register',
  component: Register,
  decorators: [withScreen(paths.auth.register.path)],
  parameters: { msw: { handlers: [authHandlers.registerSucceeds] } },
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['First Name', 'Last Name', 'Email']) {
      await expect(canvas.getByRole('textbox', { name: label })).toBeVisible();
    }
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm Password')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ann');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'correct horsf');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Your passwords do not match')).toBeVisible();
    await expect(await screen.findByText('Passwords do not match')).toBeVisible();
  },
};
