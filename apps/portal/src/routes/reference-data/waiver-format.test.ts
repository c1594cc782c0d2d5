import { describe, expect, it } from 'vitest';
import {
  validateGuaranteeWaiver,
  waiverName,
  waiverOrganizationText,
  type GuaranteeWaiverValues,
} from './waiver-format';

const storm: GuaranteeWaiverValues = {
  carrier: 'both',
  organization: 'every',
  startsOn: '2025-01-20',
  endsOn: '2025-01-23',
  reason: 'weather',
  note: ' Winter storm Blair ',
};

describe('validateGuaranteeWaiver', () => {
  it('sends a waiver of both carriers and every organization as nulls, the note trimmed', () => {
    expect(validateGuaranteeWaiver(storm)).toEqual({
      errors: {},
      waiver: {
        carrier: null,
        organizationId: null,
        startsOn: '2025-01-20',
        endsOn: '2025-01-23',
        reason: 'weather',
        note: 'Winter storm Blair',
      },
    });
  });

  it("sends one carrier's waiver for one organization, without an empty note", () => {
    const { waiver } = validateGuaranteeWaiver({
      ...storm,
      carrier: 'UPS',
      organization: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      reason: 'contract_waiver',
      note: '  ',
    });
    expect(waiver).toMatchObject({
      carrier: 'UPS',
      organizationId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      note: null,
    });
  });

  it('takes a waiver of one day', () => {
    expect(validateGuaranteeWaiver({ ...storm, endsOn: '2025-01-20' }).errors).toEqual({});
  });

  it('asks for every choice and for days that exist', () => {
    expect(
      validateGuaranteeWaiver({
        carrier: null,
        organization: null,
        startsOn: '2025-02-30',
        endsOn: '',
        reason: null,
        note: '',
      }),
    ).toEqual({
      errors: {
        carrier: 'Select a carrier, or both',
        organizationId: 'Select an organization, or every one',
        startsOn: 'Enter a day as yyyy-mm-dd',
        endsOn: 'Enter a day as yyyy-mm-dd',
        reason: 'Select a reason',
      },
    });
    expect(validateGuaranteeWaiver({ ...storm, startsOn: '1899-12-31' }).errors).toEqual({
      startsOn: 'Enter a day as yyyy-mm-dd',
    });
  });

  it('refuses a last day before the first', () => {
    expect(validateGuaranteeWaiver({ ...storm, endsOn: '2025-01-19' })).toEqual({
      errors: { endsOn: 'The last day is before the first' },
    });
  });

  it('takes a note of up to 200 characters', () => {
    expect(validateGuaranteeWaiver({ ...storm, note: 'x'.repeat(200) }).errors).toEqual({});
    expect(validateGuaranteeWaiver({ ...storm, note: 'x'.repeat(201) }).errors).toEqual({
      note: 'Keep the note to 200 characters',
    });
  });
});

describe('the texts of a waiver', () => {
  it('names every organization for null', () => {
    expect(waiverOrganizationText(null)).toBe('Every organization');
    expect(waiverOrganizationText('Acme Freight')).toBe('Acme Freight');
  });

  it('names a waiver by its reason, carriers, organizations and days', () => {
    const waiver = {
      carrier: null,
      organizationName: null,
      startsOn: '2025-01-20',
      endsOn: '2025-01-23',
      reason: 'weather',
    } as const;
    expect(waiverName(waiver)).toBe(
      'weather, both carriers, every organization, Jan 20, 2025 to Jan 23, 2025',
    );
    expect(
      waiverName({ ...waiver, carrier: 'UPS', organizationName: 'Acme Freight', reason: 'contract_waiver' }),
    ).toBe('contract term, UPS, Acme Freight, Jan 20, 2025 to Jan 23, 2025');
    expect(waiverName(waiver, (day) => day)).toBe(
      'weather, both carriers, every organization, 2025-01-20 to 2025-01-23',
    );
  });
});
