import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ControlMasterRecord } from '@waybill/api-client';
import { paths } from '../../config/paths';
import {
  controlMasterHandlers,
  duplicateJob,
  duplicateReport,
  failedJob,
  importedJob,
  importedReport,
  importHandlers,
  onePageOfControls,
  othersQueuedJob,
  othersRunningJob,
  queuedJob,
  refusedJob,
  runningJob,
} from '../../mocks/control-master';
import { chooseUploadFile } from '../../mocks/dialogs';
import { http, memberProfile, platformAdminProfile, profileOf } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import ControlMaster from './control-master';
import type { ImportJob } from './import-job';

const meta = {
  title: 'Screens/ControlMaster/ImportInvoiceFile',
  component: ControlMaster,
  decorators: [withScreen(paths.controlMaster.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        importHandlers.organizations,
        importHandlers.jobs(),
        ...importHandlers.follows([queuedJob, runningJob, importedJob]),
      ],
    },
  },
} satisfies Meta<typeof ControlMaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const upsFile = () =>
  new File(['1,2,3\r\n'], 'northwind-ups-2026-11.csv', { type: 'text/csv', lastModified: 0 });

async function openImportDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import Invoice File' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Invoice File' });
  // Visible once its opening animation has run.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * The bound for what shows after reads of import jobs: the dialog reads a job in progress about every second
 * (each read of the story's mock answers the next state), and the page's notice waits for the profile and the
 * list of jobs.
 */
const NEXT_STATE = { timeout: 5000 };

/** The handlers of a platform admin's Control Master where an upload's job goes through `states`. */
const uploadGoesThrough = (states: readonly ImportJob[], ...first: RequestHandler[]) => [
  ...first,
  profileOf(platformAdminProfile),
  controlMasterHandlers.clients,
  controlMasterHandlers.list(onePageOfControls),
  importHandlers.organizations,
  importHandlers.jobs(),
  ...importHandlers.follows(states),
];

/** Chooses the client and the file, as a user does before pressing Import. */
async function chooseClientAndFile(dialog: ReturnType<typeof within>, client = 'Northwind Outfitters') {
  const select = dialog.getByRole('button', { name: /Client/ });
  // The select opens once the organizations have arrived.
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: client }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await chooseUploadFile(dialog, upsFile());
  await expect(dialog.getByText('northwind-ups-2026-11.csv')).toBeVisible();
}

export const MembersSeeNoImport: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 1-8 of 8 controls');
    await expect(canvas.queryByRole('button', { name: 'Import Invoice File' })).not.toBeInTheDocument();
  },
};

export const ChooseClientAndFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    const importButton = dialog.getByRole('button', { name: 'Import' });
    await expect(importButton).toBeDisabled();
    const select = dialog.getByRole('button', { name: /Client/ });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Every organization, also one without invoice files yet.
    await expect(options.map((option) => option.textContent)).toEqual([
      'Northwind Outfitters',
      'Acme Freight',
      'Blue Harbor',
      'Cascade Goods',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await chooseClientAndFile(dialog);
    await expect(importButton).toBeEnabled();
  },
};

export const Uploading: Story = {
  parameters: {
    msw: { handlers: uploadGoesThrough([queuedJob], importHandlers.uploadNeverArrives) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    const busy = await dialog.findByRole('button', { name: /Uploading\.\.\./ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const UploadFails: Story = {
  parameters: {
    msw: { handlers: uploadGoesThrough([queuedJob], importHandlers.uploadFails) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    const reason = 'The upload could not be stored: the disk is full.';
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The file was not imported; nothing of it was kept.',
    );
    await expect(dialog.getByText(reason)).toBeVisible();
    // The SPEC §8 'Error' toast carries the server's reason too.
    const toast = within(await screen.findByRole('alertdialog'));
    await expect(toast.getByText('Error')).toBeVisible();
    await expect(toast.getByText(reason)).toBeVisible();
    // The file stays chosen, so it can be sent again.
    await expect(dialog.getByText('northwind-ups-2026-11.csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

export const Queued: Story = {
  parameters: { msw: { handlers: uploadGoesThrough([queuedJob]) } },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(
      await dialog.findByText('Waiting for a worker to import northwind-ups-2026-11.csv...'),
    ).toBeVisible();
    await expect(dialog.getByText('The import goes on if you close this dialog.')).toBeVisible();
    await expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

export const Running: Story = {
  name: 'Running with progress',
  parameters: { msw: { handlers: uploadGoesThrough([queuedJob, runningJob]) } },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(
      await dialog.findByText('Importing northwind-ups-2026-11.csv...', {}, NEXT_STATE),
    ).toBeVisible();
    const progress = dialog.getByRole('progressbar', { name: 'Rows read' });
    await expect(progress).toHaveAttribute('aria-valuetext', '402 of 1,206 rows');
    await expect(within(progress).getByText('402 of 1,206 rows')).toBeVisible();
    await expect(dialog.getByText('The import goes on if you close this dialog.')).toBeVisible();
    // Closing leaves the job running: the dialog goes, and nothing asks to wait.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

const imported: ControlMasterRecord = {
  control_id: importedReport.controlId,
  invoice_date: importedReport.invoiceDate,
  carrier: 'UPS',
  client: importedReport.client,
  amount: importedReport.amount,
  packages: importedReport.packages,
  track_eligible: 0,
  track_complete: 0,
  audit_eligible: 0,
  audit_complete: 0,
  late_deliveries: 0,
  unmapped_service_packages: 0,
  unmapped_description_charges: 0,
};
let listAfterImport: ControlMasterRecord[] = [];

export const Imported: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        http.get('/control-master', ({ response }) => response(200).json(listAfterImport)),
        importHandlers.organizations,
        importHandlers.jobs(),
        ...importHandlers.follows([queuedJob, runningJob, importedJob], () => {
          listAfterImport = [imported, ...onePageOfControls];
        }),
      ],
    },
  },
  beforeEach: () => {
    listAfterImport = onePageOfControls;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 1-8 of 8 controls');
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));

    // The job is followed from the queue to its end.
    await expect(
      await dialog.findByText('Waiting for a worker to import northwind-ups-2026-11.csv...'),
    ).toBeVisible();
    await expect(
      await dialog.findByText('Importing northwind-ups-2026-11.csv...', {}, NEXT_STATE),
    ).toBeVisible();
    await expect(
      await dialog.findByText(
        `northwind-ups-2026-11.csv was imported as Control ID ${importedReport.controlId}.`,
        {},
        NEXT_STATE,
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(dialog.getByText(importedReport.message)).toBeVisible();
    const terms = dialog.getAllByRole('term').map((term) => term.textContent);
    const values = dialog.getAllByRole('definition').map((value) => value.textContent);
    await expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Control ID': 'UPS-20261121-000041',
      Client: 'NORTHWIND_OUTFITTERS',
      Carrier: 'UPS',
      'Invoice Date': '2026-11-21',
      'Rows read': '1,206',
      Invoices: '2',
      'Packages loaded': '402 (398 new)',
      'Charges loaded': '1,206',
      'Rows rejected': '0',
      'Net amount': '$5,120.45',
    });
    const unknown = dialog.getByRole('list', { name: 'Unknown charge descriptions, loaded as OTHER' });
    await expect(within(unknown).getByText('Hazardous Materials Surcharge')).toBeVisible();
  },
};

export const ListShowsTheImportedFile: Story = {
  parameters: Imported.parameters,
  beforeEach: Imported.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 1-8 of 8 controls');
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await dialog.findByText(/was imported as Control ID/, {}, NEXT_STATE);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('Showing 1-9 of 9 controls')).toBeVisible();
    await expect(canvas.getByRole('link', { name: importedReport.controlId })).toBeVisible();
  },
};

export const ImportAnotherFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await dialog.findByText(/was imported as Control ID/, {}, NEXT_STATE);
    await userEvent.click(dialog.getByRole('button', { name: 'Import Another File' }));
    // The client stays chosen; the next file is chosen anew.
    await expect(dialog.getByRole('button', { name: /Client/ })).toHaveTextContent('Northwind Outfitters');
    await expect(dialog.queryByText('northwind-ups-2026-11.csv')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

export const Duplicate: Story = {
  parameters: { msw: { handlers: uploadGoesThrough([queuedJob, duplicateJob]) } },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(
      await dialog.findByText(
        `northwind-ups-2026-11.csv was imported before as Control ID ${duplicateReport.controlId}. Nothing was loaded again.`,
        {},
        NEXT_STATE,
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('term')).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  name: 'Refused file',
  parameters: { msw: { handlers: uploadGoesThrough([queuedJob, refusedJob]) } },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByRole('alert', {}, NEXT_STATE)).toHaveTextContent(
      'The file was not imported; nothing of it was kept.',
    );
    await expect(
      dialog.getByText('Line 17: 249 columns, but every UPS Billing Data row has exactly 250'),
    ).toBeVisible();
    // Another file can be chosen for the same client.
    await expect(dialog.getByRole('button', { name: 'Import Another File' })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: uploadGoesThrough([queuedJob, runningJob, failedJob]) } },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 2 * NEXT_STATE.timeout })).toHaveTextContent(
      'The file was not imported; nothing of it was kept.',
    );
    await expect(dialog.getByText(failedJob.message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const TryAgainAfterFailure: Story = {
  parameters: Failed.parameters,
  play: async (context) => {
    await Failed.play!(context);
    const dialog = within(screen.getByRole('dialog', { name: 'Import Invoice File' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    // Back to the form with the same client and file: one press sends it again.
    await expect(dialog.getByRole('button', { name: /Client/ })).toHaveTextContent('Northwind Outfitters');
    await expect(dialog.getByText('northwind-ups-2026-11.csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

export const JobReadFails: Story = {
  name: 'Job read error with Retry',
  parameters: {
    msw: { handlers: uploadGoesThrough([queuedJob], importHandlers.jobReadFails(runningJob, 1)) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(
      await dialog.findByText('The progress of the import could not be read.', {}, NEXT_STATE),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(
      await dialog.findByText('Importing northwind-ups-2026-11.csv...', {}, NEXT_STATE),
    ).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Rows read' })).toBeVisible();
  },
};

export const InProgressOnOpen: Story = {
  name: 'Imports in progress on open',
  parameters: {
    msw: {
      handlers: [
        importHandlers.jobs([othersQueuedJob, othersRunningJob]),
        importHandlers.job(othersRunningJob),
        ...uploadGoesThrough([queuedJob]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    const inProgress = within(await dialog.findByRole('region', { name: 'In progress' }));
    const items = inProgress.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText('blue-harbor-fedex-2026-11.csv')).toBeVisible();
    await expect(within(items[0]!).getByText('BLUE_HARBOR · Waiting for a worker')).toBeVisible();
    await expect(within(items[1]!).getByText('acme-ups-2026-11.csv')).toBeVisible();
    await expect(within(items[1]!).getByRole('progressbar', { name: 'Importing' })).toHaveAttribute(
      'aria-valuetext',
      '3,000 of 12,000 rows',
    );
    // The form stays usable below the list.
    await chooseClientAndFile(dialog);
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

export const FollowAnImportInProgress: Story = {
  parameters: InProgressOnOpen.parameters,
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Show acme-ups-2026-11.csv' }));
    await expect(await dialog.findByText('Importing acme-ups-2026-11.csv...')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Rows read' })).toHaveAttribute(
      'aria-valuetext',
      '3,000 of 12,000 rows',
    );
  },
};

export const JobsListFails: Story = {
  name: 'Imports in progress fail to load',
  parameters: {
    msw: { handlers: uploadGoesThrough([queuedJob], importHandlers.jobsFail) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await expect(await dialog.findByText('The imports in progress could not be loaded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // Uploading does not depend on the list.
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(
      await dialog.findByText('Waiting for a worker to import northwind-ups-2026-11.csv...'),
    ).toBeVisible();
  },
};

export const InProgressNotice: Story = {
  name: 'Control Master notice of an import in progress',
  parameters: {
    msw: {
      handlers: [
        importHandlers.jobs([runningJob]),
        importHandlers.job(runningJob),
        ...uploadGoesThrough([runningJob]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 import in progress', {}, NEXT_STATE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Progress' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import Invoice File' }));
    const importing = await dialog.findByText('Importing northwind-ups-2026-11.csv...');
    // Visible once the dialog's opening animation has run (a busy machine can catch its first frame).
    await waitFor(() => expect(importing).toBeVisible());
    await expect(dialog.getByRole('progressbar', { name: 'Rows read' })).toHaveAttribute(
      'aria-valuetext',
      '402 of 1,206 rows',
    );
    // Closing leaves the import running: the notice stays.
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('1 import in progress')).toBeVisible();
  },
};

export const OpeningOnAnImport: Story = {
  name: 'Opening on an import in progress',
  parameters: {
    msw: {
      handlers: [
        importHandlers.jobs([runningJob]),
        importHandlers.jobNeverArrives,
        ...uploadGoesThrough([runningJob]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Progress' }, NEXT_STATE));
    const element = await screen.findByRole('dialog', { name: 'Import Invoice File' });
    // Visible once its opening animation has run.
    await waitFor(() => expect(element).toBeVisible());
    await expect(within(element).getByRole('progressbar', { name: 'Loading the import' })).toBeVisible();
  },
};

export const ClientsFailToLoad: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        importHandlers.organizationsFail,
        importHandlers.jobs(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await expect(await dialog.findByText('The clients could not be loaded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};
