import { parseDate } from '@internationalized/date';
import { describeRange, type DateRange } from '@waybill/ui';

/** A range of the API (`yyyy-MM-dd` ends) as the date picker takes it. */
export function toPickerRange(range: { from: string; to: string }): DateRange {
  return { from: parseDate(range.from), to: parseDate(range.to) };
}

/** A range of the API as the page writes it, the way the date picker does: 'Jan 01, 2025 - Dec 31, 2025'. */
export function formatDisplayRange(range: { from: string; to: string }): string {
  return describeRange(toPickerRange(range), '');
}
