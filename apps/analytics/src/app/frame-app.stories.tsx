import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QueryClient } from '@tanstack/react-query';
import { createFrameApi } from '../lib/api';
import {
  accessorialsDetail,
  allGroupings,
  analyticsHandlers,
  domesticShipping,
  domesticWithExcluded,
  domesticWithExcludedForAdmin,
  executiveSummary,
  noPackages,
  refunds,
  refundsEmptyRange,
  refundsNothingClaimed,
} from '../mocks/analytics';
import { withFrame } from '../mocks/frame-decorator';
import { FrameApp } from './frame-app';

const meta = {
  title: 'Screens/Analytics/Dashboard',
  component: FrameApp,
  decorators: [withFrame],
  args: {
    // Replaced by withFrame with a fresh client and cache per story.
    api: createFrameApi(null),
    queryClient: new QueryClient(),
    addressKind: 'executive_summary',
    hasToken: true,
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [analyticsHandlers.dashboard(executiveSummary)] },
  },
} satisfies Meta<typeof FrameApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the dashboard's figures. */
const findTile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('region', { name: label }, { timeout: 5000 });

/** The Executive Summary: tiles against the previous period, then its charts. */
export const ExecutiveSummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Executive Summary' })).toBeVisible();
    const netSpend = await findTile(canvasElement, 'Net spend');
    // Money of $10,000 or more drops its cents in a tile.
    await expect(netSpend).toHaveTextContent('$482,315');
    await expect(netSpend).toHaveTextContent('up $31,295 against the previous period');
    const discount = await findTile(canvasElement, 'Effective discount %');
    await expect(discount).toHaveTextContent('30.0%');
    await expect(discount).toHaveTextContent('+0.4 pp');
    await expect(
      within(discount).getByRole('link', { name: /Open Discount Monitoring Detail/ }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Acme Freight · shipped Jan 01, 2025 - Dec 31, 2025, compared with Jan 01, 2024 - Dec 31, 2024',
      ),
    ).toBeVisible();
    const refundsCredited = await findTile(canvasElement, 'Refunds credited');
    await expect(refundsCredited).toHaveTextContent('$1,486.20');
    await expect(refundsCredited).toHaveTextContent('up $383.45 against the previous period');
    await expect(
      within(refundsCredited).getByRole('link', { name: 'Refunds credited: Open Refunds' }),
    ).toHaveAttribute('href', '/dashboard/refunds');
    await canvas.findByRole('region', { name: 'Top 10 services by net spend' }, { timeout: 5000 });
  },
};

/** Every chart has a table of the same figures, money with 2 decimals. */
export const ChartAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const donut = await canvas.findByRole(
      'region',
      { name: 'Net spend by unified grouping' },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(donut).getByRole('button', { name: 'Show as table: Net spend by unified grouping' }),
    );
    const table = within(donut).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'Freight' })).toBeVisible();
    await expect(table).toHaveTextContent('$334,120.10');
    await expect(
      within(donut).getByRole('button', { name: 'Download CSV: Net spend by unified grouping' }),
    ).toBeVisible();
  },
};

/** The texts of a table's rows, header row first, cell by cell. */
const rowTexts = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tr'), (row) =>
    Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent),
  );

/**
 * Fifteen charge groupings are more than the palette's eight colours: the donut draws the seven largest and
 * 'Other (8 more)', which filters nothing when pressed; the table under it keeps every grouping, and a grouping
 * folded into 'Other' that the page is filtered by gets a slice of its own until the filter is removed.
 */
export const DonutFoldsSmallSlices: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(allGroupings)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const donut = await canvas.findByRole(
      'region',
      { name: 'Net spend by unified grouping' },
      { timeout: 5000 },
    );
    const legend = () =>
      within(donut)
        .getAllByRole('listitem', { hidden: true })
        .map((entry) => entry.textContent);
    await expect(legend()).toEqual([
      'Freight',
      'Fuel',
      'Residential',
      'Delivery Area',
      'Handling and Size',
      'Other',
      'Address Correction',
      'Other (8 more)',
    ]);

    await userEvent.click(
      within(donut).getByRole('button', { name: 'Show as table: Net spend by unified grouping' }),
    );
    const slices = within(donut).getByRole('table');
    await expect(rowTexts(slices)).toEqual([
      ['Charge grouping', 'Net spend', 'Share (%)'],
      ['Freight', '$334,120.10', '69.3%'],
      ['Fuel', '$60,411.20', '12.5%'],
      ['Residential', '$41,230.50', '8.5%'],
      ['Delivery Area', '$29,800.00', '6.2%'],
      ['Handling and Size', '$6,120.45', '1.3%'],
      ['Other', '$4,310.80', '0.9%'],
      ['Address Correction', '$2,145.30', '0.4%'],
      ['Other (8 more)', '$4,177.05', '0.9%'],
    ]);
    await userEvent.click(within(slices).getByRole('button', { name: 'Other (8 more)' }));
    await expect(canvas.queryByRole('button', { name: /Remove filter/ })).toBeNull();
    await userEvent.click(
      within(donut).getByRole('button', { name: 'Show as chart: Net spend by unified grouping' }),
    );

    const everyGrouping = canvas.getByRole('grid', { name: 'Net spend by unified grouping: all figures' });
    await expect(within(everyGrouping).getAllByRole('row')).toHaveLength(16);
    await expect(within(everyGrouping).getAllByRole('row')[15]).toHaveTextContent('Billing Adjustment$36.40');
    await userEvent.click(within(everyGrouping).getByRole('rowheader', { name: 'Signature' }));
    await expect(
      await canvas.findByRole('button', { name: 'Remove filter Charge grouping: Signature' }),
    ).toBeVisible();
    await expect(legend()).toEqual([
      'Freight',
      'Fuel',
      'Residential',
      'Delivery Area',
      'Handling and Size',
      'Other',
      'Signature',
      'Other (8 more)',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Charge grouping: Signature' }));
    await waitFor(() => expect(legend()[6]).toBe('Address Correction'));
    canvas.getByRole('region', { name: 'Net spend by unified grouping' }).scrollIntoView();
  },
};

/** Presses the Ground service in the ranked list of services. */
const pressGround = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const services = await canvas.findByRole(
    'region',
    { name: 'Top 10 services by net spend' },
    { timeout: 5000 },
  );
  await userEvent.click(within(services).getByRole('button', { name: /Ground/ }));
  await waitFor(
    () => expect(canvas.getByRole('region', { name: 'Net spend' })).toHaveTextContent('$201,334'),
    {
      timeout: 5000,
    },
  );
};

/** Pressing a service filters the page by it, and a chip names the filter. */
export const CrossFilterChip: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.crossFiltered] } },
  play: async ({ canvasElement }) => {
    await pressGround(canvasElement);
    const chip = within(canvasElement).getByRole('button', { name: 'Remove filter Service: Ground' });
    await expect(chip).toBeVisible();
    within(canvasElement).getByRole('heading', { level: 1 }).scrollIntoView();
  },
};

/** Removing the chip brings the whole page back. */
export const CrossFilterRemoved: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.crossFiltered] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressGround(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Service: Ground' }));
    await waitFor(
      () => expect(canvas.getByRole('region', { name: 'Net spend' })).toHaveTextContent('$482,315'),
      {
        timeout: 5000,
      },
    );
    await expect(canvas.queryByRole('button', { name: /Remove filter/ })).toBeNull();
    canvas.getByRole('heading', { level: 1 }).scrollIntoView();
  },
};

/** Accessorials Detail: the count and $ of its rows, then the rows, a page at a time (two pages here). */
export const AccessorialsDetail: Story = {
  args: { addressKind: 'accessorials_detail' },
  parameters: {
    msw: { handlers: [analyticsHandlers.dashboard(accessorialsDetail), analyticsHandlers.accessorialRows] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accessorials Detail' })).toBeVisible();
    await expect(await findTile(canvasElement, 'Accessorial spend')).toHaveTextContent('$27.15');
    const status = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(status).toHaveTextContent('Showing 1-2 of 3 charges');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 3-3 of 3 charges'), {
      timeout: 5000,
    });
    const fedexRow = canvas.getByRole('rowheader', { name: '794612345678' });
    await expect(fedexRow).toBeVisible();
    // Its SLA group and charge grouping by their labels, not their codes (HOME_DELIVERY, HANDLING_SIZE).
    await expect(fedexRow.closest('tr')).toHaveTextContent(
      'Home DeliveryHome DeliveryTXCAAdditional HandlingHandling and Size$17.00',
    );
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/**
 * A panel of spend beside packages (one axis cannot hold both): its spend as bars, then all its figures as a table;
 * a press on a zone filters by it.
 */
export const MixedFiguresAsTable: Story = {
  args: { addressKind: 'domestic_shipping' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(domesticShipping)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zones = await canvas.findByRole(
      'grid',
      { name: 'Net spend by zone: all figures' },
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Net spend by zone' })).toBeVisible();
    await expect(within(zones).getAllByRole('row')[1]).toHaveTextContent('2$2,411.6996$25.12');
    await userEvent.click(within(zones).getByRole('rowheader', { name: '8' }));
    await expect(await canvas.findByRole('button', { name: 'Remove filter Zone: 8' })).toBeVisible();
  },
};

/** Expects each tile, by its label, to show its figure and its change against the previous period. */
const expectTiles = async (canvasElement: HTMLElement, tiles: [label: string, ...texts: string[]][]) => {
  for (const [label, ...texts] of tiles) {
    const tile = await findTile(canvasElement, label);
    for (const text of texts) await expect(tile).toHaveTextContent(text);
  }
};

/**
 * Refunds: what the quarter's late packages were owed, what was claimed, what the carriers credited and what the
 * claim windows let lapse, by month and by carrier, then every credited refund, the largest credit first (one
 * paid without a claim).
 */
export const Refunds: Story = {
  args: { addressKind: 'refunds' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(refunds)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expectTiles(canvasElement, [
      ['Refund-eligible $', '$412.60', 'up $55.75 against the previous period'],
      ['Claimed $', '$267.00', 'up $68.60 against the previous period'],
      ['Credited $', '$151.30', 'up $29.55 against the previous period'],
      ['Recovery rate', '51.9%', 'down 6.3 percentage points against the previous period'],
      ['Expired $', '$30.45', 'down $10.65 against the previous period'],
    ]);
    await expect(
      canvas.getByRole('link', { name: 'Refund-eligible $: Open Performance Tracker' }),
    ).toHaveAttribute('href', '/dashboard/performance-tracker');
    await expect(
      canvas.getByText(
        'Acme Freight · shipped Oct 01, 2025 - Dec 31, 2025, compared with Jul 01, 2025 - Sep 30, 2025',
      ),
    ).toBeVisible();
    for (const name of ['Refunds by month', 'Refunds by carrier'])
      await expect(await canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 })).toBeVisible();

    const credited = await canvas.findByRole('region', { name: 'Credited refunds' }, { timeout: 5000 });
    const table = within(credited).getByRole('grid', { name: 'Credited refunds' });
    for (const name of ['Tracking number', 'Claimed $', 'Credited $'])
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowTexts(table).slice(1)).toEqual([
      ['1Z999AA10123456784', '$48.20', '$48.20'],
      ['1Z999AA10123456791', '$36.75', '$36.75'],
      ['794612345690', '$31.10', '$31.10'],
      ['1Z999AA10123456802', '$22.40', '$22.40'],
      ['794612345701', '$0.00', '$12.85'],
    ]);
    // A tracking number filters nothing: no row is pressed.
    await expect(within(credited).queryByText('Select a row to filter the page.')).toBeNull();
    await expect(
      within(credited).getByRole('button', { name: 'Download CSV: Credited refunds' }),
    ).toBeVisible();
  },
};

/**
 * Refunds of a quarter whose late packages are all still within their claim windows: the refund-eligible $, nothing
 * claimed, credited or expired, no recovery rate over nothing claimed, and no credited refund to list.
 */
export const RefundsNothingClaimed: Story = {
  args: { addressKind: 'refunds' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(refundsNothingClaimed)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expectTiles(canvasElement, [
      ['Refund-eligible $', '$184.30', 'down $172.55 against the previous period'],
      ['Claimed $', '$0.00', 'down $198.40 against the previous period'],
      ['Credited $', '$0.00', 'down $121.75 against the previous period'],
      ['Recovery rate', '—'],
      ['Expired $', '$0.00', 'down $41.10 against the previous period'],
    ]);
    // No rate over nothing claimed, and so no change of it.
    await expect(await findTile(canvasElement, 'Recovery rate')).not.toHaveTextContent(
      'against the previous period',
    );
    const credited = await canvas.findByRole('region', { name: 'Credited refunds' }, { timeout: 5000 });
    await expect(within(credited).getByText('No data for this period')).toBeVisible();
    await expect(within(credited).queryByRole('grid')).toBeNull();
    await expect(within(credited).queryByRole('button', { name: /Download CSV/ })).toBeNull();
  },
};

/**
 * Refunds of a quarter without a single refund-eligible package, claim or credit: every figure is 0 (the recovery
 * rate none), which the frame shows as a period without refunds rather than as tiles of zeros (the quarter may hold
 * packages that arrived on time).
 */
export const RefundsEmptyRange: Story = {
  args: { addressKind: 'refunds' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(refundsEmptyRange)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expect(await canvas.findByText('No refunds in this period', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      canvas.getByText(
        'Acme Freight has no refund-eligible, claimed or credited packages shipped Oct 01, 2025 - Dec 31, 2025 with these filters. Pick another date range or carrier, or remove a filter.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Claimed $' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Credited refunds' })).toBeNull();
  },
};

const EXCLUDED_NOTE = '1,284 packages ($23,457.90) are not in these figures: their service is not mapped';

/** The next request the frame posts to the portal around it (the stories run framed, in a preview frame). */
const nextPortalRequest = () =>
  new Promise<unknown>((resolve) => {
    const onMessage = (event: MessageEvent<{ type?: unknown }>) => {
      if (typeof event.data?.type !== 'string' || !event.data.type.startsWith('waybill:')) return;
      window.parent.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    window.parent.addEventListener('message', onMessage);
  });

/** The packages Domestic Shipping leaves out for want of a mapped service, noted above its figures. */
export const ExcludedPackagesNote: Story = {
  args: { addressKind: 'domestic_shipping' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(domesticWithExcluded)] } },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, { timeout: 5000 });
    await expect(note.textContent).toBe(EXCLUDED_NOTE);
    await expect(within(note).queryByRole('link')).toBeNull();
  },
};

/** A platform admin's note links to the list of unmapped services: pressed, it asks the portal to open it. */
export const ExcludedPackagesNoteWithLink: Story = {
  args: { addressKind: 'domestic_shipping' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(domesticWithExcludedForAdmin)] } },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, { timeout: 5000 });
    await expect(note).toHaveTextContent(`${EXCLUDED_NOTE}. Review the unmapped services`);
    const link = within(note).getByRole('link', { name: 'Review the unmapped services' });
    await expect(link).toHaveAttribute('href', '/reference-data/unmapped');
    const request = nextPortalRequest();
    await userEvent.click(link);
    await expect(await request).toEqual({ type: 'waybill:open-unmapped' });
  },
};

/** One package left out is written in the singular. */
export const OneExcludedPackageNote: Story = {
  args: { addressKind: 'domestic_shipping' },
  parameters: {
    msw: {
      handlers: [
        analyticsHandlers.dashboard({ ...domesticWithExcluded, excluded: { packages: 1, net: 18.4 } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, { timeout: 5000 });
    await expect(note.textContent).toBe(
      '1 package ($18.40) is not in these figures: its service is not mapped',
    );
  },
};

/** A range whose every package has a mapped service: no note. */
export const NoExcludedPackages: Story = {
  args: { addressKind: 'domestic_shipping' },
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(domesticShipping)] } },
  play: async ({ canvasElement }) => {
    await findTile(canvasElement, 'Net spend');
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** Placeholder tiles and charts while the dashboard loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.neverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Executive Summary' }),
    ).toBeVisible();
  },
};

/** A scope without packages. */
export const Empty: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.dashboard(noPackages)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No packages in this period', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** SPEC §8's error, and Retry loads the dashboard. */
export const Error: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.failsOnce()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error loading dashboard',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Retry after the error loads the dashboard. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.failsOnce()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    await expect(await findTile(canvasElement, 'Net spend')).toHaveTextContent('$482,315');
  },
};

/** The frame's token has expired (or the address carried none): a way back through the portal. */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: [analyticsHandlers.expired] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Error loading dashboard');
    await expect(alert).toHaveTextContent('The session of this dashboard has expired.');
    await expect(canvas.getByRole('button', { name: 'Reload dashboard' })).toBeVisible();
  },
};
