import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { carrierFile } from '../helpers/invoice-files.js';
import { multipartBody, multipartHeaders } from '../helpers/multipart.js';
import {
  createOrganization,
  createPerson,
  createStaff,
  insertPerson,
  setLicenses,
  testPassword,
  type TargetPerson,
  type TestPerson,
} from '../helpers/people.js';
import { matrixServiceRule } from '../authorization-matrix.js';
import { callApi, createTestApp, uniqueEmail } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;
let app: FastifyInstance;
/** The organization the people acted on belong to, and another one. */
const organization = { id: '', name: 'Northwind Outfitters', mappingName: '' };
const otherOrganization = { id: '', name: 'Blue Harbor Supply', mappingName: '' };
let platformAdmin: TestPerson;
let orgAdmin: TestPerson;
let otherOrgAdmin: TestPerson;
let member: TestPerson;
let memberWithoutOrganization: TestPerson;
let colleague: TargetPerson;

const call = (who: TestPerson, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  callApi(app, who.access, method, url, body);

async function mappingNameOf(id: string): Promise<string> {
  const row = await testDb.db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [id],
  );
  return row.rows[0]!.mapping_name;
}

/**
 * Whether the server did what was asked: a 2xx is allowed, 403 and 404 (someone or something the caller may not
 * see) are refusals; anything else means the call was not a fair test of the permission, and fails.
 */
function wasAllowed(response: LightMyRequestResponse): boolean {
  expect([200, 201, 202, 204, 403, 404], response.body).toContain(response.statusCode);
  return response.statusCode < 300;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.db));
  organization.id = await createOrganization(testDb.db, organization.name);
  organization.mappingName = await mappingNameOf(organization.id);
  otherOrganization.id = await createOrganization(testDb.db, otherOrganization.name);
  otherOrganization.mappingName = await mappingNameOf(otherOrganization.id);
  await setLicenses(testDb.db, organization.id, 100);
  await setLicenses(testDb.db, otherOrganization.id, 100);
  ({ platformAdmin, orgAdmin, member } = await createStaff(app, testDb.db, organization.id));
  otherOrgAdmin = await createPerson(app, testDb.db, {
    firstName: 'Oscar',
    organizationId: otherOrganization.id,
    role: 'admin',
  });
  memberWithoutOrganization = await createPerson(app, testDb.db, {
    firstName: 'Nadia',
    organizationId: null,
    role: 'user',
  });
  // Dashboards need a license (or a platform admin): the scope test must not be refused for want of a seat.
  await testDb.db.query('UPDATE users SET is_licensed = true WHERE id = ANY($1)', [
    [orgAdmin.userId, member.userId, otherOrgAdmin.userId],
  ]);
  colleague = await insertPerson(testDb.db, { organizationId: organization.id, firstName: 'Colin' });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const nothing = {
  editProfile: false,
  editAccess: false,
  changeStatus: false,
  manageLicense: false,
  resendInvitation: false,
};

type PersonCapability = keyof typeof nothing;

/** A person of the organization to act on, as each capability's operation needs them. */
type TargetKind = 'member' | 'pendingUser' | 'pendingAdmin';

function newTarget(kind: TargetKind): Promise<TargetPerson> {
  return insertPerson(testDb.db, {
    organizationId: organization.id,
    firstName: 'Tess',
    ...(kind === 'member' ? {} : { status: 'Pending Invite', emailVerified: false }),
    role: kind === 'pendingAdmin' ? 'admin' : 'user',
  });
}

/** The operation each person capability stands for, made by `who` on `person` (of `organizationId`). */
const personOperations: Record<
  PersonCapability,
  (who: TestPerson, person: TargetPerson, organizationId: string) => Promise<LightMyRequestResponse>
> = {
  editProfile: (who, person) =>
    call(who, 'PATCH', `/user/edit-user/${person.userId}`, { firstName: 'Tess', lastName: 'Example' }),
  editAccess: (who, person) =>
    call(who, 'PATCH', `/organization/edit-user/${person.userId}`, { group: 'Checked' }),
  changeStatus: (who, person, organizationId) =>
    call(who, 'DELETE', `/organization/deactivate-user/${organizationId}/${person.userId}`),
  manageLicense: (who, person, organizationId) =>
    call(who, 'POST', `/organization/assign-sigma-license/${organizationId}/${person.userId}`),
  resendInvitation: (who, person, organizationId) =>
    call(who, 'POST', `/organization/resend-invitation/${organizationId}`, { email: person.email }),
};

/** The capabilities `who` is given for `person`, or none when the person is not answered to them at all. */
async function personCapabilitiesFor(who: TestPerson, person: TargetPerson) {
  const response = await call(who, 'GET', `/user/${person.userId}`);
  expect([200, 404]).toContain(response.statusCode);
  return response.statusCode === 200
    ? response.json<{ capabilities: typeof nothing }>().capabilities
    : nothing;
}

const viewers = {
  'a platform admin': () => platformAdmin,
  "an admin of the person's organization": () => orgAdmin,
  'an admin of another organization': () => otherOrgAdmin,
  "a member of the person's organization": () => member,
};

describe('Person.capabilities: each is true exactly when its operation is allowed', () => {
  const targets: { kind: TargetKind; capabilities: PersonCapability[] }[] = [
    { kind: 'member', capabilities: ['editProfile', 'editAccess', 'changeStatus', 'manageLicense'] },
    { kind: 'member', capabilities: ['resendInvitation'] },
    { kind: 'pendingUser', capabilities: ['resendInvitation'] },
    { kind: 'pendingAdmin', capabilities: ['resendInvitation'] },
  ];

  it.each(Object.keys(viewers) as (keyof typeof viewers)[])('for %s', async (name) => {
    const who = viewers[name]();
    for (const target of targets) {
      for (const capability of target.capabilities) {
        // A person of their own for each operation, so one operation's effect cannot decide the next.
        const person = await newTarget(target.kind);
        const capabilities = await personCapabilitiesFor(who, person);
        const allowed = wasAllowed(await personOperations[capability](who, person, organization.id));
        expect({ target: target.kind, capability, allowed }).toEqual({
          target: target.kind,
          capability,
          allowed: capabilities[capability],
        });
      }
    }
  });

  it.each([
    ['a platform admin', () => platformAdmin, null],
    ['an organization admin', () => orgAdmin, () => organization.id],
    ['a member', () => member, () => organization.id],
  ] as const)('for %s on themselves', async (_name, viewer, organizationOf) => {
    const who = viewer();
    const capabilities = await personCapabilitiesFor(who, who);
    const organizationId = organizationOf?.() ?? 'none';
    for (const capability of Object.keys(nothing) as PersonCapability[]) {
      // Without an organization there is no seat to manage and no invitation to send again: no call to make.
      if (
        organizationId === 'none' &&
        (capability === 'manageLicense' || capability === 'resendInvitation')
      ) {
        expect({ capability, given: capabilities[capability] }).toEqual({ capability, given: false });
        continue;
      }
      const allowed = wasAllowed(await personOperations[capability](who, who, organizationId));
      expect({ capability, allowed }).toEqual({ capability, allowed: capabilities[capability] });
    }
  });

  it('gives the same capabilities in the lists as in the person read', async () => {
    for (const viewer of Object.values(viewers)) {
      const who = viewer();
      const single = await personCapabilitiesFor(who, colleague);
      const list = await call(who, 'GET', '/organization/people');
      const listed = list
        .json<{ userId: string; capabilities: typeof nothing }[]>()
        .find((person) => person.userId === colleague.userId);
      expect(listed?.capabilities ?? nothing).toEqual(single);
    }
  });

  it('lets no one edit their own access, platform admins included', async () => {
    expect(await personCapabilitiesFor(platformAdmin, platformAdmin)).toEqual({
      ...nothing,
      editProfile: true,
    });
    expect(await personCapabilitiesFor(orgAdmin, orgAdmin)).toEqual({
      ...nothing,
      editProfile: true,
      manageLicense: true,
    });
    expect(await personCapabilitiesFor(member, member)).toEqual({ ...nothing, editProfile: true });
  });
});

const noProfileCapability = {
  createOrganizations: false,
  importInvoiceFiles: false,
  chooseOrganization: false,
  invitePeople: false,
  inviteToAnyOrganization: false,
  movePeopleBetweenOrganizations: false,
  reviewUnmappedReferenceData: false,
  editReferenceData: false,
};

type ProfileCapability = keyof typeof noProfileCapability;

let organizationsCreated = 0;

/** The operation each profile capability stands for, made by `who`. */
const profileOperations: Record<ProfileCapability, (who: TestPerson) => Promise<boolean>> = {
  createOrganizations: async (who) => {
    organizationsCreated += 1;
    return wasAllowed(
      await call(who, 'POST', '/organization', {
        name: `Created ${organizationsCreated}`,
        mappingName: `CREATED_${organizationsCreated}`,
        url: 'https://example.com',
      }),
    );
  },
  importInvoiceFiles: async (who) => {
    const file = carrierFile('UPS', organization, { packages: 2 });
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/control-master/import?client=${encodeURIComponent(organization.mappingName)}`,
      headers: multipartHeaders,
      cookies: { waybill_session: who.access },
      payload: multipartBody([{ filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text) }]),
    });
    return wasAllowed(response);
  },
  // Choosing is being given the organization asked for; everyone else is given their own (or refused).
  chooseOrganization: async (who) => {
    const response = await call(
      who,
      'GET',
      `/organization/dashboard?pathType=executive_summary&mappingName=${otherOrganization.mappingName}`,
    );
    if (!wasAllowed(response)) return false;
    const url = new URL(response.json<{ url: string }>().url, 'http://portal');
    return decodeJwt(url.hash.replace('#token=', '')).scope?.toString() === otherOrganization.id;
  },
  invitePeople: async (who) => {
    const own = (await call(who, 'GET', '/auth/me')).json<{ organizationId: string | null }>().organizationId;
    const organizationId = own ?? organization.id;
    return wasAllowed(
      await call(who, 'POST', `/organization/invite/${organizationId}`, {
        emails: [uniqueEmail('invitee')],
        organizationId,
        role: 'user',
      }),
    );
  },
  inviteToAnyOrganization: async (who) => {
    const intoAnother = wasAllowed(
      await call(who, 'POST', `/organization/invite/${otherOrganization.id}`, {
        emails: [uniqueEmail('invitee')],
        organizationId: otherOrganization.id,
        role: 'admin',
      }),
    );
    const intoNone = wasAllowed(
      await call(who, 'POST', '/organization/invite/none', {
        emails: [uniqueEmail('invitee')],
        organizationId: null,
        role: 'user',
      }),
    );
    expect(intoNone).toBe(intoAnother);
    return intoAnother;
  },
  movePeopleBetweenOrganizations: async (who) => {
    const person = await newTarget('member');
    return wasAllowed(
      await call(who, 'PATCH', `/organization/edit-user/${person.userId}`, {
        organizationId: otherOrganization.id,
      }),
    );
  },
  reviewUnmappedReferenceData: async (who) => wasAllowed(await call(who, 'GET', '/reference-data/unmapped')),
  editReferenceData: async (who) =>
    wasAllowed(await call(who, 'POST', '/reference-data/service-rules', matrixServiceRule())),
};

describe('Profile.capabilities: each is true exactly when its operation is allowed', () => {
  const signedIn = {
    'a platform admin': () => platformAdmin,
    'an organization admin': () => orgAdmin,
    'a member': () => member,
    'a person without an organization': () => memberWithoutOrganization,
  };

  it.each(Object.keys(signedIn) as (keyof typeof signedIn)[])(
    'for %s',
    async (name) => {
      const who = signedIn[name]();
      const profile = await call(who, 'GET', '/auth/me');
      expect(profile.statusCode).toBe(200);
      const capabilities = profile.json<{ capabilities: typeof noProfileCapability }>().capabilities;
      for (const capability of Object.keys(noProfileCapability) as ProfileCapability[]) {
        const allowed = await profileOperations[capability](who);
        expect({ capability, allowed }).toEqual({ capability, allowed: capabilities[capability] });
      }
    },
    60_000,
  );

  it('gives a platform admin every one, an organization admin inviting into their own, a member none', async () => {
    const of = async (who: TestPerson) => (await call(who, 'GET', '/auth/me')).json().capabilities;
    expect(await of(platformAdmin)).toEqual({
      createOrganizations: true,
      importInvoiceFiles: true,
      chooseOrganization: true,
      invitePeople: true,
      inviteToAnyOrganization: true,
      movePeopleBetweenOrganizations: true,
      reviewUnmappedReferenceData: true,
      editReferenceData: true,
    });
    expect(await of(orgAdmin)).toEqual({ ...noProfileCapability, invitePeople: true });
    expect(await of(member)).toEqual(noProfileCapability);
    expect(await of(memberWithoutOrganization)).toEqual(noProfileCapability);
  });

  it('answers the same capabilities at sign-in', async () => {
    const me = await call(orgAdmin, 'GET', '/auth/me');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-requested-with': 'waybill' },
      payload: { email: me.json<{ email: string }>().email, password: testPassword },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().capabilities).toEqual(me.json().capabilities);
  });
});

describe('Organization.capabilities', () => {
  const none = {
    edit: false,
    changeStatus: false,
    assignUsers: false,
    unassignUsers: false,
    invitePeople: false,
    manageLicenses: false,
  };

  it('gives a member nothing on their organization', async () => {
    const response = await call(member, 'GET', `/organization/${organization.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().capabilities).toEqual(none);
  });

  it('lets an organization admin invite people and manage seats', async () => {
    const response = await call(orgAdmin, 'GET', `/organization/${organization.id}`);
    expect(response.json().capabilities).toEqual({ ...none, invitePeople: true, manageLicenses: true });
  });

  it('gives a platform admin everything, in the list too', async () => {
    const everything = {
      edit: true,
      changeStatus: true,
      assignUsers: true,
      unassignUsers: true,
      invitePeople: true,
      manageLicenses: true,
    };
    const response = await call(platformAdmin, 'GET', `/organization/${organization.id}`);
    expect(response.json().capabilities).toEqual(everything);
    const list = await call(platformAdmin, 'GET', '/organization');
    expect(list.json()).toContainEqual(
      expect.objectContaining({ organizationId: organization.id, capabilities: everything }),
    );
  });
});
