import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  authHandlers,
  memberProfile,
  memberWithoutOrganizationProfile,
  organizationAdminProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
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
