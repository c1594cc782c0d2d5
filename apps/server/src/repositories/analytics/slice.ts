/** What every dashboard read takes (a slice, numbered parameters) and gives back (rows of figures). */
import { DASHBOARD_FILTER_DIMENSIONS, type DashboardFilterDimension } from '@waybill/api-client/vocabulary';

export type GroupDimension = DashboardFilterDimension | 'month' | 'week';

export const dimensionColumns: Record<DashboardFilterDimension, string> = {
  carrier: 'carrier',
  service: 'service',
  unifiedChargeGrouping: 'unified_charge_grouping',
  zone: 'zone',
  weightBand: 'weight_band',
  senderState: 'sender_state',
  receiverCountry: 'receiver_country',
  slaGrouping: 'sla_grouping',
  groundVsExpress: 'ground_vs_express',
  scope: 'scope',
};

/** The category of rows without a value (no service, no sender state…); as a filter it keeps those rows. */
export const unknownCategory = 'Unknown';

/** What the dashboards read: whose data, which ship dates, and the dimension filters. */
export interface AnalyticsSlice {
  /** Organization ids (a platform admin's Full_Access names every organization). */
  organizations: string[];
  from: string;
  to: string;
  where: Partial<Record<DashboardFilterDimension, string>>;
  /** Only accessorial charges (every grouping but FREIGHT and FUEL). */
  accessorialsOnly?: boolean;
}

/** `where` without its filters on `dimensions`. */
export function withoutFilters(
  where: AnalyticsSlice['where'],
  dimensions: readonly DashboardFilterDimension[],
): AnalyticsSlice['where'] {
  return Object.fromEntries(
    Object.entries(where).filter(
      ([dimension]) => !dimensions.includes(dimension as DashboardFilterDimension),
    ),
  );
}

/** The dimensions the slice filters by. */
export const filteredDimensions = (slice: AnalyticsSlice): DashboardFilterDimension[] =>
  DASHBOARD_FILTER_DIMENSIONS.filter((dimension) => slice.where[dimension] !== undefined);

/** Query parameters, numbered as they are added. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The organization condition on `column`. Full_Access names every organization too, so the facts'
 * (organization_id, ship_date) indexes serve its range rather than a scan of every row.
 */
export function organizationCondition(organizations: string[], params: SqlParams, column: string): string {
  return `${column} = ANY(${params.add(organizations)}::uuid[])`;
}

/** The slice's filters on the dimensions among `available`, on columns named with `prefix`. */
export function dimensionConditions(
  slice: AnalyticsSlice,
  params: SqlParams,
  available: readonly DashboardFilterDimension[],
  prefix = '',
): string[] {
  return available.flatMap((dimension) => {
    const value = slice.where[dimension];
    if (value === undefined) return [];
    const column = `${prefix}${dimensionColumns[dimension]}`;
    return [value === unknownCategory ? `${column} IS NULL` : `${column} = ${params.add(value)}`];
  });
}

/** A result row: group keys as text (null when unknown), measures as numbers. */
export type FigureRow = Record<string, string | number | null>;

/** Database rows as figure rows: `measures` as numbers (a sum over no row is 0), the rest as text. */
export function toFigureRows(rows: Record<string, unknown>[], measures: string[]): FigureRow[] {
  return rows.map((row) => {
    const out: FigureRow = {};
    for (const [key, value] of Object.entries(row)) {
      out[key] = measures.includes(key) ? Number(value ?? 0) : (value as string | null);
    }
    return out;
  });
}
