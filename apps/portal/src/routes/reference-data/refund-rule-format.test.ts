import { describe, expect, it } from 'vitest';
import {
  claimWindowText,
  coverageRowsOf,
  coverageText,
  REFUNDABLE_GROUPING_LABELS,
  refundRuleText,
  rereadText,
  validateRefundRule,
  WINDOW_START_LABELS,
  type RefundRuleValues,
} from './refund-rule-format';

const freight = { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null } as const;
const fuelUntil2008 = { grouping: 'FUEL', coveredFrom: null, coveredTo: '2008-09-01' } as const;

describe('refund rule texts', () => {
  it('writes a claim window from its days and the day it is counted from', () => {
    expect(claimWindowText({ days: 15, countedFrom: 'later_of_commitment_and_delivery' })).toBe(
      '15 days from the later of the commitment and the delivery',
    );
    expect(claimWindowText({ days: 1, countedFrom: 'invoice_date' })).toBe('1 day from the first invoice');
    expect(WINDOW_START_LABELS).toEqual({
      invoice_date: 'The first invoice',
      later_of_commitment_and_delivery: 'The later of the commitment and the delivery',
    });
  });

  it('writes what a refund covers, each grouping with the ship dates it is covered for', () => {
    expect(coverageText([freight, fuelUntil2008])).toBe(
      'Freight; Fuel for packages shipped through Sep 01, 2008',
    );
    expect(coverageText([{ grouping: 'RESIDENTIAL', coveredFrom: '2026-01-01', coveredTo: null }])).toBe(
      'Residential for packages shipped from Jan 01, 2026',
    );
    expect(
      coverageText([{ grouping: 'FUEL', coveredFrom: '2020-01-01', coveredTo: '2020-12-31' }], (day) => day),
    ).toBe('Fuel for packages shipped from 2020-01-01 through 2020-12-31');
    expect(coverageText([])).toBe('Nothing');
  });

  it('writes a rule in one line, its window then its coverage', () => {
    expect(refundRuleText({ days: 15, countedFrom: 'invoice_date', coverage: [freight] })).toBe(
      '15 days from the first invoice, Freight',
    );
  });

  it('says how many claims of open batches a change re-read', () => {
    expect(rereadText(0)).toBe('No claim of an open batch needed re-reading.');
    expect(rereadText(1)).toBe('1 claim of an open batch was re-read.');
    expect(rereadText(1204)).toBe('1,204 claims of open batches were re-read.');
  });

  it('offers every grouping but those a refund never covers', () => {
    expect(REFUNDABLE_GROUPING_LABELS).not.toHaveProperty('DUTIES_TAXES');
    expect(REFUNDABLE_GROUPING_LABELS).not.toHaveProperty('BROKERAGE');
    expect(REFUNDABLE_GROUPING_LABELS).not.toHaveProperty('REFUND_CREDIT');
    expect(REFUNDABLE_GROUPING_LABELS).toMatchObject({ FREIGHT: 'Freight', FUEL: 'Fuel' });
    expect(Object.keys(REFUNDABLE_GROUPING_LABELS)).toHaveLength(13);
  });
});

describe('the rule form', () => {
  const typed: RefundRuleValues = {
    days: ' 10 ',
    countedFrom: 'later_of_commitment_and_delivery',
    coverage: coverageRowsOf([freight, fuelUntil2008]),
  };

  it("starts from the rule's coverage, a day the rule leaves open as an empty field", () => {
    expect(typed.coverage).toEqual([
      { key: 0, grouping: 'FREIGHT', coveredFrom: '', coveredTo: '' },
      { key: 1, grouping: 'FUEL', coveredFrom: '', coveredTo: '2008-09-01' },
    ]);
    expect(coverageRowsOf([{ grouping: 'BROKERAGE', coveredFrom: null, coveredTo: null }])).toEqual([
      { key: 0, grouping: null, coveredFrom: '', coveredTo: '' },
    ]);
  });

  it('sends the rule typed, the days as a number and an empty day as none', () => {
    expect(validateRefundRule(typed)).toEqual({
      errors: {},
      rule: {
        days: 10,
        countedFrom: 'later_of_commitment_and_delivery',
        coverage: [freight, fuelUntil2008],
      },
    });
  });

  it('says what to fix in each field', () => {
    expect(
      validateRefundRule({
        days: '367',
        countedFrom: null,
        coverage: [
          { key: 0, grouping: null, coveredFrom: '2008-02-30', coveredTo: 'soon' },
          { key: 4, grouping: 'FUEL', coveredFrom: '', coveredTo: '2008-09-01' },
        ],
      }).errors,
    ).toEqual({
      days: 'Enter a whole number of days from 1 to 366',
      countedFrom: 'Select the day the window is counted from',
      'coverage.0.grouping': 'Select a grouping',
      'coverage.0.coveredFrom': 'Enter a day as yyyy-mm-dd',
      'coverage.0.coveredTo': 'Enter a day as yyyy-mm-dd',
    });
    for (const days of ['', '0', '1.5', 'ten']) {
      expect(validateRefundRule({ ...typed, days }).errors).toEqual({
        days: 'Enter a whole number of days from 1 to 366',
      });
    }
    expect(validateRefundRule({ ...typed, coverage: [] })).toEqual({
      errors: { coverage: 'Add a grouping the refunds cover' },
    });
  });

  it('leaves to the server what only it checks: a grouping listed twice, days out of order', () => {
    const rows = coverageRowsOf([
      freight,
      freight,
      { grouping: 'FUEL', coveredFrom: '2020-01-02', coveredTo: '2020-01-01' },
    ]);
    expect(validateRefundRule({ ...typed, coverage: rows }).errors).toEqual({});
  });
});
