import { CARRIER_NAMES, type Carrier } from '@waybill/api-client';

/** What the eligible packages are narrowed to: the query of `GET /refund-claims/eligible`, limit aside. */
export interface EligibleFilters {
  organizationId?: string;
  carrier?: Carrier;
  controlId?: string;
  expiringWithinDays?: number;
}

export type EligibleFilter = keyof EligibleFilters;

/** The names the filters go by in the screen's address: `?carrier=UPS&within=3`. */
const PARAMS: Record<EligibleFilter, string> = {
  organizationId: 'organization',
  carrier: 'carrier',
  controlId: 'control',
  expiringWithinDays: 'within',
};

/** The most days ahead `expiringWithinDays` may look, as the contract has it. */
export const MAX_EXPIRING_WITHIN_DAYS = 366;

/** The longest Control ID the contract takes. */
export const MAX_CONTROL_ID_LENGTH = 64;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isCarrier = (text: string): text is Carrier => Object.hasOwn(CARRIER_NAMES, text);

/** The value of `filter` as sent, from its text, or undefined for a text the contract would refuse (or none). */
function parse(filter: EligibleFilter, text: string | null): string | number | undefined {
  const value = text?.trim() ?? '';
  if (value === '') return undefined;
  switch (filter) {
    case 'organizationId':
      return uuid.test(value) ? value : undefined;
    case 'carrier':
      return isCarrier(value) ? value : undefined;
    case 'controlId':
      return value.length <= MAX_CONTROL_ID_LENGTH ? value : undefined;
    case 'expiringWithinDays':
      return /^\d{1,3}$/.test(value) && Number(value) <= MAX_EXPIRING_WITHIN_DAYS ? Number(value) : undefined;
  }
}

/**
 * The filters an address holds (`?organization=…&carrier=UPS&control=…&within=3`); a value the contract would
 * refuse is left out, as if not given.
 */
export function readEligibleFilters(search: URLSearchParams): EligibleFilters {
  const filters: Record<string, string | number> = {};
  for (const filter of Object.keys(PARAMS) as EligibleFilter[]) {
    const value = parse(filter, search.get(PARAMS[filter]));
    if (value !== undefined) filters[filter] = value;
  }
  return filters as EligibleFilters;
}

/** The address's query with `filter` set to `value`, or without it for none; its other parameters are kept. */
export function withEligibleFilter(
  search: URLSearchParams,
  filter: EligibleFilter,
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const text = value === undefined ? '' : String(value).trim();
  if (text === '') next.delete(PARAMS[filter]);
  else next.set(PARAMS[filter], text);
  return next;
}

/** Whether any filter narrows the packages. */
export const hasEligibleFilters = (filters: EligibleFilters) => Object.keys(filters).length > 0;

/** One text per set of filters, the same whatever order the address gave them in. */
export function eligibleFiltersKey(filters: EligibleFilters): string {
  return (Object.keys(PARAMS) as EligibleFilter[]).map((filter) => String(filters[filter] ?? '')).join('|');
}
