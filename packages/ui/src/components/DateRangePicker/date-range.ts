import type { CalendarDate } from '@internationalized/date';

/** A date range whose ends are both optional: only `from` means "on or after", only `to` "on or before". */
export interface DateRange {
  from?: CalendarDate;
  to?: CalendarDate;
}

/** The presets the picker offers, in the order it lists them. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'onOrBefore',
  'onOrAfter',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** What the preset select shows for each preset. */
export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  onOrBefore: 'On or Before',
  onOrAfter: 'On or After',
  custom: 'Custom Range',
};

const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * Formats a date as 'LLL dd, y' in English ('Nov 03, 2026') whatever the browser's locale, so the
 * trigger reads the same for every user.
 */
export function formatDisplayDate(date: CalendarDate): string {
  return `${MONTH_SHORT_NAMES[date.month - 1]} ${String(date.day).padStart(2, '0')}, ${date.year}`;
}

/** The trigger text for a range, or `placeholder` when neither end is set. */
export function describeRange(range: DateRange, placeholder: string): string {
  const { from, to } = range;
  if (from && to) return `${formatDisplayDate(from)} - ${formatDisplayDate(to)}`;
  if (from) return `On or after ${formatDisplayDate(from)}`;
  if (to) return `On or before ${formatDisplayDate(to)}`;
  return placeholder;
}

/**
 * The range a preset stands for, relative to `today`. `custom` has no range of its own: choosing it
 * keeps the current one.
 */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, today: CalendarDate): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = today.subtract({ days: 1 });
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return { from: today.subtract({ days: 6 }), to: today };
    case 'last30Days':
      return { from: today.subtract({ days: 29 }), to: today };
    case 'onOrBefore':
      return { to: today };
    case 'onOrAfter':
      return { from: today };
  }
}

function isSameOptionalDay(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  if (!a || !b) return a === b;
  return a.compare(b) === 0;
}

/** The preset a range matches exactly, or `custom` when it matches none (the empty range included). */
export function matchPreset(range: DateRange, today: CalendarDate): DatePreset {
  const matched = DATE_PRESETS.find((preset) => {
    if (preset === 'custom') return false;
    const candidate = presetRange(preset, today);
    return isSameOptionalDay(candidate.from, range.from) && isSameOptionalDay(candidate.to, range.to);
  });
  return matched ?? 'custom';
}

/**
 * The range after the user clicks a day in the calendar:
 * - nothing chosen yet: the day becomes `from`;
 * - only `from` chosen: the same day clears the range, another day completes it (ends in order);
 * - a complete range, or only `to` (a preset): the click starts a new range from that day.
 */
export function nextRange(current: DateRange, clicked: CalendarDate): DateRange {
  const { from, to } = current;
  if (from && !to) {
    if (clicked.compare(from) === 0) return {};
    return clicked.compare(from) < 0 ? { from: clicked, to: from } : { from, to: clicked };
  }
  return { from: clicked };
}

/** Every day of the range that lies within `[min, max]`: the days the calendar marks as selected. */
export function daysInRange(range: DateRange, min: CalendarDate, max: CalendarDate): CalendarDate[] {
  const { from, to } = range;
  if (!from || !to) {
    const single = from ?? to;
    return single && single.compare(min) >= 0 && single.compare(max) <= 0 ? [single] : [];
  }
  const days: CalendarDate[] = [];
  const last = to.compare(max) > 0 ? max : to;
  for (let day = from.compare(min) < 0 ? min : from; day.compare(last) <= 0; day = day.add({ days: 1 })) {
    days.push(day);
  }
  return days;
}

/**
 * The one day that differs between two selections: the day a user just clicked in a calendar that
 * toggles days on and off.
 */
export function toggledDay(
  before: readonly CalendarDate[],
  after: readonly CalendarDate[],
): CalendarDate | undefined {
  const beforeKeys = new Set(before.map(String));
  const afterKeys = new Set(after.map(String));
  return (
    after.find((day) => !beforeKeys.has(String(day))) ?? before.find((day) => !afterKeys.has(String(day)))
  );
}
