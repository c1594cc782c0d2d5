import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  authHandlers,
  memberProfile,
  memberWithoutOrganizationProfile,
  organizationAdminProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
import { profileLoadError, profileLoading } from '../../mocks/profile-stories';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import NoOrganization from '../no-organization/no-organization';
import SignedInLayout from './signed-in-layout';

// Where the portal keeps what a user left open and who is signed in, written out so that renaming a key
// (and so forgetting every user's saved menu or session) fails here.
const MENU_STORAGE_KEY = 'dashboard-nav-storage';
const USER_STORAGE_KEY = 'user-storage';

const meta = {
  title: 'Screens/SignedInLayout',
  component: SignedInLayout,
  decorators: [withScreen(paths.noOrganization.path)],
  render: () => (
    <SignedInLayout>
      <NoOrganization />
    </SignedInLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [authHandlers.profile, authHandlers.logoutSucceeds] },
  },
  beforeEach: () => {
    localStorage.removeItem(MENU_STORAGE_KEY);
    // Each story starts with the sidebar expanded, as a user leaves it after opening it once.
    document.cookie = 'sidebar-state=expanded; path=/';
  },
} satisfies Meta<typeof SignedInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigationOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }));

/** Opens the named menu groups, in order, and returns the navigation. */
const openGroups = async (canvasElement: HTMLElement, titles: string[]) => {
  const navigation = await navigationOf(canvasElement);
  for (const title of titles) {
    await userEvent.click(navigation.getByRole('button', { name: title, expanded: false }));
  }
  return navigation;
};

const linkNames = (navigation: ReturnType<typeof within>, groupTitle: string) =>
  within(navigation.getByRole('group', { name: groupTitle }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Loading: Story = profileLoading;

export const LoadError: Story = profileLoadError;

export const MemberWithoutOrganization: Story = {
  parameters: { msw: { handlers: [profileOf(memberWithoutOrganizationProfile)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Organization Access' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Waybill' })).toBeVisible();
    const navigation = await openGroups(canvasElement, [
      'Parcel Pulse',
      'Accessorial Dive',
      'Contract Monitoring',
    ]);
    await expect(linkNames(navigation, 'Parcel Pulse')).toEqual([
      'Executive Summary',
      'Domestic Shipping',
      'International Shipping',
    ]);
    await expect(linkNames(navigation, 'Accessorial Dive')).toEqual([
      'Accessorials Summary',
      'Accessorials Detail',
    ]);
    await expect(linkNames(navigation, 'Contract Monitoring')).toEqual([
      'Discount Monitoring Summary',
      'Discount Monitoring Detail',
    ]);
    await expect(navigation.getByRole('link', { name: 'Carrier Monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/mode-optimization',
    );
    await expect(navigation.queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
  },
};

export const Member: Story = {
  parameters: { msw: { handlers: [profileOf(memberProfile)] } },
  play: async ({ canvasElement }) => {
    const navigation = await openGroups(canvasElement, ['Administration']);
    await expect(linkNames(navigation, 'Administration')).toEqual(['Documents']);
    await expect(navigation.getAllByText('Acme Freight')[0]).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      `/people/${memberProfile.userId}`,
    );
  },
};

export const OrganizationAdmin: Story = {
  parameters: { msw: { handlers: [profileOf(organizationAdminProfile)] } },
  play: async ({ canvasElement }) => {
    const navigation = await openGroups(canvasElement, ['Administration']);
    await expect(linkNames(navigation, 'Administration')).toEqual(['Organization Profile', 'Documents']);
    await expect(navigation.getByRole('link', { name: 'Organization Profile' })).toHaveAttribute(
      'href',
      `/organization/${organizationAdminProfile.organizationId}`,
    );
    // The name is cut to 20 characters on screen; the full name stays available to assistive technology.
    await expect(navigation.getByText('Northwind Outfitters...')).toBeVisible();
    await expect(navigation.getByText('Northwind Outfitters International')).toBeInTheDocument();
  },
};

export const PlatformAdmin: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile)] } },
  play: async ({ canvasElement }) => {
    const navigation = await openGroups(canvasElement, ['Administration', 'Import', 'Setup Tables']);
    await expect(linkNames(navigation, 'Administration')).toEqual([
      'Organizations',
      'People',
      'Documents',
      'Export Data',
      'Audit log',
    ]);
    await expect(navigation.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit-log');
    await expect(linkNames(navigation, 'Setup Tables')).toEqual(['Service Types', 'Track Status']);
    await expect(navigation.getByRole('link', { name: 'Service Types' })).toHaveAttribute('href', '/people');
    await expect(navigation.getByRole('link', { name: 'Track Status' })).toHaveAttribute(
      'href',
      '/documents',
    );
    await expect(navigation.getByRole('link', { name: 'Control Master' })).toHaveAttribute(
      'href',
      '/control-master',
    );
    await expect(navigation.getByRole('link', { name: 'Reference Data' })).toHaveAttribute(
      'href',
      '/reference-data/unmapped',
    );
    await expect(navigation.getByRole('link', { name: 'Refund Claims' })).toHaveAttribute(
      'href',
      '/refund-claims',
    );
  },
};

export const RemembersOpenGroups: Story = {
  play: async ({ canvasElement }) => {
    await openGroups(canvasElement, ['Parcel Pulse']);
    await expect(JSON.parse(localStorage.getItem(MENU_STORAGE_KEY) ?? 'null')).toEqual({
      'Parcel Pulse': true,
    });
  },
};

export const NavigatesFromTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const navigation = await openGroups(canvasElement, ['Parcel Pulse']);
    await userEvent.click(navigation.getByRole('link', { name: 'Executive Summary' }));
    await expect(await within(canvasElement).findByText('Now at /dashboard/executive-summary')).toBeVisible();
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const navigation = await navigationOf(canvasElement);
    await userEvent.click(navigation.getByRole('button', { name: 'Log out' }));
    await expect(await screen.findByText('Logged Out')).toBeVisible();
    await expect(screen.getByText('You have been successfully logged out')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /login')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      userId: '',
      firstName: '',
      isAdmin: false,
    });
  },
};

export const LogoutFails: Story = {
  parameters: { msw: { handlers: [authHandlers.profile, authHandlers.logoutFails] } },
  play: async ({ canvasElement }) => {
    const navigation = await navigationOf(canvasElement);
    await userEvent.click(navigation.getByRole('button', { name: 'Log out' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Failed to log out. Please try again.')).toBeVisible();
  },
};

/** The collapsed rail shows an icon for every group and entry, never letters standing in for one. */
export const CollapsedRailShowsIcons: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile)] } },
  beforeEach: () => {
    localStorage.setItem(
      MENU_STORAGE_KEY,
      JSON.stringify({ 'Parcel Pulse': true, Administration: true, Import: true, 'Setup Tables': true }),
    );
    document.cookie = 'sidebar-state=collapsed; path=/';
  },
  play: async ({ canvasElement }) => {
    const navigation = await navigationOf(canvasElement);
    const groups = ['Parcel Pulse', 'Accessorial Dive', 'Contract Monitoring', 'Administration', 'Import'];
    const links = [
      'Executive Summary',
      'Carrier Monitoring',
      'Organizations',
      'People',
      'Audit log',
      'Control Master',
      'Reference Data',
      'Refund Claims',
    ];
    const items = [
      ...groups.map((name) => navigation.getByRole('button', { name })),
      ...links.map((name) => navigation.getByRole('link', { name })),
    ];
    for (const item of items) {
      // The item's icon, not letters: the label is read by assistive technology and shown in a tooltip.
      const icon = item.querySelector('span[aria-hidden="true"]');
      await expect(icon?.querySelector('svg')).toBeTruthy();
      await expect(icon?.textContent).toBe('');
    }
  },
};
