import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { acmeFreight, northwind, organizationHandlers, organizations } from '../../mocks/administration';
import { dialogClosed, findDialog } from '../../mocks/dialogs';
import {
  exportFileNameOf,
  exportHandlers,
  sentExports,
  trackingCsv,
  trackingExport,
} from '../../mocks/exports';
import {
  authHandlers,
  memberWithoutOrganizationProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import Exports from './exports';

const meta = {
  title: 'Screens/Exports',
  component: Exports,
  decorators: [withScreen(paths.exports.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.details,
        exportHandlers.workbook(),
      ],
    },
  },
  beforeEach: () => {
    sentExports.length = 0;
  },
} satisfies Meta<typeof Exports>;

export default meta;
type Story = StoryObj<typeof meta>;

const adminHandlers = [profileOf(platformAdminProfile), organizationHandlers.list(organizations)];

/** The trigger of one of the page's selects, found by its label. */
const selectButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(label) });

/** The options a select offers, as a user reads them when opening it; closes it again. */
async function optionsOf(canvasElement: HTMLElement, label: string) {
  await userEvent.click(selectButton(canvasElement, label));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return options;
}

/** Chooses an option of one of the page's selects. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(selectButton(canvasElement, label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Waits until the filters of the organization have arrived (the Unified Charge select can be opened). */
const waitForFilters = (canvasElement: HTMLElement) =>
  waitFor(() => expect(selectButton(canvasElement, 'Unified Charge')).toBeEnabled(), { timeout: 5000 });

const exportButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Export Data|Your data is getting ready/ });

/** Runs the export once the filters are there. */
async function runExport(canvasElement: HTMLElement) {
  await waitForFilters(canvasElement);
  await userEvent.click(exportButton(canvasElement));
}

/** The cell texts of the preview table, the header row first. */
function previewTable(dialog: ReturnType<typeof within>) {
  return cellTexts(dialog.getByRole('grid', { name: 'Export preview' }));
}

export const MemberLockedToOwnOrganization: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Export Data', level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(selectButton(canvasElement, 'Organization')).toHaveTextContent('Acme Freight'),
    );
    await expect(selectButton(canvasElement, 'Organization')).toBeDisabled();
    await expect(selectButton(canvasElement, 'Report Type')).toHaveTextContent('Tracking Data');
    await expect(canvas.getByRole('button', { name: /Date Range/ })).toHaveTextContent('Pick a date');
    await waitForFilters(canvasElement);
    for (const [label, all] of [
      ['Unified Charge', 'All Charges'],
      ['SLA Grouping', 'All SLA Groupings'],
      ['Sender State', 'All Sender States'],
    ] as const) {
      await expect(selectButton(canvasElement, label)).toHaveTextContent(all);
    }
    await expect(canvas.getByRole('textbox', { name: 'Row Limit' })).toHaveValue('100,000');
    await expect(exportButton(canvasElement)).toBeEnabled();
    await expect(await optionsOf(canvasElement, 'Report Type')).toEqual([
      'Tracking Data',
      'Accessorial Data',
    ]);
  },
};

export const AdminChoosesOrganization: Story = {
  parameters: {
    msw: { handlers: [...adminHandlers, exportHandlers.details, exportHandlers.workbook()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(selectButton(canvasElement, 'Organization')).toBeEnabled());
    await expect(canvas.getByText('Choose the organization whose data to export.')).toBeVisible();
    // Nothing can be exported before an organization is chosen.
    await expect(exportButton(canvasElement)).toBeDisabled();
    await expect(selectButton(canvasElement, 'Unified Charge')).toBeDisabled();
    // All organizations, the deactivated one too.
    await expect(await optionsOf(canvasElement, 'Organization')).toEqual(
      organizations.map((org) => org.name),
    );

    await choose(canvasElement, 'Organization', northwind.name);
    await waitForFilters(canvasElement);
    await expect(await optionsOf(canvasElement, 'Unified Charge')).toEqual([
      'All Charges',
      'Delivery Area',
      'Signature',
    ]);
    await choose(canvasElement, 'Unified Charge', 'Signature');

    // Another organization has other filters; the choice made for the first one is cleared.
    await choose(canvasElement, 'Organization', acmeFreight.name);
    await waitFor(() =>
      expect(selectButton(canvasElement, 'Unified Charge')).toHaveTextContent('All Charges'),
    );
    await expect(await optionsOf(canvasElement, 'Unified Charge')).toEqual([
      'All Charges',
      'Freight',
      'Fuel',
      'Residential',
    ]);
    await userEvent.click(exportButton(canvasElement));
    await findDialog('Preview Export Data');
    await expect(sentExports[0]?.body.organizationMappingName).toBe(acmeFreight.mappingName);
  },
};

export const AdminOrganizationsFailToLoad: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.listFails] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The organizations could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(exportButton(canvasElement)).toBeDisabled();
  },
};

export const OwnOrganizationFailsToLoad: Story = {
  parameters: {
    msw: { handlers: [authHandlers.profile, organizationHandlers.getFails, exportHandlers.details] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your organization could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // Its name is known from the profile, but without its mapping name nothing can be exported.
    await expect(selectButton(canvasElement, 'Organization')).toHaveTextContent('Acme Freight');
    await expect(exportButton(canvasElement)).toBeDisabled();
  },
};

export const MemberWithoutOrganization: Story = {
  parameters: {
    msw: { handlers: [profileOf(memberWithoutOrganizationProfile), exportHandlers.details] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You do not belong to an organization, so there is no data to export.'),
    ).toBeVisible();
    await expect(selectButton(canvasElement, 'Organization')).toBeDisabled();
    await expect(exportButton(canvasElement)).toBeDisabled();
  },
};

export const LoadingFilters: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.detailsNeverArrive,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(selectButton(canvasElement, 'Organization')).toHaveTextContent('Acme Freight'),
    );
    for (const label of ['Unified Charge', 'SLA Grouping', 'Sender State']) {
      const select = selectButton(canvasElement, label);
      await expect(select).toBeDisabled();
      await expect(select).toHaveTextContent('Loading...');
    }
  },
};

export const FiltersFailToLoad: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.detailsFail,
        exportHandlers.workbook(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The export filters could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(selectButton(canvasElement, 'Unified Charge')).toBeDisabled();
    // The export still runs, unfiltered.
    await waitFor(() => expect(exportButton(canvasElement)).toBeEnabled());
  },
};

export const RetryFilters: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.detailsFailOnce(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await waitForFilters(canvasElement);
    await expect(canvas.queryByText('The export filters could not be loaded.')).not.toBeInTheDocument();
  },
};

export const OrganizationWithoutData: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        // No combinations: the organization has no shipments yet.
        exportHandlers.detailsOf([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(selectButton(canvasElement, 'Unified Charge')).toHaveTextContent('All Charges'),
    );
    for (const label of ['Unified Charge', 'SLA Grouping', 'Sender State']) {
      await expect(selectButton(canvasElement, label)).toBeDisabled();
    }
  },
};

export const CascadingFilters: Story = {
  play: async ({ canvasElement }) => {
    await waitForFilters(canvasElement);
    await expect(await optionsOf(canvasElement, 'SLA Grouping')).toEqual([
      'All SLA Groupings',
      'Ground',
      'Home Delivery',
      'Next Day',
      'Two Day',
    ]);

    await choose(canvasElement, 'Unified Charge', 'Freight');
    await expect(await optionsOf(canvasElement, 'SLA Grouping')).toEqual([
      'All SLA Groupings',
      'Ground',
      'Next Day',
      'Two Day',
    ]);
    await choose(canvasElement, 'SLA Grouping', 'Ground');
    await expect(await optionsOf(canvasElement, 'Sender State')).toEqual(['All Sender States', 'CA', 'TX']);
    await choose(canvasElement, 'Sender State', 'TX');

    // A new SLA grouping clears the sender state.
    await choose(canvasElement, 'SLA Grouping', 'Two Day');
    await expect(selectButton(canvasElement, 'Sender State')).toHaveTextContent('All Sender States');
    await expect(await optionsOf(canvasElement, 'Sender State')).toEqual(['All Sender States', 'TX']);
    await choose(canvasElement, 'Sender State', 'TX');

    // A new charge clears both.
    await choose(canvasElement, 'Unified Charge', 'Fuel');
    await expect(selectButton(canvasElement, 'SLA Grouping')).toHaveTextContent('All SLA Groupings');
    await expect(selectButton(canvasElement, 'Sender State')).toHaveTextContent('All Sender States');
    await expect(await optionsOf(canvasElement, 'Sender State')).toEqual(['All Sender States', 'TX', 'WA']);
    await choose(canvasElement, 'SLA Grouping', 'Two Day');
    await choose(canvasElement, 'Sender State', 'WA');

    await userEvent.click(exportButton(canvasElement));
    await findDialog('Preview Export Data');
    await expect(sentExports[0]?.body).toEqual({
      organizationMappingName: acmeFreight.mappingName,
      elementId: 'tracking',
      unifiedCharge: 'FUEL',
      slaGrouping: 'TWO_DAY',
      senderState: 'WA',
      rowLimit: 100000,
    });
  },
};

export const RowLimit: Story = {
  play: async ({ canvasElement }) => {
    const rowLimit = within(canvasElement).getByRole('textbox', { name: 'Row Limit' });
    // Above the maximum: held to 100,000.
    await userEvent.clear(rowLimit);
    await userEvent.type(rowLimit, '250000');
    await userEvent.tab();
    await expect(rowLimit).toHaveValue('100,000');
    // A limit below the maximum is sent as typed.
    await userEvent.clear(rowLimit);
    await userEvent.type(rowLimit, '250');
    await userEvent.tab();
    await runExport(canvasElement);
    await findDialog('Preview Export Data');
    await expect(sentExports[0]?.body.rowLimit).toBe(250);
  },
};

export const EmptiedRowLimitSendsZero: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.details,
        exportHandlers.workbook(trackingCsv(0)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.clear(within(canvasElement).getByRole('textbox', { name: 'Row Limit' }));
    await userEvent.tab();
    await runExport(canvasElement);
    await screen.findByRole('alertdialog');
    await expect(sentExports[0]?.body.rowLimit).toBe(0);
  },
};

export const DatesAndReportType: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Report Type', 'Accessorial Data');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date Range/ }));
    const pickerDialog = await screen.findByRole('dialog');
    const picker = within(pickerDialog);
    await userEvent.click(picker.getByRole('button', { name: /Preset/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    // The preset list closes and gives focus back to the picker first (to its Preset button, or on a slow machine
    // to the picker itself); an Escape before that would close the list only.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(pickerDialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await runExport(canvasElement);
    await findDialog('Preview Export Data');
    const sent = sentExports[0]?.body;
    await expect(sent?.elementId).toBe('accessorial');
    // Whole days, up to the end of today.
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    await expect(sent?.dateRange).toMatch(
      new RegExp(`^min:\\d{4}-\\d{2}-\\d{2}T00:00:00,max:${today}T23:59:59$`),
    );
  },
  // The Date Range shows the last 7 days, which are other days on every day the story runs.
  parameters: { visual: false },
};

export const ExportBusy: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.details,
        exportHandlers.workbookNeverArrives,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const button = await within(canvasElement).findByRole('button', {
      name: 'Your data is getting ready...',
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const dialog = await findDialog('Preview Export Data');
    await expect(
      dialog.getByText('Showing some rows of the export data. Review the data before downloading.'),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('The first 15 of 42 rows.');
    const rows = previewTable(dialog);
    // The header row and 15 data rows, read here from the same text the server sent.
    const lines = trackingExport.trim().split('\r\n');
    await expect(rows).toHaveLength(16);
    await expect(rows[0]).toEqual(lines[0]!.split(','));
    await expect(rows[1]?.[0]).toBe('1Z999AA10120001');
    await expect(rows[2]?.[7]).toBe('Portland, OR');
    await expect(rows[4]?.[7]).toBe('The "Big" Apple');
    await expect(rows[6]?.[8]).toBe("'-4.20");
    await expect(rows[15]?.[0]).toBe('1Z999AA10120015');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await expect(sentExports).toEqual([
      {
        body: { organizationMappingName: acmeFreight.mappingName, elementId: 'tracking', rowLimit: 100000 },
        accept: expect.not.stringContaining('text/csv'),
      },
    ]);
  },
};

export const CancelPreview: Story = {
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const dialog = await findDialog('Preview Export Data');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Preview Export Data');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(sentExports).toHaveLength(1);
    await expect(exportButton(canvasElement)).toHaveTextContent('Export Data');
  },
};

export const EmptyResult: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.details,
        exportHandlers.workbook(trackingCsv(0)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const toast = within(await screen.findByRole('alertdialog'));
    await expect(toast.getByText('Export failed')).toBeVisible();
    await expect(
      toast.getByText('Please try again. If the problem persists, please contact support.'),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Preview Export Data' })).not.toBeInTheDocument();
    await waitFor(() => expect(exportButton(canvasElement)).toHaveTextContent('Export Data'));
  },
};

export const HttpError: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.details,
        exportHandlers.workbookRejected,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const toast = within(await screen.findByRole('alertdialog'));
    await expect(toast.getByText('Error')).toBeVisible();
    await expect(toast.getByText('rowLimit must be at most 100000')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Preview Export Data' })).not.toBeInTheDocument();
  },
};

export const HttpErrorWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        organizationHandlers.get(acmeFreight),
        exportHandlers.details,
        exportHandlers.workbookFailsWithoutMessage,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const toast = within(await screen.findByRole('alertdialog'));
    await expect(toast.getByText('Error')).toBeVisible();
    await expect(toast.getByText('Failed to register. Please try again.')).toBeVisible();
  },
};

/** What the page handed to the browser to save: the file's name and its text. */
const saved: { name: string; text: Promise<string> }[] = [];

export const DownloadSucceeds: Story = {
  beforeEach: () => {
    sentExports.length = 0;
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    const urls = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = createObjectURL(blob);
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    });
    // The file is taken here instead of going to the test browser's downloads.
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob && this.download) saved.push({ name: this.download, text: blob.text() });
    });
    return () => {
      urls.mockRestore();
      clicks.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    await runExport(canvasElement);
    const dialog = await findDialog('Preview Export Data');
    await userEvent.click(dialog.getByRole('button', { name: 'Download CSV' }));
    const toast = within(await screen.findByRole('alertdialog'));
    await expect(toast.getByText('Export successful')).toBeVisible();
    await expect(
      toast.getByText('Your data has been exported successfully. Please check your downloads folder.'),
    ).toBeVisible();
    await dialogClosed('Preview Export Data');
    // The file is the export the preview came from: the query does not run again.
    await expect(sentExports).toHaveLength(1);
    await expect(saved).toHaveLength(1);
    // Named as the server named it (the time of the export, UTC), not by the browser's clock.
    await expect(saved[0]?.name).toBe(exportFileNameOf('tracking'));
    await expect(await saved[0]?.text).toBe(trackingExport);
  },
};
