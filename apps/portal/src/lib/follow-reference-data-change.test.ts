import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ReferenceDataChange } from '@waybill/api-client';
import {
  CHANGE_READ_INTERVAL_MS,
  followReferenceDataChange,
  isReferenceDataChange,
} from './follow-reference-data-change';

const queued: ReferenceDataChange = {
  id: '3f9c2a71-8d4e-4b6a-9c15-7e2d0a8b5f43',
  operation: 'updateChargeRule',
  state: 'queued',
  stage: null,
  packages: null,
  requestedAt: '2026-11-27T09:30:00.000Z',
  startedAt: null,
  finishedAt: null,
  status: null,
  answer: null,
};
const rederiving: ReferenceDataChange = {
  ...queued,
  state: 'running',
  stage: 'rederiving',
  packages: 1234,
  startedAt: '2026-11-27T09:30:20.000Z',
};
const answer = { rule: { id: 11 }, rederived: { packages: 1234, files: 7 } };
const done: ReferenceDataChange = {
  ...rederiving,
  state: 'done',
  finishedAt: '2026-11-27T09:31:05.000Z',
  status: 200,
  answer,
};
const refusal = {
  message: 'The charge map already has a rule with this carrier, classification and pattern',
  code: 'BAD_REQUEST',
  fields: { pattern: 'The charge map already has a rule with this carrier, classification and pattern' },
};
const failed: ReferenceDataChange = { ...done, state: 'failed', status: 400, answer: refusal };

/** A read of the change answering `states` one after the other. */
function readsOf(...states: ReferenceDataChange[]) {
  const answers = [...states];
  return vi.fn(async (_changeId: string) => answers.shift()!);
}

describe('isReferenceDataChange', () => {
  it('tells the change a write started from the results of writes', () => {
    expect(isReferenceDataChange(queued)).toBe(true);
    expect(isReferenceDataChange(answer)).toBe(false);
    expect(isReferenceDataChange({ packages: 0, files: 0 })).toBe(false);
    expect(isReferenceDataChange({ rules: 44, added: 1, changed: 1, removed: 0, rederived: {} })).toBe(false);
    expect(isReferenceDataChange(null)).toBe(false);
  });
});

describe('followReferenceDataChange', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the change once a second until it is done, and resolves with its answer', async () => {
    const read = readsOf(rederiving, done);
    const onState = vi.fn();
    const following = followReferenceDataChange(queued, {
      read,
      onState,
      signal: new AbortController().signal,
    });
    expect(onState).toHaveBeenLastCalledWith(queued);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHANGE_READ_INTERVAL_MS);
    expect(read).toHaveBeenCalledWith(queued.id);
    expect(onState).toHaveBeenLastCalledWith(rederiving);
    await vi.advanceTimersByTimeAsync(CHANGE_READ_INTERVAL_MS);
    await expect(following).resolves.toEqual(answer);
    expect(read).toHaveBeenCalledTimes(2);
    expect(onState).toHaveBeenLastCalledWith(done);
  });

  it("rejects a failed change with the error its request would have answered, the fields' messages too", async () => {
    const following = followReferenceDataChange(queued, {
      read: readsOf(failed),
      onState: () => {},
      signal: new AbortController().signal,
    });
    const error = following.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(CHANGE_READ_INTERVAL_MS);
    expect(await error).toBeInstanceOf(ApiError);
    expect(await error).toMatchObject({
      status: 400,
      message: refusal.message,
      code: 'BAD_REQUEST',
      fields: refusal.fields,
    });
  });

  it('rejects with the error of a read that failed', async () => {
    const unreachable = new TypeError('Failed to fetch');
    const following = followReferenceDataChange(queued, {
      read: () => Promise.reject(unreachable),
      onState: () => {},
      signal: new AbortController().signal,
    });
    const error = following.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(CHANGE_READ_INTERVAL_MS);
    expect(await error).toBe(unreachable);
  });

  it('reads no more once abandoned', async () => {
    const read = readsOf(rederiving, done);
    const abandoned = new AbortController();
    const following = followReferenceDataChange(queued, {
      read,
      onState: () => {},
      signal: abandoned.signal,
    });
    const error = following.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(CHANGE_READ_INTERVAL_MS);
    abandoned.abort();
    expect(await error).toBe(abandoned.signal.reason);
    await vi.advanceTimersByTimeAsync(10 * CHANGE_READ_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
