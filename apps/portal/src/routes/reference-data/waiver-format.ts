import { carrierName, type GuaranteeWaiver, type GuaranteeWaiverInput } from '@waybill/api-client';
import type { FieldErrors } from '../../lib/form-fields';
import { formatDay } from '../people/format';
import { BOTH_CARRIERS, isDay } from './format';

type Reason = GuaranteeWaiverInput['reason'];

/** Why a carrier waived its guarantee, as the screen names it; a late package's exemption takes the same name. */
export const WAIVER_REASON_LABELS: Record<Reason, string> = {
  weather: 'Weather',
  holiday_waiver: 'Holiday peak',
  contract_waiver: 'Contract term',
};

/** The Organization select's key for a waiver of every organization (the contract's null). */
export const EVERY_ORGANIZATION = 'every';

/** The longest note the contract takes. */
const noteLength = 200;

/** The waiver form as typed: its days and note, and the choices of its selects (null until chosen). */
export interface GuaranteeWaiverValues {
  carrier: GuaranteeWaiverInput['carrier'] | typeof BOTH_CARRIERS | null;
  /** An organization's id, or {@link EVERY_ORGANIZATION}. */
  organization: string | null;
  startsOn: string;
  endsOn: string;
  reason: Reason | null;
  note: string;
}

/**
 * The waiver form's checks, those the server also makes: every choice made, days that exist (yyyy-mm-dd), a last
 * day not before the first, a note of at most 200 characters (an empty one is none). The waiver to send when there
 * is nothing to fix.
 */
export function validateGuaranteeWaiver(values: GuaranteeWaiverValues): {
  errors: FieldErrors<keyof GuaranteeWaiverInput>;
  waiver?: GuaranteeWaiverInput;
} {
  const errors: FieldErrors<keyof GuaranteeWaiverInput> = {};
  const startsOn = values.startsOn.trim();
  const endsOn = values.endsOn.trim();
  const note = values.note.trim();
  const { carrier, organization, reason } = values;
  if (!carrier) errors.carrier = 'Select a carrier, or both';
  if (!organization) errors.organizationId = 'Select an organization, or every one';
  if (!isDay(startsOn)) errors.startsOn = 'Enter a day as yyyy-mm-dd';
  if (!isDay(endsOn)) errors.endsOn = 'Enter a day as yyyy-mm-dd';
  else if (!errors.startsOn && endsOn < startsOn) errors.endsOn = 'The last day is before the first';
  if (!reason) errors.reason = 'Select a reason';
  if (note.length > noteLength) errors.note = `Keep the note to ${noteLength} characters`;
  if (Object.keys(errors).length > 0 || !carrier || !organization || !reason) return { errors };
  return {
    errors,
    waiver: {
      carrier: carrier === BOTH_CARRIERS ? null : carrier,
      organizationId: organization === EVERY_ORGANIZATION ? null : organization,
      startsOn,
      endsOn,
      reason,
      note: note || null,
    },
  };
}

/** The organizations a waiver is of, as the table shows them: 'Every organization', 'Acme Freight'. */
export function waiverOrganizationText(organizationName: GuaranteeWaiver['organizationName']): string {
  return organizationName ?? 'Every organization';
}

/** The parts of a waiver that name it. */
export type WaiverNaming = Pick<GuaranteeWaiver, 'carrier' | 'organizationName' | 'startsOn' | 'endsOn'> & {
  reason: Reason;
};

/**
 * A waiver as a sentence names it, its days as `day` writes them (the product's date format unless told):
 * 'weather, both carriers, every organization, Jan 20, 2025 to Jan 23, 2025'.
 */
export function waiverName(waiver: WaiverNaming, day: (text: string) => string = formatDay): string {
  const organization = waiver.organizationName ?? 'every organization';
  const carrier = waiver.carrier === null ? 'both carriers' : carrierName(waiver.carrier);
  return `${WAIVER_REASON_LABELS[waiver.reason].toLowerCase()}, ${carrier}, ${organization}, ${day(waiver.startsOn)} to ${day(waiver.endsOn)}`;
}
