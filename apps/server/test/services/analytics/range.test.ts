import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors.js';
import { addDays, daysBetween, isWholeMonths } from '../../../src/calendar.js';
import { askedRange, previousRange } from '../../../src/services/analytics/range.js';
import { readShipDateRange } from '../../../src/services/export/ship-date-range.js';

describe('the comparison period', () => {
  it('is as many whole months just before a range of whole months', () => {
    expect(previousRange({ from: '2025-01-01', to: '2025-03-31' })).toEqual({
      from: '2024-10-01',
      to: '2024-12-31',
    });
    expect(previousRange({ from: '2024-03-01', to: '2025-02-28' })).toEqual({
      from: '2023-03-01',
      to: '2024-02-29',
    });
    expect(previousRange({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
  });

  it('is as many days just before any other range', () => {
    expect(previousRange({ from: '2025-01-08', to: '2025-02-20' })).toEqual({
      from: '2024-11-25',
      to: '2025-01-07',
    });
    expect(previousRange({ from: '2025-03-05', to: '2025-03-05' })).toEqual({
      from: '2025-03-04',
      to: '2025-03-04',
    });
  });

  it('tells whole months apart', () => {
    expect(isWholeMonths({ from: '2025-02-01', to: '2025-02-28' })).toBe(true);
    expect(isWholeMonths({ from: '2024-02-01', to: '2024-02-28' })).toBe(false);
    expect(isWholeMonths({ from: '2025-02-02', to: '2025-03-31' })).toBe(false);
  });
});

describe('the ranges a dashboard takes, over random days', () => {
  const day = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('takes from..to exactly when from is not after to and the range is under ten years', () => {
    fc.assert(
      fc.property(day, day, (from, to) => {
        const [fromDate, toDate] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
        const tenYearsOn = new Date(Date.UTC(fromDate.getUTCFullYear() + 10, fromDate.getUTCMonth(), 1));
        const readable = fromDate <= toDate && toDate < tenYearsOn;
        if (readable) expect(askedRange({ from, to })).toEqual({ from, to });
        else expect(() => askedRange({ from, to })).toThrow(AppError);
      }),
      { seed: 20_261_127, numRuns: 500 },
    );
  });

  it('compares with a previous period that ends the day before and is as long', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 3000 }), (from, length) => {
        const to = addDays(from, length);
        const previous = previousRange({ from, to });
        expect(addDays(previous.to, 1)).toBe(from);
        if (isWholeMonths({ from, to })) {
          const months = (range: { from: string; to: string }) =>
            (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
            Number(range.to.slice(5, 7)) -
            Number(range.from.slice(5, 7));
          expect(months(previous)).toBe(months({ from, to }));
        } else {
          expect(daysBetween(previous.from, previous.to)).toBe(length);
        }
      }),
      { seed: 20_261_127, numRuns: 500 },
    );
  });

  it('reads an export’s ship-date filter exactly when its days exist and min is not after max', () => {
    const moment = fc
      .tuple(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
      )
      .map(([year, month, dayOfMonth, hour]) => {
        const two = (value: number) => String(value).padStart(2, '0');
        return `${year}-${two(month)}-${two(dayOfMonth)}T${two(hour)}:00:00`;
      });
    fc.assert(
      fc.property(
        fc.option(moment, { nil: undefined }),
        fc.option(moment, { nil: undefined }),
        (min, max) => {
          const exists = (value: string | undefined) =>
            value === undefined || new Date(`${value}Z`).toISOString().slice(0, 19) === value;
          const filter = `min:${min ?? ''},max:${max ?? ''}`;
          if (exists(min) && exists(max) && (min === undefined || max === undefined || min <= max)) {
            expect(readShipDateRange(filter)).toEqual({ from: min?.slice(0, 10), to: max?.slice(0, 10) });
          } else {
            expect(() => readShipDateRange(filter)).toThrow(AppError);
          }
        },
      ),
      { seed: 20_261_127, numRuns: 500 },
    );
  });
});
