import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { chooseOption, dialogClosed, findDialog, retype } from '../../mocks/dialogs';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import { refundClaimsApi, refundClaimsHandlers } from '../../mocks/refund-claims';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import RefundRules from './refund-rules';

/**
 * A story's handlers: the admin's profile, then `handlers` (which answer first), then a store of refund claims and
 * rules of the story's own.
 */
const withRules = (...handlers: HttpHandler[]) => [
  profileOf(platformAdminProfile),
  ...handlers,
  ...refundClaimsApi().handlers,
];

const meta = {
  title: 'Screens/ReferenceData/RefundRules',
  component: RefundRules,
  decorators: [withScreen(paths.refundRules.path)],
  parameters: { layout: 'fullscreen', msw: { handlers: withRules() } },
} satisfies Meta<typeof RefundRules>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Refund rules' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));

/** Opens the UPS rules' dialog once the rules have arrived. */
async function editUps(canvasElement: HTMLElement) {
  await userEvent.click(await table(canvasElement).findByRole('button', { name: 'Edit UPS refund rules' }));
  return findDialog('Edit UPS Refund Rules');
}

/** The coverage row of the dialog named by its grouping ('Fuel', or 'new grouping' until one is chosen). */
const coverageRow = (dialog: ReturnType<typeof within>, name: string) =>
  within(dialog.getByRole('group', { name }));

/** Adds a row to the coverage and chooses its grouping. */
async function addGrouping(dialog: ReturnType<typeof within>, grouping: string) {
  await userEvent.click(dialog.getByRole('button', { name: 'Add Grouping' }));
  await chooseOption(coverageRow(dialog, 'new grouping'), 'Grouping', grouping);
}

/** A rule per carrier: its claim window and what its refunds cover, each to be edited, none deleted. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refund Rules' })).toBeVisible();
    await expect(canvas.getByText(/submitted claims keep what was sent/)).toBeVisible();
    await table(canvasElement).findByText('UPS');
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      ['Carrier', 'Claim Window', 'Refunds Cover', 'Actions'],
      ['FedEx', '15 days from the first invoice', 'Freight; Fuel', 'Edit'],
      [
        'UPS',
        '15 days from the later of the commitment and the delivery',
        'Freight; Fuel for packages shipped through Sep 01, 2008',
        'Edit',
      ],
    ]);
    await expect(canvas.getByRole('button', { name: 'Edit FedEx refund rules' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withRules(refundClaimsHandlers.rulesNeverArrive) } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), ...refundClaimsApi({ rules: [] }).handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByText('There are no refund rules.')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const Error: Story = {
  parameters: { msw: { handlers: withRules(refundClaimsHandlers.rulesFailOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching the refund rules.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await table(canvasElement).findByText('UPS')).toBeVisible();
  },
};

const sent = fn();

/**
 * The dialog starts from the rule as it is; the form's own checks come first, then what is sent, the toast with
 * the claims of open batches re-read, and the rule as the server now has it.
 */
export const Edit: Story = {
  beforeEach: () => {
    sent.mockClear();
  },
  parameters: {
    msw: {
      handlers: withRules(
        // Notes what is sent and leaves the answer to the store.
        http.put('/refund-claims/rules/{carrier}', async ({ params, request }) => {
          sent(params.carrier, await request.clone().json());
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await editUps(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Claim Window (days)' })).toHaveValue('15');
    await expect(dialog.getByRole('button', { name: /Counted From$/ })).toHaveTextContent(
      'The later of the commitment and the delivery',
    );
    await expect(coverageRow(dialog, 'Freight').getByRole('textbox', { name: 'Covered To' })).toHaveValue('');
    await expect(coverageRow(dialog, 'Fuel').getByRole('textbox', { name: 'Covered To' })).toHaveValue(
      '2008-09-01',
    );
    await retype(dialog, 'Claim Window (days)', '400');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Grouping' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Enter a whole number of days from 1 to 366')).toBeVisible();
    await expect(coverageRow(dialog, 'new grouping').getByText('Select a grouping')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();

    await retype(dialog, 'Claim Window (days)', '10');
    await chooseOption(coverageRow(dialog, 'new grouping'), 'Grouping', 'Residential');
    await userEvent.type(
      coverageRow(dialog, 'Residential').getByRole('textbox', { name: 'Covered From' }),
      '2026-01-01',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('UPS refund rules saved')).toBeVisible();
    await expect(screen.getByText('2 claims of open batches were re-read.')).toBeVisible();
    await dialogClosed('Edit UPS Refund Rules');
    await expect(sent).toHaveBeenCalledWith('UPS', {
      days: 10,
      countedFrom: 'later_of_commitment_and_delivery',
      coverage: [
        { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null },
        { grouping: 'FUEL', coveredFrom: null, coveredTo: '2008-09-01' },
        { grouping: 'RESIDENTIAL', coveredFrom: '2026-01-01', coveredTo: null },
      ],
    });
    await waitFor(() =>
      expect(cellTexts(gridOf(canvasElement))[2]).toEqual([
        'UPS',
        '10 days from the later of the commitment and the delivery',
        'Freight; Fuel for packages shipped through Sep 01, 2008; Residential for packages shipped from Jan 01, 2026',
        'Edit',
      ]),
    );
  },
};

/** Removing a row moves the focus to Add Grouping; a rule that covers nothing is not sent. */
export const RemoveGroupings: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await editUps(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Fuel' }));
    await expect(dialog.queryByRole('group', { name: 'Fuel' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add Grouping' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Freight' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Add a grouping the refunds cover')).toBeVisible();
  },
};

/** The server refuses a grouping listed twice: its reason shows in the dialog, which stays open. */
export const EditRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await editUps(canvasElement);
    await addGrouping(dialog, 'Freight');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Freight is listed twice')).toBeVisible();
    await expect(await screen.findByText('Error')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** While the rule is saved the button says so. */
export const EditBusy: Story = {
  parameters: { msw: { handlers: withRules(refundClaimsHandlers.ruleChangeNeverAnswers) } },
  play: async ({ canvasElement }) => {
    const dialog = await editUps(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
