import { randomUUID } from 'node:crypto';
import type { OperationId } from '../src/contract.js';

/**
 * The authorization matrix (ARCHITECTURE.md §4) as a table: for every operation of openapi.yaml, the status
 * each kind of caller gets on their own organization's objects and on another organization's.
 * test/app/authorization-matrix.test.ts runs the whole table against the real server on both databases. A new
 * operation does not compile without its row here.
 */

/** Who calls. */
export const personas = [
  'anonymous',
  'memberWithoutOrganization',
  'member',
  'organizationAdmin',
  'platformAdmin',
] as const;
export type Persona = (typeof personas)[number];

/**
 * Whose objects the call is about: `own` is the organization of the member and the organization admin
 * (Northwind); `other` is an organization none of the callers belongs to (Contoso). Platform admins and the
 * member without organization belong to neither. `placedPlatformAdmin` is the own organization again, where the
 * person acted on (the colleague, a new person) is a platform admin placed in it: only platform admins reach them.
 */
export type Scope = 'own' | 'other' | 'placedPlatformAdmin';

/** One call, as the portal would make it (the runner adds `X-Requested-With` and the caller's cookie). */
export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path under /api/v1, with its query. */
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Replaces the caller's session cookie (a session of their own that logging out may end). */
  access?: string;
}

/** A person of the test world who can sign in. */
export interface WorldPerson {
  userId: string;
  email: string;
  access: string;
}

/** The objects and factories the requests are built from; see the test for how it is made. */
export interface MatrixWorld {
  organizationId(scope: Scope): string;
  mappingName(scope: Scope): string;
  /**
   * A verified, active member of the scope's organization (neither the member nor the organization admin
   * calling), with an avatar and one document.
   */
  colleague(scope: Scope): WorldPerson;
  /** The id of the colleague's document. */
  documentId(scope: Scope): string;
  /**
   * A new active, verified person (no session) in the scope's organization, or without one; a platform admin for
   * `placedPlatformAdmin`.
   */
  newPerson(scope: Scope | 'none'): Promise<{ userId: string; email: string }>;
  /** A new pending invitation into the scope's organization. */
  newInvitation(scope: Scope): Promise<{ userId: string; email: string }>;
  /** A new carrier credential of `userId`, added in `organizationId`. */
  newCredential(userId: string, organizationId: string | null): Promise<string>;
  /** A new account that can sign in. */
  newAccount(): Promise<{ email: string; password: string }>;
  /** A new session of the persona, so logging it out leaves the persona's own session alive. */
  newSession(persona: Persona): Promise<string | undefined>;
  /** A unique email address. */
  newEmail(): string;
  /** A mapping name no organization has. */
  newMappingName(): string;
  /** A multipart body of one file in the field `file`. */
  file(file: { filename: string; type: string; bytes: Buffer }): Pick<MatrixRequest, 'payload' | 'headers'>;
  /** The Control ID of an invoice file of the scope's organization. */
  controlId(scope: Scope): string;
  /** The id of an import job of the scope's organization's client (it has ended: imported). */
  importJobId(scope: Scope): string;
  /** A new rule of the service map, for a service no file bills: its id. */
  newServiceRule(): Promise<number>;
  /** The service map as its export's CSV file. */
  serviceMapFile(): Promise<Buffer>;
  /** A new rule of the charge map, for a description no file bills: its id. */
  newChargeRule(): Promise<number>;
  /** A change of the reference data that has ended: its id. */
  newReferenceDataChange(): Promise<string>;
  /** The charge map as its export's CSV file. */
  chargeMapFile(): Promise<Buffer>;
  /** A new delivery commitment, for zones no other row covers: its id. */
  newDeliveryCommitment(): Promise<number>;
  /** The delivery commitments as their export's CSV file. */
  deliveryCommitmentsFile(): Promise<Buffer>;
  /** A new contract discount of the scope's organization, for zones no other row holds: its id. */
  newContractDiscount(scope: Scope): Promise<number>;
  /** The scope's organization's contract discounts (one at least) as their export's CSV file. */
  contractDiscountsFile(scope: Scope): Promise<Buffer>;
  /** A new guarantee waiver of a day no late package of the world was in transit on: its id. */
  newGuaranteeWaiver(): Promise<number>;
  /** A new refund-eligible UPS package of the scope's organization, its window open: its id. */
  newRefundEligiblePackage(scope: Scope): Promise<number>;
  /** A new claim batch of one package of the scope's organization, open or submitted: their ids. */
  newClaimBatch(scope: Scope, state: 'open' | 'submitted'): Promise<{ batchId: number; packageId: number }>;
  /** A carrier file of the scope's organization that was never imported, as a multipart body. */
  newInvoiceFile(scope: Scope): Pick<MatrixRequest, 'payload' | 'headers'>;
  png: Buffer;
  /**
   * The analytics frame token the persona gets from `GET /organization/dashboard` for `kind` over the scope's
   * organization, or undefined when they get none (anonymous, no license).
   */
  frameToken(persona: Persona, scope: Scope, kind: string): Promise<string | undefined>;
}

/** Expected statuses, in the order of `personas`. */
export type Statuses = readonly [
  anonymous: number,
  memberWithoutOrganization: number,
  member: number,
  organizationAdmin: number,
  platformAdmin: number,
];

export interface MatrixRow {
  own: Statuses;
  other: Statuses;
  /** For the operations on one person: the statuses when that person is a platform admin of the own organization. */
  placedPlatformAdmin?: Statuses;
  request(world: MatrixWorld, scope: Scope, persona: Persona): MatrixRequest | Promise<MatrixRequest>;
  /**
   * The issue that is building this operation. Until its handler exists, the pending rule applies instead of
   * the exact statuses (see `acceptsPending`); once it exists, the row is checked exactly like every other.
   */
  pending?: string;
}

/**
 * The pending rule, for rows of operations another issue is still building (answering 501): anonymous
 * callers get 401, and those the table denies get anything but a success. The exact statuses apply once the
 * handler exists.
 */
export function acceptsPending(expected: number, actual: number): boolean {
  if (expected === 401) return actual === 401;
  const expectedSuccess = expected >= 200 && expected < 300;
  return expectedSuccess ? actual === expected || actual === 501 : actual < 200 || actual >= 300;
}

/** The same statuses whatever the scope. */
const anyScope = (statuses: Statuses) => ({ own: statuses, other: statuses });

const someToken = 'not-a-real-token-0123456789';

/** Every operation of the contract. */
export const authorizationMatrix: { [K in OperationId]: MatrixRow } = {
  // Public operations: no caller is treated differently; their own rules (tokens, cookies) decide.
  getHealth: { ...anyScope([200, 200, 200, 200, 200]), request: () => ({ method: 'GET', url: '/health' }) },
  login: {
    ...anyScope([200, 200, 200, 200, 200]),
    request: async (world) => ({ method: 'POST', url: '/auth/login', payload: await world.newAccount() }),
  },
  register: {
    ...anyScope([201, 201, 201, 201, 201]),
    request: (world) => ({
      method: 'POST',
      url: '/auth/register',
      payload: { firstName: 'New', lastName: 'Person', email: world.newEmail(), password: 'a long password' },
    }),
  },
  // No refresh cookie is sent, whoever calls.
  refreshSession: {
    ...anyScope([401, 401, 401, 401, 401]),
    request: () => ({ method: 'POST', url: '/auth/refresh' }),
  },
  verifyEmail: {
    ...anyScope([400, 400, 400, 400, 400]),
    request: (world) => ({
      method: 'POST',
      url: '/user/verify-email',
      payload: { invitationToken: someToken, email: world.newEmail() },
    }),
  },
  acceptInvitation: {
    ...anyScope([400, 400, 400, 400, 400]),
    request: (world) => ({
      method: 'POST',
      url: '/user/accept-invitation',
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email: world.newEmail(),
        password: 'a long password',
        confirmPassword: 'a long password',
        invitationToken: someToken,
      },
    }),
  },
  sendResetPasswordMail: {
    ...anyScope([200, 200, 200, 200, 200]),
    request: (world) => ({
      method: 'POST',
      url: '/user/send-reset-password-mail',
      payload: { email: world.newEmail() },
    }),
  },
  resetPassword: {
    ...anyScope([400, 400, 400, 400, 400]),
    request: (world) => ({
      method: 'POST',
      url: '/user/reset-password',
      payload: { email: world.newEmail(), password: 'a long password', resetPasswordToken: someToken },
    }),
  },

  // The signed-in person's own session.
  getProfile: { ...anyScope([401, 200, 200, 200, 200]), request: () => ({ method: 'GET', url: '/auth/me' }) },
  // Every caller of the matrix has verified their address already (test/routes/email-verification.test.ts
  // covers those who have not).
  resendVerificationEmail: {
    ...anyScope([401, 409, 409, 409, 409]),
    request: () => ({ method: 'POST', url: '/user/resend-verification' }),
  },
  logout: {
    ...anyScope([401, 204, 204, 204, 204]),
    request: async (world) => ({
      method: 'POST',
      url: '/auth/logout',
      access: await world.newSession('member'),
    }),
  },

  // Organizations: platform admins manage them; everyone reads their own.
  listOrganizations: {
    ...anyScope([401, 200, 200, 200, 200]),
    request: () => ({ method: 'GET', url: '/organization' }),
  },
  getOrganization: {
    own: [401, 404, 200, 200, 200],
    other: [401, 404, 404, 404, 200],
    request: (world, scope) => ({ method: 'GET', url: `/organization/${world.organizationId(scope)}` }),
  },
  createOrganization: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: (world) => ({
      method: 'POST',
      url: '/organization',
      payload: { name: 'Matrix Co', mappingName: world.newMappingName(), url: 'https://matrix.example.com' },
    }),
  },
  updateOrganization: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'PATCH',
      url: `/organization/${world.organizationId(scope)}`,
      payload: { url: 'https://updated.example.com' },
    }),
  },
  deactivateOrganization: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({ method: 'DELETE', url: `/organization/${world.organizationId(scope)}` }),
  },
  // After deactivateOrganization, so the organizations end active.
  activateOrganization: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'POST',
      url: `/organization/activate/${world.organizationId(scope)}`,
    }),
  },
  assignUsers: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'POST',
      url: `/organization/assign-users/${world.organizationId(scope)}`,
      payload: { userIds: [(await world.newPerson('none')).userId] },
    }),
  },
  unassignUsers: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'POST',
      url: `/organization/unassign-users/${world.organizationId(scope)}`,
      payload: { userIds: [(await world.newPerson(scope)).userId] },
    }),
  },
  listUnassignedUsers: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/organization/people/unassigned/${world.organizationId(scope)}`,
    }),
  },

  // People: platform admins all, organization admins their organization's, members themselves only.
  listPeople: {
    ...anyScope([401, 200, 200, 200, 200]),
    request: () => ({ method: 'GET', url: '/organization/people' }),
  },
  listOrganizationMembers: {
    own: [401, 404, 200, 200, 200],
    other: [401, 404, 404, 404, 200],
    request: (world, scope) => ({
      method: 'GET',
      url: `/organization/people/${world.organizationId(scope)}`,
    }),
  },
  inviteToOrganization: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    request: (world, scope) => ({
      method: 'POST',
      url: `/organization/invite/${world.organizationId(scope)}`,
      payload: { emails: [world.newEmail()], organizationId: world.organizationId(scope), role: 'user' },
    }),
  },
  resendInvitation: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    request: async (world, scope) => ({
      method: 'POST',
      url: `/organization/resend-invitation/${world.organizationId(scope)}`,
      payload: { email: (await world.newInvitation(scope)).email },
    }),
  },
  assignSigmaLicense: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    placedPlatformAdmin: [401, 403, 403, 404, 200],
    request: (world, scope) => ({
      method: 'POST',
      url: `/organization/assign-sigma-license/${world.organizationId(scope)}/${world.colleague(scope).userId}`,
    }),
  },
  revokeSigmaLicense: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    placedPlatformAdmin: [401, 403, 403, 404, 200],
    request: (world, scope) => ({
      method: 'GET',
      url: `/organization/revoke-sigma-license/${world.organizationId(scope)}/${world.colleague(scope).userId}`,
    }),
  },
  updateOrganizationUser: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    placedPlatformAdmin: [401, 403, 403, 404, 200],
    request: (world, scope) => ({
      method: 'PATCH',
      url: `/organization/edit-user/${world.colleague(scope).userId}`,
      payload: { group: 'Matrix', subGroup: 'Rows' },
    }),
  },
  deactivateUser: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    placedPlatformAdmin: [401, 403, 403, 404, 200],
    request: async (world, scope) => ({
      method: 'DELETE',
      url: `/organization/deactivate-user/${world.organizationId(scope)}/${(await world.newPerson(scope)).userId}`,
    }),
  },
  activateUser: {
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 404, 200],
    placedPlatformAdmin: [401, 403, 403, 404, 200],
    request: (world, scope) => ({
      method: 'POST',
      url: `/organization/activate-user/${world.organizationId(scope)}/${world.colleague(scope).userId}`,
    }),
  },
  getUser: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: (world, scope) => ({ method: 'GET', url: `/user/${world.colleague(scope).userId}` }),
  },
  updateUser: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: (world, scope) => ({
      method: 'PATCH',
      url: `/user/edit-user/${world.colleague(scope).userId}`,
      payload: { firstName: 'Colleague', lastName: 'Renamed' },
    }),
  },
  addCredential: {
    own: [401, 404, 404, 201, 201],
    other: [401, 404, 404, 404, 201],
    placedPlatformAdmin: [401, 404, 404, 404, 201],
    request: (world, scope) => ({
      method: 'POST',
      url: `/user/update-credential/${world.colleague(scope).userId}`,
      payload: { name: 'fedex', username: 'matrix', password: 'matrix password' },
    }),
  },
  updateCredential: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: async (world, scope) => {
      const { userId } = world.colleague(scope);
      return {
        method: 'POST',
        url: `/user/edit-credential/${userId}`,
        payload: {
          id: await world.newCredential(userId, world.organizationId(scope)),
          name: 'ups',
          username: 'edited',
          password: 'edited',
        },
      };
    },
  },
  deleteCredential: {
    own: [401, 404, 404, 204, 204],
    other: [401, 404, 404, 404, 204],
    placedPlatformAdmin: [401, 404, 404, 404, 204],
    request: async (world, scope) => {
      const { userId } = world.colleague(scope);
      return {
        method: 'DELETE',
        url: `/user/delete-credential/${userId}/${await world.newCredential(userId, world.organizationId(scope))}`,
      };
    },
  },
  uploadAvatar: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: (world, scope) => ({
      method: 'POST',
      url: `/user/upload-avatar/${world.colleague(scope).userId}`,
      ...world.file({ filename: 'avatar.png', type: 'image/png', bytes: world.png }),
    }),
  },
  getAvatar: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: (world, scope) => ({ method: 'GET', url: `/user/avatar/${world.colleague(scope).userId}` }),
  },

  // Documents (issue 12): upload needs an organization; a person's documents are read like the person.
  uploadFile: {
    ...anyScope([401, 403, 201, 201, 403]),
    request: (world) => ({
      method: 'POST',
      url: '/user/upload-file',
      ...world.file({ filename: 'rates.csv', type: 'text/csv', bytes: Buffer.from('zone,rate\n2,8.15\n') }),
    }),
  },
  listUserFiles: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: (world, scope) => ({ method: 'GET', url: `/user/files/${world.colleague(scope).userId}` }),
  },
  downloadFile: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    placedPlatformAdmin: [401, 404, 404, 404, 200],
    request: (world, scope) => ({
      method: 'GET',
      url: `/user/files/${world.colleague(scope).userId}/${world.documentId(scope)}`,
    }),
  },

  // Dashboards (issue 13): a license or platform admin rights; anyone but a platform admin gets their own
  // organization's scope whatever mapping name they send. The member and the organization admin hold licenses.
  getDashboardUrl: {
    ...anyScope([401, 403, 200, 200, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/organization/dashboard?pathType=executive_summary&mappingName=${world.mappingName(scope)}`,
    }),
  },

  // Export: any organization for platform admins. Others read the details of their own organization only (another
  // is not found), and their export is always their own organization's, whatever mapping name they send.
  listExportFilterDetails: {
    own: [401, 403, 200, 200, 200],
    other: [401, 403, 404, 404, 200],
    request: (world, scope) => ({
      method: 'GET',
      url: `/export/details?organizationId=${world.organizationId(scope)}`,
    }),
  },
  exportWorkbook: {
    ...anyScope([401, 403, 200, 200, 200]),
    request: (world, scope) => ({
      method: 'POST',
      url: '/export/workbook',
      payload: { organizationMappingName: world.mappingName(scope), elementId: 'tracking', rowLimit: 10 },
    }),
  },

  // Control master (issue 11): all clients for platform admins, one's own organization's client otherwise; only
  // platform admins import files.
  listControlMaster: {
    ...anyScope([401, 403, 200, 200, 200]),
    request: (world, scope) => ({ method: 'GET', url: `/control-master?client=${world.mappingName(scope)}` }),
  },
  listControlMasterClients: {
    ...anyScope([401, 403, 200, 200, 200]),
    request: () => ({ method: 'GET', url: '/control-master/clients' }),
  },
  getControlMasterOnTimeSummary: {
    own: [401, 403, 200, 200, 200],
    other: [401, 403, 404, 404, 200],
    request: (world, scope) => ({
      method: 'GET',
      url: `/control-master/on-time-summary?control_id=${world.controlId(scope)}&groupByField=audit_status`,
    }),
  },
  importInvoiceFile: {
    ...anyScope([401, 403, 403, 403, 202]),
    request: (world, scope) => ({
      method: 'POST',
      url: `/control-master/import?client=${world.mappingName(scope)}`,
      ...world.newInvoiceFile(scope),
    }),
  },
  // A job of any client is visible to platform admins only, whoever's organization the client is.
  listImportJobs: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/control-master/import-jobs' }),
  },
  getImportJob: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/control-master/import-jobs/${world.importJobId(scope)}`,
    }),
  },

  // Frame-token operations: only the token counts (cookies are sent too and grant nothing). Whoever gets no
  // token (anonymous, the member without organization and license) is answered 401; members get their own
  // organization's figures whatever scope they asked for.
  getAnalyticsDashboard: {
    ...anyScope([401, 401, 200, 200, 200]),
    request: async (world, scope, persona) =>
      frameRequest(world, scope, persona, 'executive_summary', '/analytics/dashboard'),
  },
  // On `other`, the caller holds a token of another kind (a summary), which lists no rows.
  listAnalyticsRows: {
    own: [401, 401, 200, 200, 200],
    other: [401, 401, 403, 403, 403],
    request: async (world, scope, persona) =>
      frameRequest(
        world,
        scope,
        persona,
        scope === 'own' ? 'accessorials_detail' : 'executive_summary',
        '/analytics/rows?limit=5',
      ),
  },

  // Carrier passwords are read one at a time, by those who may read the person's credentials.
  revealCredential: {
    own: [401, 404, 404, 200, 200],
    other: [401, 404, 404, 404, 200],
    request: async (world, scope) => {
      const { userId } = world.colleague(scope);
      const credentialId = await world.newCredential(userId, world.organizationId(scope));
      return { method: 'POST', url: `/user/${userId}/credentials/${credentialId}/reveal` };
    },
  },
  listAuditLog: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/audit-log?limit=5' }),
  },
  listUnmappedReferenceData: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/unmapped' }),
  },
  getReferenceDataChange: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'GET',
      url: `/reference-data/changes/${await world.newReferenceDataChange()}`,
    }),
  },
  // The reference maps are the platform's, edited by its admins alone.
  listServiceRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/service-rules' }),
  },
  createServiceRule: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: () => ({
      method: 'POST',
      url: '/reference-data/service-rules',
      payload: matrixServiceRule(),
    }),
  },
  updateServiceRule: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'PUT',
      url: `/reference-data/service-rules/${await world.newServiceRule()}`,
      payload: matrixServiceRule(),
    }),
  },
  exportServiceRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/service-rules.csv' }),
  },
  // The map as it is, sent back: every rule stays, nothing is re-derived.
  importServiceRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'PUT',
      url: '/reference-data/service-rules.csv',
      ...world.file({ filename: 'service-map.csv', type: 'text/csv', bytes: await world.serviceMapFile() }),
    }),
  },
  deleteServiceRule: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'DELETE',
      url: `/reference-data/service-rules/${await world.newServiceRule()}`,
    }),
  },
  listChargeRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/charge-rules' }),
  },
  createChargeRule: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: () => ({ method: 'POST', url: '/reference-data/charge-rules', payload: matrixChargeRule() }),
  },
  updateChargeRule: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'PUT',
      url: `/reference-data/charge-rules/${await world.newChargeRule()}`,
      payload: matrixChargeRule(),
    }),
  },
  exportChargeRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/charge-rules.csv' }),
  },
  // The map as it is, sent back: every rule stays, nothing is re-derived.
  importChargeRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'PUT',
      url: '/reference-data/charge-rules.csv',
      ...world.file({ filename: 'charge-map.csv', type: 'text/csv', bytes: await world.chargeMapFile() }),
    }),
  },
  deleteChargeRule: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'DELETE',
      url: `/reference-data/charge-rules/${await world.newChargeRule()}`,
    }),
  },
  listDeliveryCommitments: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/delivery-commitments' }),
  },
  createDeliveryCommitment: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: () => ({
      method: 'POST',
      url: '/reference-data/delivery-commitments',
      payload: matrixDeliveryCommitment(),
    }),
  },
  updateDeliveryCommitment: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'PUT',
      url: `/reference-data/delivery-commitments/${await world.newDeliveryCommitment()}`,
      payload: matrixDeliveryCommitment(),
    }),
  },
  exportDeliveryCommitments: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/delivery-commitments.csv' }),
  },
  // The commitments as they are, sent back: every one stays, nothing is re-derived.
  importDeliveryCommitments: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'PUT',
      url: '/reference-data/delivery-commitments.csv',
      ...world.file({
        filename: 'delivery-commitments.csv',
        type: 'text/csv',
        bytes: await world.deliveryCommitmentsFile(),
      }),
    }),
  },
  deleteDeliveryCommitment: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'DELETE',
      url: `/reference-data/delivery-commitments/${await world.newDeliveryCommitment()}`,
    }),
  },
  // An organization's contract discounts: the platform admins' too, whichever organization.
  listContractDiscounts: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/reference-data/organizations/${world.organizationId(scope)}/contract-discounts`,
    }),
  },
  createContractDiscount: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: (world, scope) => ({
      method: 'POST',
      url: `/reference-data/organizations/${world.organizationId(scope)}/contract-discounts`,
      payload: matrixContractDiscount(),
    }),
  },
  updateContractDiscount: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'PUT',
      url: `/reference-data/contract-discounts/${await world.newContractDiscount(scope)}`,
      payload: matrixContractDiscount(),
    }),
  },
  exportContractDiscounts: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/reference-data/organizations/${world.organizationId(scope)}/contract-discounts.csv`,
    }),
  },
  // The discounts as they are, sent back: every one stays, nothing is re-derived.
  importContractDiscounts: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'PUT',
      url: `/reference-data/organizations/${world.organizationId(scope)}/contract-discounts.csv`,
      ...world.file({
        filename: 'contract-discounts.csv',
        type: 'text/csv',
        bytes: await world.contractDiscountsFile(scope),
      }),
    }),
  },
  deleteContractDiscount: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'DELETE',
      url: `/reference-data/contract-discounts/${await world.newContractDiscount(scope)}`,
    }),
  },
  listGuaranteeWaivers: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/reference-data/guarantee-waivers' }),
  },
  createGuaranteeWaiver: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: (world, scope) => ({
      method: 'POST',
      url: '/reference-data/guarantee-waivers',
      payload: matrixGuaranteeWaiver(world.organizationId(scope)),
    }),
  },
  updateGuaranteeWaiver: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'PUT',
      url: `/reference-data/guarantee-waivers/${await world.newGuaranteeWaiver()}`,
      payload: matrixGuaranteeWaiver(world.organizationId(scope)),
    }),
  },
  deleteGuaranteeWaiver: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world) => ({
      method: 'DELETE',
      url: `/reference-data/guarantee-waivers/${await world.newGuaranteeWaiver()}`,
    }),
  },
  // Refund claims are the platform's, made by its admins alone, whichever organization's packages they hold.
  listRefundEligiblePackages: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/refund-claims/eligible?organizationId=${world.organizationId(scope)}`,
    }),
  },
  listUnclaimedRefundCredits: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: (world, scope) => ({
      method: 'GET',
      url: `/refund-claims/unclaimed-credits?organizationId=${world.organizationId(scope)}`,
    }),
  },
  listRefundRules: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/refund-claims/rules' }),
  },
  updateRefundRule: {
    ...anyScope([401, 403, 403, 403, 200]),
    // The rule as seeded: the call changes nothing another test reads.
    request: () => ({
      method: 'PUT',
      url: '/refund-claims/rules/UPS',
      payload: {
        days: 15,
        countedFrom: 'later_of_commitment_and_delivery',
        coverage: [
          { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null },
          { grouping: 'FUEL', coveredFrom: null, coveredTo: '2008-09-01' },
        ],
      },
    }),
  },
  listClaimBatches: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: () => ({ method: 'GET', url: '/refund-claims/batches' }),
  },
  createClaimBatch: {
    ...anyScope([401, 403, 403, 403, 201]),
    request: async (world, scope) => ({
      method: 'POST',
      url: '/refund-claims/batches',
      payload: { carrier: 'UPS', packageIds: [await world.newRefundEligiblePackage(scope)] },
    }),
  },
  getClaimBatch: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'GET',
      url: `/refund-claims/batches/${(await world.newClaimBatch(scope, 'open')).batchId}`,
    }),
  },
  deleteClaimBatch: {
    ...anyScope([401, 403, 403, 403, 204]),
    request: async (world, scope) => ({
      method: 'DELETE',
      url: `/refund-claims/batches/${(await world.newClaimBatch(scope, 'open')).batchId}`,
    }),
  },
  submitClaimBatch: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'POST',
      url: `/refund-claims/batches/${(await world.newClaimBatch(scope, 'open')).batchId}/submit`,
    }),
  },
  downloadClaimFile: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'GET',
      url: `/refund-claims/batches/${(await world.newClaimBatch(scope, 'submitted')).batchId}/claim-file`,
    }),
  },
  removeClaimFromBatch: {
    ...anyScope([401, 403, 403, 403, 204]),
    request: async (world, scope) => {
      const { batchId, packageId } = await world.newClaimBatch(scope, 'open');
      return { method: 'DELETE', url: `/refund-claims/batches/${batchId}/claims/${packageId}` };
    },
  },
  denyRefundClaim: {
    ...anyScope([401, 403, 403, 403, 200]),
    request: async (world, scope) => ({
      method: 'POST',
      url: `/refund-claims/claims/${(await world.newClaimBatch(scope, 'submitted')).packageId}/deny`,
      payload: { reason: 'Delivered within the guarantee' },
    }),
  },
};

/** A weather waiver of one day in 1999, when no package of the world was in transit, for `organizationId`. */
export function matrixGuaranteeWaiver(organizationId: string | null) {
  return {
    carrier: null,
    organizationId,
    startsOn: '1999-02-01',
    endsOn: '1999-02-01',
    reason: 'weather',
    note: 'Matrix storm',
  } as const;
}

let matrixZone = 100;

/** A contract discount of international ground for one zone no other call used (zones 101 and up). */
export function matrixContractDiscount() {
  matrixZone += 1;
  return {
    carrier: 'UPS',
    slaGrouping: 'INTL_GROUND',
    zoneFrom: matrixZone,
    zoneTo: matrixZone,
    weightFromLb: 0,
    weightToLb: 99999,
    discountPct: 12.5,
  } as const;
}

/** A delivery commitment of international ground for one zone no other call used (zones 101 and up). */
export function matrixDeliveryCommitment() {
  matrixZone += 1;
  return {
    slaGrouping: 'INTL_GROUND',
    zoneFrom: matrixZone,
    zoneTo: matrixZone,
    businessDays: 6,
    commitTime: '23:59:59',
  } as const;
}

/** A charge rule for a description no file bills, unique to each call. */
export function matrixChargeRule() {
  return {
    carrier: 'UPS',
    classification: null,
    pattern: `Matrix Charge ${randomUUID()}`,
    grouping: 'SERVICE_FEE',
    auditExemption: null,
    priority: 0,
  } as const;
}

/** A service rule for a service no file bills, unique to each call. */
export function matrixServiceRule() {
  return {
    carrier: 'UPS',
    match: 'exact',
    pattern: `Matrix Service ${randomUUID()}`,
    priority: 0,
    slaGrouping: 'GROUND',
    groundVsExpress: 'Ground',
    scope: 'Domestic',
    guaranteedFrom: null,
    guaranteedTo: null,
  } as const;
}

async function frameRequest(
  world: MatrixWorld,
  scope: Scope,
  persona: Persona,
  kind: string,
  url: string,
): Promise<MatrixRequest> {
  const token = await world.frameToken(persona, scope, kind);
  return { method: 'GET', url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) };
}
