import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import {
  canUploadDocument,
  ownerScope,
  ensureCanUploadDocument,
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
const adminRoleWithoutOrganization = viewer({ role: 'admin', organizationId: null });

const self: PersonRef = { userId: 'viewer', organizationId: own, isPlatformAdmin: false };
const colleague: PersonRef = { userId: 'colleague', organizationId: own, isPlatformAdmin: false };
const stranger: PersonRef = { userId: 'stranger', organizationId: other, isPlatformAdmin: false };
const unassigned: PersonRef = { userId: 'unassigned', organizationId: null, isPlatformAdmin: false };
const placedPlatformAdmin: PersonRef = { userId: 'placed', organizationId: own, isPlatformAdmin: true };

function statusOf(work: () => unknown): number | 'allowed' {
  try {
    work();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('uploading documents', () => {
  it.each([
    ['platform admin without an organization', platformAdmin, false],
    ['platform admin of an organization', viewer({ isAdmin: true }), true],
    ['organization admin', orgAdmin, true],
    ['member', member, true],
    ['member without an organization', withoutOrganization, false],
    ['admin role without an organization', adminRoleWithoutOrganization, false],
  ] as const)('is open to a %s: %s', (_name, who, allowed) => {
    expect(canUploadDocument(who)).toBe(allowed);
    expect(statusOf(() => ensureCanUploadDocument(who))).toBe(allowed ? 'allowed' : 403);
  });

  it('tells someone without an organization why', () => {
    expect(() => ensureCanUploadDocument(withoutOrganization)).toThrow(
      'Only members of an organization can upload documents',
    );
  });
});

describe('the documents and carrier credentials a viewer may act on', () => {
  it.each([
    ['platform admin', platformAdmin, self, { organizationId: null }],
    ['platform admin', platformAdmin, stranger, { organizationId: null }],
    ['platform admin', platformAdmin, unassigned, { organizationId: null }],
    ['organization admin', orgAdmin, self, { organizationId: null }],
    ['organization admin', orgAdmin, colleague, { organizationId: own }],
    ['organization admin', orgAdmin, stranger, 404],
    ['organization admin', orgAdmin, unassigned, 404],
    ['organization admin', orgAdmin, placedPlatformAdmin, 404],
    ['platform admin', platformAdmin, placedPlatformAdmin, { organizationId: null }],
    ['member', member, self, { organizationId: null }],
    ['member', member, colleague, 404],
    ['member', member, stranger, 404],
    [
      'member without an organization',
      withoutOrganization,
      { ...self, organizationId: null },
      {
        organizationId: null,
      },
    ],
    ['admin role without an organization', adminRoleWithoutOrganization, unassigned, 404],
  ] as const)('a %s reading %o gets %o', (_name, who, owner, expected) => {
    if (expected === 404) {
      expect(statusOf(() => ownerScope(who, owner))).toBe(404);
      return;
    }
    expect(ownerScope(who, owner)).toEqual({ ownerId: owner.userId, ...expected });
  });

  it('answers an unknown person exactly as an invisible one', () => {
    expect(() => ownerScope(member, undefined)).toThrow('User not found');
    expect(() => ownerScope(member, stranger)).toThrow('User not found');
  });
});
