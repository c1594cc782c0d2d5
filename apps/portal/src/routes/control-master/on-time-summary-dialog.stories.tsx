import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { OnTimeSummaryRow } from '@waybill/api-client';
import { paths } from '../../config/paths';
import {
  controlMasterHandlers,
  controlsWithUnmappedReferenceData,
  onePageOfControls,
  summaryRows,
} from '../../mocks/control-master';
import { authHandlers, http, platformAdminProfile, profileOf } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import ControlMaster from './control-master';

const meta = {
  title: 'Screens/ControlMaster/OnTimeSummary',
  component: ControlMaster,
  decorators: [withScreen(paths.controlMaster.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        controlMasterHandlers.summary(),
      ],
    },
  },
} satisfies Meta<typeof ControlMaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTROL_ID = onePageOfControls[0]!.control_id;
const TITLE = `On-Time Summary - Control ID: ${CONTROL_ID}`;

/** Opens the summary of the first control from the table and returns the dialog. */
async function openSummary(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('link', { name: CONTROL_ID }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  // The dialog fades in.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** One of the dialog's three tables, by its title. */
const summaryTable = (dialog: ReturnType<typeof within>, title: string) =>
  within(dialog.getByRole('region', { name: title }));

/** The texts of a table's body rows (the Total row last). */
const rowsOf = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent),
    );

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The table a reader would write down from the rows: label, packages, net spend, share, and the Total row. */
function expectedRows(rows: readonly OnTimeSummaryRow[], label: (row: OnTimeSummaryRow) => string) {
  const packages = rows.reduce((sum, row) => sum + row.packages_count, 0);
  const cents = rows.reduce((sum, row) => sum + Math.round(row.net_spend * 100), 0);
  return [
    ...rows.map((row) => [
      label(row),
      String(row.packages_count),
      money(row.net_spend),
      `${((row.packages_count / packages) * 100).toFixed(1)}%`,
    ]),
    ['Total', packages.toLocaleString('en-US'), money(cents / 100), '100.0%'],
  ];
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();

    const audit = summaryTable(dialog, 'By Audit Status');
    await waitFor(() =>
      expect(rowsOf(audit)).toEqual(expectedRows(summaryRows.audit_status, (row) => row.audit_status!)),
    );
    const headers = audit.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Audit Status', 'Packages', 'Net Spend', '% of Total']);
    // Complete green, Pending yellow, Exception red.
    await expect(audit.getByText('Complete')).toHaveAttribute('data-tone', 'success');
    await expect(audit.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(audit.getByText('Exception')).toHaveAttribute('data-tone', 'danger');

    const mode = summaryTable(dialog, 'Ground vs Express');
    await waitFor(() =>
      expect(rowsOf(mode)).toEqual(
        expectedRows(summaryRows.ground_vs_express, (row) => row.ground_vs_express!),
      ),
    );
    const service = summaryTable(dialog, 'By Service');
    await waitFor(() =>
      expect(rowsOf(service)).toEqual(
        expectedRows(summaryRows.charge_description, (row) => row.charge_description!),
      ),
    );
    await expect(service.getAllByRole('columnheader')[0]).toHaveTextContent('Service');
    // The reference maps know the whole file.
    await expect(dialog.queryByText(/unmapped/)).not.toBeInTheDocument();
  },
};

/** A file with packages and charges the reference maps do not know says so above its tables. */
export const UnmappedReferenceData: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        controlMasterHandlers.clients,
        controlMasterHandlers.list(controlsWithUnmappedReferenceData),
        controlMasterHandlers.summary(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    for (const name of ['3 packages with an unmapped service', '12 charges with an unmapped description']) {
      await expect(dialog.getByRole('link', { name })).toHaveAttribute('href', '/reference-data/unmapped');
    }
  },
};

const summaryCalls: string[] = [];

export const QueriesOnlyWhileOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        http.get('/control-master/on-time-summary', ({ request }) => {
          summaryCalls.push(new URL(request.url).search);
          return undefined;
        }),
        controlMasterHandlers.summary(),
      ],
    },
  },
  beforeEach: () => {
    summaryCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: CONTROL_ID });
    await expect(summaryCalls).toEqual([]);
    const dialog = await openSummary(canvasElement);
    await waitFor(() => expect(summaryCalls).toHaveLength(3));
    await expect([...summaryCalls].sort()).toEqual(
      ['audit_status', 'charge_description', 'ground_vs_express'].map(
        (field) => `?control_id=${CONTROL_ID}&groupByField=${field}`,
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(summaryCalls).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        controlMasterHandlers.summaryNeverArrives,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    for (const title of ['By Audit Status', 'Ground vs Express', 'By Service']) {
      await expect(summaryTable(dialog, title).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    }
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        controlMasterHandlers.summary({ audit_status: [], ground_vs_express: [], charge_description: [] }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    for (const title of ['By Audit Status', 'Ground vs Express', 'By Service']) {
      const table = summaryTable(dialog, title);
      await expect(await table.findByText('No summary data found for this control ID.')).toBeVisible();
      // No Total row for an empty table.
      await expect(table.queryByText('Total')).not.toBeInTheDocument();
    }
  },
};

export const OneTableFails: Story = {
  name: 'Error in one table',
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        controlMasterHandlers.summaryFailsFor('ground_vs_express'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    const mode = summaryTable(dialog, 'Ground vs Express');
    await expect(await mode.findByText('An error occurred while fetching summary data.')).toBeVisible();
    await expect(mode.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The other tables show their rows.
    await expect(await summaryTable(dialog, 'By Audit Status').findByText('Complete')).toBeVisible();
    await expect(await summaryTable(dialog, 'By Service').findByText('Next Day Air')).toBeVisible();
  },
};

export const RetryOneTable: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        controlMasterHandlers.summaryFailsFor('charge_description', 1),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    const service = summaryTable(dialog, 'By Service');
    await userEvent.click(await service.findByRole('button', { name: 'Retry' }));
    await expect(await service.findByText('Ground Residential')).toBeVisible();
    await expect(
      service.queryByText('An error occurred while fetching summary data.'),
    ).not.toBeInTheDocument();
  },
};

export const LabelFallback: Story = {
  name: 'Rows without their grouping field',
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(onePageOfControls),
        // Rows of a server outside the contract: the label falls back to group_by_field, field_value, status.
        controlMasterHandlers.summary({
          audit_status: [
            { group_by_field: 'Complete', packages_count: 3, net_spend: 30 },
            { field_value: 'Held', packages_count: 1, net_spend: 12.5 },
            { packages_count: 1, net_spend: 7.25 },
          ],
          ground_vs_express: { data: [{ status: 'Ground', packages_count: 5, net_spend: 49.75 }] },
          charge_description: { unexpected: true },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSummary(canvasElement);
    const audit = summaryTable(dialog, 'By Audit Status');
    await waitFor(() =>
      expect(rowsOf(audit)).toEqual([
        ['Complete', '3', '$30.00', '60.0%'],
        ['Held', '1', '$12.50', '20.0%'],
        ['Unknown', '1', '$7.25', '20.0%'],
        ['Total', '5', '$49.75', '100.0%'],
      ]),
    );
    // Statuses other than Complete, Pending and Exception are gray.
    await expect(audit.getByText('Held')).toHaveAttribute('data-tone', 'neutral');
    await expect(audit.getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
    // A list under `data` is read; any other shape is an empty list.
    await waitFor(() =>
      expect(rowsOf(summaryTable(dialog, 'Ground vs Express'))).toEqual([
        ['Ground', '5', '$49.75', '100.0%'],
        ['Total', '5', '$49.75', '100.0%'],
      ]),
    );
    await expect(
      await summaryTable(dialog, 'By Service').findByText('No summary data found for this control ID.'),
    ).toBeVisible();
  },
};
