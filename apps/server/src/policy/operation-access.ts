import type { OperationId } from '../contract.js';

/**
 * Who may call an operation at all, checked before the request body is read:
 * - `public`: no session needed (the contract marks these `security: []`);
 * - `signedIn`: any signed-in person; the service then decides on the objects through the policy;
 * - `organizationAdmin`: organization admins and platform admins;
 * - `platformAdmin`: platform admins only;
 * - `frameToken`: the analytics frame's bearer token alone (session cookies are not accepted); the token names
 *   the user, the dashboard kind and the organization scope.
 */
export type Access = 'public' | 'signedIn' | 'organizationAdmin' | 'platformAdmin' | 'frameToken';

/**
 * How many calls one client address may make within a window, and which refusal it gets past that: the sign-in
 * message, or the general one. It stops one address from flooding a process; the limits per account and per
 * email address are kept in the database (services/auth/sign-in-attempts.ts, services/rate-limits/).
 */
export interface AddressLimit {
  readonly max: number;
  readonly window: '15 minutes' | '1 hour';
  readonly refusal: 'signIns' | 'requests';
  /**
   * With several instances the limits are counted in Redis: when it does not answer, sign-in and password
   * reset are refused (an outage must not open them to guessing), the other calls go through uncounted.
   */
  readonly whenStoreDown: 'refuse' | 'allow';
}

/**
 * The rule of one operation: who may call it, whether it changes state, and its limit per client address if
 * it has one. A state-changing operation must come from the portal itself (the cross-site guard:
 * `X-Requested-With: waybill`, same origin), whatever its method or however its address was written, and is
 * never answered to HEAD. Every method but GET changes state by nature (the routes refuse a row that says
 * otherwise); a GET says so when it does.
 */
export interface OperationRule {
  readonly access: Access;
  readonly changesState: boolean;
  readonly addressLimit?: AddressLimit;
  /**
   * A read of many statements over the shipping facts (a dashboard, the Control Master, an export): it waits for
   * one of the process's turns (plugins/heavy-reads.ts) so that a crowd of them cannot take every connection.
   */
  readonly heavy?: true;
}

const signInsPerAddress = {
  max: 100,
  window: '15 minutes',
  refusal: 'signIns',
  whenStoreDown: 'refuse',
} as const;
// Calls that send email.
const mailsPerAddress = { max: 50, window: '1 hour', refusal: 'requests', whenStoreDown: 'allow' } as const;
const resetMailsPerAddress = { ...mailsPerAddress, whenStoreDown: 'refuse' } as const;
// Calls that use a link's token.
const linkUsesPerAddress = {
  max: 50,
  window: '15 minutes',
  refusal: 'requests',
  whenStoreDown: 'allow',
} as const;
const resetsPerAddress = { ...linkUsesPerAddress, whenStoreDown: 'refuse' } as const;

/**
 * The rule of every operation of the contract. The type requires a row for each operationId, so a new
 * operation does not compile until it has its decision here (and its row in the authorization matrix test).
 */
export const operationAccess = {
  getHealth: { access: 'public', changesState: false },
  login: { access: 'public', changesState: true, addressLimit: signInsPerAddress },
  register: { access: 'public', changesState: true, addressLimit: mailsPerAddress },
  refreshSession: { access: 'public', changesState: true },
  verifyEmail: { access: 'public', changesState: true, addressLimit: linkUsesPerAddress },
  acceptInvitation: { access: 'public', changesState: true, addressLimit: linkUsesPerAddress },
  sendResetPasswordMail: { access: 'public', changesState: true, addressLimit: resetMailsPerAddress },
  resetPassword: { access: 'public', changesState: true, addressLimit: resetsPerAddress },

  getProfile: { access: 'signedIn', changesState: false },
  resendVerificationEmail: { access: 'signedIn', changesState: true },
  logout: { access: 'signedIn', changesState: true },

  listOrganizations: { access: 'signedIn', changesState: false },
  getOrganization: { access: 'signedIn', changesState: false },
  createOrganization: { access: 'platformAdmin', changesState: true },
  updateOrganization: { access: 'platformAdmin', changesState: true },
  deactivateOrganization: { access: 'platformAdmin', changesState: true },
  activateOrganization: { access: 'platformAdmin', changesState: true },
  assignUsers: { access: 'platformAdmin', changesState: true },
  unassignUsers: { access: 'platformAdmin', changesState: true },
  listUnassignedUsers: { access: 'platformAdmin', changesState: false },

  listPeople: { access: 'signedIn', changesState: false },
  listOrganizationMembers: { access: 'signedIn', changesState: false },
  inviteToOrganization: { access: 'organizationAdmin', changesState: true, addressLimit: mailsPerAddress },
  resendInvitation: { access: 'organizationAdmin', changesState: true, addressLimit: mailsPerAddress },
  assignSigmaLicense: { access: 'organizationAdmin', changesState: true },
  revokeSigmaLicense: { access: 'organizationAdmin', changesState: true },
  updateOrganizationUser: { access: 'organizationAdmin', changesState: true },
  activateUser: { access: 'organizationAdmin', changesState: true },
  deactivateUser: { access: 'organizationAdmin', changesState: true },
  getDashboardUrl: { access: 'signedIn', changesState: false },

  getUser: { access: 'signedIn', changesState: false },
  updateUser: { access: 'signedIn', changesState: true },
  addCredential: { access: 'signedIn', changesState: true },
  updateCredential: { access: 'signedIn', changesState: true },
  deleteCredential: { access: 'signedIn', changesState: true },
  uploadAvatar: { access: 'signedIn', changesState: true },
  getAvatar: { access: 'signedIn', changesState: false },
  uploadFile: { access: 'signedIn', changesState: true },
  listUserFiles: { access: 'signedIn', changesState: false },
  downloadFile: { access: 'signedIn', changesState: false },

  listExportFilterDetails: { access: 'signedIn', changesState: false },
  exportWorkbook: { access: 'signedIn', changesState: true, heavy: true },

  listControlMaster: { access: 'signedIn', changesState: false, heavy: true },
  listControlMasterClients: { access: 'signedIn', changesState: false },
  getControlMasterOnTimeSummary: { access: 'signedIn', changesState: false },
  importInvoiceFile: { access: 'platformAdmin', changesState: true },
  listImportJobs: { access: 'platformAdmin', changesState: false },
  getImportJob: { access: 'platformAdmin', changesState: false },

  getAnalyticsDashboard: { access: 'frameToken', changesState: false, heavy: true },
  listAnalyticsRows: { access: 'frameToken', changesState: false, heavy: true },

  revealCredential: { access: 'signedIn', changesState: true },
  listAuditLog: { access: 'platformAdmin', changesState: false },
  listUnmappedReferenceData: { access: 'platformAdmin', changesState: false, heavy: true },
  getReferenceDataChange: { access: 'platformAdmin', changesState: false },
  listRefundEligiblePackages: { access: 'platformAdmin', changesState: false },
  listRefundRules: { access: 'platformAdmin', changesState: false },
  updateRefundRule: { access: 'platformAdmin', changesState: true },
  listUnclaimedRefundCredits: { access: 'platformAdmin', changesState: false },
  listClaimBatches: { access: 'platformAdmin', changesState: false },
  createClaimBatch: { access: 'platformAdmin', changesState: true },
  getClaimBatch: { access: 'platformAdmin', changesState: false },
  deleteClaimBatch: { access: 'platformAdmin', changesState: true },
  submitClaimBatch: { access: 'platformAdmin', changesState: true },
  downloadClaimFile: { access: 'platformAdmin', changesState: false },
  removeClaimFromBatch: { access: 'platformAdmin', changesState: true },
  denyRefundClaim: { access: 'platformAdmin', changesState: true },
  listServiceRules: { access: 'platformAdmin', changesState: false },
  createServiceRule: { access: 'platformAdmin', changesState: true },
  updateServiceRule: { access: 'platformAdmin', changesState: true },
  deleteServiceRule: { access: 'platformAdmin', changesState: true },
  exportServiceRules: { access: 'platformAdmin', changesState: false },
  importServiceRules: { access: 'platformAdmin', changesState: true },
  listChargeRules: { access: 'platformAdmin', changesState: false },
  createChargeRule: { access: 'platformAdmin', changesState: true },
  updateChargeRule: { access: 'platformAdmin', changesState: true },
  deleteChargeRule: { access: 'platformAdmin', changesState: true },
  exportChargeRules: { access: 'platformAdmin', changesState: false },
  importChargeRules: { access: 'platformAdmin', changesState: true },
  listDeliveryCommitments: { access: 'platformAdmin', changesState: false },
  createDeliveryCommitment: { access: 'platformAdmin', changesState: true },
  updateDeliveryCommitment: { access: 'platformAdmin', changesState: true },
  deleteDeliveryCommitment: { access: 'platformAdmin', changesState: true },
  exportDeliveryCommitments: { access: 'platformAdmin', changesState: false },
  importDeliveryCommitments: { access: 'platformAdmin', changesState: true },
  listContractDiscounts: { access: 'platformAdmin', changesState: false },
  createContractDiscount: { access: 'platformAdmin', changesState: true },
  updateContractDiscount: { access: 'platformAdmin', changesState: true },
  deleteContractDiscount: { access: 'platformAdmin', changesState: true },
  exportContractDiscounts: { access: 'platformAdmin', changesState: false },
  importContractDiscounts: { access: 'platformAdmin', changesState: true },
  listGuaranteeWaivers: { access: 'platformAdmin', changesState: false },
  createGuaranteeWaiver: { access: 'platformAdmin', changesState: true },
  updateGuaranteeWaiver: { access: 'platformAdmin', changesState: true },
  deleteGuaranteeWaiver: { access: 'platformAdmin', changesState: true },
} as const satisfies { [K in OperationId]: OperationRule };

export type OperationAccess = typeof operationAccess;
