import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { organizationHandlers } from '../../mocks/administration';
import { chooseOption, pressAndLeave } from '../../mocks/dialogs';
import { platformAdminProfile, profileOf } from '../../mocks/http';
import { refundClaimsApi, refundClaimsHandlers } from '../../mocks/refund-claims';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import RefundClaims from './refund-claims';

/**
 * A story's handlers: the admin's profile, the organizations, then `handlers` (which answer first), then a store
 * of refund claims of the story's own.
 */
const withClaims = (...handlers: HttpHandler[]) => [
  profileOf(platformAdminProfile),
  organizationHandlers.list(),
  ...handlers,
  ...refundClaimsApi().handlers,
];

const meta = {
  title: 'Screens/RefundClaims/RefundClaims',
  component: RefundClaims,
  decorators: [withScreen(paths.refundClaims.path)],
  parameters: { layout: 'fullscreen', msw: { handlers: withClaims() } },
} satisfies Meta<typeof RefundClaims>;

export default meta;
type Story = StoryObj<typeof meta>;

const batchesTab = { screenAddress: paths.refundClaims.getHref('batches') };
const creditsTab = { screenAddress: paths.refundClaims.getHref('credits') };

const creditsTable = 'Refunds paid without a claim';

const gridOf = (canvasElement: HTMLElement, name = 'Eligible packages') =>
  within(canvasElement).getByRole('grid', { name });
const table = (canvasElement: HTMLElement, name?: string) => within(gridOf(canvasElement, name));
const rowOf = (canvasElement: HTMLElement, trackingNumber: string) =>
  within(table(canvasElement).getByRole('row', { name: new RegExp(trackingNumber) }));

/** The tracking numbers of the rows, in order. */
const trackingNumbers = (canvasElement: HTMLElement) =>
  cellTexts(gridOf(canvasElement))
    .slice(1)
    .map((cells) => cells[1]);

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('button', { name });

/** Waits for the packages, then checks the rows of the tracking numbers given. */
async function select(canvasElement: HTMLElement, ...numbers: string[]) {
  await table(canvasElement).findByText('1Z999AA10123456784');
  for (const number of numbers) await userEvent.click(rowOf(canvasElement, number).getByRole('checkbox'));
}

/**
 * Every eligible package, the window closing first: those on their last day or closing within three days are
 * marked in words; the summary counts them, and nothing can be claimed until rows, or a carrier, are chosen.
 */
export const Eligible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refund Claims' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Eligible' })).toHaveAttribute('aria-current', 'page');
    await table(canvasElement).findByText('1Z999AA10123456784');
    await expect(canvas.getByText('6 packages, $191.29 claimable, as of Nov 27, 2026')).toBeVisible();
    await expect(
      canvas.getByText(
        'Claim windows: FedEx, 15 days from the first invoice; UPS, 15 days from the later of the commitment and the delivery.',
      ),
    ).toBeVisible();
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      [
        '',
        'Tracking Number',
        'Client',
        'Carrier',
        'Days Left',
        'Last Claim Day',
        'Claimable',
        'Service',
        'Ship Date',
        'Commitment',
        'Delivered',
        'Late By',
      ],
      [
        '',
        '1Z999AA10123456784',
        'Acme Freight',
        'UPS',
        '0 daysLast day',
        'Nov 27, 2026',
        '$48.62',
        'UPS Next Day Air',
        'Nov 10, 2026',
        'Nov 11, 2026 10:30',
        'Nov 11, 2026 15:12',
        'Under a day',
      ],
      [
        '',
        '794612345678',
        'Northwind Outfitters International',
        'FedEx',
        '1 dayClosing soon',
        'Nov 28, 2026',
        '$31.15',
        'FedEx 2Day',
        'Nov 09, 2026',
        'Nov 11, 2026 16:30',
        'Nov 13, 2026 11:02',
        '2 days',
      ],
      [
        '',
        '1Z999AA10123456791',
        'Acme Freight',
        'UPS',
        '3 daysClosing soon',
        'Nov 30, 2026',
        '$14.37',
        'UPS Ground',
        'Nov 03, 2026',
        'Nov 07, 2026',
        'Nov 10, 2026',
        '3 days',
      ],
      [
        '',
        '794612345690',
        'Acme Freight',
        'FedEx',
        '8 days',
        'Dec 05, 2026',
        '$61.80',
        'FedEx Priority Overnight',
        'Nov 19, 2026',
        'Nov 20, 2026 10:30',
        'Nov 20, 2026 13:47',
        'Under a day',
      ],
      [
        '',
        '1Z999AA10123456807',
        'Northwind Outfitters International',
        'UPS',
        '9 days',
        'Dec 06, 2026',
        '$22.90',
        'UPS 2nd Day Air',
        'Nov 12, 2026',
        'Nov 14, 2026',
        'Nov 16, 2026',
        '2 days',
      ],
      [
        '',
        '1Z999AA10123456815',
        'Acme Freight',
        'UPS',
        '9 days',
        'Dec 06, 2026',
        '$12.45',
        'UPS Ground',
        'Nov 16, 2026',
        'Nov 19, 2026',
        'Nov 24, 2026',
        '5 days',
      ],
    ]);
    await expect(canvas.getByText('No package selected.')).toBeVisible();
    await expect(button(canvasElement, 'Claim selected')).toBeDisabled();
    await expect(button(canvasElement, 'Claim all 6')).toBeDisabled();
    await expect(canvas.getByText('Choose a carrier to claim all: a batch is of one carrier.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.eligibleNeverArrives) } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(button(canvasElement, 'Claim all')).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withClaims(...refundClaimsApi({ packages: [] }).handlers) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await table(canvasElement).findByText('No package can be claimed now.')).toBeVisible();
    await expect(canvas.getByText('0 packages, $0.00 claimable, as of Nov 27, 2026')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.eligibleFailsOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the eligible packages.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('1Z999AA10123456784')).toBeVisible();
  },
};

/** More packages than a page lists: the summary counts them all and says which are listed. */
export const ManyPackages: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.eligibleTruncated) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '1,204 packages, $48,210.77 claimable, as of Nov 27, 2026. The 6 closing first are listed.',
      ),
    ).toBeVisible();
  },
};

/**
 * Each filter narrows the packages as the server selects them: a carrier (which also lets Claim all run), an
 * organization, a Control ID once typing pauses, and how soon the window closes; when none is left the table
 * says so.
 */
export const Filters: Story = {
  parameters: { msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('group', { name: 'Filters' }));
    await table(canvasElement).findByText('1Z999AA10123456784');
    await chooseOption(filters, 'Carrier', 'UPS');
    await waitFor(() =>
      expect(trackingNumbers(canvasElement)).toEqual([
        '1Z999AA10123456784',
        '1Z999AA10123456791',
        '1Z999AA10123456807',
        '1Z999AA10123456815',
      ]),
    );
    await expect(canvas.getByText('4 packages, $98.34 claimable, as of Nov 27, 2026')).toBeVisible();
    await expect(button(canvasElement, 'Claim all 4')).toBeEnabled();
    await expect(
      canvas.queryByText('Choose a carrier to claim all: a batch is of one carrier.'),
    ).not.toBeInTheDocument();
    await chooseOption(filters, 'Organization', 'Northwind Outfitters International');
    await waitFor(() => expect(trackingNumbers(canvasElement)).toEqual(['1Z999AA10123456807']));
    await chooseOption(filters, 'Organization', 'All Organizations');
    await userEvent.type(filters.getByRole('textbox', { name: 'Control ID' }), 'UPS-20261121-000041');
    await waitFor(() =>
      expect(trackingNumbers(canvasElement)).toEqual(['1Z999AA10123456807', '1Z999AA10123456815']),
    );
    await userEvent.clear(filters.getByRole('textbox', { name: 'Control ID' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Expiring within (days)' }), '3');
    await userEvent.tab();
    await waitFor(() =>
      expect(trackingNumbers(canvasElement)).toEqual(['1Z999AA10123456784', '1Z999AA10123456791']),
    );
    await chooseOption(filters, 'Carrier', 'FedEx');
    await waitFor(() => expect(trackingNumbers(canvasElement)).toEqual(['794612345678']));
    await userEvent.clear(filters.getByRole('textbox', { name: 'Expiring within (days)' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Expiring within (days)' }), '0');
    await userEvent.tab();
    await expect(await table(canvasElement).findByText('No package can be claimed now.')).toBeVisible();
    await expect(
      table(canvasElement).getByText('None matches these filters: change or clear them.'),
    ).toBeVisible();
    await expect(button(canvasElement, 'Claim all 0')).toBeDisabled();
  },
};

/** Packages of both carriers cannot make one batch: the screen says so and Claim selected waits. */
export const MixedCarriers: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '1Z999AA10123456784', '794612345678');
    await expect(
      within(canvasElement).getByText(
        "The packages selected are of UPS and FedEx: a batch is of one carrier. Select one carrier's packages.",
      ),
    ).toBeVisible();
    await expect(button(canvasElement, 'Claim selected')).toBeDisabled();
  },
};

/** The packages checked, of one carrier, become a new batch: the toast says what it holds and the batch opens. */
export const ClaimSelected: Story = {
  parameters: { msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    await select(canvasElement, '1Z999AA10123456784', '1Z999AA10123456791');
    await expect(within(canvasElement).getByText('2 packages selected, $62.99 claimable.')).toBeVisible();
    await userEvent.click(button(canvasElement, 'Claim selected'));
    await expect(await screen.findByText('Batch created')).toBeVisible();
    await expect(screen.getByText('2 claims for $62.99 in batch 15.')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /refund-claims/batches/15')).toBeVisible();
  },
};

/** With a carrier chosen, Claim all makes a batch of every package the filters select. */
export const ClaimAll: Story = {
  parameters: { msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    const filters = within(within(canvasElement).getByRole('group', { name: 'Filters' }));
    await table(canvasElement).findByText('1Z999AA10123456784');
    await chooseOption(filters, 'Carrier', 'FedEx');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Claim all 2' }));
    await expect(await screen.findByText('2 claims for $92.95 in batch 15.')).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /refund-claims/batches/15')).toBeVisible();
  },
};

/** While the batch is made, the button pressed says so and the other waits. */
export const CreatingBatch: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.createNeverAnswers) } },
  play: async ({ canvasElement }) => {
    await select(canvasElement, '794612345678');
    await userEvent.click(button(canvasElement, 'Claim selected'));
    await expect(await within(canvasElement).findByRole('button', { name: 'Creating batch…' })).toBeVisible();
    await expect(button(canvasElement, 'Claim all 6')).toBeDisabled();
  },
};

/** A batch the server refuses (a package claimed meanwhile): its reason in the toast, and the screen stays. */
export const CreateRefused: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.createRefused) } },
  play: async ({ canvasElement }) => {
    await select(canvasElement, '1Z999AA10123456791');
    await pressAndLeave(button(canvasElement, 'Claim selected'));
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('Error')).toBeVisible();
    await expect(within(toast).getByText('Package 5103 is already claimed in batch 16')).toBeVisible();
    // The toast comes as the call fails, the button back a render later.
    await expect(await within(canvasElement).findByRole('button', { name: 'Claim selected' })).toBeEnabled();
  },
};

/**
 * The Batches tab: every batch, newest first, with its state, what it claims and what was credited, and its claims
 * by state; a batch's name opens it.
 */
export const Batches: Story = {
  parameters: batchesTab,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Batches' })).toHaveAttribute('aria-current', 'page');
    await table(canvasElement, 'Claim batches').findByText('Batch 14');
    await expect(cellTexts(gridOf(canvasElement, 'Claim batches'))).toEqual([
      [
        'Batch',
        'Carrier',
        'State',
        'Created',
        'By',
        'Submitted On',
        'Claims',
        'Amount Claimed',
        'Credited',
        'Claims by State',
      ],
      [
        'Batch 14',
        'UPS',
        'Open',
        'Nov 26, 2026',
        'Ada Admin',
        '',
        '3',
        '$57.95',
        '$0.00',
        '2 in batch, 1 expired',
      ],
      [
        'Batch 12',
        'UPS',
        'Submitted',
        'Nov 19, 2026',
        'Ada Admin',
        'Nov 20, 2026',
        '4',
        '$91.45',
        '$52.10',
        '1 submitted, 1 credited, 1 denied, 1 expired',
      ],
      [
        'Batch 11',
        'UPS',
        'Submitted',
        'Nov 12, 2026',
        'Ada Admin',
        'Nov 13, 2026',
        '4',
        '$135.80',
        '$77.75',
        '1 submitted, 3 credited',
      ],
      [
        'Batch 9',
        'FedEx',
        'Submitted',
        'Nov 05, 2026',
        'Deleted user',
        'Nov 06, 2026',
        '2',
        '$57.68',
        '$57.68',
        '2 credited',
      ],
    ]);
    await expect(canvas.getByRole('link', { name: 'Batch 12' })).toHaveAttribute(
      'href',
      '/refund-claims/batches/12',
    );
  },
};

export const BatchesLoading: Story = {
  parameters: { ...batchesTab, msw: { handlers: withClaims(refundClaimsHandlers.batchesNeverArrive) } },
  play: async ({ canvasElement }) => {
    await expect(
      await table(canvasElement, 'Claim batches').findByRole('progressbar', { name: 'Loading' }),
    ).toBeVisible();
  },
};

export const BatchesEmpty: Story = {
  parameters: {
    ...batchesTab,
    msw: { handlers: withClaims(...refundClaimsApi({ batches: [] }).handlers) },
  },
  play: async ({ canvasElement }) => {
    const batches = table(canvasElement, 'Claim batches');
    await expect(await batches.findByText('No claim batch yet.')).toBeVisible();
    await expect(
      batches.getByText(
        "Claim eligible packages from the Eligible tab: each batch holds one carrier's claims.",
      ),
    ).toBeVisible();
  },
};

export const BatchesRetryAfterError: Story = {
  parameters: { ...batchesTab, msw: { handlers: withClaims(refundClaimsHandlers.batchesFailOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the claim batches.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Batch 14')).toBeVisible();
  },
};

/**
 * The Paid unasked tab: the refunds the carriers credited without a claim, the newest credit invoice first, with
 * their count and total.
 */
export const Credits: Story = {
  parameters: creditsTab,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Paid unasked' })).toHaveAttribute('aria-current', 'page');
    await table(canvasElement, creditsTable).findByText('1Z999AA10123456857');
    await expect(canvas.getByText('3 refunds, $42.10 paid without a claim')).toBeVisible();
    await expect(
      canvas.getByText(
        'Refunds the carriers credited on their invoices to packages no claim holds, the newest invoice first.',
      ),
    ).toBeVisible();
    await expect(cellTexts(gridOf(canvasElement, creditsTable))).toEqual([
      [
        'Organization',
        'Carrier',
        'Tracking Number',
        'Service',
        'Ship Date',
        'Credit Invoice',
        'Invoice Date',
        'Credited',
      ],
      [
        'Acme Freight',
        'UPS',
        '1Z999AA10123456857',
        'UPS Ground',
        'Nov 05, 2026',
        '0000A1B2C3043',
        'Nov 24, 2026',
        '$18.40',
      ],
      [
        'Northwind Outfitters International',
        'FedEx',
        '794612345536',
        'FedEx Express Saver',
        'Nov 02, 2026',
        '8-2026111639',
        'Nov 16, 2026',
        '$9.95',
      ],
      [
        'Northwind Outfitters International',
        'UPS',
        '1Z999AA10123456865',
        'UPS 2nd Day Air',
        'Oct 29, 2026',
        '0000A1B2C3029',
        'Nov 10, 2026',
        '$13.75',
      ],
    ]);
  },
};

/** The organization and carrier filters narrow the credits as on the Eligible tab; none left, the table says so. */
export const CreditsFilters: Story = {
  parameters: { ...creditsTab, msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('group', { name: 'Filters' }));
    const credits = table(canvasElement, creditsTable);
    await credits.findByText('1Z999AA10123456857');
    await chooseOption(filters, 'Carrier', 'UPS');
    await expect(await canvas.findByText('2 refunds, $32.15 paid without a claim')).toBeVisible();
    await expect(credits.queryByText('794612345536')).not.toBeInTheDocument();
    await chooseOption(filters, 'Organization', 'Northwind Outfitters International');
    await expect(await canvas.findByText('1 refund, $13.75 paid without a claim')).toBeVisible();
    await expect(credits.getByText('1Z999AA10123456865')).toBeVisible();
    await chooseOption(filters, 'Organization', 'Acme Freight');
    await chooseOption(filters, 'Carrier', 'FedEx');
    await expect(await credits.findByText('No carrier paid a refund without a claim.')).toBeVisible();
    await expect(credits.getByText('None matches these filters: change or clear them.')).toBeVisible();
    await expect(canvas.getByText('0 refunds, $0.00 paid without a claim')).toBeVisible();
  },
};

export const CreditsLoading: Story = {
  parameters: { ...creditsTab, msw: { handlers: withClaims(refundClaimsHandlers.creditsNeverArrive) } },
  play: async ({ canvasElement }) => {
    await expect(
      await table(canvasElement, creditsTable).findByRole('progressbar', { name: 'Loading' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(/paid without a claim$/)).not.toBeInTheDocument();
  },
};

export const CreditsEmpty: Story = {
  parameters: {
    ...creditsTab,
    msw: { handlers: withClaims(...refundClaimsApi({ credits: [] }).handlers) },
  },
  play: async ({ canvasElement }) => {
    const credits = table(canvasElement, creditsTable);
    await expect(await credits.findByText('No carrier paid a refund without a claim.')).toBeVisible();
    await expect(
      credits.queryByText('None matches these filters: change or clear them.'),
    ).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('0 refunds, $0.00 paid without a claim')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const CreditsRetryAfterError: Story = {
  parameters: { ...creditsTab, msw: { handlers: withClaims(refundClaimsHandlers.creditsFailOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the refunds paid without a claim.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('1Z999AA10123456857')).toBeVisible();
    await expect(canvas.getByText('3 refunds, $42.10 paid without a claim')).toBeVisible();
  },
};

/** More credits than a page lists: the summary counts them all and says which are listed. */
export const ManyCredits: Story = {
  parameters: { ...creditsTab, msw: { handlers: withClaims(refundClaimsHandlers.creditsTruncated) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '1,312 refunds, $18,406.55 paid without a claim. The 3 newest are listed.',
      ),
    ).toBeVisible();
  },
};

/** The tabs are links: Batches shows the batches, and a batch's name opens its page. */
export const OpensABatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Batches' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Batch 12' }));
    await expect(await canvas.findByText('Now at /refund-claims/batches/12')).toBeVisible();
  },
};
