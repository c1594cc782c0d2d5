import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ControlMasterRecord } from '@waybill/api-client';
import { paths } from '../../config/paths';
import {
  controlMasterHandlers,
  controlsWithUnmappedReferenceData,
  onePageOfControls,
  threePagesOfControls,
} from '../../mocks/control-master';
import { authHandlers, http, platformAdminProfile, profileOf } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import ControlMaster from './control-master';

const meta = {
  title: 'Screens/ControlMaster',
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

/** The table of controls. */
const tableOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Control Master' });

/** The texts of the body rows' cells, row by row, as a reader of the table meets them. */
const bodyRows = (canvasElement: HTMLElement) =>
  within(tableOf(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent),
    );

/** The Control IDs shown, top to bottom. */
const shownControlIds = (canvasElement: HTMLElement) => bodyRows(canvasElement).map((cells) => cells[1]);

/** Waits until the rows have arrived. */
const waitForRows = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('status', {}, { timeout: 5000 });

/** Waits until the counter above the table reads `text` (it is replaced while new rows load). */
const expectCounter = (canvasElement: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text), { timeout: 5000 });

/** Moves to a page with the numbered page button. */
const goToPage = async (canvasElement: HTMLElement, page: number) =>
  userEvent.click(
    within(within(canvasElement).getByRole('navigation', { name: 'Pagination' })).getByRole('button', {
      name: `Page ${page}`,
    }),
  );

/** Replaces the search text, as a user pasting it into the box does. */
async function searchFor(canvasElement: HTMLElement, text: string) {
  const search = within(canvasElement).getByRole('searchbox', { name: 'Search controls' });
  await userEvent.clear(search);
  await userEvent.click(search);
  await userEvent.paste(text);
}

/** Reads the figure of a summary card, found by its label. */
const cardValue = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: label })).getByText(/\d/);

const money = (amount: number, decimals: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;

/** The sums a reader would add up from the records, computed here independently of the screen. */
function expectedCards(records: readonly ControlMasterRecord[]) {
  let cents = 0;
  let packages = 0;
  let late = 0;
  for (const record of records) {
    cents += Math.round(record.amount * 100);
    packages += record.packages;
    late += record.late_deliveries;
  }
  return {
    'Total Files': String(records.length),
    'Total Amount': money(cents / 100, 0),
    'Total Packages': packages.toLocaleString('en-US'),
    'Late Deliveries': late.toLocaleString('en-US'),
  };
}

async function expectCards(canvasElement: HTMLElement, records: readonly ControlMasterRecord[]) {
  for (const [label, value] of Object.entries(expectedCards(records))) {
    await expect(cardValue(canvasElement, label)).toHaveTextContent(value);
  }
}

/** Chooses an option of one of the filter selects. */
async function choose(canvasElement: HTMLElement, select: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(select) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [authHandlers.profile, controlMasterHandlers.clients, controlMasterHandlers.listNeverArrives],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Control Master', level: 1 })).toBeVisible();
    await expect(within(tableOf(canvasElement)).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    for (const label of ['Total Files', 'Total Amount', 'Total Packages', 'Late Deliveries']) {
      await expect(canvas.getByRole('region', { name: label })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await waitForRows(canvasElement)).toHaveTextContent('Showing 1-8 of 8 controls');
    const headers = within(tableOf(canvasElement))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼]/g, ''));
    await expect(headers).toEqual([
      '#',
      'Control ID',
      'Invoice Date',
      'Carrier',
      'Client',
      'Amount',
      'Packages',
      'Track Eligible',
      'Track Complete',
      'Audit Eligible',
      'Audit Complete',
      'Late Deliveries',
    ]);
    const first = onePageOfControls[0]!;
    await expect(bodyRows(canvasElement)[0]).toEqual([
      '1',
      first.control_id,
      first.invoice_date,
      'UPS',
      first.client,
      money(first.amount, 2),
      String(first.packages),
      String(first.track_eligible),
      String(first.track_complete),
      String(first.audit_eligible),
      String(first.audit_complete),
      String(first.late_deliveries),
    ]);
    await expect(bodyRows(canvasElement)[1]?.[3]).toBe('FedEx');
    await expect(bodyRows(canvasElement)).toHaveLength(8);
    await expectCards(canvasElement, onePageOfControls);
    await expect(canvas.getByRole('searchbox', { name: 'Search controls' })).toHaveAttribute(
      'placeholder',
      'Search by Control ID, Invoice Date, Carrier, or Client...',
    );
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [authHandlers.profile, controlMasterHandlers.clients, controlMasterHandlers.list([])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await waitForRows(canvasElement)).toHaveTextContent('Showing 0-0 of 0 controls');
    await expect(canvas.getByText('No control master data found.')).toBeVisible();
    await expect(canvas.queryByText('Try adjusting your search criteria')).not.toBeInTheDocument();
    await expectCards(canvasElement, []);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: [authHandlers.profile, controlMasterHandlers.clients, controlMasterHandlers.listFails] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching control master data.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    // The filters stay, so a user can still change them.
    await expect(canvas.getByRole('button', { name: /Carrier/ })).toBeEnabled();
  },
};

export const RetryAfterError: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.listFailsOnce(onePageOfControls),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await waitForRows(canvasElement)).toHaveTextContent('Showing 1-8 of 8 controls');
    await expect(
      canvas.queryByText('An error occurred while fetching control master data.'),
    ).not.toBeInTheDocument();
  },
};

export const ManyPages: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.list(threePagesOfControls),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counter = await waitForRows(canvasElement);
    await expect(counter).toHaveTextContent('Showing 1-15 of 40 controls');
    await expect(bodyRows(canvasElement)).toHaveLength(15);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByText('Page 1 of 3')).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(pagination.getByRole('button', { name: 'Next' }));
    await expect(counter).toHaveTextContent('Showing 16-30 of 40 controls');
    await expect(pagination.getByText('Page 2 of 3')).toBeVisible();
    await expect(shownControlIds(canvasElement)[0]).toBe(threePagesOfControls[15]!.control_id);

    await userEvent.click(pagination.getByRole('button', { name: 'Page 3' }));
    await expect(counter).toHaveTextContent('Showing 31-40 of 40 controls');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The cards sum every control, not only the page's.
    await expectCards(canvasElement, threePagesOfControls);
  },
};

export const SortByColumn: Story = {
  parameters: ManyPages.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await goToPage(canvasElement, 2);
    await expectCounter(canvasElement, 'Showing 16-30 of 40 controls');

    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    // A new sort starts again at the first page.
    await expectCounter(canvasElement, 'Showing 1-15 of 40 controls');
    const byAmount = [...threePagesOfControls].sort((a, b) => a.amount - b.amount);
    await expect(shownControlIds(canvasElement)).toEqual(byAmount.slice(0, 15).map((row) => row.control_id));

    // The same column again turns the order round.
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(shownControlIds(canvasElement)[0]).toBe(byAmount.at(-1)!.control_id);

    // A new column starts ascending.
    const packages = canvas.getByRole('columnheader', { name: 'Packages' });
    await userEvent.click(packages);
    await expect(packages).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).not.toHaveAttribute('aria-sort', 'descending');
    const fewest = Math.min(...threePagesOfControls.map((row) => row.packages));
    await expect(bodyRows(canvasElement)[0]?.[6]).toBe(String(fewest));
  },
};

export const SortPutsMissingDatesLast: Story = {
  parameters: ManyPages.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    const invoiceDate = canvas.getByRole('columnheader', { name: 'Invoice Date' });
    await userEvent.click(invoiceDate);
    await expect(invoiceDate).toHaveAttribute('aria-sort', 'ascending');
    await expect(shownControlIds(canvasElement)[0]).toBe(threePagesOfControls[0]!.control_id);
    await goToPage(canvasElement, 3);
    await expect(bodyRows(canvasElement).at(-1)?.[2]).toBe('—');

    await userEvent.click(invoiceDate);
    await expect(invoiceDate).toHaveAttribute('aria-sort', 'descending');
    await expectCounter(canvasElement, 'Showing 1-15 of 40 controls');
    await expect(shownControlIds(canvasElement)[0]).toBe(threePagesOfControls[38]!.control_id);
    await goToPage(canvasElement, 3);
    await expect(bodyRows(canvasElement).at(-1)?.[2]).toBe('—');
  },
};

export const SearchByCarrier: Story = {
  parameters: ManyPages.parameters,
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    await goToPage(canvasElement, 2);
    // Ignoring case: the FedEx files, whose ids start with FDX. A new search starts at the first page.
    await searchFor(canvasElement, 'fedex');
    const fedex = threePagesOfControls.filter((row) => row.carrier === 'FEDEX');
    await expectCounter(canvasElement, `Showing 1-15 of ${fedex.length} controls`);
    await expect(shownControlIds(canvasElement).every((id) => id?.startsWith('FDX-'))).toBe(true);
    // The cards sum what the search found.
    await expectCards(canvasElement, fedex);
  },
};

export const SearchByClientControlIdAndDate: Story = {
  parameters: ManyPages.parameters,
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    await searchFor(canvasElement, 'ACME_freight');
    const acme = threePagesOfControls.filter((row) => row.client === 'ACME_FREIGHT');
    await expectCounter(canvasElement, `Showing 1-${acme.length} of ${acme.length} controls`);

    await searchFor(canvasElement, 'ups-2026-0001');
    await expect(shownControlIds(canvasElement)).toEqual(['UPS-2026-0001']);

    await searchFor(canvasElement, '2026-02-');
    const february = threePagesOfControls.filter((row) => row.invoice_date?.startsWith('2026-02-'));
    await expect(shownControlIds(canvasElement)).toEqual(february.map((row) => row.control_id));
  },
};

export const SearchFindsNothing: Story = {
  parameters: ManyPages.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await searchFor(canvasElement, 'no such control');
    await expectCounter(canvasElement, 'Showing 0-0 of 0 controls');
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expectCards(canvasElement, []);
  },
};

/** Records the query of every `GET /control-master` the screen sends. */
function recordingList(records: readonly ControlMasterRecord[], queries: string[]) {
  const answer = controlMasterHandlers.list(records);
  return [
    http.get('/control-master', ({ request }) => {
      queries.push(new URL(request.url).search);
      return undefined;
    }),
    answer,
  ];
}

const sentQueries: string[] = [];

export const FilterByCarrierAndClient: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        ...recordingList(threePagesOfControls, sentQueries),
      ],
    },
  },
  beforeEach: () => {
    sentQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await goToPage(canvasElement, 2);

    await choose(canvasElement, 'Client', 'Acme Freight');
    const acme = threePagesOfControls.filter((row) => row.client === 'ACME_FREIGHT');
    // A new filter starts again at the first page.
    await expectCounter(canvasElement, `Showing 1-${acme.length} of ${acme.length} controls`);
    await expect(sentQueries.at(-1)).toBe('?client=ACME_FREIGHT');

    // Acme ships only with UPS: choosing FedEx puts the client back to All.
    await choose(canvasElement, 'Carrier', 'FedEx');
    await expect(canvas.getByRole('button', { name: /Client/ })).toHaveTextContent('All Clients');
    await waitFor(() => expect(sentQueries.at(-1)).toBe('?carrier=FEDEX'));
    const fedex = threePagesOfControls.filter((row) => row.carrier === 'FEDEX');
    await expectCounter(canvasElement, `Showing 1-15 of ${fedex.length} controls`);
    await expect(bodyRows(canvasElement).every((cells) => cells[3] === 'FedEx')).toBe(true);
    await expectCards(canvasElement, fedex);

    // The client list follows the carrier: Acme has no FedEx files.
    await userEvent.click(canvas.getByRole('button', { name: /Client/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['All Clients', 'Northwind Outfitters', 'Blue Harbor']);
    await userEvent.click(screen.getByRole('option', { name: 'Blue Harbor' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(sentQueries.at(-1)).toBe('?carrier=FEDEX&client=BLUE_HARBOR'));

    // A client with files of both carriers stays when the carrier changes.
    await choose(canvasElement, 'Client', 'Northwind Outfitters');
    await choose(canvasElement, 'Carrier', 'UPS');
    await expect(canvas.getByRole('button', { name: /Client/ })).toHaveTextContent('Northwind Outfitters');
    await waitFor(() => expect(sentQueries.at(-1)).toBe('?carrier=UPS&client=NORTHWIND_OUTFITTERS'));
  },
};

export const FilteredToNothing: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        // Blue Harbor is listed as a client, but no file of theirs matches: the filters exclude everything.
        controlMasterHandlers.clients,
        controlMasterHandlers.list(threePagesOfControls.filter((row) => row.client !== 'BLUE_HARBOR')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await choose(canvasElement, 'Client', 'Blue Harbor');
    await expectCounter(canvasElement, 'Showing 0-0 of 0 controls');
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria')).toBeVisible();
    await expectCards(canvasElement, []);
  },
};

export const ClientsFailToLoad: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clientsFail,
        controlMasterHandlers.list(onePageOfControls),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await waitForRows(canvasElement)).toHaveTextContent('Showing 1-8 of 8 controls');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Client/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['All Clients']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const ListWrappedInRecords: Story = {
  name: 'List wrapped in records',
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.listWrappedIn('records', onePageOfControls.slice(0, 3)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await waitForRows(canvasElement)).toHaveTextContent('Showing 1-3 of 3 controls');
    await expect(shownControlIds(canvasElement)).toEqual(
      onePageOfControls.slice(0, 3).map((row) => row.control_id),
    );
  },
};

export const ListOfUnexpectedShape: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.profile,
        controlMasterHandlers.clients,
        controlMasterHandlers.listOfUnexpectedShape,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await waitForRows(canvasElement)).toHaveTextContent('Showing 0-0 of 0 controls');
    await expect(within(canvasElement).getByText('No control master data found.')).toBeVisible();
  },
};

const withUnmapped = (profile: ReturnType<typeof profileOf>) => ({
  msw: {
    handlers: [
      profile,
      controlMasterHandlers.clients,
      controlMasterHandlers.list(controlsWithUnmappedReferenceData),
      controlMasterHandlers.summary(),
    ],
  },
});

/** Under each Control ID, what of its file the reference maps do not know: a link to that list for platform admins. */
export const UnmappedReferenceData: Story = {
  parameters: withUnmapped(profileOf(platformAdminProfile)),
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    const [first, second, third, fourth] = controlsWithUnmappedReferenceData.map((row) => row.control_id);
    await expect(shownControlIds(canvasElement).slice(0, 4)).toEqual([
      `${first}3 packages with an unmapped service12 charges with an unmapped description`,
      `${second}1 package with an unmapped service`,
      `${third}1 charge with an unmapped description`,
      fourth,
    ]);
    await userEvent.click(
      within(tableOf(canvasElement)).getByRole('link', { name: '12 charges with an unmapped description' }),
    );
    await expect(await within(canvasElement).findByText('Now at /reference-data/unmapped')).toBeVisible();
  },
};

/** Anyone else sees the same counts, without a link to a list they may not open. */
export const UnmappedReferenceDataForMembers: Story = {
  parameters: withUnmapped(authHandlers.profile),
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    const table = within(tableOf(canvasElement));
    await expect(table.getByText('3 packages with an unmapped service')).toBeVisible();
    await expect(table.queryByRole('link', { name: /unmapped/ })).not.toBeInTheDocument();
  },
};
