import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { acmeFreight, organizationHandlers } from '../../mocks/administration';
import { chooseOption, dialogClosed, findDialog, retype } from '../../mocks/dialogs';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import { guaranteeWaiversHandlers } from '../../mocks/reference-data';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import GuaranteeWaivers from './guarantee-waivers';

const meta = {
  title: 'Screens/ReferenceData/GuaranteeWaivers',
  component: GuaranteeWaivers,
  decorators: [withScreen(paths.guaranteeWaivers.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(),
        guaranteeWaiversHandlers.list(),
        guaranteeWaiversHandlers.update,
        guaranteeWaiversHandlers.remove,
      ],
    },
  },
} satisfies Meta<typeof GuaranteeWaivers>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Guarantee waivers' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));

/** A story's handlers: the admin's profile and the organizations the dialog offers, then `handlers`. */
const withAdmin = (...handlers: HttpHandler[]) => [
  profileOf(platformAdminProfile),
  organizationHandlers.list(),
  ...handlers,
];

/** Opens the Add Waiver dialog once the waivers have arrived. */
async function openAddWaiver(canvasElement: HTMLElement) {
  await table(canvasElement).findByText('Contract term');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Waiver' }));
  return findDialog('Add Waiver');
}

/** Every waiver, newest first: its days, carriers, organizations, reason and note. */
export const Waivers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guarantee Waivers' })).toBeVisible();
    await expect(canvas.getByText(/A late package in transit during a waiver/)).toBeVisible();
    await table(canvasElement).findByText('Contract term');
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      ['From', 'To', 'Carrier', 'Organization', 'Reason', 'Note', 'Actions'],
      [
        'Dec 18, 2027',
        'Dec 25, 2027',
        'Both carriers',
        'Every organization',
        'Holiday peak',
        'Peak season guarantee waiver',
        'EditDelete',
      ],
      [
        'Mar 01, 2026',
        'Mar 31, 2026',
        'UPS',
        'Acme Freight',
        'Contract term',
        'Clause 7.2: no money-back guarantee during the warehouse move',
        'EditDelete',
      ],
      ['Jan 20, 2026', 'Jan 23, 2026', 'FedEx', 'Every organization', 'Weather', '', 'EditDelete'],
      [
        'Dec 18, 2025',
        'Dec 25, 2025',
        'Both carriers',
        'Every organization',
        'Holiday peak',
        'Peak season guarantee waiver',
        'EditDelete',
      ],
    ]);
    await expect(canvas.getByRole('button', { name: 'Add Waiver' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};

/** The search keeps the waivers whose note, organization or reason holds the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement).findByText('Contract term');
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'acme');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, 'holiday');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(3));
    await userEvent.clear(search);
    await userEvent.type(search, 'weather');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(2));
    await userEvent.type(search, ' storm');
    await expect(
      await table(canvasElement).findByText('No waiver has a note, organization or reason like that.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withAdmin(guaranteeWaiversHandlers.listNeverArrives) } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withAdmin(guaranteeWaiversHandlers.list([])) } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByText('There are no guarantee waivers.')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: withAdmin(guaranteeWaiversHandlers.listFailsOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the guarantee waivers.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Contract term')).toBeVisible();
  },
};

const created = fn();

/**
 * A new waiver starts on both carriers and every organization: the form's own checks first, then what is sent, and
 * the toast with what was re-derived.
 */
export const AddWaiver: Story = {
  parameters: {
    msw: {
      handlers: withAdmin(
        guaranteeWaiversHandlers.list(),
        http.post('/reference-data/guarantee-waivers', async ({ request, response }) => {
          const waiver = await request.json();
          created(waiver);
          return response(201).json({
            waiver: { id: 40, organizationName: acmeFreight.name, ...waiver },
            rederived: { packages: 1204, files: 3 },
          });
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddWaiver(canvasElement);
    await expect(dialog.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('Both carriers');
    await expect(dialog.getByRole('button', { name: /Organization$/ })).toHaveTextContent(
      'Every organization',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Day' }), '2026-12-05');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Day' }), '2026-12-04');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'x'.repeat(201));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('The last day is before the first')).toBeVisible();
    await expect(dialog.getByText('Select a reason')).toBeVisible();
    await expect(dialog.getByText('Keep the note to 200 characters')).toBeVisible();
    await chooseOption(dialog, 'Carrier', 'UPS');
    await chooseOption(dialog, 'Organization', 'Acme Freight');
    await retype(dialog, 'Last Day', '2026-12-06');
    await chooseOption(dialog, 'Reason', 'Contract term');
    await retype(dialog, 'Note (optional)', 'Clause 7.3: the December shutdown');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('1,204 packages in 3 files were re-derived.')).toBeVisible();
    await expect(screen.getByText('Waiver added')).toBeVisible();
    await dialogClosed('Add Waiver');
    await expect(created).toHaveBeenCalledWith({
      carrier: 'UPS',
      organizationId: acmeFreight.organizationId,
      startsOn: '2026-12-05',
      endsOn: '2026-12-06',
      reason: 'contract_waiver',
      note: 'Clause 7.3: the December shutdown',
    });
  },
};

/** The server's reason for refusing the waiver shows on its field, an organization deleted meanwhile; the dialog stays open. */
export const AddWaiverRefused: Story = {
  parameters: {
    msw: { handlers: withAdmin(guaranteeWaiversHandlers.list(), guaranteeWaiversHandlers.createRefused) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddWaiver(canvasElement);
    await chooseOption(dialog, 'Organization', 'Globex Parcel');
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Day' }), '2026-12-01');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Day' }), '2026-12-31');
    await chooseOption(dialog, 'Reason', 'Contract term');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('No organization has this id')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** While the waiver is saved the button says so. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: withAdmin(guaranteeWaiversHandlers.list(), guaranteeWaiversHandlers.createNeverAnswers),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddWaiver(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Day' }), '2026-12-01');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Day' }), '2026-12-02');
    await chooseOption(dialog, 'Reason', 'Weather');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** Editing starts from the waiver as it is and saves it under its id. */
export const EditWaiver: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', {
        name: 'Edit contract term, UPS, Acme Freight, Mar 01, 2026 to Mar 31, 2026',
      }),
    );
    const dialog = await findDialog('Edit Waiver');
    await expect(dialog.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('UPS');
    await expect(dialog.getByRole('button', { name: /Organization$/ })).toHaveTextContent('Acme Freight');
    await expect(dialog.getByRole('textbox', { name: 'First Day' })).toHaveValue('2026-03-01');
    await expect(dialog.getByRole('textbox', { name: 'Last Day' })).toHaveValue('2026-03-31');
    await expect(dialog.getByRole('button', { name: /Reason$/ })).toHaveTextContent('Contract term');
    await expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue(
      'Clause 7.2: no money-back guarantee during the warehouse move',
    );
    await retype(dialog, 'Last Day', '2026-04-15');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Waiver saved')).toBeVisible();
    await expect(screen.getByText('38 packages in 9 files were re-derived.')).toBeVisible();
    await dialogClosed('Edit Waiver');
  },
};

/** Deleting asks first, naming the waiver and what becomes of its packages. */
export const DeleteWaiver: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', {
        name: 'Delete weather, FedEx, every organization, Jan 20, 2026 to Jan 23, 2026',
      }),
    );
    const dialog = await findDialog('Delete Waiver', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete this waiver: weather, FedEx, every organization, Jan 20, 2026 to Jan 23, 2026? The late packages it exempted will be refund-eligible again, unless another waiver holds them.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Waiver deleted')).toBeVisible();
    await expect(screen.getByText('412 packages in 37 files were re-derived.')).toBeVisible();
    await dialogClosed('Delete Waiver', 'alertdialog');
  },
};
