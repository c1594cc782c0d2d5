import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import {
  canActOnPerson,
  canSeePerson,
  ensureCanActOnPerson,
  ensureCanEditAccess,
  ensureCanSeeOrganization,
  ensureCanUploadDocument,
  emailVerificationRequiredMessage,
  organizationScope,
  passesGate,
  scopedOrganizationId,
  type PersonAction,
  type PersonRef,
} from '../../src/policy/policy.js';
import type { Viewer } from '../../src/policy/viewer.js';

const own = 'org-own';
const other = 'org-other';

function viewer(fields: Partial<Viewer>): Viewer {
  return {
    userId: 'viewer',
    sessionId: 'session',
    isAdmin: false,
    role: 'user',
    organizationId: own,
    isLicensed: false,
    emailVerified: true,
    ...fields,
  };
}

const platformAdmin = viewer({ isAdmin: true, organizationId: null });
const orgAdmin = viewer({ role: 'admin' });
const member = viewer({});
const withoutOrganization = viewer({ organizationId: null });
// role admin without an organization administers nothing.
const adminWithoutOrganization = viewer({ role: 'admin', organizationId: null });

const self = { userId: 'viewer', organizationId: own, isPlatformAdmin: false };
const colleague = { userId: 'colleague', organizationId: own, isPlatformAdmin: false };
const stranger = { userId: 'stranger', organizationId: other, isPlatformAdmin: false };
// A platform admin placed in the viewers' organization (assign-users allows it).
const placedPlatformAdmin = { userId: 'placed', organizationId: own, isPlatformAdmin: true };

describe('the access gate', () => {
  it.each([
    ['platform admin', platformAdmin, { organizationAdmin: true, platformAdmin: true }],
    ['organization admin', orgAdmin, { organizationAdmin: true, platformAdmin: false }],
    ['member', member, { organizationAdmin: false, platformAdmin: false }],
    [
      'admin role without organization',
      adminWithoutOrganization,
      { organizationAdmin: false, platformAdmin: false },
    ],
  ] as const)('lets a %s through as expected', (_name, who, expected) => {
    expect(passesGate(who, 'signedIn')).toBe(true);
    expect(passesGate(who, 'organizationAdmin')).toBe(expected.organizationAdmin);
    expect(passesGate(who, 'platformAdmin')).toBe(expected.platformAdmin);
  });
});

describe('acting on people', () => {
  const actions: PersonAction[] = ['read', 'editProfile', 'editAccess', 'changeStatus', 'manageLicense'];
  const allowed = (who: Viewer, person: PersonRef) =>
    actions.filter((action) => canActOnPerson(who, action, person));

  it('lets a platform admin do everything to anyone', () => {
    expect(allowed(platformAdmin, stranger)).toEqual(actions);
  });

  it('lets an organization admin manage their own people, but not their own access or status', () => {
    expect(allowed(orgAdmin, colleague)).toEqual(actions);
    expect(allowed(orgAdmin, self)).toEqual(['read', 'editProfile', 'manageLicense']);
    expect(canSeePerson(orgAdmin, stranger)).toBe(false);
    expect(allowed(orgAdmin, stranger)).toEqual([]);
  });

  it('lets a member read and edit only their own profile', () => {
    expect(allowed(member, self)).toEqual(['read', 'editProfile']);
    expect(canSeePerson(member, colleague)).toBe(false);
    expect(
      allowed(withoutOrganization, { userId: 'someone', organizationId: null, isPlatformAdmin: false }),
    ).toEqual([]);
  });

  it('answers another organization’s person as not found and a visible one as forbidden', () => {
    const messages = { notFound: 'User not found', forbidden: 'Not allowed' };
    const codeOf = (run: () => void) => {
      try {
        run();
        return 'allowed';
      } catch (error) {
        return (error as AppError).code;
      }
    };
    expect(codeOf(() => ensureCanActOnPerson(orgAdmin, 'editAccess', stranger, messages))).toBe('not_found');
    expect(codeOf(() => ensureCanActOnPerson(orgAdmin, 'editAccess', undefined, messages))).toBe('not_found');
    expect(codeOf(() => ensureCanActOnPerson(orgAdmin, 'editAccess', self, messages))).toBe('forbidden');
    expect(codeOf(() => ensureCanActOnPerson(orgAdmin, 'editAccess', colleague, messages))).toBe('allowed');
  });

  it('keeps a platform admin placed in an organization out of its admins’ and members’ sight', () => {
    for (const who of [orgAdmin, member]) {
      expect(canSeePerson(who, placedPlatformAdmin)).toBe(false);
      expect(allowed(who, placedPlatformAdmin)).toEqual([]);
    }
    expect(allowed(platformAdmin, placedPlatformAdmin)).toEqual(actions);
  });

  it('answers a placed platform admin to an organization admin exactly as an unknown person', () => {
    const messages = { notFound: 'User not found', forbidden: 'Not allowed' };
    for (const action of actions) {
      expect(() => ensureCanActOnPerson(orgAdmin, action, placedPlatformAdmin, messages)).toThrow(
        new AppError('not_found', 'User not found'),
      );
    }
  });

  it('lets a placed platform admin read and edit their own profile, as everyone does', () => {
    const placed = viewer({ userId: 'placed', isAdmin: true });
    expect(allowed(placed, placedPlatformAdmin)).toEqual(['read', 'editProfile', 'manageLicense']);
  });
});

describe('status and access of one’s own account', () => {
  it('are changed by no one, platform admins included', () => {
    const adminSelf = { userId: 'viewer', organizationId: null, isPlatformAdmin: true };
    expect(canActOnPerson(platformAdmin, 'changeStatus', adminSelf)).toBe(false);
    expect(canActOnPerson(platformAdmin, 'editAccess', adminSelf)).toBe(false);
    expect(canActOnPerson(orgAdmin, 'changeStatus', self)).toBe(false);
    expect(canActOnPerson(orgAdmin, 'changeStatus', colleague)).toBe(true);
  });
});

describe('editing organization details', () => {
  const codeAndMessage = (run: () => void) => {
    try {
      run();
      return 'allowed';
    } catch (error) {
      return `${(error as AppError).code}: ${(error as AppError).message}`;
    }
  };

  it('refuses an organization admin themselves and anyone they cannot see', () => {
    expect(codeAndMessage(() => ensureCanEditAccess(orgAdmin, self, undefined, 'User not found'))).toBe(
      'forbidden: You cannot change your own organization details',
    );
    expect(codeAndMessage(() => ensureCanEditAccess(orgAdmin, stranger, undefined, 'User not found'))).toBe(
      'not_found: User not found',
    );
    expect(codeAndMessage(() => ensureCanEditAccess(member, self, undefined, 'User not found'))).toBe(
      'forbidden: You cannot change your own organization details',
    );
    expect(codeAndMessage(() => ensureCanEditAccess(member, colleague, undefined, 'User not found'))).toBe(
      'not_found: User not found',
    );
  });

  it('lets only platform admins change a person’s organization; the same organization sent is no change', () => {
    expect(codeAndMessage(() => ensureCanEditAccess(orgAdmin, colleague, other, 'User not found'))).toBe(
      'forbidden: Only platform administrators can move a person to another organization',
    );
    expect(codeAndMessage(() => ensureCanEditAccess(orgAdmin, colleague, null, 'User not found'))).toContain(
      'forbidden',
    );
    expect(codeAndMessage(() => ensureCanEditAccess(orgAdmin, colleague, own, 'User not found'))).toBe(
      'allowed',
    );
    expect(codeAndMessage(() => ensureCanEditAccess(platformAdmin, stranger, own, 'User not found'))).toBe(
      'allowed',
    );
  });
});

describe('seeing an organization', () => {
  it('answers another organization as not found', () => {
    expect(() => ensureCanSeeOrganization(member, own)).not.toThrow();
    expect(() => ensureCanSeeOrganization(platformAdmin, other)).not.toThrow();
    for (const who of [member, orgAdmin, withoutOrganization]) {
      expect(() => ensureCanSeeOrganization(who, other)).toThrow('Organization not found');
    }
  });
});

describe('the organization scope of a read', () => {
  it('gives a platform admin the organization asked for, or all of them', () => {
    expect(scopedOrganizationId(organizationScope(platformAdmin, other))).toBe(other);
    expect(organizationScope(platformAdmin).kind).toBe('all');
  });

  it('gives everyone else their own organization whatever the request names', () => {
    expect(scopedOrganizationId(organizationScope(member, other))).toBe(own);
    expect(scopedOrganizationId(organizationScope(orgAdmin))).toBe(own);
  });

  it('refuses a person without an organization', () => {
    expect(() => organizationScope(withoutOrganization)).toThrow(AppError);
  });

  it('refuses anyone who has not verified their email address, with the code that says so', () => {
    for (const who of [member, orgAdmin, platformAdmin]) {
      const unverified = { ...who, emailVerified: false };
      expect(() => organizationScope(unverified)).toThrow(
        new AppError('email_verification_required', emailVerificationRequiredMessage),
      );
    }
    for (const who of [member, orgAdmin]) {
      expect(() => ensureCanUploadDocument({ ...who, emailVerified: false })).toThrow(
        emailVerificationRequiredMessage,
      );
    }
    expect(() => ensureCanSeeOrganization({ ...member, emailVerified: false }, own)).toThrow(
      emailVerificationRequiredMessage,
    );
    // Another organization stays unknown first.
    expect(() => ensureCanSeeOrganization({ ...member, emailVerified: false }, other)).toThrow(
      'Organization not found',
    );
  });
});
