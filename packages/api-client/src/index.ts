export {
  createApiClient,
  DEFAULT_BASE_URL,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type ApiClient,
  type ApiClientOptions,
} from './client';
export { ApiError, getErrorMessage, type ErrorBody } from './errors';
export {
  createApiHooks,
  createQueryClient,
  MAX_QUERY_RETRIES,
  QUERY_GC_TIME_MS,
  queryRetryDelay,
  shouldRetryQuery,
  type ApiHooks,
  type ApiMethod,
  type ApiPath,
  type ApiRequest,
  type ApiResponseData,
} from './query';
export * from './vocabulary';
export { readListResponse } from './list-response';
export type { components, operations, paths } from './generated/schema';

import type { components } from './generated/schema';

type Schemas = components['schemas'];

export type Profile = Schemas['Profile'];
export type Organization = Schemas['Organization'];
export type OrganizationInput = Schemas['OrganizationInput'];
export type OrganizationUpdate = Schemas['OrganizationUpdate'];
export type Person = Schemas['Person'];
export type PersonStatus = Person['status'];
export type Role = Schemas['Role'];
export type Credential = Schemas['Credential'];
export type CredentialInput = Schemas['CredentialInput'];
export type CredentialUpdate = Schemas['CredentialUpdate'];
export type AuditAction = Schemas['AuditAction'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditLogPage = Schemas['AuditLogPage'];
export type Document = Schemas['Document'];
export type FileList = Schemas['FileList'];
export type ControlMasterRecord = Schemas['ControlMasterRecord'];
export type ControlMasterClient = Schemas['ControlMasterClient'];
export type OnTimeSummaryRow = Schemas['OnTimeSummaryRow'];
export type UnmappedReferenceData = Schemas['UnmappedReferenceData'];
export type UnmappedService = Schemas['UnmappedService'];
export type UnmappedChargeDescription = Schemas['UnmappedChargeDescription'];
export type ServiceMatch = Schemas['ServiceMatch'];
export type ServiceRule = Schemas['ServiceRule'];
export type ServiceRuleInput = Schemas['ServiceRuleInput'];
export type ServiceRuleChange = Schemas['ServiceRuleChange'];
export type ServiceRulesImport = Schemas['ServiceRulesImport'];
export type DeliveryCommitment = Schemas['DeliveryCommitment'];
export type DeliveryCommitmentInput = Schemas['DeliveryCommitmentInput'];
export type DeliveryCommitmentChange = Schemas['DeliveryCommitmentChange'];
export type DeliveryCommitmentsImport = Schemas['DeliveryCommitmentsImport'];
export type ContractDiscount = Schemas['ContractDiscount'];
export type ContractDiscountInput = Schemas['ContractDiscountInput'];
export type ContractDiscountChange = Schemas['ContractDiscountChange'];
export type ContractDiscountsImport = Schemas['ContractDiscountsImport'];
export type GuaranteeWaiver = Schemas['GuaranteeWaiver'];
export type GuaranteeWaiverInput = Schemas['GuaranteeWaiverInput'];
export type GuaranteeWaiverChange = Schemas['GuaranteeWaiverChange'];
export type ReferenceDataRederivation = Schemas['ReferenceDataRederivation'];
export type ReferenceDataChange = Schemas['ReferenceDataChange'];
export type RefundEligiblePackage = Schemas['RefundEligiblePackage'];
export type RefundEligibleList = Schemas['RefundEligibleList'];
export type RefundRule = Schemas['RefundRule'];
export type RefundCoverage = Schemas['RefundCoverage'];
export type RefundWindowStart = Schemas['RefundWindowStart'];
export type RefundRuleInput = Schemas['RefundRuleInput'];
export type RefundRuleChange = Schemas['RefundRuleChange'];
export type RefundClaimState = Schemas['RefundClaimState'];
export type RefundClaim = Schemas['RefundClaim'];
export type ClaimBatchSummary = Schemas['ClaimBatchSummary'];
export type ClaimBatch = Schemas['ClaimBatch'];
export type ClaimBatchInput = Schemas['ClaimBatchInput'];
export type RefundCredit = Schemas['RefundCredit'];
export type UnclaimedRefundCredit = Schemas['UnclaimedRefundCredit'];
export type UnclaimedRefundCreditList = Schemas['UnclaimedRefundCreditList'];
export type ImportReport = Schemas['ImportReport'];
export type Carrier = Schemas['Carrier'];
export type ExportFilterDetail = Schemas['ExportFilterDetail'];
export type ExportRequest = Schemas['ExportRequest'];
export type ExportResult = Schemas['ExportResult'];
export type DashboardKind = Schemas['DashboardKind'];
export type DashboardUrl = Schemas['DashboardUrl'];
export type Message = Schemas['Message'];
export type Health = Schemas['Health'];
