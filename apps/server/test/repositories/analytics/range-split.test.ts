import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeParts } from '../../../src/repositories/analytics/range-split.js';

const dayMs = 86_400_000;
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const plusDays = (day: string, days: number) => toDay(timeOf(day) + days * dayMs);
const daysFrom = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = plusDays(day, 1)) days.push(day);
  return days;
};
const monthOfDay = (day: string) => day.slice(0, 7);
const firstOfMonth = (day: string) => `${monthOfDay(day)}-01`;
const lastOfMonth = (day: string) => {
  const date = new Date(timeOf(day));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
};
/** The days of `day`'s Monday-to-Sunday week that fall in its month: what one weekly rollup row holds. */
const weekWithinMonth = (day: string) => {
  const sinceMonday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  const monday = plusDays(day, -sinceMonday);
  const sunday = plusDays(monday, 6);
  return {
    from: monday < firstOfMonth(day) ? firstOfMonth(day) : monday,
    to: sunday > lastOfMonth(day) ? lastOfMonth(day) : sunday,
  };
};
const within = (inner: { from: string; to: string }, outer: { from: string; to: string }) =>
  inner.from >= outer.from && inner.to <= outer.to;

/**
 * The grain a day of `range` is read at: its month's summary when the range holds its whole month, else the
 * weekly rollup when the range holds its whole week within the month, else the day itself.
 */
function expectedGrain(day: string, range: { from: string; to: string }) {
  if (within({ from: firstOfMonth(day), to: lastOfMonth(day) }, range)) return 'months';
  if (within(weekWithinMonth(day), range)) return 'weeks';
  return 'days';
}

describe('a range split into the pieces its summaries hold', () => {
  it('takes its whole months from the summaries, the whole weeks of the other months from the weekly rollups and the days around them from the facts', () => {
    expect(rangeParts({ from: '2025-01-01', to: '2025-03-31' })).toEqual([
      { from: '2025-01-01', to: '2025-03-31', grain: 'months' },
    ]);
    // Wednesday 8 January to Thursday 20 March: Monday 13 January on, and up to Sunday 16 March, are whole weeks
    // of their month (the weekly rollups hold a week's days within each month).
    expect(rangeParts({ from: '2025-01-08', to: '2025-03-20' })).toEqual([
      { from: '2025-01-08', to: '2025-01-12', grain: 'days' },
      { from: '2025-01-13', to: '2025-01-31', grain: 'weeks' },
      { from: '2025-02-01', to: '2025-02-28', grain: 'months' },
      { from: '2025-03-01', to: '2025-03-16', grain: 'weeks' },
      { from: '2025-03-17', to: '2025-03-20', grain: 'days' },
    ]);
    expect(rangeParts({ from: '2025-01-08', to: '2025-02-20' })).toEqual([
      { from: '2025-01-08', to: '2025-01-12', grain: 'days' },
      { from: '2025-01-13', to: '2025-01-31', grain: 'weeks' },
      { from: '2025-02-01', to: '2025-02-16', grain: 'weeks' },
      { from: '2025-02-17', to: '2025-02-20', grain: 'days' },
    ]);
    expect(rangeParts({ from: '2025-02-01', to: '2025-03-05' })).toEqual([
      { from: '2025-02-01', to: '2025-02-28', grain: 'months' },
      { from: '2025-03-01', to: '2025-03-02', grain: 'weeks' },
      { from: '2025-03-03', to: '2025-03-05', grain: 'days' },
    ]);
    expect(rangeParts({ from: '2025-03-04', to: '2025-03-08' })).toEqual([
      { from: '2025-03-04', to: '2025-03-08', grain: 'days' },
    ]);
  });

  const range = fc
    .tuple(
      fc.integer({ min: timeOf('1999-11-01') / dayMs, max: timeOf('2031-02-28') / dayMs }),
      fc.integer({ min: 0, max: 500 }),
    )
    .map(([start, length]) => ({ from: toDay(start * dayMs), to: toDay((start + length) * dayMs) }));

  it('covers every day of any range exactly once, in order, each at the coarsest grain that holds it whole', () => {
    fc.assert(
      fc.property(range, (asked) => {
        const parts = rangeParts(asked);
        const days = daysFrom(asked.from, asked.to);
        const readAs = parts.flatMap((part) =>
          daysFrom(part.from, part.to).map((day) => ({ day, grain: part.grain })),
        );
        expect(readAs).toEqual(days.map((day) => ({ day, grain: expectedGrain(day, asked) })));
      }),
      { seed: 20_261_127, numRuns: 200 },
    );
  });

  it('keeps each run of weeks or days within one month, and each run of months to whole months', () => {
    fc.assert(
      fc.property(range, (asked) => {
        for (const part of rangeParts(asked)) {
          if (part.grain === 'months') {
            expect(part.from).toBe(firstOfMonth(part.from));
            expect(part.to).toBe(lastOfMonth(part.to));
          } else {
            expect(monthOfDay(part.to)).toBe(monthOfDay(part.from));
          }
        }
      }),
      { seed: 20_261_127, numRuns: 200 },
    );
  });
});
