import { describe, expect, it, vi } from 'vitest';
import { readListResponse } from './list-response';

const ROWS = [{ control_id: 'C-1' }, { control_id: 'C-2' }];

describe('readListResponse', () => {
  it('accepts a plain array', () => {
    expect(readListResponse(ROWS)).toEqual(ROWS);
  });

  it.each(['data', 'results', 'records'])('accepts an array under %s', (key) => {
    expect(readListResponse({ [key]: ROWS })).toEqual(ROWS);
  });

  it('yields an empty list with a console warning for anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readListResponse({ rows: ROWS })).toEqual([]);
    expect(readListResponse('nothing')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
