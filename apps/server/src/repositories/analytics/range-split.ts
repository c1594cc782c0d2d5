import { addDays, addMonths, isWholeMonths, lastDayOfMonth, mondayOf } from '../../calendar.js';

/**
 * A part of a range: whole months (read from a summary), whole weeks of one month (from the weekly rollup of a
 * summary that has one) or days (from a daily rollup or the facts).
 */
export interface RangePart {
  from: string;
  to: string;
  grain: 'months' | 'weeks' | 'days';
}

/** The first day of the month of `day`. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Splits a range into its whole months, read from the summaries, and the days of a partial first and last month:
 * the weeks they hold whole, read from a weekly rollup where the summary has one, and the days around them, read
 * from the facts.
 */
export function rangeParts(range: { from: string; to: string }): RangePart[] {
  if (isWholeMonths(range)) return [{ ...range, grain: 'months' }];
  const firstWhole = range.from.endsWith('-01') ? range.from : addMonths(range.from, 1);
  const lastWholeEnd = isWholeMonths({ from: monthOf(range.to), to: range.to })
    ? range.to
    : addDays(monthOf(range.to), -1);
  if (firstWhole > lastWholeEnd) return partialMonths(range);
  return [
    ...(firstWhole > range.from ? partialMonths({ from: range.from, to: addDays(firstWhole, -1) }) : []),
    { from: firstWhole, to: lastWholeEnd, grain: 'months' },
    ...(lastWholeEnd < range.to ? partialMonths({ from: addDays(lastWholeEnd, 1), to: range.to }) : []),
  ];
}

/**
 * The days of months the range does not hold whole, month by month: the run of days the weekly rollups' rows
 * cover whole (a row holds a week's days within one month, so the run starts on a Monday or the 1st and ends on a
 * Sunday or the month's last day), and the days before and after it.
 */
function partialMonths(range: { from: string; to: string }): RangePart[] {
  const parts: RangePart[] = [];
  for (let from = range.from; from <= range.to; from = addMonths(from, 1)) {
    const monthEnd = lastDayOfMonth(from);
    const to = monthEnd < range.to ? monthEnd : range.to;
    const weeksFrom = from === monthOf(from) || mondayOf(from) === from ? from : addDays(mondayOf(from), 7);
    const weeksTo = to === monthEnd || addDays(mondayOf(to), 6) === to ? to : addDays(mondayOf(to), -1);
    if (weeksFrom > weeksTo) {
      parts.push({ from, to, grain: 'days' });
      continue;
    }
    if (from < weeksFrom) parts.push({ from, to: addDays(weeksFrom, -1), grain: 'days' });
    parts.push({ from: weeksFrom, to: weeksTo, grain: 'weeks' });
    if (weeksTo < to) parts.push({ from: addDays(weeksTo, 1), to, grain: 'days' });
  }
  return parts;
}
