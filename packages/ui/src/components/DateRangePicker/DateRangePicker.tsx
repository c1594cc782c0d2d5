import { getLocalTimeZone, today as todayIn, type CalendarDate } from '@internationalized/date';
import { useId, useState } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
  CalendarYearPicker,
  Dialog,
  DialogTrigger,
  Popover,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  daysInRange,
  describeRange,
  matchPreset,
  nextRange,
  presetRange,
  toggledDay,
  type DatePreset,
  type DateRange,
} from './date-range';
import { Select, SelectItem } from '../Select/Select';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import * as styles from './DateRangePicker.css';

export {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  describeRange,
  formatDisplayDate,
  matchPreset,
  nextRange,
  presetRange,
  type DatePreset,
  type DateRange,
} from './date-range';

/** How many years back the year choice reaches. */
export const YEARS_BACK = 100;

const PRESET_OPTIONS = DATE_PRESETS.map((preset) => ({ id: preset, label: DATE_PRESET_LABELS[preset] }));
const VISIBLE_MONTHS = [0, 1];

export interface DateRangePickerProps {
  /** The range (controlled). */
  value?: DateRange;
  /**
   * The initial range (uncontrolled).
   * @default {}
   */
  defaultValue?: DateRange;
  /** Called with the new range after every click, preset choice or clearing. */
  onChange?: (range: DateRange) => void;
  /**
   * The text of the trigger when no date is chosen.
   * @default 'Pick a date'
   */
  placeholder?: string;
  /** A visible label above the trigger. */
  label?: string;
  /**
   * Names the picker for assistive technology when there is no visible label.
   * @default 'Date range'
   */
  'aria-label'?: string;
  /**
   * The day presets are computed from and the calendar marks as today.
   * @default today(getLocalTimeZone())
   */
  today?: CalendarDate;
  /** Disables the trigger. */
  isDisabled?: boolean;
}

/**
 * A button showing a date range ('Nov 03, 2026 - Nov 22, 2026', 'On or after …', 'On or before …') that
 * opens a preset select and a two-month calendar. The first click in the calendar sets the start, the
 * second completes the range, clicking the start again clears it and a further click starts anew.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  placeholder = 'Pick a date',
  label,
  'aria-label': ariaLabel = 'Date range',
  today = todayIn(getLocalTimeZone()),
  isDisabled,
}: DateRangePickerProps) {
  const [uncontrolledRange, setUncontrolledRange] = useState<DateRange>(defaultValue ?? {});
  const range = value ?? uncontrolledRange;
  const labelId = useId();
  const triggerId = useId();

  function change(next: DateRange) {
    if (value === undefined) setUncontrolledRange(next);
    onChange?.(next);
  }

  const isEmpty = !range.from && !range.to;
  const name = label ?? ariaLabel;

  return (
    <div className={styles.root}>
      {/* Without a visible label the name is still spoken before the range the trigger shows. */}
      <span id={labelId} className={label ? styles.label : visuallyHidden}>
        {name}
      </span>
      <DialogTrigger>
        <Button
          id={triggerId}
          variant="secondary"
          isDisabled={isDisabled}
          aria-labelledby={`${labelId} ${triggerId}`}
          className={styles.trigger}
        >
          <CalendarIcon />
          <span className={isEmpty ? styles.placeholder : undefined}>
            {describeRange(range, placeholder)}
          </span>
        </Button>
        <Popover placement="bottom start" className={styles.popover}>
          <Dialog aria-label={name} className={styles.dialog}>
            <Select
              aria-label="Preset"
              size="small"
              items={PRESET_OPTIONS}
              value={matchPreset(range, today)}
              onChange={(key) => {
                const preset = key as DatePreset | null;
                if (preset && preset !== 'custom') change(presetRange(preset, today));
              }}
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
            <RangeMonths range={range} today={today} label={name} onChange={change} />
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

interface RangeMonthsProps {
  range: DateRange;
  today: CalendarDate;
  label: string;
  onChange: (range: DateRange) => void;
}

/**
 * Two months side by side. RAC's RangeCalendar keeps a half-chosen range to itself and has no
 * "same day clears" rule, so this drives a multiple-selection Calendar instead: the days of the range
 * are its selection (announced as selected), and the day a click toggles feeds `nextRange`.
 */
function RangeMonths({ range, today, label, onChange }: RangeMonthsProps) {
  const minDate = today.set({ month: 1, day: 1 }).subtract({ years: YEARS_BACK });
  const maxDate = today.set({ month: 12, day: 31 });
  const selectedDays = daysInRange(range, minDate, maxDate);

  return (
    <Calendar<CalendarDate, 'multiple'>
      aria-label={label}
      selectionMode="multiple"
      value={selectedDays}
      onChange={(days) => {
        const clicked = toggledDay(selectedDays, days);
        if (clicked) onChange(nextRange(range, clicked));
      }}
      visibleDuration={{ months: VISIBLE_MONTHS.length }}
      firstDayOfWeek="sun"
      weeksInMonth={6}
      minValue={minDate}
      maxValue={maxDate}
      defaultFocusedValue={range.to ?? range.from ?? today}
      selectionAlignment="end"
      className={styles.calendar}
    >
      <div className={styles.calendarHeader}>
        <Button slot="previous" variant="ghost" size="small">
          <span aria-hidden="true">‹</span>
        </Button>
        <CalendarYearPicker visibleYears={YEARS_BACK + 1}>
          {(yearPicker) => (
            <Select
              aria-label={yearPicker['aria-label']}
              size="small"
              items={yearPicker.items}
              value={yearPicker.value}
              onChange={(key) => {
                if (key != null) yearPicker.onChange(key);
              }}
            >
              {(item) => <SelectItem id={item.id}>{item.formatted}</SelectItem>}
            </Select>
          )}
        </CalendarYearPicker>
        <Button slot="next" variant="ghost" size="small">
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div className={styles.months}>
        {VISIBLE_MONTHS.map((offset) => (
          <div key={offset} className={styles.month}>
            <CalendarHeading offset={{ months: offset }} className={styles.monthHeading} />
            <CalendarGrid offset={{ months: offset }} weekdayStyle="short" className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={styles.cell({
                      edge: rangeEdge(range, date),
                      isToday: date.compare(today) === 0,
                    })}
                  />
                )}
              </CalendarGridBody>
            </CalendarGrid>
          </div>
        ))}
      </div>
    </Calendar>
  );
}

/** Where a day sits in the range, for the rounded ends of the highlighted band. */
function rangeEdge(range: DateRange, date: CalendarDate): styles.RangeEdge {
  const isStart = range.from?.compare(date) === 0;
  const isEnd = range.to?.compare(date) === 0;
  if (isStart && isEnd) return 'both';
  if (isStart) return 'start';
  if (isEnd) return 'end';
  return 'none';
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
