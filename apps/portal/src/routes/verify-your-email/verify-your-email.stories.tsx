import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { memberProfile, profileOf, resendVerificationHandlers, unverifiedProfile } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import VerifyYourEmail from './verify-your-email';

const meta = {
  title: 'Screens/VerifyYourEmail',
  component: VerifyYourEmail,
  decorators: [withScreen(paths.verifyYourEmail.path)],
  parameters: { msw: { handlers: [profileOf(unverifiedProfile), resendVerificationHandlers.sent] } },
} satisfies Meta<typeof VerifyYourEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendButton = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Resend verification email' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(
      canvas.getByText(
        "We sent a link to uma@example.com. Open it to verify your email address; until then your organization's data stays hidden.",
      ),
    ).toBeVisible();
    await expect(await resendButton(canvasElement)).toBeEnabled();
  },
};

export const Sending: Story = {
  parameters: {
    msw: { handlers: [profileOf(unverifiedProfile), resendVerificationHandlers.neverArrives] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await resendButton(canvasElement));
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending...' })).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await resendButton(canvasElement));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Verification email sent.',
    );
  },
};

/** The server's message (here the address's email limit) in the 'Error' toast; the button stays usable. */
export const TooManyEmails: Story = {
  parameters: { msw: { handlers: [profileOf(unverifiedProfile), resendVerificationHandlers.tooMany] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await resendButton(canvasElement));
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Error')).toBeVisible();
    await expect(
      within(toast).getByText(
        'Too many emails were sent to uma@example.com. Please try again in 42 minutes.',
      ),
    ).toBeVisible();
    await expect(await resendButton(canvasElement)).toBeEnabled();
  },
};

export const ErrorWithoutMessage: Story = {
  parameters: {
    msw: { handlers: [profileOf(unverifiedProfile), resendVerificationHandlers.failsWithoutMessage] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await resendButton(canvasElement));
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Failed to send the verification email')).toBeVisible();
  },
};

/** Someone whose email is verified (say, in another tab) is sent on to their start page. */
export const AlreadyVerified: Story = {
  parameters: { msw: { handlers: [profileOf(memberProfile)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Now at /')).toBeVisible();
  },
};
