import { describe, expect, it } from 'vitest';
import { parseEmails, validateEmails } from './invite';

describe('parseEmails', () => {
  it('splits on commas, trims, and drops empty entries and repeats', () => {
    expect(parseEmails(' a@x.test, b@x.test,,a@x.test , ')).toEqual(['a@x.test', 'b@x.test']);
  });
});

describe('validateEmails', () => {
  it('requires at least one email', () => {
    expect(validateEmails(' , ')).toEqual({ emails: 'At least one email is required' });
  });

  it('refuses an entry that is not an email', () => {
    expect(validateEmails('a@x.test, bob')).toEqual({ emails: 'Entered value does not match email format' });
  });

  it('accepts a list of emails', () => {
    expect(validateEmails('a@x.test, b@y.test')).toEqual({});
  });
});
