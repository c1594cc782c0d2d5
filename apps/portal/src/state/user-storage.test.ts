import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@waybill/api-client';
import { clearStoredUser, readStoredUser, signedOutUser, storeUser } from './user-storage';

/** Where browsers already hold the signed-in user: renaming it would sign everyone out unseen. */
const USER_STORAGE_KEY = 'user-storage';

/** The part of the Web Storage API the portal uses, kept in memory. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const ann: Profile = {
  userId: '0d8f6a52-3c1e-4b7a-9f20-5e6d7c8b9a01',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  emailVerified: true,
  isAdmin: false,
  isOrgAdmin: true,
  organizationId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  organizationImage: null,
  organizationName: 'Acme Freight',
  capabilities: {
    createOrganizations: false,
    importInvoiceFiles: false,
    chooseOrganization: false,
    invitePeople: true,
    inviteToAnyOrganization: false,
    movePeopleBetweenOrganizations: false,
    reviewUnmappedReferenceData: false,
    editReferenceData: false,
  },
};

const noCapabilities = {
  createOrganizations: false,
  importInvoiceFiles: false,
  chooseOrganization: false,
  invitePeople: false,
  inviteToAnyOrganization: false,
  movePeopleBetweenOrganizations: false,
  reviewUnmappedReferenceData: false,
  editReferenceData: false,
};

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user-storage', () => {
  it('reads as signed out when nothing is stored', () => {
    expect(readStoredUser()).toEqual(signedOutUser);
  });

  it('keeps the profile under user-storage with exactly the profile fields', () => {
    storeUser({ ...ann, extra: 'not kept' } as Profile);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(ann);
    expect(readStoredUser()).toEqual(ann);
  });

  it('reads a profile stored without capabilities as having none', () => {
    const { capabilities: _, ...storedBefore } = ann;
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedBefore));
    expect(readStoredUser()).toEqual({ ...ann, capabilities: noCapabilities });
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...storedBefore, capabilities: null }));
    expect(readStoredUser().capabilities).toEqual(noCapabilities);
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ ...storedBefore, capabilities: { invitePeople: 'yes', unknown: true } }),
    );
    expect(readStoredUser().capabilities).toEqual(noCapabilities);
  });

  it('clears names, email, flags, organization and capabilities on logout', () => {
    storeUser(ann);
    clearStoredUser();
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual({
      userId: '',
      firstName: '',
      lastName: '',
      email: '',
      emailVerified: false,
      isAdmin: false,
      isOrgAdmin: false,
      organizationId: '',
      organizationImage: '',
      organizationName: '',
      capabilities: noCapabilities,
    });
  });

  it('reads an unreadable entry as signed out', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toEqual(signedOutUser);
  });
});
