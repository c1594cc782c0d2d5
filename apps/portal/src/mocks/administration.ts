import { delay, HttpResponse } from 'msw';
import type { Credential, Organization, Person } from '@waybill/api-client';
import { seenBy } from './capabilities';
import {
  http,
  memberProfile,
  memberWithoutOrganizationProfile,
  organizationAdminProfile,
  platformAdminProfile,
} from './http';

/** A person as the stories' usual viewer, a platform admin, receives them. */
const asPlatformAdminSees = (person: Omit<Person, 'capabilities'>): Person =>
  seenBy(platformAdminProfile, person);

/** What a platform admin may do to an organization: everything. */
export const everyOrganizationCapability: Organization['capabilities'] = {
  edit: true,
  changeStatus: true,
  assignUsers: true,
  unassignUsers: true,
  invitePeople: true,
  manageLicenses: true,
};

/** What an organization's own admin may do to it: invite people and manage its seats. */
export const ownAdminOrganizationCapability: Organization['capabilities'] = {
  edit: false,
  changeStatus: false,
  assignUsers: false,
  unassignUsers: false,
  invitePeople: true,
  manageLicenses: true,
};

/** What a member may do to their organization: nothing. */
export const memberOrganizationCapability: Organization['capabilities'] = {
  ...ownAdminOrganizationCapability,
  invitePeople: false,
  manageLicenses: false,
};

/** The organization most stories show: Acme Freight, the member profiles' own organization. */
export const acmeFreight: Organization = {
  organizationId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Acme Freight',
  mappingName: 'acme_freight',
  url: 'https://acme.example',
  image: null,
  totalNumberOfLicenses: 3,
  numberOfLicenses: 2,
  numberOfUsers: 5,
  numberOfSigmaUsers: 2,
  status: 'active',
  capabilities: everyOrganizationCapability,
};

export const northwind: Organization = {
  organizationId: '4d5e6f70-8192-4a3b-9c4d-5e6f70819203',
  name: 'Northwind Outfitters International',
  mappingName: 'northwind',
  url: 'https://northwind.example',
  image: 'https://cdn.northwind.example/brand/logo-dark.png',
  totalNumberOfLicenses: 10,
  numberOfLicenses: 4,
  numberOfUsers: 12,
  numberOfSigmaUsers: 4,
  status: 'active',
  capabilities: everyOrganizationCapability,
};

export const globex: Organization = {
  organizationId: '8e9fa0b1-c2d3-4e5f-8a6b-7c8d9e0fa1b2',
  name: 'Globex Parcel',
  mappingName: 'globex',
  url: 'https://globex.example',
  image: 'https://g.ex/l.png',
  totalNumberOfLicenses: 0,
  numberOfLicenses: 0,
  numberOfUsers: 1,
  numberOfSigmaUsers: 0,
  status: 'inactive',
  capabilities: everyOrganizationCapability,
};

export const organizations: Organization[] = [acmeFreight, northwind, globex];

const inAcme = {
  organization: acmeFreight.name,
  organizationId: acmeFreight.organizationId,
  group: null,
  subGroup: null,
  image: null,
} satisfies Partial<Person>;

/** The member of the member profile: licensed, with a group. */
export const annLee: Person = asPlatformAdminSees({
  ...inAcme,
  userId: memberProfile.userId,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  emailVerified: true,
  joinedOn: '2024-11-04',
  status: 'Active',
  role: 'user',
  isLicensed: true,
  group: 'Operations',
  subGroup: 'Night shift',
});

/** The organization admin of the organization admin profile. */
export const oliviaOwens: Person = asPlatformAdminSees({
  ...inAcme,
  userId: organizationAdminProfile.userId,
  firstName: 'Olivia',
  lastName: 'Owens',
  email: 'olivia@example.com',
  emailVerified: true,
  joinedOn: '2024-06-17',
  status: 'Active',
  role: 'admin',
  isLicensed: true,
});

/** Active and verified, without a license: offers Assign License. */
export const boChen: Person = asPlatformAdminSees({
  ...inAcme,
  userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  firstName: 'Bo',
  lastName: 'Chen',
  email: 'bo@example.com',
  emailVerified: true,
  joinedOn: '2025-02-20',
  status: 'Active',
  role: 'user',
  isLicensed: false,
});

/** Active with an unverified email: no license action, 'Not Verified'. */
export const caraDiaz: Person = asPlatformAdminSees({
  ...inAcme,
  userId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  firstName: 'Cara',
  lastName: 'Diaz',
  email: 'cara@example.com',
  emailVerified: false,
  joinedOn: '2025-03-01',
  status: 'Active',
  role: 'user',
  isLicensed: false,
});

/** A pending invitation: offers Resend Invitation. */
export const pendingInvite: Person = asPlatformAdminSees({
  ...inAcme,
  userId: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  firstName: '',
  lastName: '',
  email: 'new.hire@example.com',
  emailVerified: false,
  joinedOn: null,
  status: 'Pending Invite',
  role: 'user',
  isLicensed: false,
});

/** A deactivated member: offers Activate User. */
export const danEvans: Person = asPlatformAdminSees({
  ...inAcme,
  userId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
  firstName: 'Dan',
  lastName: 'Evans',
  email: 'dan@example.com',
  emailVerified: true,
  joinedOn: '2023-09-12',
  status: 'inactive',
  role: 'user',
  isLicensed: false,
});

export const acmeMembers: Person[] = [annLee, oliviaOwens, boChen, caraDiaz, pendingInvite, danEvans];

const withoutOrganization = {
  organization: null,
  organizationId: null,
  group: null,
  subGroup: null,
  image: null,
  role: 'user',
  isLicensed: false,
  status: 'Active',
  emailVerified: true,
} satisfies Partial<Person>;

/** People who belong to no organization, offered by Assign Users. */
export const unassignedPeople: Person[] = [
  asPlatformAdminSees({
    ...withoutOrganization,
    userId: memberWithoutOrganizationProfile.userId,
    firstName: 'Nina',
    lastName: 'Solo',
    email: 'nina@example.com',
    joinedOn: '2025-01-15',
  }),
  asPlatformAdminSees({
    ...withoutOrganization,
    userId: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
    firstName: 'Sam',
    lastName: 'Stone',
    email: 'sam@example.com',
    joinedOn: '2025-04-02',
  }),
];

/** Everyone, as `GET /organization/people` answers a platform admin. */
export const everyone: Person[] = [
  ...acmeMembers,
  asPlatformAdminSees({
    ...boChen,
    userId: '7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
    firstName: 'Greta',
    lastName: 'Holm',
    email: 'greta@northwind.example',
    organization: northwind.name,
    organizationId: northwind.organizationId,
    group: 'Warehouse',
    subGroup: 'Returns',
  }),
  ...unassignedPeople,
];

export const credentials: Credential[] = [
  { id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f', name: 'fedex', username: 'acme-shipping' },
  { id: '0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a', name: 'ups', username: 'acme-ups' },
];

/** The passwords of `credentials`, which only `POST /user/{userId}/credentials/{credentialId}/reveal` answers. */
export const credentialPasswords: Record<string, string> = {
  [credentials[0]!.id]: 'fx-Secret-42',
  [credentials[1]!.id]: 'ups-Pass-7',
};

/** An error body with a status the operation may not declare (e.g. an unexpected 500). */
const serverError = (message = 'The database is unreachable') =>
  HttpResponse.json({ message }, { status: 500 });

/** Handlers of the organization reads, one per situation a story shows. */
export const organizationHandlers = {
  /** The list as the server answers it: the active organizations, or those of the `status` asked for. */
  list: (list: Organization[] = organizations) =>
    http.get('/organization', ({ query, response }) => {
      const status = query.get('status') ?? 'active';
      return response(200).json(
        status === 'all' ? list : list.filter((organization) => organization.status === status),
      );
    }),
  listNeverArrives: http.get('/organization', async ({ response }) => {
    await delay('infinite');
    return response(200).json([]);
  }),
  listFails: http.get('/organization', ({ response }) => response.untyped(serverError())),
  get: (organization: Organization = acmeFreight) =>
    http.get('/organization/{id}', ({ response }) => response(200).json(organization)),
  getNeverArrives: http.get('/organization/{id}', async ({ response }) => {
    await delay('infinite');
    return response(200).json(acmeFreight);
  }),
  getNotFound: http.get('/organization/{id}', ({ response }) =>
    response(404).json({ message: 'Organization not found' }),
  ),
  getFails: http.get('/organization/{id}', ({ response }) => response.untyped(serverError())),
  members: (members: Person[] = acmeMembers) =>
    http.get('/organization/people/{organizationId}', ({ response }) => response(200).json(members)),
  membersNeverArrive: http.get('/organization/people/{organizationId}', async ({ response }) => {
    await delay('infinite');
    return response(200).json([]);
  }),
  membersFail: http.get('/organization/people/{organizationId}', ({ response }) =>
    response.untyped(serverError()),
  ),
  unassigned: (people: Person[] = unassignedPeople) =>
    http.get('/organization/people/unassigned/{id}', ({ response }) => response(200).json(people)),
};

/** Handlers of the people reads. */
export const peopleHandlers = {
  list: (list: Person[] = everyone) =>
    http.get('/organization/people', ({ response }) => response(200).json(list)),
  listNeverArrives: http.get('/organization/people', async ({ response }) => {
    await delay('infinite');
    return response(200).json([]);
  }),
  listFails: http.get('/organization/people', ({ response }) => response.untyped(serverError())),
  get: (person: Person) => http.get('/user/{userId}', ({ response }) => response(200).json(person)),
  getNeverArrives: http.get('/user/{userId}', async ({ response }) => {
    await delay('infinite');
    return response(200).json(annLee);
  }),
  getNotFound: http.get('/user/{userId}', ({ response }) =>
    response(404).json({ message: 'User not found' }),
  ),
  getFails: http.get('/user/{userId}', ({ response }) => response.untyped(serverError())),
  /** Reveals one password of `credentialPasswords`; `onReveal` hears which. */
  reveal: (onReveal: (credentialId: string) => void = () => {}) =>
    http.post('/user/{userId}/credentials/{credentialId}/reveal', ({ params, response }) => {
      onReveal(params.credentialId);
      const password = credentialPasswords[params.credentialId];
      return password === undefined
        ? response(404).json({ message: 'Credential not found' })
        : response(200).json({ password });
    }),
  revealNeverArrives: http.post('/user/{userId}/credentials/{credentialId}/reveal', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ password: '' });
  }),
  revealFails: http.post('/user/{userId}/credentials/{credentialId}/reveal', ({ response }) =>
    response.untyped(serverError('This password cannot be read')),
  ),
};
