import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { chooseOption, chooseUploadFile, dialogClosed, findDialog } from '../../mocks/dialogs';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import { deliveryCommitmentsHandlers } from '../../mocks/reference-data';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import DeliveryCommitments from './delivery-commitments';

const meta = {
  title: 'Screens/ReferenceData/DeliveryCommitments',
  component: DeliveryCommitments,
  decorators: [withScreen(paths.deliveryCommitments.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        deliveryCommitmentsHandlers.list(),
        deliveryCommitmentsHandlers.update,
        deliveryCommitmentsHandlers.remove,
      ],
    },
  },
} satisfies Meta<typeof DeliveryCommitments>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Delivery commitments' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));

/** Every commitment: its group, zones, business days and the time it is due by. */
export const Commitments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delivery Commitments' })).toBeVisible();
    await canvas.findByText('Next Day AM');
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      ['SLA Group', 'Zones', 'Business Days', 'Due By', 'Actions'],
      ['Next Day AM', 'Every other zone', '1', '08:30', 'EditDelete'],
      ['Next Day Saver', 'Every other zone', '1', '15:00', 'EditDelete'],
      ['Ground', 'Zones 1–2', '1', 'End of day', 'EditDelete'],
      ['Ground', 'Zones 5–6', '3', 'End of day', 'EditDelete'],
      ['Ground', 'Zone 7', '4', 'End of day', 'EditDelete'],
      ['Ground', 'Every other zone', '5', 'End of day', 'EditDelete'],
    ]);
    for (const name of ['Export CSV', 'Import CSV', 'Add Commitment']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The search keeps the commitments whose SLA group's name holds the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Next Day AM');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search SLA groups' }), 'next day');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(3));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search SLA groups' }), ' air');
    await expect(await table(canvasElement).findByText('No SLA group has a name like that.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), deliveryCommitmentsHandlers.listNeverArrives] },
  },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), deliveryCommitmentsHandlers.list([])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByText('There are no delivery commitments.')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), deliveryCommitmentsHandlers.listFailsOnce()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the delivery commitments.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Next Day AM')).toBeVisible();
  },
};

const created = fn();

/** A new commitment: the form's own checks first, then what is sent, and the toast with what was re-derived. */
export const AddCommitment: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        deliveryCommitmentsHandlers.list(),
        http.post('/reference-data/delivery-commitments', async ({ request, response }) => {
          const commitment = await request.json();
          created(commitment);
          return response(201).json({
            commitment: { id: 40, ...commitment },
            rederived: { packages: 1204, files: 3 },
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Commitment' }));
    const dialog = await findDialog('Add Commitment');
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Zone' }), '44');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Select an SLA group')).toBeVisible();
    await expect(dialog.getByText('Give the last zone too, or no zones for every other zone')).toBeVisible();
    await expect(dialog.getByText('Enter a whole number of days from 1 to 30')).toBeVisible();
    await chooseOption(dialog, 'SLA Group', 'Ground');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Zone' }), '46');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Business Days' }), '6');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('1,204 packages in 3 files were re-derived.')).toBeVisible();
    await dialogClosed('Add Commitment');
    await expect(created).toHaveBeenCalledWith({
      slaGrouping: 'GROUND',
      zoneFrom: 44,
      zoneTo: 46,
      businessDays: 6,
      commitTime: '23:59:59',
    });
  },
};

/** The server's reason for refusing the zones shows on the first zone, and the dialog stays open. */
export const AddCommitmentRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        deliveryCommitmentsHandlers.list(),
        deliveryCommitmentsHandlers.createRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Commitment' }));
    const dialog = await findDialog('Add Commitment');
    await chooseOption(dialog, 'SLA Group', 'Ground');
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Zone' }), '2');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Zone' }), '3');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Business Days' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Ground already has a commitment for zones 1 to 2')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Zone' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the commitment is saved the button says so. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        deliveryCommitmentsHandlers.list(),
        deliveryCommitmentsHandlers.createNeverAnswers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Commitment' }));
    const dialog = await findDialog('Add Commitment');
    await chooseOption(dialog, 'SLA Group', 'Two Day');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Business Days' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** Editing starts from the commitment as it is and saves it under its id. */
export const EditCommitment: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', { name: 'Edit Next Day Saver, every other zone' }),
    );
    const dialog = await findDialog('Edit Commitment');
    await expect(dialog.getByRole('textbox', { name: 'Due By' })).toHaveValue('15:00');
    await expect(dialog.getByRole('textbox', { name: 'Business Days' })).toHaveValue('1');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Due By' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Due By' }), '12:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Commitment saved')).toBeVisible();
    await dialogClosed('Edit Commitment');
  },
};

/** Deleting asks first, naming the commitment and where its packages go. */
export const DeleteCommitment: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await table(canvasElement).findByRole('button', { name: 'Delete Ground, zone 7' }));
    const dialog = await findDialog('Delete Commitment', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete the commitment for Ground, zone 7? Packages of these zones will take the commitment for every other zone.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('412 packages in 37 files were re-derived.')).toBeVisible();
    await dialogClosed('Delete Commitment', 'alertdialog');
  },
};

/** Deleting a group's row without zones warns that its other zones lose their commitment. */
export const DeleteRowWithoutZones: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', { name: 'Delete Ground, every other zone' }),
    );
    const dialog = await findDialog('Delete Commitment', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete the commitment for Ground, every other zone? Packages of zones no other row covers will have no commitment, and will not be audited.',
      ),
    ).toBeVisible();
  },
};

/** Uploads a file of `text` into the open import dialog and imports it. */
async function importFile(dialog: ReturnType<typeof within>, text: string) {
  await chooseUploadFile(dialog, new File([text], 'delivery-commitments.csv', { type: 'text/csv' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
}

/** An edited file replaces the commitments: the toast says what changed and what was re-derived. */
export const ImportFile: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        deliveryCommitmentsHandlers.list(),
        deliveryCommitmentsHandlers.imported,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Delivery Commitments');
    await expect(
      dialog.getByText(
        'The file replaces every commitment: those it does not hold are deleted. Start from Export CSV.',
      ),
    ).toBeVisible();
    await importFile(dialog, 'sla_grouping,zone_from,zone_to,business_days,commit_time\n');
    await expect(await screen.findByText('Delivery commitments imported')).toBeVisible();
    await expect(
      screen.getByText('1 added, 2 changed, 1 removed. 412 packages in 37 files were re-derived.'),
    ).toBeVisible();
    await dialogClosed('Import Delivery Commitments');
  },
};

/** A file the server refuses: its reason, with the line, in the error toast; the dialog stays open. */
export const ImportRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        deliveryCommitmentsHandlers.list(),
        deliveryCommitmentsHandlers.importRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Delivery Commitments');
    await importFile(dialog, 'sla_grouping,zone_from\n');
    await expect(
      await screen.findByText('Line 3: Ground already has a commitment for zones 1 to 2 on line 2'),
    ).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Import' })).toBeVisible();
  },
};
