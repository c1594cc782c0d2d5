import { DASHBOARD_ADDRESSES, UNMAPPED_REFERENCE_DATA_ADDRESS } from '@waybill/api-client';

/** A route without parameters: its pattern is also its address. */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

/** Builds `pathname?query` from the given parameters, leaving out the ones without a value. */
const withQuery = (pathname: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, value);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
};

/** Query parameters carried by the links that the product mails. */
export type EmailLinkParams = { token?: string; email?: string };

/** Every route of the portal: its router pattern (`path`) and how to link to it (`getHref`). */
export const paths = {
  home: fixed('/'),
  auth: {
    login: fixed('/login'),
    register: fixed('/register'),
    verifyEmail: {
      path: '/verify-email',
      getHref: (params: EmailLinkParams = {}) => withQuery('/verify-email', params),
    },
    acceptInvitation: {
      path: '/accept-invitation',
      getHref: (params: EmailLinkParams = {}) => withQuery('/accept-invitation', params),
    },
    resetPassword: {
      path: '/reset-password',
      getHref: (params: EmailLinkParams = {}) => withQuery('/reset-password', params),
    },
  },
  noOrganization: fixed('/no-organization'),
  verifyYourEmail: fixed('/verify-your-email'),
  documents: fixed('/documents'),
  exports: fixed('/exports'),
  controlMaster: fixed('/control-master'),
  auditLog: fixed('/audit-log'),
  // The reference maps' screens: what they leave unmapped, where /reference-data leads, the service map, the
  // charge map, the delivery commitments, the organizations' contract discounts, the guarantee waivers and the
  // carriers' refund rules.
  referenceData: fixed('/reference-data'),
  unmappedReferenceData: fixed(UNMAPPED_REFERENCE_DATA_ADDRESS),
  serviceMap: {
    path: '/reference-data/services',
    /** With a carrier and a service, the screen opens on a new rule for that service. */
    getHref: (newRuleFor: { carrier?: string; service?: string } = {}) =>
      withQuery('/reference-data/services', newRuleFor),
  },
  chargeMap: {
    path: '/reference-data/charge-map',
    /** With a carrier and a charge description, the screen opens on a new rule for that description. */
    getHref: (newRuleFor: { carrier?: string; description?: string } = {}) =>
      withQuery('/reference-data/charge-map', newRuleFor),
  },
  deliveryCommitments: fixed('/reference-data/commitments'),
  contractDiscounts: {
    path: '/reference-data/contract-discounts',
    /** With an organization's id, the screen opens on that organization's discounts. */
    getHref: (organizationId?: string) =>
      withQuery('/reference-data/contract-discounts', { organization: organizationId }),
  },
  guaranteeWaivers: fixed('/reference-data/guarantee-waivers'),
  refundRules: fixed('/reference-data/refund-rules'),
  // Late-delivery refunds: the packages a refund can be claimed for, the claim batches and the refunds the carriers
  // paid without a claim, as three tabs of one screen (the tab in the query, so that the menu link stays current on
  // each), and one batch.
  refundClaims: {
    path: '/refund-claims',
    /** With `'batches'` or `'credits'`, the screen opens on its Batches or its Paid unasked tab. */
    getHref: (tab?: 'batches' | 'credits') => withQuery('/refund-claims', { tab }),
  },
  claimBatch: {
    path: '/refund-claims/batches/:batchId',
    getHref: (batchId: number) => `/refund-claims/batches/${batchId}`,
  },
  organizations: fixed('/organization'),
  organization: {
    path: '/organization/:id',
    getHref: (organizationId: string) => `/organization/${encodeURIComponent(organizationId)}`,
  },
  people: fixed('/people'),
  person: {
    path: '/people/:id',
    getHref: (userId: string) => `/people/${encodeURIComponent(userId)}`,
  },
  dashboard: {
    executiveSummary: fixed(DASHBOARD_ADDRESSES.executive_summary),
    domesticShipping: fixed(DASHBOARD_ADDRESSES.domestic_shipping),
    internationalShipping: fixed(DASHBOARD_ADDRESSES.international_shipping),
    accessorialsSummary: fixed(DASHBOARD_ADDRESSES.accessorials_summary),
    accessorialsDetail: fixed(DASHBOARD_ADDRESSES.accessorials_detail),
    discountMonitoringSummary: fixed(DASHBOARD_ADDRESSES.discount_monitoring_summary),
    discountMonitoringDetail: fixed(DASHBOARD_ADDRESSES.discount_monitoring_detail),
    performanceTracker: fixed(DASHBOARD_ADDRESSES.performance_tracker),
    refunds: fixed(DASHBOARD_ADDRESSES.refunds),
    modeOptimization: fixed(DASHBOARD_ADDRESSES.mode_optimization),
    // The kind of any other dashboard address (SPEC §2 "Dashboard page"): the discounts overview, which has no
    // menu entry; the frame opens it here.
    discounts: fixed(DASHBOARD_ADDRESSES.discounts),
  },
} as const;
