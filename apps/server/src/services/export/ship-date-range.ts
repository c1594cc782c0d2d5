import { AppError } from '../../errors.js';

/** A ship-date range from the export's date filter: days, yyyy-MM-dd, either end open. */
export interface ShipDateRange {
  from?: string;
  to?: string;
}

// The contract's pattern: years 1900 to 2099.
const shape =
  /^min:((?:19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})?,max:((?:19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})?$/;

/** Whether `yyyy-MM-ddTHH:mm:ss` names a moment that exists (no 30 February, no hour 24). */
function isRealMoment(value: string): boolean {
  const [year, month, day, hour, minute, second] = value.split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function invalid(message: string): AppError {
  return new AppError('bad_request', message, { dateRange: message });
}

/**
 * Reads `min:yyyy-MM-ddTHH:mm:ss,max:yyyy-MM-ddTHH:mm:ss` (SPEC §5). A ship date is a day, so a package is in the
 * range when its ship day overlaps it: the days of min and max, both included. An impossible date or a min after
 * max is a 400 naming `dateRange`.
 */
export function readShipDateRange(dateRange: string | undefined): ShipDateRange {
  if (dateRange === undefined) return {};
  const match = shape.exec(dateRange);
  if (!match) {
    throw invalid(
      'dateRange must look like min:yyyy-MM-ddTHH:mm:ss,max:yyyy-MM-ddTHH:mm:ss, in the years 1900 to 2099',
    );
  }
  const [, min, max] = match;
  for (const moment of [min, max]) {
    if (moment !== undefined && !isRealMoment(moment))
      throw invalid(`dateRange holds a date that does not exist: ${moment}`);
  }
  if (min !== undefined && max !== undefined && min > max) {
    throw invalid('dateRange starts after it ends: min must not be after max');
  }
  return { from: min?.slice(0, 10), to: max?.slice(0, 10) };
}
