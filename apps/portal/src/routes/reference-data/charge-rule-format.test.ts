import { describe, expect, it } from 'vitest';
import { chargeRuleName, validateChargeRule, type ChargeRuleValues } from './charge-rule-format';

const filled: ChargeRuleValues = {
  carrier: 'FEDEX',
  classification: ' ',
  pattern: '  Shipment Value Protection ',
  grouping: 'DECLARED_VALUE',
  auditExemption: 'none',
  priority: '300',
};

describe('the charge rule form', () => {
  it('sends a filled form as the rule: the pattern trimmed, no classification and no exemption as null', () => {
    expect(validateChargeRule(filled)).toEqual({
      errors: {},
      rule: {
        carrier: 'FEDEX',
        classification: null,
        pattern: 'Shipment Value Protection',
        grouping: 'DECLARED_VALUE',
        auditExemption: null,
        priority: 300,
      },
    });
  });

  it('sends both carriers as null, and the classification and exemption chosen', () => {
    expect(
      validateChargeRule({
        ...filled,
        carrier: 'both',
        classification: 'ACC',
        pattern: '%address correction%',
        grouping: 'ADDRESS_CORRECTION',
        auditExemption: 'address_correction',
        priority: '-1000',
      }).rule,
    ).toEqual({
      carrier: null,
      classification: 'ACC',
      pattern: '%address correction%',
      grouping: 'ADDRESS_CORRECTION',
      auditExemption: 'address_correction',
      priority: -1000,
    });
  });

  it('says what to fix in each field, and sends nothing', () => {
    expect(
      validateChargeRule({
        carrier: null,
        classification: 'F-RT',
        pattern: ' ',
        grouping: null,
        auditExemption: null,
        priority: '2.5',
      }),
    ).toEqual({
      errors: {
        carrier: 'Select a carrier, or both',
        classification: 'Enter up to 10 letters and digits, or leave it empty',
        pattern: 'Enter the charge description, or a pattern with % and _',
        grouping: 'Select a grouping',
        auditExemption: 'Select an exemption, or none',
        priority: 'Enter a whole number from -1000 to 1000',
      },
    });
    expect(
      validateChargeRule({
        ...filled,
        classification: 'ABCDEFGHIJK',
        pattern: 'x'.repeat(201),
        priority: '1001',
      }).errors,
    ).toEqual({
      classification: 'Enter up to 10 letters and digits, or leave it empty',
      pattern: 'Keep the pattern to 200 characters',
      priority: 'Enter a whole number from -1000 to 1000',
    });
  });
});

describe('the name of a charge rule', () => {
  it('names its pattern, carriers and classification', () => {
    expect(chargeRuleName({ carrier: 'UPS', classification: 'FSC', pattern: '%' })).toBe('“%” (UPS, FSC)');
    expect(chargeRuleName({ carrier: null, classification: null, pattern: '%fuel%' })).toBe(
      '“%fuel%” (both carriers)',
    );
  });
});
