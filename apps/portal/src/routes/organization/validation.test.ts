import { describe, expect, it } from 'vitest';
import { organizationBody, validateOrganization, type OrganizationFormValues } from './validation';

const filled: OrganizationFormValues = {
  name: ' Acme Freight ',
  mappingName: 'acme_freight',
  url: 'https://acme.example',
  image: '',
  totalNumberOfLicenses: '10',
};

describe('validateOrganization', () => {
  it('accepts a form with name, mapping name and URL', () => {
    expect(validateOrganization(filled)).toEqual({});
  });

  it('names each missing required field with its SPEC text', () => {
    expect(validateOrganization({ ...filled, name: ' ', mappingName: '', url: '' })).toEqual({
      name: 'Name is required',
      mappingName: 'Mapping Name is required',
      url: 'URL is required',
    });
  });

  it('accepts no number of licenses, and refuses one that is not a whole number', () => {
    expect(validateOrganization({ ...filled, totalNumberOfLicenses: '' })).toEqual({});
    for (const licenses of ['2.5', '-1', 'ten']) {
      expect(validateOrganization({ ...filled, totalNumberOfLicenses: licenses })).toEqual({
        totalNumberOfLicenses: 'Number of Licenses must be a whole number',
      });
    }
  });
});

describe('organizationBody', () => {
  it('trims the texts, sends no image as null and the licenses as a number', () => {
    expect(organizationBody(filled)).toEqual({
      name: 'Acme Freight',
      mappingName: 'acme_freight',
      url: 'https://acme.example',
      image: null,
      totalNumberOfLicenses: 10,
    });
  });

  it('leaves the number of licenses out when the field is empty', () => {
    expect(organizationBody({ ...filled, totalNumberOfLicenses: '' })).not.toHaveProperty(
      'totalNumberOfLicenses',
    );
  });
});
