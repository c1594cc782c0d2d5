import { describe, expect, it } from 'vitest';
import { actionLabel, describeDetails, formatWhen } from './format';

describe('audit log formats', () => {
  it('reads a moment in UTC', () => {
    expect(formatWhen('2026-11-27T17:03:09.123456Z')).toBe('Nov 27, 2026, 5:03:09 PM UTC');
  });

  it('names every action', () => {
    expect(actionLabel('credential_revealed')).toBe('Password revealed');
    expect(actionLabel('person_moved')).toBe('Moved between organizations');
  });

  it('describes the credential, the roles and the organizations of an entry', () => {
    expect(
      describeDetails({
        action: 'credential_revealed',
        details: { credentialId: 'c', platform: 'fedex', username: 'acme-shipping' },
      }),
    ).toBe('Fedex acme-shipping');
    expect(describeDetails({ action: 'role_changed', details: { from: 'user', to: 'admin' } })).toBe(
      'User → Admin',
    );
    expect(
      describeDetails({
        action: 'person_moved',
        details: { fromOrganization: 'Acme Freight', toOrganization: null },
      }),
    ).toBe('Acme Freight → No organization');
    expect(describeDetails({ action: 'person_activated', details: {} })).toBe('');
  });
});
