import { describe, expect, it } from 'vitest';
import {
  eligibleFiltersKey,
  hasEligibleFilters,
  readEligibleFilters,
  withEligibleFilter,
} from './eligible-filters';

const organizationId = '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

describe('the eligible packages’ filters in the address', () => {
  it('reads every filter the address holds, as the contract takes it', () => {
    const search = new URLSearchParams(
      `tab=eligible&organization=${organizationId}&carrier=FEDEX&control=%20FEDEX-20261116-000039%20&within=3`,
    );
    expect(readEligibleFilters(search)).toEqual({
      organizationId,
      carrier: 'FEDEX',
      controlId: 'FEDEX-20261116-000039',
      expiringWithinDays: 3,
    });
    expect(readEligibleFilters(new URLSearchParams('within=0'))).toEqual({ expiringWithinDays: 0 });
    expect(readEligibleFilters(new URLSearchParams())).toEqual({});
  });

  it('leaves out a value the contract would refuse, as if it were not given', () => {
    const search = new URLSearchParams(`organization=acme&carrier=DHL&control=${'x'.repeat(65)}&within=367`);
    expect(readEligibleFilters(search)).toEqual({});
    for (const within of ['-1', '1.5', 'ten', '', '0366x']) {
      expect(readEligibleFilters(new URLSearchParams({ within }))).toEqual({});
    }
    expect(readEligibleFilters(new URLSearchParams({ carrier: 'toString' }))).toEqual({});
  });

  it('sets a filter, or takes it off for no value, keeping the rest of the address', () => {
    const search = new URLSearchParams('tab=batches&carrier=UPS');
    expect(withEligibleFilter(search, 'expiringWithinDays', 7).toString()).toBe(
      'tab=batches&carrier=UPS&within=7',
    );
    expect(withEligibleFilter(search, 'carrier', undefined).toString()).toBe('tab=batches');
    expect(withEligibleFilter(search, 'controlId', '  ').toString()).toBe('tab=batches&carrier=UPS');
    expect(withEligibleFilter(search, 'controlId', ' UPS-1 ').toString()).toBe(
      'tab=batches&carrier=UPS&control=UPS-1',
    );
    expect(search.toString()).toBe('tab=batches&carrier=UPS');
  });

  it('tells filters apart by their values, whatever order the address gave them in', () => {
    const one = readEligibleFilters(new URLSearchParams('carrier=UPS&within=3'));
    const same = readEligibleFilters(new URLSearchParams('within=3&carrier=UPS'));
    expect(eligibleFiltersKey(one)).toBe(eligibleFiltersKey(same));
    expect(eligibleFiltersKey(one)).not.toBe(eligibleFiltersKey({ carrier: 'UPS' }));
    expect(eligibleFiltersKey({ expiringWithinDays: 0 })).not.toBe(eligibleFiltersKey({}));
    expect(hasEligibleFilters(one)).toBe(true);
    expect(hasEligibleFilters({})).toBe(false);
  });
});
