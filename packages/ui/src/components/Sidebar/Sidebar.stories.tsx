import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { SIDEBAR_STATE_MAX_AGE } from './sidebar-storage';
import { Sidebar, SidebarInset, SidebarTitle, SidebarTrigger } from './Sidebar';
import { SidebarButton } from './SidebarButton';
import { SidebarGroup } from './SidebarGroup';
import { SidebarLink } from './SidebarLink';
import { SidebarProvider } from './SidebarProvider';

const NAV_STORAGE_KEY = 'dashboard-nav-storage';
const FROZEN_KEY = 'sidebar-frozen';
const STATE_COOKIE = 'sidebar-state';

/** The sidebar's widths in rem: expanded, collapsed (icons only) and as the mobile sheet. */
const EXPANDED_REM = 24;
const COLLAPSED_REM = 3;
const SHEET_REM = 18;

/** Pixels of `rem` root-font units: themes set the root font size. */
function px(rem: number): number {
  return rem * parseFloat(getComputedStyle(document.documentElement).fontSize);
}

function HomeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M3 11 12 4l9 7v9h-6v-6H9v6H3z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function ChartIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Navigation() {
  return (
    <>
      <SidebarLink href="#/" icon={<HomeIcon />} isCurrent>
        Home
      </SidebarLink>
      <SidebarGroup title="Parcel Pulse" icon={<ChartIcon />} storageKey={NAV_STORAGE_KEY}>
        <SidebarLink href="#/dashboard/executive-summary">Executive Summary</SidebarLink>
        <SidebarLink href="#/dashboard/domestic-shipping">Domestic Shipping</SidebarLink>
        <SidebarLink href="#/dashboard/international-shipping">International Shipping</SidebarLink>
      </SidebarGroup>
      <SidebarGroup
        title="Carrier Monitoring"
        href="#/dashboard/mode-optimization"
        storageKey={NAV_STORAGE_KEY}
      >
        <SidebarLink href="#/dashboard/performance-tracker">Performance Tracker</SidebarLink>
      </SidebarGroup>
    </>
  );
}

const onLogOut = fn();

function Layout({ organization = 'Acme Parcel', isMobile = false }) {
  // Stands in for a page reload: the navigation mounts afresh and must read back what it stored.
  const [mount, setMount] = useState(0);
  return (
    <SidebarProvider key={mount}>
      <Sidebar
        header={
          <>
            <SidebarTitle title={organization} />
            <SidebarTrigger />
          </>
        }
        footer={
          <>
            <SidebarLink href="#/people/42">Ada Lovelace</SidebarLink>
            <SidebarButton onPress={onLogOut}>Log out</SidebarButton>
          </>
        }
      >
        <Navigation />
      </Sidebar>
      <SidebarInset>
        <div style={{ padding: 24, display: 'grid', gap: 16, justifyItems: 'start' }}>
          {isMobile && <SidebarTrigger />}
          <Heading level={1}>Executive Summary</Heading>
          <Text>Parcel spend and volumes for the selected period.</Text>
          <Button variant="secondary" onPress={() => setMount((count) => count + 1)}>
            Reload page
          </Button>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

function forgetSidebar() {
  window.localStorage.removeItem(FROZEN_KEY);
  window.localStorage.removeItem(NAV_STORAGE_KEY);
  document.cookie = `${STATE_COOKIE}=; path=/; max-age=0`;
}

function sidebarWidth(canvasElement: HTMLElement): number {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Sidebar' });
  return (nav.parentElement as HTMLElement).getBoundingClientRect().width;
}

async function expectWidth(canvasElement: HTMLElement, widthRem: number) {
  await waitFor(() => expect(sidebarWidth(canvasElement)).toBe(px(widthRem)));
}

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: { children: null },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetSidebar();
    return forgetSidebar;
  },
  render: () => <Layout />,
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  beforeEach: () => {
    document.cookie = `${STATE_COOKIE}=expanded; path=/`;
  },
  play: async ({ canvasElement }) => {
    await expectWidth(canvasElement, EXPANDED_REM);
    // The name shows once on screen; a second copy, visually hidden, is the one assistive technology reads.
    await expect(within(canvasElement).getByText('Acme Parcel', { selector: '[aria-hidden]' })).toBeVisible();

    await userEvent.keyboard('{Control>}b{/Control}');
    await expectWidth(canvasElement, COLLAPSED_REM);
    // Chromium reports `expires` (ms since the epoch); TypeScript's DOM types leave it out.
    const cookie = (await window.cookieStore.get(STATE_COOKIE)) as
      (CookieListItem & { expires?: number | null }) | null;
    await expect(cookie?.value).toBe('collapsed');
    // The cookie's expiry is set from max-age: 7 days from now, give or take the test's own run time.
    const sevenDaysAhead = Date.now() + SIDEBAR_STATE_MAX_AGE * 1000;
    await expect(cookie?.expires).toBeGreaterThan(sevenDaysAhead - 60_000);
    await expect(cookie?.expires).toBeLessThanOrEqual(sevenDaysAhead + 1000);
    await expect(SIDEBAR_STATE_MAX_AGE).toBe(604800);

    await userEvent.keyboard('{Control>}b{/Control}');
    await expectWidth(canvasElement, EXPANDED_REM);
    await expect((await window.cookieStore.get(STATE_COOKIE))?.value).toBe('expanded');
  },
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    // One user session, so that the pointer remembers where it is and fires leave events.
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await expectWidth(canvasElement, COLLAPSED_REM);

    await user.tab();
    await expect(canvas.getByRole('button', { name: 'Freeze sidebar' })).toHaveFocus();
    await user.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');

    const nav = canvas.getByRole('navigation', { name: 'Sidebar' });
    await user.pointer({ target: canvas.getByRole('main'), coords: { clientX: 400, clientY: 300 } });
    await expectWidth(canvasElement, COLLAPSED_REM);
    await user.pointer({ target: nav, coords: { clientX: 5, clientY: 300 } });
    await expectWidth(canvasElement, EXPANDED_REM);
    await user.pointer({ target: canvas.getByRole('main'), coords: { clientX: 600, clientY: 300 } });
    await expectWidth(canvasElement, COLLAPSED_REM);
  },
};

export const Frozen: Story = {
  beforeEach: () => {
    window.localStorage.setItem(FROZEN_KEY, 'true');
  },
  play: async ({ canvasElement }) => {
    // One user session, so that the pointer remembers where it is and fires leave events.
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await expectWidth(canvasElement, EXPANDED_REM);
    const nav = canvas.getByRole('navigation', { name: 'Sidebar' });
    const main = canvas.getByRole('main');
    const unfreeze = canvas.getByRole('button', { name: 'Unfreeze sidebar' });
    await expect(unfreeze).toHaveAttribute('aria-pressed', 'true');

    await user.pointer({ target: nav, coords: { clientX: 100, clientY: 300 } });
    await user.pointer({ target: main, coords: { clientX: 600, clientY: 300 } });
    await expectWidth(canvasElement, EXPANDED_REM);

    await user.click(unfreeze);
    const freeze = canvas.getByRole('button', { name: 'Freeze sidebar' });
    await expect(freeze).toHaveAttribute('aria-pressed', 'false');
    await expect(window.localStorage.getItem(FROZEN_KEY)).toBe('false');
    await user.pointer({ target: main, coords: { clientX: 600, clientY: 300 } });
    await expectWidth(canvasElement, COLLAPSED_REM);

    await user.pointer({ target: nav, coords: { clientX: 4, clientY: 300 } });
    await expectWidth(canvasElement, EXPANDED_REM);
    await user.click(freeze);
    await expect(window.localStorage.getItem(FROZEN_KEY)).toBe('true');
    await user.pointer({ target: main, coords: { clientX: 600, clientY: 300 } });
    await expectWidth(canvasElement, EXPANDED_REM);
  },
};

export const WithGroups: Story = {
  beforeEach: () => {
    document.cookie = `${STATE_COOKIE}=expanded; path=/`;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'Parcel Pulse' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Executive Summary' })).not.toBeInTheDocument();

    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Executive Summary' })).toBeVisible();
    await expect(JSON.parse(window.localStorage.getItem(NAV_STORAGE_KEY) ?? '{}')).toEqual({
      'Parcel Pulse': true,
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(canvas.getByRole('button', { name: 'Parcel Pulse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Executive Summary' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Parcel Pulse' }));
    await expect(JSON.parse(window.localStorage.getItem(NAV_STORAGE_KEY) ?? '{}')).toEqual({
      'Parcel Pulse': false,
    });
  },
};

export const CollapsedGroupOpensOnFirstPress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectWidth(canvasElement, COLLAPSED_REM);
    const group = canvas.getByRole('button', { name: 'Parcel Pulse' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(group);
    await expect(canvas.getByRole('button', { name: 'Parcel Pulse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Executive Summary' })).toBeInTheDocument();
  },
};

export const CollapsedParentLinkGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectWidth(canvasElement, COLLAPSED_REM);
    const toggle = canvas.getByRole('button', { name: 'Toggle Carrier Monitoring' });
    await expect(toggle).toBeVisible();

    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Toggle Carrier Monitoring' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Performance Tracker' })).toBeInTheDocument();
  },
};

export const WithParentLink: Story = {
  beforeEach: () => {
    document.cookie = `${STATE_COOKIE}=expanded; path=/`;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Carrier Monitoring' })).toHaveAttribute(
      'href',
      '#/dashboard/mode-optimization',
    );
    const toggle = canvas.getByRole('button', { name: 'Toggle Carrier Monitoring' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Performance Tracker' })).toBeVisible();
    await expect(JSON.parse(window.localStorage.getItem(NAV_STORAGE_KEY) ?? '{}')).toEqual({
      'Carrier Monitoring': true,
    });
  },
};

export const WithButton: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await expectWidth(canvasElement, COLLAPSED_REM);
    const logOut = canvas.getByRole('button', { name: 'Log out' });
    // Collapsed, the label is read by assistive technology and shown as a tooltip at once on hover.
    await user.hover(logOut);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Log out');

    onLogOut.mockClear();
    logOut.focus();
    await user.keyboard('{Enter}');
    await expect(onLogOut).toHaveBeenCalledTimes(1);
  },
};

export const LongOrganizationName: Story = {
  render: () => <Layout organization="International Parcel Logistics Group" />,
  beforeEach: () => {
    document.cookie = `${STATE_COOKIE}=expanded; path=/`;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByText('International Parcel...');
    await expect(shown).toBeVisible();
    await expect(shown.parentElement).toHaveAttribute('title', 'International Parcel Logistics Group');
    await expect(canvas.getByRole('navigation', { name: 'Sidebar' })).toHaveTextContent(
      'International Parcel Logistics Group',
    );
  },
};

export const Mobile: Story = {
  render: () => <Layout isMobile />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();

    const open = canvas.getByRole('button', { name: 'Open sidebar' });
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Sidebar' });
    await waitFor(() => expect(within(sheet).getByRole('link', { name: 'Home' })).toBeVisible());
    await expect(sheet.parentElement?.getBoundingClientRect().width).toBe(px(SHEET_REM));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(await screen.findByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
