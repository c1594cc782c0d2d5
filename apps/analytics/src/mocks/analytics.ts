import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@waybill/api-client/schema';

/** MSW's `http`, typed by the contract. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api/v1' });

type Dashboard = components['schemas']['AnalyticsDashboard'];
type AccessorialRow = components['schemas']['AccessorialRow'];

const MONTHS = [
  '2025-01',
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
];

/** An Executive Summary over 2025 of one organization, every figure consistent with the others. */
export const executiveSummary: Dashboard = {
  kind: 'executive_summary',
  theme: 'SmallSpacing',
  scopeName: 'Acme Freight',
  range: { from: '2025-01-01', to: '2025-12-31' },
  previousRange: { from: '2024-01-01', to: '2024-12-31' },
  dataRange: { first: '2023-06-01', last: '2025-12-31' },
  capabilities: { reviewUnmappedReferenceData: false },
  tiles: [
    { key: 'netSpend', label: 'Net spend', format: 'money', value: 482_315.4, previous: 451_020.75 },
    { key: 'grossSpend', label: 'Gross spend', format: 'money', value: 689_022.1, previous: 640_310.2 },
    {
      key: 'effectiveDiscountPct',
      label: 'Effective discount %',
      format: 'percent',
      value: 30.0,
      previous: 29.56,
      linkKind: 'discount_monitoring_detail',
    },
    { key: 'packages', label: 'Packages', format: 'count', value: 38_412, previous: 36_977 },
    { key: 'costPerPackage', label: 'Cost per package', format: 'money', value: 12.56, previous: 12.2 },
    { key: 'costPerLb', label: 'Cost per lb', format: 'money', value: 1.84, previous: 1.91 },
    {
      key: 'accessorialPct',
      label: 'Accessorial %',
      format: 'percent',
      value: 18.2,
      previous: 17.1,
      linkKind: 'accessorials_detail',
    },
    { key: 'onTimePct', label: 'On-time %', format: 'percent', value: 96.4, previous: 97.0 },
    {
      key: 'latePackages',
      label: 'Late packages',
      format: 'count',
      value: 1_212,
      previous: 1_034,
      linkKind: 'performance_tracker',
    },
    {
      key: 'refundsCredited',
      label: 'Refunds credited',
      format: 'money',
      value: 1_486.2,
      previous: 1_102.75,
      linkKind: 'refunds',
    },
  ],
  panels: [
    {
      key: 'monthlyNetSpendByCarrier',
      title: 'Monthly net spend by carrier',
      chart: 'stackedBar',
      dimension: 'month',
      format: 'money',
      categories: MONTHS,
      series: [
        {
          name: 'UPS',
          values: [21010, 19880, 22400, 23150, 24010, 22890, 23500, 24120, 25010, 26800, 31200, 34100],
        },
        {
          name: 'FedEx',
          values: [14010, 13220, 14800, 15020, 15550, 14900, 15230, 15880, 16400, 17650, 20110, 21465.4],
        },
      ],
    },
    {
      key: 'netSpendByGrouping',
      title: 'Net spend by unified grouping',
      chart: 'donut',
      dimension: 'unifiedChargeGrouping',
      format: 'money',
      categories: ['FREIGHT', 'FUEL', 'RESIDENTIAL', 'DELIVERY_AREA', 'OTHER'],
      series: [{ name: 'Net spend', values: [334_120.1, 60_411.2, 41_230.5, 29_800.0, 16_753.6] }],
    },
    {
      key: 'topServices',
      title: 'Top 10 services by net spend',
      chart: 'rankedBar',
      dimension: 'service',
      format: 'money',
      categories: ['Ground', 'Home Delivery', 'Next Day Air', '2nd Day Air', 'Express Saver'],
      series: [{ name: 'Net spend', values: [201_334.2, 150_980.4, 61_200.0, 40_100.8, 28_700.0] }],
    },
    {
      key: 'groundVsExpress',
      title: 'Ground vs express',
      chart: 'bar',
      dimension: 'groundVsExpress',
      format: 'money',
      categories: ['Ground', 'Express'],
      series: [{ name: 'Net spend', values: [352_314.6, 130_000.8] }],
    },
    {
      key: 'domesticVsInternational',
      title: 'Domestic vs international',
      chart: 'bar',
      dimension: 'scope',
      format: 'money',
      categories: ['Domestic', 'International'],
      series: [{ name: 'Net spend', values: [455_100.1, 27_215.3] }],
    },
  ],
};

/** The same dashboard narrowed to the Ground service (what a press on its bar asks for). */
export const groundOnly: Dashboard = {
  ...executiveSummary,
  tiles: executiveSummary.tiles.map((tile) =>
    tile.key === 'netSpend' ? { ...tile, value: 201_334.2, previous: 190_220.1 } : tile,
  ),
};

/**
 * The Executive Summary with all fifteen charge groupings, ranked as the server ranks them, the carriers' own
 * grouping OTHER among the seven largest; they add up to the same net spend.
 */
export const allGroupings: Dashboard = {
  ...executiveSummary,
  panels: executiveSummary.panels.map((panel) =>
    panel.key === 'netSpendByGrouping'
      ? {
          ...panel,
          categories: [
            'FREIGHT',
            'FUEL',
            'RESIDENTIAL',
            'DELIVERY_AREA',
            'HANDLING_SIZE',
            'OTHER',
            'ADDRESS_CORRECTION',
            'SERVICE_FEE',
            'PEAK_DEMAND',
            'SIGNATURE',
            'SATURDAY_HOLIDAY',
            'DECLARED_VALUE',
            'DUTIES_TAXES',
            'BROKERAGE',
            'BILLING_ADJUSTMENT',
          ],
          series: [
            {
              name: 'Net spend',
              values: [
                334_120.1, 60_411.2, 41_230.5, 29_800.0, 6_120.45, 4_310.8, 2_145.3, 1_402.25, 1_180.6,
                640.15, 402.9, 260.4, 180.25, 74.1, 36.4,
              ],
            },
          ],
        }
      : panel,
  ),
};

/** Domestic Shipping with a panel of spend beside packages over zones, charted by its spend and shown whole as its table. */
export const domesticShipping: Dashboard = {
  ...executiveSummary,
  kind: 'domestic_shipping',
  tiles: executiveSummary.tiles.slice(0, 2),
  panels: [
    {
      key: 'byZone',
      title: 'Net spend by zone',
      chart: 'bar',
      dimension: 'zone',
      format: 'money',
      categories: ['2', '5', '8'],
      series: [
        { name: 'Net spend', values: [2411.69, 12007.55, 68950.6] },
        { name: 'Packages', values: [96, 354, 1686] },
        { name: 'Cost per package', values: [25.12, 33.92, 40.9] },
      ],
      formats: { Packages: 'count' },
    },
  ],
};

/** Domestic Shipping of a range with packages of services the service map does not know, left out of it. */
export const domesticWithExcluded: Dashboard = {
  ...domesticShipping,
  excluded: { packages: 1_284, net: 23_457.9 },
};

/** The same, as a platform admin sees it: they may open the list of unmapped services. */
export const domesticWithExcludedForAdmin: Dashboard = {
  ...domesticWithExcluded,
  capabilities: { reviewUnmappedReferenceData: true },
};

/** A scope with no packages at all. */
export const noPackages: Dashboard = {
  ...executiveSummary,
  scopeName: 'New Client Co',
  dataRange: null,
  tiles: executiveSummary.tiles.map((tile) => ({ ...tile, value: null, previous: null })),
  panels: executiveSummary.panels.map((panel) => ({ ...panel, categories: [], series: [] })),
};

/** The Accessorials Detail dashboard: the count and $ of its rows. */
export const accessorialsDetail: Dashboard = {
  ...executiveSummary,
  kind: 'accessorials_detail',
  tiles: [
    { key: 'rowCount', label: 'Accessorial charges', format: 'count', value: 3, previous: 2 },
    { key: 'rowAmount', label: 'Accessorial spend', format: 'money', value: 27.15, previous: 18.4 },
  ],
  panels: [],
};

/**
 * Refunds over the last quarter of 2025, every figure consistent with the others. Per carrier and month (claimed /
 * credited / expired $):
 * - FedEx: Oct 51.55 / 31.10 / 14.25, Nov 26.30 / 12.85 / 6.40, Dec 19.95 / 0 / 0;
 * - UPS: Oct 63.55 / 48.20 / 9.80, Nov 55.35 / 36.75 / 0, Dec 50.30 / 22.40 / 0.
 * Every credit but FedEx's $12.85 of November (paid without a claim) came for a submitted claim: credited of
 * claimed is $138.45 of $267.00 claimed, a recovery rate of 51.85%. The five credited refunds are all listed, the
 * largest credit first; their credits add up to the credited $. No window of December has closed yet: nothing
 * expired.
 */
export const refunds: Dashboard = {
  ...executiveSummary,
  kind: 'refunds',
  range: { from: '2025-10-01', to: '2025-12-31' },
  previousRange: { from: '2025-07-01', to: '2025-09-30' },
  tiles: [
    {
      key: 'refundEligibleAmount',
      label: 'Refund-eligible $',
      format: 'money',
      value: 412.6,
      previous: 356.85,
      linkKind: 'performance_tracker',
    },
    { key: 'claimedAmount', label: 'Claimed $', format: 'money', value: 267.0, previous: 198.4 },
    { key: 'creditedAmount', label: 'Credited $', format: 'money', value: 151.3, previous: 121.75 },
    { key: 'recoveryRate', label: 'Recovery rate', format: 'percent', value: 51.8539, previous: 58.1653 },
    { key: 'expiredAmount', label: 'Expired $', format: 'money', value: 30.45, previous: 41.1 },
  ],
  panels: [
    {
      key: 'refundsByMonth',
      title: 'Refunds by month',
      chart: 'line',
      dimension: 'month',
      format: 'money',
      categories: ['2025-10', '2025-11', '2025-12'],
      series: [
        { name: 'Claimed $', values: [115.1, 81.65, 70.25] },
        { name: 'Credited $', values: [79.3, 49.6, 22.4] },
        { name: 'Expired $', values: [24.05, 6.4, 0] },
      ],
    },
    {
      key: 'refundsByCarrier',
      title: 'Refunds by carrier',
      chart: 'bar',
      dimension: 'carrier',
      format: 'money',
      categories: ['FEDEX', 'UPS'],
      series: [
        { name: 'Claimed $', values: [97.8, 169.2] },
        { name: 'Credited $', values: [43.95, 107.35] },
        { name: 'Expired $', values: [20.65, 9.8] },
      ],
    },
    {
      key: 'creditedRefunds',
      title: 'Credited refunds',
      chart: 'table',
      dimension: 'trackingNumber',
      format: 'money',
      categories: [
        '1Z999AA10123456784',
        '1Z999AA10123456791',
        '794612345690',
        '1Z999AA10123456802',
        '794612345701',
      ],
      series: [
        { name: 'Claimed $', values: [48.2, 36.75, 31.1, 22.4, 0] },
        { name: 'Credited $', values: [48.2, 36.75, 31.1, 22.4, 12.85] },
      ],
    },
  ],
};

/**
 * Refunds of a quarter whose late packages are still within their claim windows: refund-eligible $ and nothing
 * claimed, credited or expired yet (no recovery rate over nothing claimed), no credited refund to list.
 */
export const refundsNothingClaimed: Dashboard = {
  ...refunds,
  tiles: refunds.tiles.map((tile) =>
    tile.key === 'refundEligibleAmount'
      ? { ...tile, value: 184.3 }
      : { ...tile, value: tile.format === 'percent' ? null : 0 },
  ),
  panels: refunds.panels.map((panel) =>
    panel.chart === 'table'
      ? { ...panel, categories: [], series: panel.series.map((series) => ({ ...series, values: [] })) }
      : {
          ...panel,
          series: panel.series.map((series) => ({ ...series, values: series.values.map(() => 0) })),
        },
  ),
};

/**
 * Refunds of a quarter without any: no refund-eligible package, claim or credit, as the server answers it (a
 * month without refunds is 0, a carrier without any is not listed).
 */
export const refundsEmptyRange: Dashboard = {
  ...refunds,
  tiles: refunds.tiles.map((tile) => ({ ...tile, value: tile.format === 'percent' ? null : 0 })),
  panels: refunds.panels.map((panel) =>
    panel.dimension === 'month'
      ? {
          ...panel,
          series: panel.series.map((series) => ({ ...series, values: series.values.map(() => 0) })),
        }
      : { ...panel, categories: [], series: panel.series.map((series) => ({ ...series, values: [] })) },
  ),
};

const accessorial = (index: number, overrides: Partial<AccessorialRow>): AccessorialRow => ({
  id: `charge-${index}`,
  trackingNumber: `1Z999AA1012345678${index}`,
  carrier: 'UPS',
  invoiceNumber: '000012345X',
  invoiceDate: '2025-03-08',
  shipDate: '2025-03-03',
  service: 'Ground',
  slaGrouping: 'GROUND',
  senderState: 'TX',
  receiverState: 'CA',
  chargeDescription: 'Residential Surcharge',
  unifiedChargeGrouping: 'RESIDENTIAL',
  gross: 5.85,
  incentive: 0,
  net: 5.85,
  ...overrides,
});

/** The rows of the Accessorials Detail in two pages of two and one; their net adds up to the tiles' $. */
export const accessorialPages = [
  {
    rows: [
      accessorial(1, {}),
      accessorial(2, {
        chargeDescription: 'Delivery Area Surcharge',
        unifiedChargeGrouping: 'DELIVERY_AREA',
        gross: 4.3,
        net: 4.3,
        shipDate: '2025-03-04',
      }),
    ],
    nextCursor: 'page-2',
  },
  {
    rows: [
      accessorial(3, {
        carrier: 'FEDEX',
        trackingNumber: '794612345678',
        service: 'Home Delivery',
        slaGrouping: 'HOME_DELIVERY',
        chargeDescription: 'Additional Handling',
        unifiedChargeGrouping: 'HANDLING_SIZE',
        gross: 17.0,
        net: 17.0,
        shipDate: '2025-03-05',
      }),
    ],
    nextCursor: null,
  },
] as const;

/** Handlers of the analytics calls, one per situation a story shows. */
export const analyticsHandlers = {
  dashboard: (dashboard: Dashboard) =>
    http.get('/analytics/dashboard', ({ response }) => response(200).json(dashboard)),
  /** The executive summary, narrowed to Ground when the page asks for it. */
  crossFiltered: http.get('/analytics/dashboard', ({ request, response }) =>
    response(200).json(
      new URL(request.url).searchParams.get('service') === 'Ground' ? groundOnly : executiveSummary,
    ),
  ),
  neverArrives: http.get('/analytics/dashboard', async ({ response }) => {
    await delay('infinite');
    return response(200).json(executiveSummary);
  }),
  /** Fails once with a server error, then answers. */
  failsOnce: () => {
    let failed = false;
    return http.get('/analytics/dashboard', ({ response }) => {
      if (failed) return response(200).json(executiveSummary);
      failed = true;
      return response.untyped(HttpResponse.json({ message: 'The database is unreachable' }, { status: 503 }));
    });
  },
  expired: http.get('/analytics/dashboard', ({ response }) =>
    response(401).json({ message: 'The dashboard session has expired', code: 'UNAUTHENTICATED' }),
  ),
  accessorialRows: http.get('/analytics/rows', ({ request, response }) => {
    const page = new URL(request.url).searchParams.get('cursor') === 'page-2' ? 1 : 0;
    const { rows, nextCursor } = accessorialPages[page]!;
    return response(200).json({
      kind: 'accessorials_detail',
      rows: [...rows],
      nextCursor,
      totals: { count: 3, amount: 27.15 },
    });
  }),
};
