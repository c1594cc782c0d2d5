import { SLA_GROUPING_LABELS, type DeliveryCommitmentInput } from '@waybill/api-client';
import type { FieldErrors } from '../../lib/form-fields';
import { isWholeNumberIn, zoneRangeText } from './format';

/** The commitment form as typed: texts, and the SLA group chosen (null until chosen). */
export interface DeliveryCommitmentValues {
  slaGrouping: DeliveryCommitmentInput['slaGrouping'] | null;
  zoneFrom: string;
  zoneTo: string;
  businessDays: string;
  commitTime: string;
}

/** The time a commitment is due by that means the end of the day (ground: not delivered on the scheduled day). */
export const endOfDay = '23:59:59';

/**
 * The commitment form's checks, those the server also makes on each field and across them (zones both given or
 * neither, in order): the commitment to send when there is nothing to fix. An empty time of day is the end of the
 * day. Overlapping zones are the server's to refuse: it knows the other rows as they are.
 */
export function validateDeliveryCommitment(values: DeliveryCommitmentValues): {
  errors: FieldErrors<keyof DeliveryCommitmentInput>;
  commitment?: DeliveryCommitmentInput;
} {
  const errors: FieldErrors<keyof DeliveryCommitmentInput> = {};
  const zoneFrom = values.zoneFrom.trim();
  const zoneTo = values.zoneTo.trim();
  const businessDays = values.businessDays.trim();
  const commitTime = values.commitTime.trim() || endOfDay;
  if (!values.slaGrouping) errors.slaGrouping = 'Select an SLA group';
  if (zoneFrom && !isWholeNumberIn(zoneFrom, 1, 999)) errors.zoneFrom = 'Enter a zone from 1 to 999';
  else if (!zoneFrom && zoneTo) errors.zoneFrom = 'Give the first zone too, or no zones for every other zone';
  if (zoneTo && !isWholeNumberIn(zoneTo, 1, 999)) errors.zoneTo = 'Enter a zone from 1 to 999';
  else if (zoneFrom && !zoneTo) errors.zoneTo = 'Give the last zone too, or no zones for every other zone';
  else if (!errors.zoneFrom && zoneFrom && Number(zoneTo) < Number(zoneFrom))
    errors.zoneTo = 'The last zone is before the first';
  if (!isWholeNumberIn(businessDays, 1, 30))
    errors.businessDays = 'Enter a whole number of days from 1 to 30';
  if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(commitTime))
    errors.commitTime = 'Enter a time of day as HH:MM (24-hour), or leave it empty for the end of the day';
  const { slaGrouping } = values;
  if (Object.keys(errors).length > 0 || !slaGrouping) return { errors };
  return {
    errors,
    commitment: {
      slaGrouping,
      zoneFrom: zoneFrom ? Number(zoneFrom) : null,
      zoneTo: zoneTo ? Number(zoneTo) : null,
      businessDays: Number(businessDays),
      commitTime,
    },
  };
}

/** The zones a commitment covers, as the table shows them. */
export function zonesText({
  zoneFrom,
  zoneTo,
}: Pick<DeliveryCommitmentInput, 'zoneFrom' | 'zoneTo'>): string {
  if (zoneFrom === null || zoneTo === null) return 'Every other zone';
  return zoneRangeText(zoneFrom, zoneTo);
}

/** The time of day a commitment is due by: 'End of day', or HH:MM (with seconds only when it has some). */
export function dueByText(commitTime: string): string {
  if (commitTime === endOfDay) return 'End of day';
  return commitTime.endsWith(':00') && commitTime.length === 8 ? commitTime.slice(0, 5) : commitTime;
}

/** A commitment as a sentence names it: 'Ground, zones 5–6'. */
export function commitmentName(
  commitment: Pick<DeliveryCommitmentInput, 'slaGrouping' | 'zoneFrom' | 'zoneTo'>,
): string {
  return `${SLA_GROUPING_LABELS[commitment.slaGrouping]}, ${zonesText(commitment).toLowerCase()}`;
}
