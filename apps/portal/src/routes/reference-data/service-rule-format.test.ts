import { describe, expect, it } from 'vitest';
import { guaranteeText, validateServiceRule, type ServiceRuleValues } from './service-rule-format';

const filled: ServiceRuleValues = {
  carrier: 'UPS',
  match: 'exact',
  pattern: '  Worldwide Economy DDU ',
  priority: '0',
  slaGrouping: 'INTL_DEFERRED',
  groundVsExpress: 'Express',
  scope: 'International',
  guaranteedFrom: '',
  guaranteedTo: '',
};

describe('the service rule form', () => {
  it('sends a filled form as the rule, the pattern trimmed and empty days as none', () => {
    expect(validateServiceRule(filled)).toEqual({
      errors: {},
      rule: {
        ...filled,
        pattern: 'Worldwide Economy DDU',
        priority: 0,
        guaranteedFrom: null,
        guaranteedTo: null,
      },
    });
  });

  it('says what to fix in each field, and sends nothing', () => {
    const empty = {
      ...filled,
      carrier: null,
      match: null,
      slaGrouping: null,
      groundVsExpress: null,
      scope: null,
    };
    expect(validateServiceRule({ ...empty, pattern: ' ', priority: '1.5' })).toEqual({
      errors: {
        carrier: 'Select a carrier',
        match: 'Select how the pattern matches',
        pattern: 'Enter the service name, its beginning or an expression',
        priority: 'Enter a whole number from -1000 to 1000',
        slaGrouping: 'Select an SLA group',
        groundVsExpress: 'Select ground or express',
        scope: 'Select domestic or international',
      },
    });
    expect(validateServiceRule({ ...filled, priority: '1001' }).errors).toEqual({
      priority: 'Enter a whole number from -1000 to 1000',
    });
    expect(validateServiceRule({ ...filled, guaranteedFrom: '2025-02-30' }).errors).toEqual({
      guaranteedFrom: 'Enter a day as yyyy-mm-dd, or leave it empty',
    });
    expect(validateServiceRule({ ...filled, guaranteedTo: '2020-03-25' }).errors).toEqual({
      guaranteedTo: 'A guarantee that ends needs the day it started',
    });
    expect(
      validateServiceRule({ ...filled, guaranteedFrom: '2020-03-26', guaranteedTo: '2020-03-25' }).errors,
    ).toEqual({ guaranteedTo: 'The last guaranteed day is before the first' });
  });

  it('tells a guarantee period', () => {
    expect(guaranteeText({ guaranteedFrom: null, guaranteedTo: null })).toBe('None');
    expect(guaranteeText({ guaranteedFrom: '2000-01-01', guaranteedTo: null })).toBe('From 2000-01-01');
    expect(guaranteeText({ guaranteedFrom: '2000-01-01', guaranteedTo: '2020-03-25' })).toBe(
      '2000-01-01 to 2020-03-25',
    );
  });
});
