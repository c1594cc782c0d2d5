import { describe, expect, it } from 'vitest';
import { changeProgressText } from './change-progress';

describe('changeProgressText', () => {
  it('says a queued change waits', () => {
    expect(changeProgressText({ state: 'queued', stage: null, packages: null })).toBe(
      'Waiting for an import or another change to finish…',
    );
  });

  it('says the packages are being found until they are', () => {
    for (const stage of [null, 'finding_packages'] as const) {
      expect(changeProgressText({ state: 'running', stage, packages: null })).toBe(
        'Finding the stored packages this change moves…',
      );
    }
  });

  it('counts the packages being re-derived, then those whose summaries move', () => {
    expect(changeProgressText({ state: 'running', stage: 'rederiving', packages: 141712 })).toBe(
      'Re-deriving 141,712 packages…',
    );
    expect(changeProgressText({ state: 'running', stage: 'rederiving', packages: 1 })).toBe(
      'Re-deriving 1 package…',
    );
    expect(changeProgressText({ state: 'running', stage: 'summarizing', packages: 141712 })).toBe(
      'Updating the summaries of 141,712 packages…',
    );
    expect(changeProgressText({ state: 'running', stage: 'summarizing', packages: 1 })).toBe(
      'Updating the summaries of 1 package…',
    );
  });

  it('says nothing once the change has ended', () => {
    expect(changeProgressText({ state: 'done', stage: null, packages: 141712 })).toBeUndefined();
    expect(changeProgressText({ state: 'failed', stage: 'rederiving', packages: 12 })).toBeUndefined();
  });
});
