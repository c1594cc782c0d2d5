import type { OnTimeSummaryRow } from '@waybill/api-client';
import type { BadgeTone } from '@waybill/ui';
import { formatShare, sumMoney } from './format';

/** The grouping fields of `GET /control-master/on-time-summary`. */
export type SummaryField = 'audit_status' | 'ground_vs_express' | 'charge_description';

/** One of the dialog's three tables: its title, the header of its first column and the field it groups by. */
export interface SummaryGrouping {
  field: SummaryField;
  title: string;
  header: string;
}

/** The dialog's tables, in the order SPEC §2 lists them. */
export const SUMMARY_GROUPINGS: readonly SummaryGrouping[] = [
  { field: 'audit_status', title: 'By Audit Status', header: 'Audit Status' },
  { field: 'ground_vs_express', title: 'Ground vs Express', header: 'Ground vs Express' },
  { field: 'charge_description', title: 'By Service', header: 'Service' },
];

const FALLBACK_FIELDS = ['group_by_field', 'field_value', 'status'] as const;

const textOf = (value: unknown): string | undefined =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? String(value) : undefined;

/**
 * The label of a summary row (SPEC §3): the named grouping field, else `group_by_field`, else
 * `field_value`, else `status`, else 'Unknown'.
 */
export function summaryLabel(row: OnTimeSummaryRow, field: SummaryField): string {
  const values = row as Record<string, unknown>;
  for (const name of [field, ...FALLBACK_FIELDS]) {
    const text = textOf(values[name]);
    if (text !== undefined) return text;
  }
  return 'Unknown';
}

/** One line of a summary table, ready to show. */
export interface SummaryLine {
  id: string;
  label: string;
  packages: number;
  netSpend: number;
  /** The line's share of the file's packages, one decimal: '12.5%'. */
  share: string;
  isTotal: boolean;
}

/** The lines of a summary table and its Total line (the sums, and 100.0% of the packages). */
export function summaryLines(
  rows: readonly OnTimeSummaryRow[],
  field: SummaryField,
): { lines: SummaryLine[]; total: SummaryLine } {
  const packages = rows.reduce((sum, row) => sum + row.packages_count, 0);
  const lines = rows.map((row, index) => ({
    id: `${index}`,
    label: summaryLabel(row, field),
    packages: row.packages_count,
    netSpend: row.net_spend,
    share: formatShare(row.packages_count, packages),
    isTotal: false,
  }));
  const total = {
    id: 'total',
    label: 'Total',
    packages,
    netSpend: sumMoney(rows.map((row) => row.net_spend)),
    share: formatShare(packages, packages),
    isTotal: true,
  };
  return { lines, total };
}

/** SPEC §9: Complete is green, Pending yellow, Exception red, anything else gray. */
export function auditStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'Complete':
      return 'success';
    case 'Pending':
      return 'warning';
    case 'Exception':
      return 'danger';
    default:
      return 'neutral';
  }
}
