// Figures for the chart stories only: a parcel-spend account's last months, services, zones and states.

export const MONTHS = [
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

export const SPEND_BY_CARRIER = [
  {
    name: 'UPS',
    values: [
      18250.4, 17680.1, 19822.75, 20110.3, 21504.9, 19870.2, 18933.6, 20412.05, 21980.4, 23310.75, 26844.1,
      29120.6,
    ],
  },
  {
    name: 'FedEx',
    values: [
      12410.2, 11980.55, 13205.1, 13560.8, 14022.35, 13780.9, 12995.4, 14120.3, 15330.7, 16044.2, 18720.95,
      20450.1,
    ],
  },
];

export const ZONES = ['2', '3', '4', '5', '6', '7', '8'];

export const SPEND_BY_ZONE = [
  { name: 'Net spend', values: [4210.5, 6890.25, 9120.8, 11250.4, 8730.1, 5320.75, 3180.2] },
];

export const LATE_BY_WEEK_CATEGORIES = ['W40', 'W41', 'W42', 'W43', 'W44', 'W45', 'W46', 'W47'];

export const LATE_BY_WEEK = [
  { name: 'UPS', values: [42, 38, 51, 47, 63, 58, 71, 66] },
  { name: 'FedEx', values: [31, 35, 29, 40, 44, 39, 52, 48] },
];

export const SPEND_BY_GROUPING = [
  { label: 'FREIGHT', value: 182450.3 },
  { label: 'FUEL', value: 31280.55 },
  { label: 'RESIDENTIAL', value: 12904.1 },
  { label: 'DELIVERY AREA', value: 8420.75 },
  { label: 'ADDRESS CORRECTION', value: 2130.4 },
  { label: 'OTHER', value: 1208.9 },
];

export const TOP_SERVICES = [
  { label: 'Ground', value: 98210.4 },
  { label: 'Home Delivery', value: 54320.15 },
  { label: 'Next Day Air', value: 31245.8 },
  { label: '2nd Day Air', value: 22108.35 },
  { label: 'Express Saver', value: 15402.9 },
  { label: 'SmartPost', value: 9870.25 },
  { label: 'Priority Overnight', value: 8420.6 },
  { label: '3 Day Select', value: 5310.45 },
  { label: 'Standard Overnight', value: 4205.1 },
  { label: 'Ground Economy', value: 2980.7 },
  { label: 'First Overnight', value: 1120.3 },
];

export const SPEND_BY_STATE = [
  { state: 'CA', value: 48210.4 },
  { state: 'TX', value: 39120.75 },
  { state: 'NY', value: 31805.2 },
  { state: 'FL', value: 28440.1 },
  { state: 'IL', value: 21330.9 },
  { state: 'PA', value: 17650.3 },
  { state: 'OH', value: 15120.8 },
  { state: 'GA', value: 14210.45 },
  { state: 'NC', value: 13350.6 },
  { state: 'MI', value: 12020.15 },
  { state: 'NJ', value: 11480.9 },
  { state: 'VA', value: 10320.4 },
  { state: 'WA', value: 9870.25 },
  { state: 'AZ', value: 8640.7 },
  { state: 'MA', value: 8120.35 },
  { state: 'TN', value: 7430.6 },
  { state: 'IN', value: 6980.2 },
  { state: 'MO', value: 6210.85 },
  { state: 'MD', value: 5980.4 },
  { state: 'WI', value: 5420.1 },
  { state: 'CO', value: 5210.95 },
  { state: 'MN', value: 4980.3 },
  { state: 'SC', value: 4620.75 },
  { state: 'AL', value: 4120.5 },
  { state: 'LA', value: 3870.2 },
  { state: 'KY', value: 3640.85 },
  { state: 'OR', value: 3420.6 },
  { state: 'OK', value: 3010.4 },
  { state: 'CT', value: 2870.15 },
  { state: 'UT', value: 2640.9 },
  { state: 'IA', value: 2310.3 },
  { state: 'NV', value: 2180.75 },
  { state: 'AR', value: 1940.2 },
  { state: 'MS', value: 1720.45 },
  { state: 'KS', value: 1680.1 },
  { state: 'NM', value: 1320.85 },
  { state: 'NE', value: 1210.6 },
  { state: 'ID', value: 980.3 },
  { state: 'WV', value: 870.4 },
  { state: 'HI', value: 760.2 },
  { state: 'NH', value: 720.95 },
  { state: 'ME', value: 610.4 },
  { state: 'RI', value: 540.8 },
  { state: 'MT', value: 480.25 },
  { state: 'DE', value: 450.6 },
  { state: 'SD', value: 310.9 },
  { state: 'ND', value: 280.4 },
  { state: 'AK', value: 260.15 },
  { state: 'DC', value: 240.7 },
  { state: 'VT', value: 180.3 },
  { state: 'WY', value: 150.6 },
];

/**
 * The largest chart a dashboard draws: 24 months of net spend by service, stacked, as many services as the
 * palette has colours (a dashboard folds the rest into 'Other').
 */
export const LARGEST_MONTHS = Array.from({ length: 24 }, (_, index) => {
  const year = 2024 + Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
});

export const LARGEST_SERIES = TOP_SERVICES.slice(0, 8).map((service, serviceIndex) => ({
  name: service.label,
  values: LARGEST_MONTHS.map(
    (_, month) =>
      Math.round((service.value / 24) * (0.8 + ((serviceIndex * 7 + month * 5) % 9) / 20) * 100) / 100,
  ),
}));
