import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  authHandlers,
  memberProfile,
  memberWithoutOrganizationProfile,
  organizationAdminProfile,
  platformAdminProfile,
  profileOf,
  unverifiedProfile,
} from '../../mocks/http';
import { profileLoadError, profileLoading } from '../../mocks/profile-stories';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import Landing from './landing';

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  decorators: [withScreen(paths.home.path)],
  parameters: { msw: { handlers: [authHandlers.profile] } },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = profileLoading;

export const LoadError: Story = profileLoadError;

export const UnverifiedEmailGoesToVerifyYourEmail: Story = {
  parameters: { msw: { handlers: [profileOf(unverifiedProfile)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Now at /verify-your-email')).toBeVisible();
  },
};

export const MemberGoesToExecutiveSummary: Story = {
  parameters: { msw: { handlers: [profileOf(memberProfile)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Now at /dashboard/executive-summary')).toBeVisible();
  },
};

export const MemberWithoutOrganizationGoesToNoOrganization: Story = {
  parameters: { msw: { handlers: [profileOf(memberWithoutOrganizationProfile)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Now at /no-organization')).toBeVisible();
  },
};

export const PlatformAdminGoesToOrganizations: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Now at /organization')).toBeVisible();
  },
};

export const OrganizationAdminGoesToTheirOrganization: Story = {
  parameters: { msw: { handlers: [profileOf(organizationAdminProfile)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        `Now at /organization/${organizationAdminProfile.organizationId}`,
      ),
    ).toBeVisible();
  },
};
