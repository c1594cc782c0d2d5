import { describe, expect, it } from 'vitest';
import { ApiError } from '@waybill/api-client';
import { apiFieldErrors, readFields } from './form-fields';

describe('apiFieldErrors', () => {
  it("gives the error body's messages for the form's own fields only", () => {
    const error = new ApiError(400, {
      message: 'Invalid request',
      fields: { firstName: 'Too long', organizationId: 'Unknown organization' },
    });
    expect(apiFieldErrors(error, ['firstName', 'lastName'])).toEqual({ firstName: 'Too long' });
  });

  it('gives nothing for an answer without fields, a network failure or no error', () => {
    expect(apiFieldErrors(new ApiError(409, { message: 'Already a member' }), ['emails'])).toEqual({});
    expect(apiFieldErrors(new TypeError('Failed to fetch'), ['emails'])).toEqual({});
    expect(apiFieldErrors(null, ['emails'])).toEqual({});
  });
});

describe('readFields', () => {
  it('reads each named field as text, an absent one as empty', () => {
    const data = new FormData();
    data.append('group', 'North');
    expect(readFields(data, ['group', 'subGroup'])).toEqual({ group: 'North', subGroup: '' });
  });
});
