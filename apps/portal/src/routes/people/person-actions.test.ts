import { describe, expect, it } from 'vitest';
import type { Person } from '@waybill/api-client';
import { personActions } from './person-actions';

const member: Person = {
  userId: '11111111-1111-4111-8111-111111111111',
  firstName: 'Marco',
  lastName: 'Rossi',
  email: 'marco@northwind.test',
  emailVerified: true,
  joinedOn: '2025-01-10',
  status: 'Active',
  role: 'user',
  organization: 'Northwind Outfitters',
  organizationId: '22222222-2222-4222-8222-222222222222',
  isLicensed: false,
  group: null,
  subGroup: null,
  image: null,
  capabilities: {
    editProfile: true,
    editAccess: true,
    changeStatus: true,
    manageLicense: true,
    resendInvitation: false,
  },
};

/** A pending invitation the viewer may send again. */
const invitee: Person = {
  ...member,
  status: 'Pending Invite',
  joinedOn: null,
  emailVerified: false,
  capabilities: { ...member.capabilities, resendInvitation: true },
};

/** What a viewer who may do nothing to the person receives. */
const nothing = {
  editProfile: false,
  editAccess: false,
  changeStatus: false,
  manageLicense: false,
  resendInvitation: false,
};

describe('personActions', () => {
  it('offers Resend Invitation for a pending invitation', () => {
    expect(personActions(invitee)).toEqual(['Resend Invitation']);
  });

  it('offers nothing for a pending invitation without an organization', () => {
    expect(personActions({ ...invitee, organizationId: null })).toEqual([]);
  });

  it('offers only what the viewer may do to the person', () => {
    expect(
      personActions({ ...invitee, capabilities: { ...invitee.capabilities, resendInvitation: false } }),
    ).toEqual([]);
    expect(personActions({ ...member, capabilities: nothing })).toEqual([]);
    expect(personActions({ ...member, isLicensed: true, capabilities: nothing })).toEqual([]);
  });

  it('offers Assign License to an active, verified member without a license', () => {
    expect(personActions(member)).toEqual(['Assign License']);
  });

  it('offers Revoke License to a licensed person', () => {
    expect(personActions({ ...member, isLicensed: true })).toEqual(['Revoke License']);
  });

  it('offers no license action while the email is unverified', () => {
    expect(personActions({ ...member, emailVerified: false })).toEqual([]);
    expect(personActions({ ...member, emailVerified: false, isLicensed: true })).toEqual([]);
  });

  it('offers no license to someone without an organization or inactive', () => {
    expect(personActions({ ...member, organizationId: null, organization: null })).toEqual([]);
    expect(personActions({ ...member, status: 'inactive' })).toEqual([]);
  });
});
