import { carrierName, SLA_GROUPING_LABELS, type ContractDiscountInput } from '@waybill/api-client';
import type { FieldErrors } from '../../lib/form-fields';
import { isWholeNumberIn, zoneRangeText } from './format';

/** The discount form as typed: texts, and the carrier and SLA group chosen (null until chosen). */
export interface ContractDiscountValues {
  carrier: ContractDiscountInput['carrier'] | null;
  slaGrouping: ContractDiscountInput['slaGrouping'] | null;
  zoneFrom: string;
  zoneTo: string;
  weightFromLb: string;
  weightToLb: string;
  discountPct: string;
}

/** The zones of a row that holds every zone. */
export const everyZone = { zoneFrom: 1, zoneTo: 999 } as const;

/** The billed weights of a row that holds every weight; the upper one also means no upper bound. */
export const anyWeight = { weightFromLb: 0, weightToLb: 99999 } as const;

const decimal = /^\d+(\.\d+)?$/;
const twoDecimals = /^\d+(\.\d{1,2})?$/;

/** What is wrong with a typed number of at most two decimals from `from` to `to`, if anything. */
function decimalError(text: string, from: number, to: number, range: string, decimals: string) {
  if (!decimal.test(text) || Number(text) < from || Number(text) > to) return range;
  return twoDecimals.test(text) ? undefined : decimals;
}

/**
 * The discount form's checks, those the server also makes on each field and across them (zones and weights in
 * order, at most two decimals): the discount to send when there is nothing to fix. Rows that cross this one are the
 * server's to refuse: it knows the organization's other rows as they are.
 */
export function validateContractDiscount(values: ContractDiscountValues): {
  errors: FieldErrors<keyof ContractDiscountInput>;
  discount?: ContractDiscountInput;
} {
  const errors: FieldErrors<keyof ContractDiscountInput> = {};
  const zoneFrom = values.zoneFrom.trim();
  const zoneTo = values.zoneTo.trim();
  const weightFromLb = values.weightFromLb.trim();
  const weightToLb = values.weightToLb.trim();
  const discountPct = values.discountPct.trim();
  const weightRange = 'Enter a weight from 0 to 99999 lb';
  const weightDecimals = 'Give the weight with at most two decimals';
  if (!values.carrier) errors.carrier = 'Select a carrier';
  if (!values.slaGrouping) errors.slaGrouping = 'Select an SLA group';
  if (!isWholeNumberIn(zoneFrom, 1, 999)) errors.zoneFrom = 'Enter a zone from 1 to 999';
  if (!isWholeNumberIn(zoneTo, 1, 999)) errors.zoneTo = 'Enter a zone from 1 to 999';
  else if (!errors.zoneFrom && Number(zoneTo) < Number(zoneFrom))
    errors.zoneTo = 'The last zone is before the first';
  const weightFromError = decimalError(weightFromLb, 0, 99999, weightRange, weightDecimals);
  if (weightFromError) errors.weightFromLb = weightFromError;
  const weightToError = decimalError(weightToLb, 0, 99999, weightRange, weightDecimals);
  if (weightToError) errors.weightToLb = weightToError;
  else if (!weightFromError && Number(weightToLb) < Number(weightFromLb))
    errors.weightToLb = 'The heaviest weight is below the lightest';
  const discountError = decimalError(
    discountPct,
    0,
    100,
    'Enter a discount from 0 to 100',
    'Give the discount with at most two decimals',
  );
  if (discountError) errors.discountPct = discountError;
  const { carrier, slaGrouping } = values;
  if (Object.keys(errors).length > 0 || !carrier || !slaGrouping) return { errors };
  return {
    errors,
    discount: {
      carrier,
      slaGrouping,
      zoneFrom: Number(zoneFrom),
      zoneTo: Number(zoneTo),
      weightFromLb: Number(weightFromLb),
      weightToLb: Number(weightToLb),
      discountPct: Number(discountPct),
    },
  };
}

const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The zones a discount holds, as the table shows them: 'Every zone', 'Zones 1–5', 'Zone 7'. */
export function discountZonesText({
  zoneFrom,
  zoneTo,
}: Pick<ContractDiscountInput, 'zoneFrom' | 'zoneTo'>): string {
  if (zoneFrom === everyZone.zoneFrom && zoneTo === everyZone.zoneTo) return 'Every zone';
  return zoneRangeText(zoneFrom, zoneTo);
}

/** The billed weights a discount holds: 'Any weight', '0–20 lb', '20.01 lb and up', '5 lb'. */
export function weightText({
  weightFromLb,
  weightToLb,
}: Pick<ContractDiscountInput, 'weightFromLb' | 'weightToLb'>): string {
  const from = upToTwoDecimals.format(weightFromLb);
  if (weightToLb === anyWeight.weightToLb)
    return weightFromLb === anyWeight.weightFromLb ? 'Any weight' : `${from} lb and up`;
  if (weightFromLb === weightToLb) return `${from} lb`;
  return `${from}–${upToTwoDecimals.format(weightToLb)} lb`;
}

/** A discount off the published rate: '30%', '30.5%'. */
export function discountText(discountPct: number): string {
  return `${upToTwoDecimals.format(discountPct)}%`;
}

/** A discount as a sentence names it: 'UPS Ground, zones 1–5, 0–20 lb'. */
export function discountName(
  discount: Pick<
    ContractDiscountInput,
    'carrier' | 'slaGrouping' | 'zoneFrom' | 'zoneTo' | 'weightFromLb' | 'weightToLb'
  >,
): string {
  const group = `${carrierName(discount.carrier)} ${SLA_GROUPING_LABELS[discount.slaGrouping]}`;
  return `${group}, ${discountZonesText(discount).toLowerCase()}, ${weightText(discount).toLowerCase()}`;
}
