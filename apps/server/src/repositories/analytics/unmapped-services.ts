import type { Queryable } from '../../db/database.js';
import type { DashboardFilterDimension } from '@waybill/api-client/vocabulary';
import { sumPackages } from './grouping-sets.js';
import { unknownCategory, withoutFilters, type AnalyticsSlice } from './slice.js';

/** What the service map gives a package: one whose service the map does not know has none of them. */
const serviceMapDimensions: readonly DashboardFilterDimension[] = ['slaGrouping', 'groundVsExpress', 'scope'];

/**
 * The packages of the slice whose service the service map does not know (no SLA group), and their net: the
 * slice's organizations, ship dates and filters but those on the map's attributes, which such a package has no
 * value of. One read of the smallest package summary that carries the other filters, as the tiles' totals.
 */
export async function unmappedServicePackages(
  db: Queryable,
  slice: AnalyticsSlice,
): Promise<{ packages: number; net: number }> {
  const where = { ...withoutFilters(slice.where, serviceMapDimensions), slaGrouping: unknownCategory };
  const [totals] = await sumPackages(
    db,
    { ...slice, where },
    { packages: 'sum(packages)', net: 'sum(net_amount)' },
  );
  return { packages: Number(totals?.packages ?? 0), net: Number(totals?.net ?? 0) };
}
