import { describe, expect, it } from 'vitest';
import { addressRequestedBy, frameOriginOf, readFrameMessage } from './frame-messages';

const PORTAL = 'https://portal.example';

describe('frameOriginOf', () => {
  it("gives the portal's origin for a relative address, and the other site's for an absolute one", () => {
    expect(frameOriginOf('/analytics/executive_summary?token=abc', `${PORTAL}/dashboard/x`)).toBe(PORTAL);
    expect(frameOriginOf('https://bi.example:8443/embed?t=1', PORTAL)).toBe('https://bi.example:8443');
  });
});

describe('readFrameMessage', () => {
  const from = (data: unknown, origin = PORTAL) => readFrameMessage({ data, origin }, PORTAL);

  it('reads a request to open another dashboard', () => {
    expect(from({ type: 'waybill:navigate', kind: 'performance_tracker' })).toEqual({
      type: 'waybill:navigate',
      kind: 'performance_tracker',
    });
  });

  it('reads a request for a fresh address', () => {
    expect(from({ type: 'waybill:reload' })).toEqual({ type: 'waybill:reload' });
  });

  it('reads a request to open the list of unmapped services', () => {
    expect(from({ type: 'waybill:open-unmapped' })).toEqual({ type: 'waybill:open-unmapped' });
  });

  it('ignores messages from any other origin, an opaque one included', () => {
    expect(from({ type: 'waybill:reload' }, 'https://evil.example')).toBeNull();
    expect(from({ type: 'waybill:open-unmapped' }, 'https://evil.example')).toBeNull();
    expect(from({ type: 'waybill:reload' }, 'http://portal.example')).toBeNull();
    expect(readFrameMessage({ data: { type: 'waybill:reload' }, origin: 'null' }, 'null')).toBeNull();
  });

  it('ignores unknown kinds and other shapes', () => {
    expect(from({ type: 'waybill:navigate', kind: 'everything' })).toBeNull();
    expect(from({ type: 'waybill:navigate' })).toBeNull();
    expect(from({ type: 'something-else' })).toBeNull();
    expect(from('waybill:reload')).toBeNull();
    expect(from(null)).toBeNull();
  });
});

describe('addressRequestedBy', () => {
  it("opens the dashboard a frame's tile links to, for everyone", () => {
    expect(addressRequestedBy({ type: 'waybill:navigate', kind: 'performance_tracker' }, false)).toBe(
      '/dashboard/performance-tracker',
    );
  });

  it('opens the list of unmapped services for platform admins only', () => {
    expect(addressRequestedBy({ type: 'waybill:open-unmapped' }, true)).toBe('/reference-data/unmapped');
    expect(addressRequestedBy({ type: 'waybill:open-unmapped' }, false)).toBeNull();
  });

  it('opens nothing for a reload', () => {
    expect(addressRequestedBy({ type: 'waybill:reload' }, true)).toBeNull();
  });
});
