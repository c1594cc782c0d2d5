import type { ApiPath, ApiRequest } from '@waybill/api-client';
import type { Api } from './api';

/**
 * `POST /user/verify-email`: the one use of an email verification link. A query, so the cache runs the
 * single-use call once however often the page mounts; never retried or asked again.
 */
export const emailVerificationQuery = ({ $api }: Api, link: { invitationToken: string; email: string }) =>
  $api.queryOptions(
    'post',
    '/user/verify-email',
    { body: link },
    { retry: false, staleTime: Infinity, gcTime: Infinity },
  );

/** `GET /user/files/{id}`: one person's documents. */
export const userFilesQuery = ({ $api }: Api, userId: string) =>
  $api.queryOptions('get', '/user/files/{id}', { params: { path: { id: userId } } });

/** `GET /export/details`: the carriers, services and groupings an organization's export can filter by. */
export const exportDetailsQuery = ({ $api }: Api, organizationId: string) =>
  $api.queryOptions('get', '/export/details', { params: { query: { organizationId } } });

/** `GET /audit-log`: one page of the audit log, the first or the one after `cursor`. */
export const auditLogQuery = ({ $api }: Api, limit: number, cursor: string | undefined) =>
  $api.queryOptions('get', '/audit-log', { params: { query: { limit, ...(cursor ? { cursor } : {}) } } });

/** `GET /control-master/clients`: the clients with invoice files, and their carriers. */
export const controlMasterClientsQuery = ({ $api }: Api) =>
  $api.queryOptions('get', '/control-master/clients');

/** The query parameters of `GET Path`. */
type QueryOf<Path extends ApiPath<'get'>> = NonNullable<
  NonNullable<NonNullable<ApiRequest<'get', Path>>['params']>['query']
>;

/** `GET /control-master`: the invoice files (Control IDs) that match the filters. */
export const controlsQuery = ({ $api }: Api, filters: QueryOf<'/control-master'>) =>
  $api.queryOptions('get', '/control-master', { params: { query: filters } });

/** `GET /control-master/on-time-summary`: one invoice file's packages and net spend grouped by one field. */
export const onTimeSummaryQuery = (
  { $api }: Api,
  controlId: string,
  groupByField: QueryOf<'/control-master/on-time-summary'>['groupByField'],
) =>
  $api.queryOptions('get', '/control-master/on-time-summary', {
    params: { query: { control_id: controlId, groupByField } },
  });

/** `GET /control-master/import-jobs`: the import jobs of the last day, by anyone, newest first. */
export const importJobsQuery = ({ $api }: Api) => $api.queryOptions('get', '/control-master/import-jobs');

/** `GET /control-master/import-jobs/{jobId}`: one import job as it stands. */
export const importJobQuery = ({ $api }: Api, jobId: string) =>
  $api.queryOptions('get', '/control-master/import-jobs/{jobId}', { params: { path: { jobId } } });

/** `GET /reference-data/service-rules`: the service map's rules, per carrier in the order they win. */
export const serviceRulesQuery = ({ $api }: Api) => $api.queryOptions('get', '/reference-data/service-rules');

/** `GET /reference-data/charge-rules`: the charge map's rules, in the order they win. */
export const chargeRulesQuery = ({ $api }: Api) => $api.queryOptions('get', '/reference-data/charge-rules');

/** `GET /reference-data/delivery-commitments`: when a package of each SLA group is due, by zone. */
export const deliveryCommitmentsQuery = ({ $api }: Api) =>
  $api.queryOptions('get', '/reference-data/delivery-commitments');

/** `GET /reference-data/organizations/{organizationId}/contract-discounts`: an organization's contract discounts. */
export const contractDiscountsQuery = ({ $api }: Api, organizationId: string) =>
  $api.queryOptions('get', '/reference-data/organizations/{organizationId}/contract-discounts', {
    params: { path: { organizationId } },
  });

/** `GET /reference-data/guarantee-waivers`: the periods the carriers waived their money-back guarantee, newest first. */
export const guaranteeWaiversQuery = ({ $api }: Api) =>
  $api.queryOptions('get', '/reference-data/guarantee-waivers');

/** `GET /reference-data/unmapped`: the services and charge descriptions the reference maps do not know. */
export const unmappedReferenceDataQuery = ({ $api }: Api) =>
  $api.queryOptions('get', '/reference-data/unmapped');

/** `GET /reference-data/changes/{changeId}`: a change of the reference data as it stands. */
export const referenceDataChangeQuery = ({ $api }: Api, changeId: string) =>
  $api.queryOptions('get', '/reference-data/changes/{changeId}', { params: { path: { changeId } } });

/** `GET /refund-claims/eligible`: the late packages of the selection a refund can still be claimed for. */
export const refundEligibleQuery = ({ $api }: Api, selection: QueryOf<'/refund-claims/eligible'>) =>
  $api.queryOptions('get', '/refund-claims/eligible', { params: { query: selection } });

/** `GET /refund-claims/unclaimed-credits`: the refunds the carriers credited to packages no claim holds. */
export const unclaimedRefundCreditsQuery = (
  { $api }: Api,
  selection: QueryOf<'/refund-claims/unclaimed-credits'>,
) => $api.queryOptions('get', '/refund-claims/unclaimed-credits', { params: { query: selection } });

/** `GET /refund-claims/rules`: each carrier's claim window and what its refunds cover. */
export const refundRulesQuery = ({ $api }: Api) => $api.queryOptions('get', '/refund-claims/rules');

/** `GET /refund-claims/batches`: the claim batches, newest first. */
export const claimBatchesQuery = ({ $api }: Api) => $api.queryOptions('get', '/refund-claims/batches');

/** `GET /refund-claims/batches/{batchId}`: one claim batch with its claims. */
export const claimBatchQuery = ({ $api }: Api, batchId: number) =>
  $api.queryOptions('get', '/refund-claims/batches/{batchId}', { params: { path: { batchId } } });
