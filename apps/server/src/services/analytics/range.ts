import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { dataMonths } from '../../repositories/analytics/data-months.js';
import { addDays, addMonths, daysBetween, isWholeMonths, lastDayOfMonth, today } from '../../calendar.js';

export interface DateRange {
  from: string;
  to: string;
}

/** How many full months the default range covers (DASHBOARDS.md: the last 12 full months that have data). */
export const defaultRangeMonths = 12;

/** The longest range a dashboard reads: every month of it is a part of the read, and so is its previous period. */
export const maximumRangeYears = 10;
export const rangeTooLongMessage = `A range may span at most ${maximumRangeYears} years`;

/**
 * The range asked for, once it is one a dashboard can read (400 otherwise): both days given, `from` not after
 * `to`, at most ten years. Days are compared as dates; the contract bounds each to the years 1900-2099.
 */
export function askedRange(asked: { from?: string; to?: string }): DateRange {
  if (asked.from === undefined || asked.to === undefined) {
    const missing = asked.from === undefined ? 'from' : 'to';
    throw new AppError('bad_request', `Give both from and to, or neither`, {
      [missing]: 'Required with the other date',
    });
  }
  if (daysBetween(asked.from, asked.to) < 0) {
    throw new AppError('bad_request', 'from is after to', { from: 'After to' });
  }
  if (daysBetween(addMonths(asked.from, maximumRangeYears * 12), asked.to) >= 0) {
    throw new AppError('bad_request', rangeTooLongMessage, { to: rangeTooLongMessage });
  }
  return { from: asked.from, to: asked.to };
}

/**
 * The range a dashboard shows: the one asked for, or the last 12 full months that have data: ending with the
 * latest month with data that is over (by the context clock; the current month when it is the only one with
 * data), and starting 11 months before it, or with the first month with data when that is later. No data at
 * all: the 12 months before the current one.
 */
export async function resolveRange(
  db: Queryable,
  organizations: string[] | 'all',
  asked: { from?: string; to?: string },
  now: Date,
): Promise<{ range: DateRange; dataRange: DateRange | null }> {
  // An asked range is checked before anything is read.
  const range = asked.from !== undefined || asked.to !== undefined ? askedRange(asked) : undefined;
  const months = await dataMonths(db, organizations);
  const dataRange = months ? { from: months.first, to: lastDayOfMonth(months.last) } : null;
  if (range) return { range, dataRange };
  const currentMonth = addMonths(today(now), 0);
  let lastMonth = addMonths(currentMonth, -1);
  if (months) {
    lastMonth =
      months.last < currentMonth
        ? months.last
        : months.first < currentMonth
          ? addMonths(currentMonth, -1)
          : months.last;
  }
  // Months before the first with data would only show zeros.
  const twelveBack = addMonths(lastMonth, -(defaultRangeMonths - 1));
  const firstMonth =
    months && months.first > twelveBack && months.first <= lastMonth ? months.first : twelveBack;
  return { range: { from: firstMonth, to: lastDayOfMonth(lastMonth) }, dataRange };
}

/**
 * The previous period of the same length, just before: as many whole months when the range is whole months
 * (so a quarter compares with the quarter before, whatever the days in each), as many days otherwise.
 */
export function previousRange(range: DateRange): DateRange {
  if (isWholeMonths(range)) {
    const months =
      (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
      Number(range.to.slice(5, 7)) -
      Number(range.from.slice(5, 7)) +
      1;
    const from = addMonths(range.from, -months);
    return { from, to: addDays(range.from, -1) };
  }
  const days = daysBetween(range.from, range.to);
  const to = addDays(range.from, -1);
  return { from: addDays(to, -days), to };
}
