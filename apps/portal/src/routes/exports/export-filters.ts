import type { components, ExportFilterDetail, ExportRequest } from '@waybill/api-client';
import type { DateRange } from '@waybill/ui';

export type UnifiedChargeGrouping = components['schemas']['UnifiedChargeGrouping'];
export type SlaGrouping = components['schemas']['SlaGrouping'];
export type ReportType = ExportRequest['elementId'];

/** The report types, by the code sent as `elementId` (SPEC §2). */
export const REPORT_TYPES: readonly { id: ReportType; label: string }[] = [
  { id: 'tracking', label: 'Tracking Data' },
  { id: 'accessorial', label: 'Accessorial Data' },
];

/** SPEC §9: the Row Limit starts at, and never goes above, 100000. */
export const MAX_ROW_LIMIT = 100_000;

/** SPEC §9: the preview shows the header row and this many data rows. */
export const PREVIEW_ROWS = 15;

/** The three cascading choices; `null` means "all". */
export interface CascadeChoice {
  unifiedCharge: UnifiedChargeGrouping | null;
  slaGrouping: SlaGrouping | null;
  senderState: string | null;
}

export const NO_CHOICE: CascadeChoice = { unifiedCharge: null, slaGrouping: null, senderState: null };

const distinct = <Value extends string>(values: Iterable<Value>): Value[] =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The unified charge groupings that exist in the organization's data. */
export function unifiedChargeOptions(details: readonly ExportFilterDetail[]): UnifiedChargeGrouping[] {
  return distinct(details.map((detail) => detail.unified_charge_grouping));
}

/** The SLA groupings that exist with the chosen charge (with any charge when none is chosen). */
export function slaOptions(details: readonly ExportFilterDetail[], choice: CascadeChoice): SlaGrouping[] {
  return distinct(
    details
      .filter(
        (detail) => choice.unifiedCharge === null || detail.unified_charge_grouping === choice.unifiedCharge,
      )
      .map((detail) => detail.sla_grouping),
  );
}

/** The sender states that exist with the chosen charge and SLA grouping. */
export function senderStateOptions(details: readonly ExportFilterDetail[], choice: CascadeChoice): string[] {
  return distinct(
    details
      .filter(
        (detail) =>
          (choice.unifiedCharge === null || detail.unified_charge_grouping === choice.unifiedCharge) &&
          (choice.slaGrouping === null || detail.sla_grouping === choice.slaGrouping),
      )
      .map((detail) => detail.sender_state),
  );
}

/** A new Unified Charge clears the SLA Grouping and the Sender State (SPEC §4). */
export function withUnifiedCharge(unifiedCharge: UnifiedChargeGrouping | null): CascadeChoice {
  return { unifiedCharge, slaGrouping: null, senderState: null };
}

/** A new SLA Grouping clears the Sender State (SPEC §4). */
export function withSlaGrouping(choice: CascadeChoice, slaGrouping: SlaGrouping | null): CascadeChoice {
  return { ...choice, slaGrouping, senderState: null };
}

/** A new Sender State changes nothing else. */
export function withSenderState(choice: CascadeChoice, senderState: string | null): CascadeChoice {
  return { ...choice, senderState };
}

/**
 * The Row Limit to send: a whole number from 0 to 100000. What is not a number (an emptied field) is 0, and
 * anything above the maximum is the maximum (SPEC §5).
 */
export function rowLimitOf(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(MAX_ROW_LIMIT, Math.max(0, Math.trunc(value)));
}

/**
 * The ship-date filter: `min:yyyy-MM-ddT00:00:00,max:yyyy-MM-ddT23:59:59`, whole days at both ends, an open end
 * left empty; `undefined` when neither end is set (SPEC §5 "Dates sent to the server").
 */
export function dateRangeFilter(range: DateRange): string | undefined {
  if (!range.from && !range.to) return undefined;
  const min = range.from ? `${range.from.toString()}T00:00:00` : '';
  const max = range.to ? `${range.to.toString()}T23:59:59` : '';
  return `min:${min},max:${max}`;
}

/** Everything the form holds besides the organization. */
export interface ExportForm {
  reportType: ReportType;
  dateRange: DateRange;
  choice: CascadeChoice;
  rowLimit: number;
}

export const INITIAL_FORM: ExportForm = {
  reportType: 'tracking',
  dateRange: {},
  choice: NO_CHOICE,
  rowLimit: MAX_ROW_LIMIT,
};

/** The body of `POST /export/workbook` for an organization's mapping name and the form; "all" is left out. */
export function exportRequestOf(organizationMappingName: string, form: ExportForm): ExportRequest {
  const { unifiedCharge, slaGrouping, senderState } = form.choice;
  const dateRange = dateRangeFilter(form.dateRange);
  return {
    organizationMappingName,
    elementId: form.reportType,
    ...(unifiedCharge !== null && { unifiedCharge }),
    ...(slaGrouping !== null && { slaGrouping }),
    ...(senderState !== null && { senderState }),
    ...(dateRange !== undefined && { dateRange }),
    rowLimit: rowLimitOf(form.rowLimit),
  };
}
