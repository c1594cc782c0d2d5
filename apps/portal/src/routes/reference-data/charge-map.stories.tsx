import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { chooseOption, chooseUploadFile, dialogClosed, findDialog, pressAndLeave } from '../../mocks/dialogs';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import {
  changeDone,
  changeRefused,
  chargeRules,
  chargeRulesHandlers,
  findingPackagesChange,
  queuedChange,
  rederivingChange,
  summarizingChange,
} from '../../mocks/reference-data';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import ChargeMap from './charge-map';

const meta = {
  title: 'Screens/ReferenceData/ChargeMap',
  component: ChargeMap,
  decorators: [withScreen(paths.chargeMap.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        chargeRulesHandlers.update,
        chargeRulesHandlers.remove,
      ],
    },
  },
} satisfies Meta<typeof ChargeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Charge rules' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));

/** Every rule in the order they win; FedEx's incentive rule without Edit and Delete. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Charge Map' })).toBeVisible();
    await canvas.findByText('%address correction%');
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      ['Carrier', 'Classification', 'Pattern', 'Grouping', 'Audit Exemption', 'Priority', 'Actions'],
      ['Both carriers', 'FRT', '%', 'Freight', 'None', '1000', 'EditDelete'],
      ['UPS', 'FSC', '%', 'Fuel', 'None', '1000', 'EditDelete'],
      ['FedEx', 'Any', '%discount%', 'Freight', 'None', '800', 'Incentive (fixed)'],
      ['Both carriers', 'Any', '%fuel%', 'Fuel', 'None', '500', 'EditDelete'],
      [
        'Both carriers',
        'Any',
        '%address correction%',
        'Address Correction',
        'Address Correction',
        '400',
        'EditDelete',
      ],
      ['Both carriers', 'Any', '%residential%', 'Residential', 'None', '250', 'EditDelete'],
    ]);
    await expect(table(canvasElement).getByRole('button', { name: 'Edit “%” (UPS, FSC)' })).toBeVisible();
    await expect(table(canvasElement).queryByRole('button', { name: /%discount%/ })).not.toBeInTheDocument();
    for (const name of ['Export CSV', 'Import CSV', 'Add Rule']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The search keeps the rules whose pattern holds the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('%address correction%');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search patterns' }), 'fuel');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(2));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search patterns' }), ' surcharge');
    await expect(await table(canvasElement).findByText('No rule has a pattern like that.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), chargeRulesHandlers.listNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), chargeRulesHandlers.list([])] } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByText('The charge map has no rules.')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), chargeRulesHandlers.listFailsOnce()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching the charge map.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('%address correction%')).toBeVisible();
  },
};

const created = fn();

/** A new rule: the form's own checks first, then what is sent, and the toast with what the server re-derived. */
export const AddRule: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        http.post('/reference-data/charge-rules', async ({ request, response }) => {
          const rule = await request.json();
          created(rule);
          return response(201).json({
            rule: { id: 77, ...rule, isIncentive: false },
            rederived: { packages: 1204, files: 3 },
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Rule' }));
    const dialog = await findDialog('Add Rule');
    await expect(dialog.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('Both carriers');
    await expect(dialog.getByRole('button', { name: /Audit Exemption$/ })).toHaveTextContent('None');
    await expect(dialog.getByRole('textbox', { name: 'Priority' })).toHaveValue('300');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Classification (optional)' }), 'F-RT');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Enter up to 10 letters and digits, or leave it empty')).toBeVisible();
    await expect(dialog.getByText('Enter the charge description, or a pattern with % and _')).toBeVisible();
    await expect(dialog.getByText('Select a grouping')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Classification (optional)' }));
    await chooseOption(dialog, 'Carrier', 'UPS');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pattern' }), '%delivery intercept%');
    await chooseOption(dialog, 'Grouping', 'Service Fee');
    await chooseOption(dialog, 'Audit Exemption', 'Redirect');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('1,204 packages in 3 files were re-derived.')).toBeVisible();
    await dialogClosed('Add Rule');
    await expect(created).toHaveBeenCalledWith({
      carrier: 'UPS',
      classification: null,
      pattern: '%delivery intercept%',
      grouping: 'SERVICE_FEE',
      auditExemption: 'redirect',
      priority: 300,
    });
  },
};

/** The server's reason for refusing a field shows on that field, and the dialog stays open. */
export const AddRuleRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        chargeRulesHandlers.createRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Rule' }));
    const dialog = await findDialog('Add Rule');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pattern' }), '%FUEL%');
    await chooseOption(dialog, 'Grouping', 'Fuel');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(
        'The charge map already has a rule with this carrier, classification and pattern',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the rule is saved the button says so. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        chargeRulesHandlers.createNeverAnswers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Rule' }));
    const dialog = await findDialog('Add Rule');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pattern' }), '%oversize%');
    await chooseOption(dialog, 'Grouping', 'Handling and Size');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** The unmapped list's "Map…" opens the screen on a new rule for that description, as billed. */
export const MapAnUnmappedDescription: Story = {
  parameters: {
    screenAddress: paths.chargeMap.getHref({ carrier: 'FEDEX', description: 'Shipment Value Protection' }),
  },
  play: async () => {
    const dialog = await findDialog('Add Rule');
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveValue('Shipment Value Protection');
    await expect(dialog.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('FedEx');
    await expect(dialog.getByRole('button', { name: /Grouping$/ })).toHaveTextContent('Choose a grouping');
    await expect(dialog.getByRole('textbox', { name: 'Priority' })).toHaveValue('300');
  },
};

/** Editing starts from the rule as it is and saves it under its id. */
export const EditRule: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', {
        name: 'Edit “%address correction%” (both carriers)',
      }),
    );
    const dialog = await findDialog('Edit Rule');
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveValue('%address correction%');
    await expect(dialog.getByRole('button', { name: /Audit Exemption$/ })).toHaveTextContent(
      'Address Correction',
    );
    await expect(dialog.getByRole('textbox', { name: 'Priority' })).toHaveValue('400');
    await chooseOption(dialog, 'Audit Exemption', 'None');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Rule saved')).toBeVisible();
    await dialogClosed('Edit Rule');
  },
};

/** Deleting asks first, naming the rule, and says what was re-derived. */
export const DeleteRule: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await table(canvasElement).findByRole('button', { name: 'Delete “%” (UPS, FSC)' }));
    const dialog = await findDialog('Delete Rule', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete the rule “%” (UPS, FSC)? Descriptions only it matches are grouped as Other again, and unmapped.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('2,210 packages in 14 files were re-derived.')).toBeVisible();
    await dialogClosed('Delete Rule', 'alertdialog');
  },
};

/**
 * The bound for what shows after a read of a change that outlasted its request: the dialog reads it about once a
 * second, and each read of the story's mock answers the next state.
 */
const NEXT_READ = { timeout: 3000 };

const waiting = 'Waiting for an import or another change to finish…';

/**
 * A save that outlasts its request: while Save is busy the dialog says where the change is as it reads it (queued,
 * then re-deriving), and once it is done it closes with the usual toast.
 */
export const EditRuleLongChange: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        ...chargeRulesHandlers.updateRunsLong([
          queuedChange,
          rederivingChange,
          changeDone({
            rule: { ...chargeRules[4]!, auditExemption: null },
            rederived: { packages: 1234, files: 7 },
          }),
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', {
        name: 'Edit “%address correction%” (both carriers)',
      }),
    );
    const dialog = await findDialog('Edit Rule');
    await chooseOption(dialog, 'Audit Exemption', 'None');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const progress = await dialog.findByText(waiting);
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-live', 'polite');
    await expect(await dialog.findByText('Re-deriving 1,234 packages…', {}, NEXT_READ)).toBe(progress);
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(await screen.findByText('Rule saved', {}, NEXT_READ)).toBeVisible();
    await expect(screen.getByText('1,234 packages in 7 files were re-derived.')).toBeVisible();
    await dialogClosed('Edit Rule');
  },
};

/** While a long save re-derives, the dialog says so above the busy Save, read after read. */
export const SavingLongChange: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        ...chargeRulesHandlers.updateRunsLong([rederivingChange]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', { name: 'Edit “%fuel%” (both carriers)' }),
    );
    const dialog = await findDialog('Edit Rule');
    await pressAndLeave(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Re-deriving 1,234 packages…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** While a long deletion re-derives, the confirmation says so under its text, above the busy Delete. */
export const DeletingLongChange: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        ...chargeRulesHandlers.removeRunsLong([rederivingChange]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await table(canvasElement).findByRole('button', { name: 'Delete “%” (UPS, FSC)' }));
    const dialog = await findDialog('Delete Rule', 'alertdialog');
    await pressAndLeave(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText('Re-deriving 1,234 packages…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeVisible();
  },
};

/**
 * A new rule whose change waited its turn and was then refused (another change had added the same rule): the
 * server's reason in the error toast and on its field, as for a refusal within the request; the dialog stays open.
 */
export const AddRuleLongChangeRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        ...chargeRulesHandlers.createRunsLong([
          queuedChange,
          changeRefused({
            message: 'The charge map already has a rule with this carrier, classification and pattern',
            code: 'BAD_REQUEST',
            fields: {
              pattern: 'The charge map already has a rule with this carrier, classification and pattern',
            },
          }),
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Rule' }));
    const dialog = await findDialog('Add Rule');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pattern' }), '%delivery intercept%');
    await chooseOption(dialog, 'Grouping', 'Service Fee');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(waiting)).toBeVisible();
    const toast = within(await screen.findByRole('alertdialog', {}, NEXT_READ));
    await expect(toast.getByText('Error')).toBeVisible();
    await expect(
      toast.getByText('The charge map already has a rule with this carrier, classification and pattern'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByText(waiting)).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

const savedFiles: string[] = [];

/** Export CSV saves the map under the server's name for it. */
export const ExportFile: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        http.get('/reference-data/charge-rules.csv', ({ response }) =>
          response(200).text('carrier,classification,pattern,grouping,audit_exemption,priority\n'),
        ),
      ],
    },
  },
  beforeEach: () => {
    savedFiles.length = 0;
    // The file is taken here instead of going to the test browser's downloads.
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) savedFiles.push(this.download);
    });
    return () => clicks.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement).findByText('%address correction%');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(await screen.findByText('Charge map exported')).toBeVisible();
    await expect(screen.getByText('Check your downloads folder for charge-map.csv.')).toBeVisible();
    await expect(savedFiles).toEqual(['charge-map.csv']);
  },
};

/** Uploads a file of `text` into the open import dialog and imports it. */
async function importFile(dialog: ReturnType<typeof within>, text: string) {
  await chooseUploadFile(dialog, new File([text], 'charge-map.csv', { type: 'text/csv' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
}

/** An edited file replaces the map but the incentive rules: the toast says what changed and what was re-derived. */
export const ImportFile: Story = {
  parameters: {
    msw: {
      handlers: [profileOf(platformAdminProfile), chargeRulesHandlers.list(), chargeRulesHandlers.imported],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Charge Map');
    await expect(
      dialog.getByText(
        "The file replaces the whole map but FedEx's incentive rules: rules it does not hold are deleted. Start from Export CSV.",
      ),
    ).toBeVisible();
    await importFile(dialog, 'carrier,classification,pattern,grouping,audit_exemption,priority\n');
    await expect(await screen.findByText('Charge map imported')).toBeVisible();
    await expect(
      screen.getByText('1 added, 1 changed, 0 removed. 52 packages in 3 files were re-derived.'),
    ).toBeVisible();
    await dialogClosed('Import Charge Map');
  },
};

/** A file the server refuses: its reason, with the line, in the error toast; the dialog stays open. */
export const ImportRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        chargeRulesHandlers.importRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Charge Map');
    await importFile(dialog, 'carrier,classification\n');
    await expect(
      await screen.findByText(
        'Line 5: audit_exemption must be address_correction, additional_handling, redirect or empty',
      ),
    ).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Import' })).toBeVisible();
  },
};

/**
 * An import that outlasts its request: above the busy Import the dialog says where the change is as it reads it
 * (finding the packages, then moving their summaries), and once it is done it closes with the usual toast.
 */
export const ImportFileLongChange: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        chargeRulesHandlers.list(),
        ...chargeRulesHandlers.importRunsLong([
          findingPackagesChange,
          summarizingChange,
          changeDone({
            rules: 44,
            added: 1,
            changed: 1,
            removed: 0,
            rederived: { packages: 1234, files: 7 },
          }),
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Charge Map');
    await importFile(dialog, 'carrier,classification,pattern,grouping,audit_exemption,priority\n');
    await expect(await dialog.findByText('Finding the stored packages this change moves…')).toBeVisible();
    await expect(
      await dialog.findByText('Updating the summaries of 1,234 packages…', {}, NEXT_READ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importing...' })).toBeVisible();
    await expect(await screen.findByText('Charge map imported', {}, NEXT_READ)).toBeVisible();
    await expect(
      screen.getByText('1 added, 1 changed, 0 removed. 1,234 packages in 7 files were re-derived.'),
    ).toBeVisible();
    await dialogClosed('Import Charge Map');
  },
};
