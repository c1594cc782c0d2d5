import { describe, expect, it } from 'vitest';
import { carrierName, dashboardKindOfAddress, isDashboardKind, isDetailKind, readFrameMessageData } from '.';

describe('carrierName', () => {
  it('writes FEDEX as FedEx and UPS as UPS, and an unknown code as it is', () => {
    expect(carrierName('FEDEX')).toBe('FedEx');
    expect(carrierName('UPS')).toBe('UPS');
    expect(carrierName('DHL')).toBe('DHL');
    expect(carrierName('toString')).toBe('toString');
  });
});

describe('dashboard kinds', () => {
  it('knows the contract kinds and nothing else', () => {
    expect(isDashboardKind('performance_tracker')).toBe(true);
    expect(isDashboardKind('discounts')).toBe(true);
    expect(isDashboardKind('everything')).toBe(false);
    expect(isDashboardKind(undefined)).toBe(false);
  });

  it('reads the kind of a portal address, the discounts overview at /dashboard', () => {
    expect(dashboardKindOfAddress('/dashboard/accessorials-detail')).toBe('accessorials_detail');
    expect(dashboardKindOfAddress('/dashboard')).toBe('discounts');
    expect(dashboardKindOfAddress('/dashboard/unknown')).toBeNull();
  });

  it('calls the two row-table kinds detail kinds', () => {
    expect(isDetailKind('accessorials_detail')).toBe(true);
    expect(isDetailKind('discount_monitoring_detail')).toBe(true);
    expect(isDetailKind('accessorials_summary')).toBe(false);
  });
});

describe('readFrameMessageData', () => {
  it('reads the three requests of the frame, and nothing of another shape', () => {
    expect(readFrameMessageData({ type: 'waybill:reload' })).toEqual({ type: 'waybill:reload' });
    expect(readFrameMessageData({ type: 'waybill:open-unmapped', kind: 'executive_summary' })).toEqual({
      type: 'waybill:open-unmapped',
    });
    expect(readFrameMessageData({ type: 'waybill:navigate', kind: 'mode_optimization' })).toEqual({
      type: 'waybill:navigate',
      kind: 'mode_optimization',
    });
    expect(readFrameMessageData({ type: 'waybill:navigate', kind: 'everything' })).toBeNull();
    expect(readFrameMessageData('waybill:reload')).toBeNull();
    expect(readFrameMessageData(null)).toBeNull();
  });
});
