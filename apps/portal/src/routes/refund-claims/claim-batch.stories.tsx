import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { dialogClosed, findDialog, pressAndLeave } from '../../mocks/dialogs';
import { platformAdminProfile, profileOf } from '../../mocks/http';
import {
  batchOf,
  claimBatches,
  openBatch,
  refundClaimsApi,
  refundClaimsHandlers,
} from '../../mocks/refund-claims';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import ClaimBatch from './claim-batch';

/** A story's handlers: the admin's profile, then `handlers` (which answer first), then a store of its own. */
const withClaims = (...handlers: HttpHandler[]) => [
  profileOf(platformAdminProfile),
  ...handlers,
  ...refundClaimsApi().handlers,
];

const meta = {
  title: 'Screens/RefundClaims/ClaimBatch',
  component: ClaimBatch,
  decorators: [withScreen(paths.claimBatch.path, paths.claimBatch.getHref(14))],
  parameters: { layout: 'fullscreen', msw: { handlers: withClaims() } },
} satisfies Meta<typeof ClaimBatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The submitted UPS batch, whose claims are in every state a submitted batch's can be. */
const submittedBatchAddress = { screenAddress: paths.claimBatch.getHref(12) };

const gridOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Claims' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));
const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** The facts of the Summary card, term and value. */
const summaryOf = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByRole('region', { name: 'Summary' }).querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

/** Waits for the batch's claims, the first being `trackingNumber`. */
async function claimsShown(canvasElement: HTMLElement, trackingNumber = '1Z999AA10123456823') {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Claims' });
  await within(grid).findByText(trackingNumber);
}

/** The file names the page saved: taken here instead of going to the test browser's downloads. */
const savedFiles: string[] = [];
const catchDownloads = () => {
  savedFiles.length = 0;
  const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) savedFiles.push(this.download);
  });
  return () => clicks.mockRestore();
};

/**
 * An open batch: its facts, its claims (one whose window closed while it waited counts as expired, and its amount
 * is left out), Download claim file, Mark submitted, Discard batch, and Remove on each claim.
 */
export const OpenBatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Batch 14' })).toBeVisible();
    await expect(canvas.getByText('UPS claim batch, open')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the batches' })).toHaveAttribute(
      'href',
      '/refund-claims?tab=batches',
    );
    await expect(
      canvas.getByText(
        "Download the claim file and upload it to UPS's dispute page, then mark the batch submitted.",
      ),
    ).toBeVisible();
    await expect(summaryOf(canvasElement)).toEqual([
      'Carrier: UPS',
      'State: Open',
      'Created: Nov 26, 2026 by Ada Admin',
      'Submitted: Not yet',
      'Claims: 3 (2 in batch, 1 expired)',
      'Amount Claimed: $57.95, expired claims left out',
      'Amount Credited: $0.00',
    ]);
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      [
        'Tracking Number',
        'Client',
        'Amount Claimed',
        'Credited',
        'State',
        'Actions',
        'Invoice',
        'Ship Date',
        'Commitment',
        'Delivered',
        'Late By',
        'Last Claim Day',
      ],
      [
        '1Z999AA10123456823',
        'Acme Freight',
        '$18.20',
        '',
        'In batch',
        'Remove',
        '0000A1B2C3038Nov 14, 2026',
        'Nov 04, 2026',
        'Nov 09, 2026',
        'Nov 11, 2026',
        '2 days',
        'Nov 29, 2026',
      ],
      [
        '1Z999AA10123456831',
        'Northwind Outfitters International',
        '$39.75',
        '',
        'In batchNo longer refund-eligible: Address Correction',
        'Remove',
        '0000A1B2C3040Nov 17, 2026',
        'Nov 12, 2026',
        'Nov 13, 2026 15:00',
        'Nov 14, 2026 09:41',
        '1 day',
        'Dec 02, 2026',
      ],
      [
        '1Z999AA10123456849',
        'Acme Freight',
        '$9.80',
        '',
        'Expired',
        'Remove',
        '0000A1B2C3029Nov 10, 2026',
        'Nov 02, 2026',
        'Nov 05, 2026',
        'Nov 06, 2026',
        '1 day',
        'Nov 25, 2026',
      ],
    ]);
    for (const name of ['Download claim file', 'Mark submitted', 'Discard batch']) {
      await expect(button(canvasElement, name)).toBeEnabled();
    }
  },
};

/**
 * A submitted batch: each claim's state with when it was submitted or why it was denied; only a claim still
 * submitted can be denied, and the batch can no longer be submitted or discarded.
 */
export const SubmittedBatch: Story = {
  parameters: submittedBatchAddress,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Batch 12' })).toBeVisible();
    await expect(canvas.getByText('UPS claim batch, submitted')).toBeVisible();
    await expect(summaryOf(canvasElement)).toEqual([
      'Carrier: UPS',
      'State: Submitted',
      'Created: Nov 19, 2026 by Ada Admin',
      'Submitted: Nov 20, 2026',
      'Claims: 4 (1 submitted, 1 credited, 1 denied, 1 expired)',
      'Amount Claimed: $91.45, expired claims left out',
      'Amount Credited: $52.10',
    ]);
    await expect(cellTexts(gridOf(canvasElement)).map((row) => row.slice(0, 6))).toEqual([
      ['Tracking Number', 'Client', 'Amount Claimed', 'Credited', 'State', 'Actions'],
      ['1Z999AA10123456716', 'Acme Freight', '$27.40', '', 'Submittedon Nov 20, 2026', 'Deny…'],
      [
        '1Z999AA10123456724',
        'Northwind Outfitters International',
        '$52.10',
        '$52.100000A1B2C3043',
        'CreditedSubmitted Nov 20, 2026',
        '',
      ],
      [
        '1Z999AA10123456732',
        'Acme Freight',
        '$11.95',
        '',
        'DeniedWeather delay in the Denver hub: no guarantee',
        '',
      ],
      ['1Z999AA10123456740', 'Acme Freight', '$10.30', '', 'Expired', ''],
    ]);
    await expect(canvas.getByRole('button', { name: 'Download claim file' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Mark submitted' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Discard batch' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/upload it to/)).not.toBeInTheDocument();
  },
};

/**
 * A batch whose claims were all credited in full has nothing left to act on: no Actions column, and each claim's
 * credit with the invoice that carried it.
 */
export const CreditedBatch: Story = {
  parameters: { screenAddress: paths.claimBatch.getHref(9) },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement, '794612345512');
    await expect(cellTexts(gridOf(canvasElement))[0]).not.toContain('Actions');
    await expect(summaryOf(canvasElement)).toContain('Created: Nov 05, 2026 by Deleted user');
    await expect(summaryOf(canvasElement)).toContain('Claims: 2 (2 credited)');
    await expect(summaryOf(canvasElement)).toContain('Amount Claimed: $57.68');
    await expect(summaryOf(canvasElement)).toContain('Amount Credited: $57.68');
    await expect(cellTexts(gridOf(canvasElement)).map((row) => row.slice(0, 5))).toEqual([
      ['Tracking Number', 'Client', 'Amount Claimed', 'Credited', 'State'],
      [
        '794612345512',
        'Northwind Outfitters International',
        '$44.08',
        '$44.088-2026111639',
        'CreditedSubmitted Nov 06, 2026',
      ],
      ['794612345524', 'Acme Freight', '$13.60', '$13.608-2026111639', 'CreditedSubmitted Nov 06, 2026'],
    ]);
    await expect(table(canvasElement).queryByText(/\(partial\)/)).not.toBeInTheDocument();
  },
};

/**
 * A batch a later invoice credited in part: a claim credited for less than it claimed is marked partial, one UPS
 * had denied and credited after all reads credited, and only the claim still submitted can be denied.
 */
export const PartlyCreditedBatch: Story = {
  parameters: { screenAddress: paths.claimBatch.getHref(11) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimsShown(canvasElement, '1Z999AA10123456650');
    await expect(summaryOf(canvasElement)).toEqual([
      'Carrier: UPS',
      'State: Submitted',
      'Created: Nov 12, 2026 by Ada Admin',
      'Submitted: Nov 13, 2026',
      'Claims: 4 (1 submitted, 3 credited)',
      'Amount Claimed: $135.80',
      'Amount Credited: $77.75',
    ]);
    await expect(cellTexts(gridOf(canvasElement)).map((row) => row.slice(0, 6))).toEqual([
      ['Tracking Number', 'Client', 'Amount Claimed', 'Credited', 'State', 'Actions'],
      [
        '1Z999AA10123456650',
        'Acme Freight',
        '$21.30',
        '$21.300000A1B2C3041',
        'CreditedSubmitted Nov 13, 2026',
        '',
      ],
      [
        '1Z999AA10123456668',
        'Northwind Outfitters International',
        '$64.85',
        '$40.00 (partial)0000A1B2C3041',
        'CreditedSubmitted Nov 13, 2026',
        '',
      ],
      [
        '1Z999AA10123456676',
        'Acme Freight',
        '$16.45',
        '$16.450000A1B2C3041',
        'CreditedSubmitted Nov 13, 2026',
        '',
      ],
      [
        '1Z999AA10123456684',
        'Northwind Outfitters International',
        '$33.20',
        '',
        'Submittedon Nov 13, 2026',
        'Deny…',
      ],
    ]);
    await expect(canvas.getByText('$40.00 (partial)')).toBeVisible();
    await expect(table(canvasElement).getAllByRole('button', { name: /^Deny the claim of/ })).toEqual([
      table(canvasElement).getByRole('button', { name: 'Deny the claim of 1Z999AA10123456684' }),
    ]);
    await expect(canvas.queryByText('Address correction requested by the shipper')).not.toBeInTheDocument();
  },
};

const creditedWhileOpen = batchOf({
  ...openBatch,
  claims: openBatch.claims.map((each) =>
    each.packageId === 5202
      ? {
          ...each,
          state: 'credited' as const,
          exemption: null,
          credit: {
            amount: 39.75,
            invoiceNumber: '0000A1B2C3043',
            invoiceDate: '2026-11-24',
            controlId: 'UPS-20261124-000043',
          },
        }
      : each,
  ),
});

/** A claim the carrier credited before its batch went out can no longer be removed; the others still can. */
export const CreditedWhileOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        ...refundClaimsApi({ batches: [creditedWhileOpen, ...claimBatches.slice(1)] }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await expect(summaryOf(canvasElement)).toContain('Claims: 3 (1 in batch, 1 credited, 1 expired)');
    await expect(summaryOf(canvasElement)).toContain('Amount Credited: $39.75');
    await expect(cellTexts(gridOf(canvasElement)).map((row) => row.slice(0, 6))).toEqual([
      ['Tracking Number', 'Client', 'Amount Claimed', 'Credited', 'State', 'Actions'],
      ['1Z999AA10123456823', 'Acme Freight', '$18.20', '', 'In batch', 'Remove'],
      [
        '1Z999AA10123456831',
        'Northwind Outfitters International',
        '$39.75',
        '$39.750000A1B2C3043',
        'Credited',
        '',
      ],
      ['1Z999AA10123456849', 'Acme Freight', '$9.80', '', 'Expired', 'Remove'],
    ]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.batchNeverArrives) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the claim batch' }),
    ).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.batchFailsOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching the claim batch.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Batch 14' })).toBeVisible();
  },
};

/** The address of a batch that is not there (discarded, say) leads back to the batches. */
export const NotFound: Story = {
  parameters: { screenAddress: paths.claimBatch.getHref(99) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No claim batch has this id.')).toBeVisible();
    await expect(canvas.getByText('It may have been discarded, or emptied of its claims.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the batches' })).toHaveAttribute(
      'href',
      '/refund-claims?tab=batches',
    );
  },
};

/** The claim file is saved under the server's name for it, with a toast. */
export const DownloadClaimFile: Story = {
  beforeEach: catchDownloads,
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(button(canvasElement, 'Download claim file'));
    await expect(await screen.findByText('Claim file downloaded')).toBeVisible();
    await expect(screen.getByText('Check your downloads folder for claims-ups-14.csv.')).toBeVisible();
    await expect(savedFiles).toEqual(['claims-ups-14.csv']);
  },
};

export const Downloading: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.claimFileNeverArrives) } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(button(canvasElement, 'Download claim file'));
    await expect(await within(canvasElement).findByRole('button', { name: 'Downloading…' })).toBeVisible();
  },
};

/** A file the server cannot write: its message in the toast. */
export const DownloadFails: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.claimFileFails) } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await pressAndLeave(button(canvasElement, 'Download claim file'));
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByText('The database is unreachable')).toBeVisible();
  },
};

/**
 * Mark submitted asks first; the claims still within their window become submitted and the one past it
 * expires, as the toast says, and the batch shows submitted.
 */
export const MarkSubmitted: Story = {
  parameters: { msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimsShown(canvasElement);
    await userEvent.click(button(canvasElement, 'Mark submitted'));
    const dialog = await findDialog('Mark Batch Submitted', 'alertdialog');
    await expect(
      dialog.getByText(
        'Mark batch 14 as submitted to UPS today? Its claims still within their window become submitted, and those past it expire. A submitted batch can no longer be changed or discarded.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark submitted' }));
    await expect(await screen.findByText('Batch submitted')).toBeVisible();
    await expect(screen.getByText('2 claims submitted, 1 expired.')).toBeVisible();
    await dialogClosed('Mark Batch Submitted', 'alertdialog');
    await expect(await canvas.findByText('UPS claim batch, submitted')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark submitted' })).not.toBeInTheDocument();
    await expect(table(canvasElement).getAllByRole('button', { name: /^Deny the claim of/ })).toHaveLength(2);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.submitNeverAnswers) } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(button(canvasElement, 'Mark submitted'));
    const dialog = await findDialog('Mark Batch Submitted', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark submitted' }));
    await expect(await dialog.findByRole('button', { name: 'Submitting…' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

const expiredOnly = batchOf({ ...openBatch, claims: openBatch.claims.filter((c) => c.state === 'expired') });

/** A batch whose every claim is past its window cannot be submitted: the server's reason in the toast. */
export const SubmitRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        ...refundClaimsApi({ batches: [expiredOnly, ...claimBatches.slice(1)] }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement, '1Z999AA10123456849');
    await userEvent.click(button(canvasElement, 'Mark submitted'));
    const dialog = await findDialog('Mark Batch Submitted', 'alertdialog');
    await pressAndLeave(dialog.getByRole('button', { name: 'Mark submitted' }));
    await expect(
      await screen.findByText('Every claim of this batch is past its window: discard the batch'),
    ).toBeVisible();
    // The toast comes as the call fails, the button back a render later.
    await expect(await dialog.findByRole('button', { name: 'Mark submitted' })).toBeEnabled();
  },
};

/** Discard asks first, then the screen goes back to the batches with a toast. */
export const DiscardBatch: Story = {
  parameters: { msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(button(canvasElement, 'Discard batch'));
    const dialog = await findDialog('Discard Batch', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to discard batch 14? Its 3 claims for $57.95 leave it, and their packages can be claimed again while their window is open.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    await expect(await screen.findByText('Batch discarded')).toBeVisible();
    await expect(
      screen.getByText('Its 3 packages can be claimed again while their window is open.'),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /refund-claims')).toBeVisible();
  },
};

export const Discarding: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.discardNeverAnswers) } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(button(canvasElement, 'Discard batch'));
    const dialog = await findDialog('Discard Batch', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    await expect(await dialog.findByRole('button', { name: 'Discarding…' })).toBeVisible();
  },
};

/** Remove takes one claim out of the open batch: its package can be claimed again. */
export const RemoveClaim: Story = {
  parameters: { msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Remove 1Z999AA10123456831' }));
    await expect(await screen.findByText('Claim removed')).toBeVisible();
    await expect(
      screen.getByText('1Z999AA10123456831 can be claimed again while its window is open.'),
    ).toBeVisible();
    await waitFor(() => expect(summaryOf(canvasElement)).toContain('Claims: 2 (1 in batch, 1 expired)'));
    await expect(table(canvasElement).queryByText('1Z999AA10123456831')).not.toBeInTheDocument();
  },
};

/** While a claim is removed its button says so, and the others wait. */
export const Removing: Story = {
  parameters: { msw: { handlers: withClaims(refundClaimsHandlers.removeNeverAnswers) } },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Remove 1Z999AA10123456823' }));
    // A busy button's name also holds its spinner's.
    await expect(
      await table(canvasElement).findByRole('button', { name: /^Removing 1Z999AA10123456823/ }),
    ).toHaveTextContent('Removing…');
    await expect(
      table(canvasElement).getByRole('button', { name: 'Remove 1Z999AA10123456831' }),
    ).toBeDisabled();
  },
};

const lastClaimOnly = batchOf({ ...openBatch, claims: openBatch.claims.slice(0, 1) });

/** The server discards a batch left without claims: removing its last claim goes back to the batches. */
export const RemoveLastClaim: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        ...refundClaimsApi({ batches: [lastClaimOnly, ...claimBatches.slice(1)] }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await claimsShown(canvasElement);
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Remove 1Z999AA10123456823' }));
    await expect(
      await screen.findByText(
        "1Z999AA10123456823 was the batch's last claim: the batch is discarded, and the package can be claimed again.",
      ),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText('Now at /refund-claims')).toBeVisible();
  },
};

/** Opens Deny… on the claim still submitted in the submitted batch. */
async function openDeny(canvasElement: HTMLElement) {
  await claimsShown(canvasElement, '1Z999AA10123456716');
  await userEvent.click(
    table(canvasElement).getByRole('button', { name: 'Deny the claim of 1Z999AA10123456716' }),
  );
  return findDialog('Deny Claim');
}

/**
 * Deny… records the carrier's reason: required and at most 500 characters; once denied the claim shows it, and
 * can no longer be denied.
 */
export const DenyClaim: Story = {
  parameters: { ...submittedBatchAddress, msw: { handlers: withClaims() } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeny(canvasElement);
    await expect(
      dialog.getByText(
        'Record that UPS denied the claim of 1Z999AA10123456716 for $27.40, with the reason it gave.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Deny' }));
    await expect(dialog.getByText('Enter the reason the carrier gave')).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(dialog.getByRole('button', { name: 'Deny' }));
    await expect(dialog.getByText('Keep the reason to 500 characters')).toBeVisible();
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Signature required, none obtained');
    await userEvent.click(dialog.getByRole('button', { name: 'Deny' }));
    await expect(await screen.findByText('Claim denied')).toBeVisible();
    await expect(screen.getByText('1Z999AA10123456716: Signature required, none obtained')).toBeVisible();
    await dialogClosed('Deny Claim');
    await expect(await table(canvasElement).findByText('Signature required, none obtained')).toBeVisible();
    await expect(
      table(canvasElement).queryByRole('button', { name: /^Deny the claim of/ }),
    ).not.toBeInTheDocument();
  },
};

export const Denying: Story = {
  parameters: {
    ...submittedBatchAddress,
    msw: { handlers: withClaims(refundClaimsHandlers.denyNeverAnswers) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDeny(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Signature required');
    await userEvent.click(dialog.getByRole('button', { name: 'Deny' }));
    await expect(await dialog.findByRole('button', { name: 'Denying…' })).toBeVisible();
  },
};

/** The server's word on the reason shows on the field (and in the toast); the dialog stays open. */
export const DenyRefused: Story = {
  parameters: { ...submittedBatchAddress, msw: { handlers: withClaims(refundClaimsHandlers.denyRefused) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeny(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Signature required');
    await pressAndLeave(dialog.getByRole('button', { name: 'Deny' }));
    const message = 'Give the reason as the carrier wrote it, without control characters';
    await expect(await dialog.findByText(message)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await expect(await dialog.findByRole('button', { name: 'Deny' })).toBeEnabled();
  },
};
