import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { acmeFreight, northwind, organizationHandlers, organizations } from '../../mocks/administration';
import { dashboardHandlers } from '../../mocks/dashboard';
import {
  authHandlers,
  memberWithoutOrganizationProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import Dashboard from './dashboard';

// Where the portal keeps the chosen theme, written out so that renaming the key fails here.
const THEME_STORAGE_KEY = 'theme-storage';

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  decorators: [withScreen(paths.dashboard.executiveSummary.path)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [authHandlers.profile, dashboardHandlers.address] },
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const FRAME_NAME = 'Executive Summary dashboard';

/** The dashboard frame, once its address has arrived. */
const findFrame = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByTitle(FRAME_NAME, {}, { timeout: 5000 })) as HTMLIFrameElement;

/** The document inside the frame, once the stand-in frame page has loaded into it. */
async function frameDocument(frame: HTMLIFrameElement): Promise<Document> {
  await waitFor(() => expect(frame.contentDocument?.getElementById('kind')?.textContent).toBeTruthy(), {
    timeout: 5000,
  });
  return frame.contentDocument!;
}

/**
 * Presses a button of the stand-in frame page. A DOM click, since user-event drives one document only; the
 * page's own handler still posts its message from inside the frame.
 */
async function pressInFrame(canvasElement: HTMLElement, name: string) {
  const frame = within((await frameDocument(await findFrame(canvasElement))).body);
  frame.getByRole('button', { name }).click();
}

/** Waits until the frame shows a page asked for with `texts` (its kind, theme and organization). */
async function expectFrameShowing(canvasElement: HTMLElement, ...texts: string[]) {
  await waitFor(
    async () => {
      const body = within((await frameDocument(await findFrame(canvasElement))).body);
      for (const text of texts) await expect(body.getByText(text, { exact: false })).toBeInTheDocument();
    },
    { timeout: 5000 },
  );
}

export const Loading: Story = {
  parameters: { msw: { handlers: [authHandlers.profile, dashboardHandlers.addressNeverArrives] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading dashboard' })).toBeVisible();
    await expect(canvas.queryByTitle(FRAME_NAME)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Theme: SmallSpacing' })).toBeVisible();
  },
};

/** A member's dashboard: the frame of the address's kind, in the remembered theme, for every organization. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findFrame(canvasElement)).toBeVisible();
    await expectFrameShowing(
      canvasElement,
      'Analytics frame: executive_summary',
      'Theme SmallSpacing, organization Full_Access',
    );
    await expect(canvas.getByRole('heading', { name: 'Executive Summary', level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Organization/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A platform admin picks whose figures to see: 'All' first, then each active organization by name. */
export const AdminChoosesOrganization: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(organizations),
        dashboardHandlers.address,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFrameShowing(canvasElement, 'organization Full_Access');
    const select = await canvas.findByRole('button', { name: /Organization/ });
    await expect(select).toHaveTextContent('All');

    await userEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', acmeFreight.name, northwind.name]),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: northwind.name }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await expect(select).toHaveTextContent(northwind.name);
    await expectFrameShowing(canvasElement, `organization ${northwind.mappingName}`);
  },
};

/** A member without a license seat reads the server's reason and who can help. */
export const NoLicense: Story = {
  parameters: { msw: { handlers: [authHandlers.profile, dashboardHandlers.noLicense] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Viewing dashboards needs a license seat: ask your organization admin to assign you one',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "Your organization's admins and the platform admins assign license seats. Reload this page once you have one.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByTitle(FRAME_NAME)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

/** Someone of no organization, who reaches a dashboard through the menu, reads the server's reason alone. */
export const NoOrganization: Story = {
  parameters: {
    msw: { handlers: [profileOf(memberWithoutOrganizationProfile), dashboardHandlers.noOrganization] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are not a member of an organization')).toBeVisible();
    await expect(canvas.queryByText(/license seats/)).not.toBeInTheDocument();
    await expect(canvas.queryByTitle(FRAME_NAME)).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [authHandlers.profile, dashboardHandlers.fails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading dashboard');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByTitle(FRAME_NAME)).not.toBeInTheDocument();
  },
};

/** Retry after a failure that has passed shows the frame. */
export const RetryAfterError: Story = {
  parameters: {
    msw: { handlers: [authHandlers.profile, dashboardHandlers.failsOnce, dashboardHandlers.address] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expectFrameShowing(canvasElement, 'Analytics frame: executive_summary');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The floating switcher opened: every theme, the remembered one selected. */
export const ThemeSwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    await findFrame(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' }));
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SmallSpacing', 'None', 'Light', 'Dark', 'Theme2', 'Theme3']);
    await expect(within(listbox).getByRole('option', { name: 'SmallSpacing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Picking a theme remembers it and reloads the frame in that theme. */
export const ChoosingAThemeReloadsTheFrame: Story = {
  play: async ({ canvasElement }) => {
    await expectFrameShowing(canvasElement, 'Theme SmallSpacing');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Theme2' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await expectFrameShowing(canvasElement, 'Theme Theme2, organization Full_Access');
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: Theme2' })).toBeVisible();
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"Theme2"');
  },
};

/** A tile of the frame that links to another dashboard opens that dashboard's address. */
export const FrameOpensAnotherDashboard: Story = {
  play: async ({ canvasElement }) => {
    await pressInFrame(canvasElement, 'Open performance tracker');
    await expect(
      await within(canvasElement).findByText(`Now at ${paths.dashboard.performanceTracker.getHref()}`),
    ).toBeVisible();
  },
};

/** A platform admin's frame that leaves packages of unmapped services out opens the list of them. */
export const FrameOpensTheUnmappedList: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(organizations),
        dashboardHandlers.addressWithExcludedPackages,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await pressInFrame(canvasElement, 'Review the unmapped services');
    await expect(
      await within(canvasElement).findByText(`Now at ${paths.unmappedReferenceData.getHref()}`),
    ).toBeVisible();
  },
};

/** A frame whose token has expired asks for a new address, and is loaded again with it. */
export const FrameAsksForANewAddress: Story = {
  play: async ({ canvasElement }) => {
    const first = await findFrame(canvasElement);
    await pressInFrame(canvasElement, 'Ask for a new address');
    await waitFor(async () => expect(await findFrame(canvasElement)).not.toBe(first), { timeout: 5000 });
    await expectFrameShowing(canvasElement, 'Analytics frame: executive_summary');
  },
};
