import type { OnTimeSummaryRow } from '@waybill/api-client';
import { describe, expect, it } from 'vitest';
import { SUMMARY_GROUPINGS, auditStatusTone, summaryLabel, summaryLines } from './on-time-summary';

/** A row as a server outside the contract might send it, with the fallback fields of SPEC §3. */
const looseRow = (fields: Record<string, unknown>) =>
  ({ packages_count: 1, net_spend: 1, ...fields }) as OnTimeSummaryRow;

describe('summaryLabel', () => {
  it('reads the named grouping field', () => {
    expect(summaryLabel(looseRow({ audit_status: 'Complete', status: 'x' }), 'audit_status')).toBe(
      'Complete',
    );
    expect(summaryLabel(looseRow({ charge_description: 'Ground Residential' }), 'charge_description')).toBe(
      'Ground Residential',
    );
  });

  it('falls back to group_by_field, then field_value, then status, then Unknown', () => {
    const all = { group_by_field: 'G', field_value: 'F', status: 'S' };
    expect(summaryLabel(looseRow(all), 'ground_vs_express')).toBe('G');
    expect(summaryLabel(looseRow({ field_value: 'F', status: 'S' }), 'ground_vs_express')).toBe('F');
    expect(summaryLabel(looseRow({ status: 'S' }), 'ground_vs_express')).toBe('S');
    expect(summaryLabel(looseRow({}), 'ground_vs_express')).toBe('Unknown');
  });

  it('treats an empty or null field as missing, and does not read another grouping field', () => {
    expect(summaryLabel(looseRow({ audit_status: '', field_value: 'F' }), 'audit_status')).toBe('F');
    expect(summaryLabel(looseRow({ audit_status: null }), 'audit_status')).toBe('Unknown');
    expect(summaryLabel(looseRow({ charge_description: 'Ground' }), 'audit_status')).toBe('Unknown');
  });
});

describe('summaryLines', () => {
  const rows: OnTimeSummaryRow[] = [
    { audit_status: 'Complete', packages_count: 2, net_spend: 10.1 },
    { audit_status: 'Pending', packages_count: 1, net_spend: 0.2 },
    { audit_status: 'Exception', packages_count: 5, net_spend: 1234.5 },
  ];

  it('shows each row with its share of the packages to one decimal', () => {
    const { lines } = summaryLines(rows, 'audit_status');
    expect(lines.map(({ label, packages, netSpend, share }) => [label, packages, netSpend, share])).toEqual([
      ['Complete', 2, 10.1, '25.0%'],
      ['Pending', 1, 0.2, '12.5%'],
      ['Exception', 5, 1234.5, '62.5%'],
    ]);
  });

  it('adds a Total line with the sums (to the cent) and 100.0%', () => {
    expect(summaryLines(rows, 'audit_status').total).toMatchObject({
      label: 'Total',
      packages: 8,
      netSpend: 1244.8,
      share: '100.0%',
      isTotal: true,
    });
  });

  it('shows 0.0% for a file whose groups hold no packages', () => {
    const { lines, total } = summaryLines(
      [{ audit_status: 'Pending', packages_count: 0, net_spend: 0 }],
      'audit_status',
    );
    expect(lines[0]?.share).toBe('0.0%');
    expect(total.share).toBe('0.0%');
  });
});

describe('SUMMARY_GROUPINGS', () => {
  it('lists By Audit Status, Ground vs Express and By Service with their fields', () => {
    expect(SUMMARY_GROUPINGS.map(({ title, field }) => [title, field])).toEqual([
      ['By Audit Status', 'audit_status'],
      ['Ground vs Express', 'ground_vs_express'],
      ['By Service', 'charge_description'],
    ]);
  });
});

describe('auditStatusTone', () => {
  it('colours Complete green, Pending yellow, Exception red and anything else gray', () => {
    expect(auditStatusTone('Complete')).toBe('success');
    expect(auditStatusTone('Pending')).toBe('warning');
    expect(auditStatusTone('Exception')).toBe('danger');
    expect(auditStatusTone('Unknown')).toBe('neutral');
    expect(auditStatusTone('complete')).toBe('neutral');
  });
});
