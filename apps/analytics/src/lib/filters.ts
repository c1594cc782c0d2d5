import { endOfMonth, parseDate, type CalendarDate } from '@internationalized/date';
import type { DateRange } from '@waybill/ui';
import {
  CARRIER_NAMES,
  carrierName,
  ROW_FILTER_DIMENSIONS,
  type Carrier,
  type operations,
} from '@waybill/api-client';
import type { FrameApi } from './api';
import { categoryName } from './category-names';
import {
  dimensionLabel,
  isCrossFilterDimension,
  type CrossFilterDimension,
  type PanelDimension,
} from './dimensions';

export type DashboardQuery = NonNullable<operations['getAnalyticsDashboard']['parameters']['query']>;
export type RowsQuery = NonNullable<operations['listAnalyticsRows']['parameters']['query']>;

/** The carrier filter: every carrier, or one. */
export type CarrierFilter = 'ALL' | NonNullable<DashboardQuery['carrier']>;

export const CARRIER_OPTIONS: readonly { id: CarrierFilter; label: string }[] = [
  { id: 'ALL', label: 'All' },
  ...(Object.entries(CARRIER_NAMES) as [Carrier, string][]).map(([id, label]) => ({ id, label })),
];

/** A value pressed in a chart, filtering the rest of the page until its chip is removed. */
export interface CrossFilter {
  dimension: CrossFilterDimension;
  value: string;
}

/** What the page is narrowed to. */
export interface DashboardFilters {
  /** The ship dates; empty until the user picks one, when the server's default (the last 12 full months) holds. */
  range: DateRange;
  carrier: CarrierFilter;
  /** At most one per dimension, in the order they were pressed. */
  crossFilters: readonly CrossFilter[];
}

export const INITIAL_FILTERS: DashboardFilters = { range: {}, carrier: 'ALL', crossFilters: [] };

/**
 * The filters after pressing `category` in a panel over `dimension`: a carrier sets the carrier filter, a
 * month or a week narrows the date range to it, any other filterable value adds (or replaces) its chip.
 * Pressing the value already filtered removes it again. Unfilterable dimensions leave the filters as they are.
 */
export function pressCategory(
  filters: DashboardFilters,
  dimension: PanelDimension,
  category: string,
): DashboardFilters {
  if (dimension === 'carrier') {
    const carrier = CARRIER_OPTIONS.find((option) => option.id === category)?.id;
    if (!carrier) return filters;
    return { ...filters, carrier: filters.carrier === carrier ? 'ALL' : carrier };
  }
  if (dimension === 'month' || dimension === 'week') {
    const range = periodRange(dimension, category);
    return range ? { ...filters, range } : filters;
  }
  if (!isCrossFilterDimension(dimension)) return filters;
  const others = filters.crossFilters.filter((filter) => filter.dimension !== dimension);
  const current = filters.crossFilters.find((filter) => filter.dimension === dimension);
  if (current?.value === category) return { ...filters, crossFilters: others };
  return { ...filters, crossFilters: [...others, { dimension, value: category }] };
}

/** Whether a press on a category of `dimension` filters the page (see `pressCategory`). */
export function isFilterDimension(dimension: PanelDimension): boolean {
  return (
    dimension === 'carrier' ||
    dimension === 'month' ||
    dimension === 'week' ||
    isCrossFilterDimension(dimension)
  );
}

/** The date range of a month (`yyyy-MM`) or of the week starting on a Monday (`yyyy-MM-dd`). */
export function periodRange(dimension: 'month' | 'week', category: string): DateRange | null {
  try {
    if (dimension === 'month') {
      const from = parseDate(`${category}-01`);
      return { from, to: endOfMonth(from) };
    }
    const from = parseDate(category);
    return { from, to: from.add({ days: 6 }) };
  } catch {
    return null;
  }
}

/** The filters without one chip. */
export function removeCrossFilter(
  filters: DashboardFilters,
  dimension: CrossFilterDimension,
): DashboardFilters {
  return {
    ...filters,
    crossFilters: filters.crossFilters.filter((filter) => filter.dimension !== dimension),
  };
}

/** What a chip says: 'Zone: 2', 'Sender state: TX', 'Charge grouping: Declared Value'. */
export function crossFilterLabel(filter: CrossFilter): string {
  return `${dimensionLabel(filter.dimension)}: ${categoryName(filter.dimension, filter.value)}`;
}

/** The value of the carrier filter as people read it. */
export function carrierLabel(carrier: CarrierFilter): string {
  return carrier === 'ALL' ? 'All carriers' : carrierName(carrier);
}

/**
 * The range sent to the server: both ends or neither (the contract's rule). A range open at one end is closed
 * with the first or last day that has data, so 'On or After' and 'On or Before' mean what they say.
 */
export function sentRange(
  range: DateRange,
  dataRange: { first: string; last: string } | null | undefined,
): { from: string; to: string } | null {
  const from = range.from ?? (dataRange ? parseDate(dataRange.first) : undefined);
  const to = range.to ?? (dataRange ? parseDate(dataRange.last) : undefined);
  if (!range.from && !range.to) return null;
  if (!from || !to) return null;
  return { from: from.toString(), to: to.toString() };
}

/** The query of `GET /analytics/dashboard` for the filters. */
export function dashboardQuery(
  filters: DashboardFilters,
  dataRange?: { first: string; last: string } | null,
): DashboardQuery {
  const query: Record<string, string> = {};
  const range = sentRange(filters.range, dataRange);
  if (range) Object.assign(query, range);
  if (filters.carrier !== 'ALL') query.carrier = filters.carrier;
  for (const filter of filters.crossFilters) query[filter.dimension] = filter.value;
  // The values are categories the server itself listed for these dimensions; it validates them again.
  return query as DashboardQuery;
}

/**
 * `GET /analytics/dashboard` for the filters: one definition for the page and the frame's start-up, which asks for
 * the first figures before the page has rendered.
 */
export const dashboardDataQuery = (
  { $api }: FrameApi,
  filters: DashboardFilters,
  dataRange?: { first: string; last: string } | null,
) =>
  $api.queryOptions('get', '/analytics/dashboard', { params: { query: dashboardQuery(filters, dataRange) } });

/** The filters of `GET /analytics/rows` for the same page (it knows fewer cross-filters). */
export function rowsFilterQuery(
  filters: DashboardFilters,
  dataRange?: { first: string; last: string } | null,
): RowsQuery {
  const { from, to, carrier, ...crossFilters } = dashboardQuery(filters, dataRange) as Record<string, string>;
  const query: Record<string, string> = {};
  if (from && to) Object.assign(query, { from, to });
  if (carrier) query.carrier = carrier;
  for (const dimension of ROW_FILTER_DIMENSIONS) {
    const value = crossFilters[dimension];
    if (value) query[dimension] = value;
  }
  return query as RowsQuery;
}

/** A date of the API as the date picker takes it. */
export function calendarDate(value: string): CalendarDate {
  return parseDate(value);
}
