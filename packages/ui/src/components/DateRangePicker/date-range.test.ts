import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  DATE_PRESETS,
  daysInRange,
  describeRange,
  formatDisplayDate,
  matchPreset,
  nextRange,
  presetRange,
  toggledDay,
} from './date-range';

/** A fixed "today" (a Sunday), as in the stories. */
const TODAY = new CalendarDate(2026, 11, 22);
const nov = (day: number) => new CalendarDate(2026, 11, day);

describe('formatDisplayDate and describeRange', () => {
  it("format a day as 'LLL dd, y' in English", () => {
    expect(formatDisplayDate(new CalendarDate(2026, 1, 3))).toBe('Jan 03, 2026');
    expect(formatDisplayDate(new CalendarDate(2025, 12, 31))).toBe('Dec 31, 2025');
  });

  it('describe a range, an open end or nothing', () => {
    expect(describeRange({ from: nov(3), to: nov(10) }, 'Pick a date')).toBe('Nov 03, 2026 - Nov 10, 2026');
    expect(describeRange({ from: new CalendarDate(2026, 1, 3) }, 'Pick a date')).toBe(
      'On or after Jan 03, 2026',
    );
    expect(describeRange({ to: nov(3) }, 'Pick a date')).toBe('On or before Nov 03, 2026');
    expect(describeRange({}, 'Pick a date')).toBe('Pick a date');
  });
});

describe('presetRange', () => {
  it('counts today in the last 7 and 30 days', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetRange('yesterday', TODAY)).toEqual({ from: nov(21), to: nov(21) });
    expect(presetRange('last7Days', TODAY)).toEqual({ from: nov(16), to: TODAY });
    expect(presetRange('last30Days', TODAY)).toEqual({ from: new CalendarDate(2026, 10, 24), to: TODAY });
  });

  it('leaves one end open for on-or-before and on-or-after', () => {
    expect(presetRange('onOrBefore', TODAY)).toEqual({ to: TODAY });
    expect(presetRange('onOrAfter', TODAY)).toEqual({ from: TODAY });
  });

  it('crosses a year boundary', () => {
    expect(presetRange('yesterday', new CalendarDate(2027, 1, 1))).toEqual({
      from: new CalendarDate(2026, 12, 31),
      to: new CalendarDate(2026, 12, 31),
    });
  });
});

describe('matchPreset', () => {
  it('finds the preset every preset range stands for', () => {
    for (const preset of DATE_PRESETS) {
      if (preset === 'custom') continue;
      expect(matchPreset(presetRange(preset, TODAY), TODAY)).toBe(preset);
    }
  });

  it('calls any other range custom, the empty one included', () => {
    expect(matchPreset({}, TODAY)).toBe('custom');
    expect(matchPreset({ to: nov(21) }, TODAY)).toBe('custom');
    expect(matchPreset({ from: nov(15), to: TODAY }, TODAY)).toBe('custom');
  });
});

describe('nextRange', () => {
  it('starts with the first click and completes the range in order with the second', () => {
    expect(nextRange({}, nov(3))).toEqual({ from: nov(3) });
    expect(nextRange({ from: nov(3) }, nov(10))).toEqual({ from: nov(3), to: nov(10) });
    expect(nextRange({ from: nov(10) }, nov(3))).toEqual({ from: nov(3), to: nov(10) });
  });

  it('clears on the same day again and restarts after a complete range or a preset', () => {
    expect(nextRange({ from: nov(3) }, nov(3))).toEqual({});
    expect(nextRange({ from: nov(3), to: nov(10) }, nov(5))).toEqual({ from: nov(5) });
    expect(nextRange({ from: nov(3), to: nov(3) }, nov(3))).toEqual({ from: nov(3) });
    expect(nextRange({ to: nov(3) }, nov(10))).toEqual({ from: nov(10) });
  });
});

describe('daysInRange', () => {
  it('lists every day of a range, clipped to the bounds', () => {
    expect(daysInRange({ from: nov(3), to: nov(5) }, nov(1), nov(30))).toEqual([nov(3), nov(4), nov(5)]);
    expect(daysInRange({ from: nov(1), to: nov(30) }, nov(28), TODAY.add({ days: 10 }))).toEqual([
      nov(28),
      nov(29),
      nov(30),
    ]);
  });

  it('marks the one end of an open range when it lies within the bounds', () => {
    expect(daysInRange({ from: nov(3) }, nov(1), nov(30))).toEqual([nov(3)]);
    expect(daysInRange({ to: nov(3) }, nov(4), nov(30))).toEqual([]);
    expect(daysInRange({}, nov(1), nov(30))).toEqual([]);
  });
});

describe('toggledDay', () => {
  it('finds the day added or removed between two selections', () => {
    expect(toggledDay([nov(3)], [nov(3), nov(10)])).toEqual(nov(10));
    expect(toggledDay([nov(3), nov(4)], [nov(3)])).toEqual(nov(4));
    expect(toggledDay([nov(3)], [nov(3)])).toBeUndefined();
  });
});
