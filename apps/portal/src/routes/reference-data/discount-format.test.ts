import { describe, expect, it } from 'vitest';
import {
  discountName,
  discountText,
  discountZonesText,
  validateContractDiscount,
  weightText,
  type ContractDiscountValues,
} from './discount-format';

const filled: ContractDiscountValues = {
  carrier: 'UPS',
  slaGrouping: 'GROUND',
  zoneFrom: '1',
  zoneTo: '999',
  weightFromLb: '0',
  weightToLb: '20',
  discountPct: '30.5',
};

describe('validateContractDiscount', () => {
  it('sends the discount typed, as numbers', () => {
    expect(validateContractDiscount(filled)).toEqual({
      errors: {},
      discount: {
        carrier: 'UPS',
        slaGrouping: 'GROUND',
        zoneFrom: 1,
        zoneTo: 999,
        weightFromLb: 0,
        weightToLb: 20,
        discountPct: 30.5,
      },
    });
    expect(
      validateContractDiscount({
        ...filled,
        zoneFrom: ' 5 ',
        zoneTo: '5',
        weightFromLb: '20.01',
        weightToLb: '99999',
      }).discount,
    ).toMatchObject({ zoneFrom: 5, zoneTo: 5, weightFromLb: 20.01, weightToLb: 99999 });
  });

  it('says what to fix in each field', () => {
    expect(
      validateContractDiscount({
        carrier: null,
        slaGrouping: null,
        zoneFrom: '0',
        zoneTo: '1000',
        weightFromLb: '-1',
        weightToLb: '100000',
        discountPct: '101',
      }).errors,
    ).toEqual({
      carrier: 'Select a carrier',
      slaGrouping: 'Select an SLA group',
      zoneFrom: 'Enter a zone from 1 to 999',
      zoneTo: 'Enter a zone from 1 to 999',
      weightFromLb: 'Enter a weight from 0 to 99999 lb',
      weightToLb: 'Enter a weight from 0 to 99999 lb',
      discountPct: 'Enter a discount from 0 to 100',
    });
    expect(validateContractDiscount({ ...filled, discountPct: '' }).errors).toEqual({
      discountPct: 'Enter a discount from 0 to 100',
    });
  });

  it('refuses ranges out of order and more than two decimals, as the server does', () => {
    expect(validateContractDiscount({ ...filled, zoneFrom: '7', zoneTo: '5' }).errors).toEqual({
      zoneTo: 'The last zone is before the first',
    });
    expect(validateContractDiscount({ ...filled, weightFromLb: '20.5', weightToLb: '20' }).errors).toEqual({
      weightToLb: 'The heaviest weight is below the lightest',
    });
    expect(
      validateContractDiscount({
        ...filled,
        weightFromLb: '0.125',
        weightToLb: '1.001',
        discountPct: '30.555',
      }).errors,
    ).toEqual({
      weightFromLb: 'Give the weight with at most two decimals',
      weightToLb: 'Give the weight with at most two decimals',
      discountPct: 'Give the discount with at most two decimals',
    });
    expect(validateContractDiscount({ ...filled, zoneFrom: '2.5' }).discount).toBeUndefined();
  });
});

describe('discount texts', () => {
  it('names the zones, the weights, the percent and the discount', () => {
    expect(discountZonesText({ zoneFrom: 1, zoneTo: 999 })).toBe('Every zone');
    expect(discountZonesText({ zoneFrom: 7, zoneTo: 7 })).toBe('Zone 7');
    expect(discountZonesText({ zoneFrom: 1, zoneTo: 5 })).toBe('Zones 1–5');
    expect(weightText({ weightFromLb: 0, weightToLb: 99999 })).toBe('Any weight');
    expect(weightText({ weightFromLb: 0, weightToLb: 20 })).toBe('0–20 lb');
    expect(weightText({ weightFromLb: 20.01, weightToLb: 99999 })).toBe('20.01 lb and up');
    expect(weightText({ weightFromLb: 150, weightToLb: 1500.5 })).toBe('150–1,500.5 lb');
    expect(weightText({ weightFromLb: 5, weightToLb: 5 })).toBe('5 lb');
    expect(discountText(30)).toBe('30%');
    expect(discountText(30.5)).toBe('30.5%');
    expect(discountText(12.25)).toBe('12.25%');
    expect(
      discountName({
        carrier: 'FEDEX',
        slaGrouping: 'HOME_DELIVERY',
        zoneFrom: 1,
        zoneTo: 999,
        weightFromLb: 0,
        weightToLb: 99999,
      }),
    ).toBe('FedEx Home Delivery, every zone, any weight');
    expect(
      discountName({
        carrier: 'UPS',
        slaGrouping: 'GROUND',
        zoneFrom: 2,
        zoneTo: 5,
        weightFromLb: 0,
        weightToLb: 20,
      }),
    ).toBe('UPS Ground, zones 2–5, 0–20 lb');
  });
});
