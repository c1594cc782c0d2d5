import type { OperationId } from '../routes/operation-types.js';

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
 * The access of every operation of the contract. The type requires a row for each operationId, so a new
 * operation does not compile until it has its decision here (and its row in the authorization matrix test).
 */
export const operationAccess = {
  getHealth: 'public',
  login: 'public',
  register: 'public',
  refreshSession: 'public',
  verifyEmail: 'public',
  acceptInvitation: 'public',
  sendResetPasswordMail: 'public',
  resetPassword: 'public',

  getProfile: 'signedIn',
  logout: 'signedIn',

  listOrganizations: 'signedIn',
  getOrganization: 'signedIn',
  createOrganization: 'platformAdmin',
  updateOrganization: 'platformAdmin',
  deactivateOrganization: 'platformAdmin',
  activateOrganization: 'platformAdmin',
  assignUsers: 'platformAdmin',
  unassignUsers: 'platformAdmin',
  listUnassignedUsers: 'platformAdmin',

  listPeople: 'signedIn',
  listOrganizationMembers: 'signedIn',
  inviteToOrganization: 'organizationAdmin',
  resendInvitation: 'organizationAdmin',
  assignSigmaLicense: 'organizationAdmin',
  revokeSigmaLicense: 'organizationAdmin',
  updateOrganizationUser: 'organizationAdmin',
  activateUser: 'organizationAdmin',
  deactivateUser: 'organizationAdmin',
  getDashboardUrl: 'signedIn',

  getUser: 'signedIn',
  updateUser: 'signedIn',
  addCredential: 'signedIn',
  updateCredential: 'signedIn',
  deleteCredential: 'signedIn',
  uploadAvatar: 'signedIn',
  getAvatar: 'signedIn',
  uploadFile: 'signedIn',
  listUserFiles: 'signedIn',
  downloadFile: 'signedIn',

  listExportFilterDetails: 'signedIn',
  exportWorkbook: 'signedIn',

  listControlMaster: 'signedIn',
  listControlMasterClients: 'signedIn',
  getControlMasterOnTimeSummary: 'signedIn',
  importInvoiceFile: 'platformAdmin',

  getAnalyticsDashboard: 'frameToken',
  listAnalyticsRows: 'frameToken',

  revealCredential: 'signedIn',
  listAuditLog: 'platformAdmin',
} as const satisfies { [K in OperationId]: Access };

export type OperationAccess = typeof operationAccess;
