import type { Profile } from '@waybill/api-client';

/** The localStorage entry that holds the signed-in user's profile. */
export const USER_STORAGE_KEY = 'user-storage';

/** The profile as the portal remembers it between visits. */
export type StoredUser = Profile;

/** No capability at all: what a signed-out user, or a profile stored before capabilities existed, holds. */
const noCapabilities: StoredUser['capabilities'] = Object.freeze({
  createOrganizations: false,
  importInvoiceFiles: false,
  chooseOrganization: false,
  invitePeople: false,
  inviteToAnyOrganization: false,
  movePeopleBetweenOrganizations: false,
  reviewUnmappedReferenceData: false,
  editReferenceData: false,
});

/** What the entry holds after logout: names, email, flags, organization and capabilities emptied or false. */
export const signedOutUser: StoredUser = Object.freeze({
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

const profileFields = Object.keys(signedOutUser) as (keyof StoredUser)[];

const capabilityNames = Object.keys(noCapabilities) as (keyof StoredUser['capabilities'])[];

/**
 * Exactly the known capabilities, each true only when stored as true: an entry written before capabilities
 * existed (or by another version) holds none until the profile is read from the server again.
 */
const pickCapabilities = (source: unknown): StoredUser['capabilities'] => {
  const stored = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return Object.fromEntries(
    capabilityNames.map((name) => [name, stored[name] === true]),
  ) as StoredUser['capabilities'];
};

/** Copies exactly the profile fields, filling absent ones with their signed-out value. */
const pickProfile = (source: object): StoredUser => {
  const picked: Record<string, unknown> = { ...signedOutUser };
  for (const field of profileFields) {
    const value: unknown = (source as Record<string, unknown>)[field];
    if (value !== undefined) picked[field] = value;
  }
  picked.capabilities = pickCapabilities((source as Record<string, unknown>).capabilities);
  return picked as StoredUser;
};

/** Reads the remembered profile; an absent or unreadable entry reads as signed out. */
export function readStoredUser(): StoredUser {
  const text = localStorage.getItem(USER_STORAGE_KEY);
  if (!text) return { ...signedOutUser };
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? pickProfile(value) : { ...signedOutUser };
  } catch {
    return { ...signedOutUser };
  }
}

/** Remembers the profile returned by `GET /auth/me` or the login call. */
export function storeUser(profile: Profile): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(pickProfile(profile)));
}

/** Forgets the user on logout or when the session cannot be renewed. */
export function clearStoredUser(): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(signedOutUser));
}
