import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ControlMasterRecord } from '@waybill/api-client';
import { paths } from '../../config/paths';
import {
  controlMasterHandlers,
  duplicateReport,
  importedReport,
  importHandlers,
  onePageOfControls,
} from '../../mocks/control-master';
import { http, memberProfile, platformAdminProfile, profileOf } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import ControlMaster from './control-master';

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
        importHandlers.imports(),
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

/** Chooses the client and the file, as a user does before pressing Import. */
async function chooseClientAndFile(dialog: ReturnType<typeof within>, client = 'Northwind Outfitters') {
  const select = dialog.getByRole('button', { name: /Client/ });
  // The select opens once the organizations have arrived.
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: client }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  const input = dialog
    .getByRole('button', { name: /Drag & drop files here/ })
    .parentElement!.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, upsFile());
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

export const Importing: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        importHandlers.organizations,
        importHandlers.importNeverArrives,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    const busy = await dialog.findByRole('button', { name: /Importing\.\.\./ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
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
};
let listAfterImport: ControlMasterRecord[] = [];
const sentClients: (string | null)[] = [];

export const Imported: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        http.get('/control-master', ({ response }) => response(200).json(listAfterImport)),
        importHandlers.organizations,
        http.post('/control-master/import', async ({ request, query, response }) => {
          sentClients.push(query.get('client'));
          const file = (await request.formData()).get('file');
          listAfterImport = [imported, ...onePageOfControls];
          return response(201).json({ ...importedReport, fileName: (file as File).name });
        }),
      ],
    },
  },
  beforeEach: () => {
    listAfterImport = onePageOfControls;
    sentClients.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Showing 1-8 of 8 controls');
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));

    await expect(
      await dialog.findByText(
        `northwind-ups-2026-11.csv was imported as Control ID ${importedReport.controlId}.`,
      ),
    ).toBeVisible();
    await expect(sentClients).toEqual(['NORTHWIND_OUTFITTERS']);
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
    await userEvent.click(await dialog.findByRole('button', { name: 'Close' }));
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
    await userEvent.click(await dialog.findByRole('button', { name: 'Import Another File' }));
    // The client stays chosen; the next file is chosen anew.
    await expect(dialog.getByRole('button', { name: /Client/ })).toHaveTextContent('Northwind Outfitters');
    await expect(dialog.queryByText('northwind-ups-2026-11.csv')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

export const Duplicate: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        importHandlers.organizations,
        importHandlers.imports(duplicateReport),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(
      await dialog.findByText(
        `northwind-ups-2026-11.csv was imported before as Control ID ${duplicateReport.controlId}. Nothing was loaded again.`,
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('term')).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  name: 'Refused file',
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        importHandlers.organizations,
        importHandlers.importRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openImportDialog(canvasElement);
    await chooseClientAndFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    const reason =
      'Line 17: 249 columns, but every UPS Billing Data row has exactly 250. Nothing was imported.';
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The file was not imported; nothing of it was kept.',
    );
    await expect(dialog.getByText(reason)).toBeVisible();
    // The SPEC §8 'Error' toast carries the server's reason too.
    const toast = within(await screen.findByRole('alertdialog'));
    await expect(toast.getByText('Error')).toBeVisible();
    await expect(toast.getByText(reason)).toBeVisible();
    // The dialog stays, with the file still chosen, so another can replace it.
    await expect(dialog.getByText('northwind-ups-2026-11.csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled();
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
