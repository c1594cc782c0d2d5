import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers } from './http';

/** A screen that waits for the signed-in profile, while the profile is on its way. */
export const profileLoading = {
  parameters: { msw: { handlers: [authHandlers.profileNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your profile' }),
    ).toBeVisible();
  },
} satisfies StoryObj;

/** A screen that waits for the signed-in profile, when the profile cannot be loaded. */
export const profileLoadError = {
  name: 'Error',
  parameters: { msw: { handlers: [authHandlers.profileFails] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('An error occurred: The database is unreachable'),
    ).toBeVisible();
  },
} satisfies StoryObj;
