import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import type { ExportFilterDetail } from '@waybill/api-client';
import {
  INITIAL_FORM,
  NO_CHOICE,
  dateRangeFilter,
  exportRequestOf,
  rowLimitOf,
  senderStateOptions,
  slaOptions,
  unifiedChargeOptions,
  withSenderState,
  withSlaGrouping,
  withUnifiedCharge,
} from './export-filters';

const details: ExportFilterDetail[] = [
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'GROUND', sender_state: 'TX' },
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'GROUND', sender_state: 'CA' },
  { unified_charge_grouping: 'FREIGHT', sla_grouping: 'NEXT_DAY', sender_state: 'NY' },
  { unified_charge_grouping: 'FUEL', sla_grouping: 'GROUND', sender_state: 'TX' },
  { unified_charge_grouping: 'FUEL', sla_grouping: 'TWO_DAY', sender_state: 'WA' },
  { unified_charge_grouping: 'RESIDENTIAL', sla_grouping: 'HOME_DELIVERY', sender_state: 'GA' },
];

describe('the cascading options', () => {
  it('lists each unified charge grouping once', () => {
    expect(unifiedChargeOptions(details)).toEqual(['FREIGHT', 'FUEL', 'RESIDENTIAL']);
  });

  it('offers every SLA grouping and sender state while nothing is chosen', () => {
    expect(slaOptions(details, NO_CHOICE)).toEqual(['GROUND', 'HOME_DELIVERY', 'NEXT_DAY', 'TWO_DAY']);
    expect(senderStateOptions(details, NO_CHOICE)).toEqual(['CA', 'GA', 'NY', 'TX', 'WA']);
  });

  it('offers the SLA groupings of the chosen charge, and the sender states of the charge and SLA', () => {
    const fuel = withUnifiedCharge('FUEL');
    expect(slaOptions(details, fuel)).toEqual(['GROUND', 'TWO_DAY']);
    expect(senderStateOptions(details, fuel)).toEqual(['TX', 'WA']);
    const freightGround = withSlaGrouping(withUnifiedCharge('FREIGHT'), 'GROUND');
    expect(senderStateOptions(details, freightGround)).toEqual(['CA', 'TX']);
    // An SLA grouping alone narrows the sender states too.
    expect(senderStateOptions(details, withSlaGrouping(NO_CHOICE, 'GROUND'))).toEqual(['CA', 'TX']);
  });

  it('offers nothing for an organization without data', () => {
    expect(unifiedChargeOptions([])).toEqual([]);
    expect(slaOptions([], NO_CHOICE)).toEqual([]);
    expect(senderStateOptions([], NO_CHOICE)).toEqual([]);
  });

  it('clears the SLA grouping and sender state on a new charge, and the sender state on a new SLA', () => {
    const chosen = withSenderState(withSlaGrouping(withUnifiedCharge('FREIGHT'), 'GROUND'), 'TX');
    expect(chosen).toEqual({ unifiedCharge: 'FREIGHT', slaGrouping: 'GROUND', senderState: 'TX' });
    expect(withUnifiedCharge('FUEL')).toEqual({
      unifiedCharge: 'FUEL',
      slaGrouping: null,
      senderState: null,
    });
    expect(withSlaGrouping(chosen, 'NEXT_DAY')).toEqual({
      unifiedCharge: 'FREIGHT',
      slaGrouping: 'NEXT_DAY',
      senderState: null,
    });
    expect(withSenderState(chosen, null)).toEqual({ ...chosen, senderState: null });
  });
});

describe('rowLimitOf', () => {
  it('keeps a whole number from 0 to 100000', () => {
    expect(rowLimitOf(250)).toBe(250);
    expect(rowLimitOf(0)).toBe(0);
    expect(rowLimitOf(100000)).toBe(100000);
  });

  it('makes what is not a number 0 and caps at 100000', () => {
    expect(rowLimitOf(Number.NaN)).toBe(0);
    expect(rowLimitOf(100001)).toBe(100000);
    expect(rowLimitOf(Number.POSITIVE_INFINITY)).toBe(100000);
    expect(rowLimitOf(-5)).toBe(0);
    expect(rowLimitOf(12.9)).toBe(12);
  });
});

describe('dateRangeFilter', () => {
  it('sends whole days: from midnight to the last second of the last day', () => {
    expect(dateRangeFilter({ from: new CalendarDate(2026, 3, 1), to: new CalendarDate(2026, 3, 31) })).toBe(
      'min:2026-03-01T00:00:00,max:2026-03-31T23:59:59',
    );
  });

  it('leaves an open end empty, and sends nothing without dates', () => {
    expect(dateRangeFilter({ from: new CalendarDate(2026, 1, 5) })).toBe('min:2026-01-05T00:00:00,max:');
    expect(dateRangeFilter({ to: new CalendarDate(2026, 12, 31) })).toBe('min:,max:2026-12-31T23:59:59');
    expect(dateRangeFilter({})).toBeUndefined();
  });
});

describe('exportRequestOf', () => {
  it('sends the mapping name, the report code and the row limit, and leaves "all" choices out', () => {
    expect(exportRequestOf('ACME_FREIGHT', INITIAL_FORM)).toEqual({
      organizationMappingName: 'ACME_FREIGHT',
      elementId: 'tracking',
      rowLimit: 100000,
    });
  });

  it('sends every chosen filter', () => {
    expect(
      exportRequestOf('ACME_FREIGHT', {
        reportType: 'accessorial',
        dateRange: { from: new CalendarDate(2026, 2, 1), to: new CalendarDate(2026, 2, 28) },
        choice: { unifiedCharge: 'FUEL', slaGrouping: 'GROUND', senderState: 'TX' },
        rowLimit: Number.NaN,
      }),
    ).toEqual({
      organizationMappingName: 'ACME_FREIGHT',
      elementId: 'accessorial',
      unifiedCharge: 'FUEL',
      slaGrouping: 'GROUND',
      senderState: 'TX',
      dateRange: 'min:2026-02-01T00:00:00,max:2026-02-28T23:59:59',
      rowLimit: 0,
    });
  });
});
