import { describe, expect, it } from 'vitest';
import type { AnalyticsPanel } from './dimensions';
import { hasMixedFormats, panelCsv, panelTable } from './panel-table';

const services: AnalyticsPanel = {
  key: 'byService',
  title: 'By service',
  chart: 'table',
  dimension: 'service',
  format: 'money',
  categories: ['Ground', 'Next Day Air, Saver', '=SUM(A1)'],
  series: [
    { name: 'Net spend', values: [1234.5, 99.999, 0] },
    { name: 'Packages', values: [100, 3, 0] },
    { name: 'Cost per package', values: [12.345, 33.333, null] },
    { name: 'Share of spend', values: [92.5, 7.5, 0] },
  ],
  formats: { Packages: 'count', 'Share of spend': 'percent' },
};

describe('panelTable', () => {
  it('shows each series in its own format, a ratio over zero as a dash', () => {
    const table = panelTable(services);
    expect(table.columns.map((column) => column.label)).toEqual([
      'Service',
      'Net spend',
      'Packages',
      'Cost per package',
      'Share of spend',
    ]);
    expect(table.rows.map((row) => row.shown)).toEqual([
      ['Ground', '$1,234.50', '100', '$12.35', '92.5%'],
      ['Next Day Air, Saver', '$100.00', '3', '$33.33', '7.5%'],
      ['=SUM(A1)', '$0.00', '0', '—', '0.0%'],
    ]);
  });
});

describe('panelCsv', () => {
  it('holds exactly the figures of the table, quoted and guarded against formulas', () => {
    expect(panelCsv(services).split('\r\n')).toEqual([
      'Service,Net spend,Packages,Cost per package,Share of spend',
      'Ground,1234.5,100,12.345,0.925',
      '"Next Day Air, Saver",99.999,3,33.333,0.075',
      "'=SUM(A1),0,0,,0",
      '',
    ]);
  });
});

describe('hasMixedFormats', () => {
  it('tells a panel of spend and packages from one of spend alone', () => {
    expect(hasMixedFormats(services)).toBe(true);
    expect(hasMixedFormats({ ...services, series: services.series.slice(0, 1), formats: {} })).toBe(false);
    expect(hasMixedFormats({ ...services, formats: { Packages: 'money', 'Share of spend': 'money' } })).toBe(
      false,
    );
  });
});
