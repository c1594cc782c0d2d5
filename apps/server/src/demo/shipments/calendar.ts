/** Dates as `yyyy-MM-dd` strings, computed in UTC so that no time zone moves a day. */

const dayMs = 86_400_000;

export function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(toDate(day).getTime() + days * dayMs));
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return ((toDate(day).getUTCDay() + 6) % 7) + 1;
}

/** The day `days` business days (Monday to Friday) after `day`; a weekend day counts from the Friday before. */
export function addBusinessDays(day: string, days: number): string {
  const weekday = isoWeekday(day);
  const base = weekday === 6 ? addDays(day, -1) : weekday === 7 ? addDays(day, -2) : day;
  const baseWeekday = Math.min(weekday, 5);
  return addDays(base, days + 2 * Math.floor((baseWeekday - 1 + days) / 5));
}

/** Calendar days from `first` to `last`. */
export function daysBetween(first: string, last: string): number {
  return Math.round((toDate(last).getTime() - toDate(first).getTime()) / dayMs);
}

/** `yyyy-MM` of the month before the one `now` is in: the last full month. */
export function lastFullMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** The first day of the month `months` before (negative) or after `month` (`yyyy-MM`). */
export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 10);
}
