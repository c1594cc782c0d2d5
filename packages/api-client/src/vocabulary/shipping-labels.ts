import type { components } from '../generated/schema';

type Schemas = components['schemas'];

/** How each carrier is written for people. */
export const CARRIER_NAMES: Record<Schemas['Carrier'], string> = {
  UPS: 'UPS',
  FEDEX: 'FedEx',
};

/** How a carrier code is written for people; a code the contract does not know reads as it is. */
export function carrierName(carrier: string): string {
  return Object.hasOwn(CARRIER_NAMES, carrier) ? CARRIER_NAMES[carrier as Schemas['Carrier']] : carrier;
}

/** How the unified charge groupings read. */
export const UNIFIED_CHARGE_GROUPING_LABELS: Record<Schemas['UnifiedChargeGrouping'], string> = {
  FREIGHT: 'Freight',
  FUEL: 'Fuel',
  RESIDENTIAL: 'Residential',
  DELIVERY_AREA: 'Delivery Area',
  HANDLING_SIZE: 'Handling and Size',
  ADDRESS_CORRECTION: 'Address Correction',
  SIGNATURE: 'Signature',
  SATURDAY_HOLIDAY: 'Saturday and Holiday',
  PEAK_DEMAND: 'Peak Demand',
  DECLARED_VALUE: 'Declared Value',
  BILLING_ADJUSTMENT: 'Billing Adjustment',
  REFUND_CREDIT: 'Refund Credit',
  DUTIES_TAXES: 'Duties and Taxes',
  BROKERAGE: 'Brokerage',
  SERVICE_FEE: 'Service Fee',
  OTHER: 'Other',
};

/** How the SLA groupings read. */
export const SLA_GROUPING_LABELS: Record<Schemas['SlaGrouping'], string> = {
  NEXT_DAY_AM: 'Next Day AM',
  NEXT_DAY: 'Next Day',
  NEXT_DAY_SAVER: 'Next Day Saver',
  TWO_DAY_AM: 'Two Day AM',
  TWO_DAY: 'Two Day',
  THREE_DAY: 'Three Day',
  GROUND: 'Ground',
  HOME_DELIVERY: 'Home Delivery',
  GROUND_ECONOMY: 'Ground Economy',
  INTL_EXPRESS: 'International Express',
  INTL_DEFERRED: 'International Deferred',
  INTL_GROUND: 'International Ground',
};

/** How a service rule's way of matching a name reads. */
export const SERVICE_MATCH_LABELS: Record<Schemas['ServiceMatch'], string> = {
  exact: 'Exact name',
  prefix: 'Begins with',
  regex: 'Regular expression',
};
