import { describe, expect, it } from 'vitest';
import { readFrameAddress, withoutFragment } from './frame-address';

const address = 'https://waybill.example/analytics/?kind=accessorials_detail&theme=Dark#token=a.b.c';

describe('readFrameAddress', () => {
  it('reads the kind, the theme and the token of the fragment', () => {
    expect(readFrameAddress(address)).toEqual({ kind: 'accessorials_detail', theme: 'Dark', token: 'a.b.c' });
  });

  it('falls back to the default theme and no kind or token', () => {
    expect(readFrameAddress('https://waybill.example/analytics/?kind=nope&theme=Pink')).toEqual({
      kind: null,
      theme: 'SmallSpacing',
      token: null,
    });
  });
});

describe('withoutFragment', () => {
  it('keeps the path and query and drops the token', () => {
    expect(withoutFragment(address)).toBe('/analytics/?kind=accessorials_detail&theme=Dark');
  });
});
