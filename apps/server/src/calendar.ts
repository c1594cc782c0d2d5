/** Plain dates (`yyyy-MM-dd`) of the dashboards' ranges, computed in UTC so no time zone moves a day. */

const parse = (text: string) => new Date(`${text}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return format(date);
}

/** The first day of the month `months` after the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = parse(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return format(date);
}

export function lastDayOfMonth(day: string): string {
  return addDays(addMonths(day, 1), -1);
}

/** The Monday of the week of `day` (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  return addDays(day, -((parse(day).getUTCDay() + 6) % 7));
}

/** Days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** Whether a range is made of whole calendar months. */
export function isWholeMonths({ from, to }: { from: string; to: string }): boolean {
  return from.endsWith('-01') && addDays(to, 1).endsWith('-01');
}

export const today = (now: Date) => format(now);

/** Whether `yyyy-MM-dd` names a day that exists (no 30 February). */
export function isRealDay(day: string): boolean {
  const date = parse(day);
  return !Number.isNaN(date.getTime()) && format(date) === day;
}
