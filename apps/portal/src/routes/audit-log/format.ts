import {
  carrierName,
  UNIFIED_CHARGE_GROUPING_LABELS,
  type AuditAction,
  type AuditEntry,
  type RefundCoverage,
  type RefundWindowStart,
} from '@waybill/api-client';
import { formatMoney } from '../control-master/format';
import { platformLabel } from '../people/format';
import { plural } from '../reference-data/format';
import { refundRuleText, WINDOW_START_LABELS } from '../reference-data/refund-rule-format';
import { WAIVER_REASON_LABELS, waiverName } from '../reference-data/waiver-format';

const actionLabels: Record<AuditAction, string> = {
  credential_revealed: 'Password revealed',
  role_changed: 'Role changed',
  license_assigned: 'License assigned',
  license_revoked: 'License revoked',
  person_activated: 'User activated',
  person_deactivated: 'User deactivated',
  organization_activated: 'Organization activated',
  organization_deactivated: 'Organization deactivated',
  person_moved: 'Moved between organizations',
  reference_data_changed: 'Reference data changed',
  refund_claims_changed: 'Refund claims changed',
};

/** What an entry's action reads as in the Action column. */
export function actionLabel(action: AuditAction): string {
  return actionLabels[action];
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** When an entry happened, in UTC so every admin reads the same time. */
export function formatWhen(occurredAt: string): string {
  return `${when.format(new Date(occurredAt))} UTC`;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function roleLabel(value: unknown): string {
  return value === 'admin' ? 'Admin' : value === 'user' ? 'User' : String(value ?? '');
}

/** A rule of the service map as the log names it: its carrier, how it matches, its pattern and what it means. */
function describeRule(rule: unknown): string {
  if (typeof rule !== 'object' || rule === null) return '';
  const { carrier, match, pattern, slaGrouping } = rule as Record<string, unknown>;
  return `${text(carrier) ?? ''} ${text(match) ?? ''} “${text(pattern) ?? ''}” → ${text(slaGrouping) ?? ''}`;
}

/**
 * A rule of the charge map as the log names it: its carriers and classification, its pattern and what it means
 * ('both carriers “%address correction%” → ADDRESS_CORRECTION, exempt as address_correction').
 */
function describeChargeRule(rule: unknown): string {
  if (typeof rule !== 'object' || rule === null) return '';
  const { carrier, classification, pattern, grouping, auditExemption } = rule as Record<string, unknown>;
  const lines = [text(carrier) ?? 'both carriers', text(classification)].filter(Boolean).join(' ');
  const exemption = text(auditExemption);
  return `${lines} “${text(pattern) ?? ''}” → ${text(grouping) ?? ''}${exemption ? `, exempt as ${exemption}` : ''}`;
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A delivery commitment as the log names it: its SLA group, zones, business days and time of day. */
function describeCommitment(commitment: unknown): string {
  if (typeof commitment !== 'object' || commitment === null) return '';
  const { slaGrouping, zoneFrom, zoneTo, businessDays, commitTime } = commitment as Record<string, unknown>;
  const zones = typeof zoneFrom === 'number' ? ` zones ${zoneFrom}–${String(zoneTo)}` : '';
  return `${text(slaGrouping) ?? ''}${zones}: ${String(businessDays)} business days by ${text(commitTime) ?? ''}`;
}

/** A contract discount as the log names it: its carrier, SLA group, zones, billed weights and percent. */
function describeDiscount(discount: unknown): string {
  if (typeof discount !== 'object' || discount === null) return '';
  const { carrier, slaGrouping, zoneFrom, zoneTo, weightFromLb, weightToLb, discountPct } =
    discount as Record<string, unknown>;
  return `${text(carrier) ?? ''} ${text(slaGrouping) ?? ''} zones ${String(zoneFrom)}–${String(zoneTo)}, ${String(weightFromLb)}–${String(weightToLb)} lb: ${String(discountPct)}%`;
}

/**
 * A guarantee waiver as the log names it: its reason, carriers, organizations and days as stored
 * ('weather, both carriers, every organization, 2025-01-20 to 2025-01-23').
 */
function describeWaiver(waiver: unknown): string {
  if (typeof waiver !== 'object' || waiver === null) return '';
  const { carrier, organizationName, startsOn, endsOn, reason } = waiver as Record<string, unknown>;
  const reasonKey = text(reason);
  if (reasonKey === null || !Object.hasOwn(WAIVER_REASON_LABELS, reasonKey)) return String(reason ?? '');
  return waiverName(
    {
      carrier: text(carrier) as 'UPS' | 'FEDEX' | null,
      organizationName: text(organizationName),
      startsOn: text(startsOn) ?? '',
      endsOn: text(endsOn) ?? '',
      reason: reasonKey as keyof typeof WAIVER_REASON_LABELS,
    },
    (day) => day,
  );
}

/**
 * What one change of a reference map did: a row (described by `describe`) added, changed or removed, or a file that
 * replaced the map.
 */
function describeMapChange(details: Record<string, unknown>, describe: (row: unknown) => string): string {
  switch (details.change) {
    case 'added':
      return `added ${describe(details.after)}`;
    case 'changed':
      return `changed ${describe(details.before)} to ${describe(details.after)}`;
    case 'removed':
      return `removed ${describe(details.before)}`;
    case 'imported':
      return `replaced by a file (${count(details.added)} added, ${count(details.changed)} changed, ${count(details.removed)} removed)`;
    default:
      return String(details.change ?? '');
  }
}

const isDayOrNone = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Whether a grouping of a logged rule's coverage reads as one: a grouping the product knows, its days or none. */
function isCoverage(value: unknown): value is RefundCoverage {
  if (typeof value !== 'object' || value === null) return false;
  const { grouping, coveredFrom, coveredTo } = value as Record<string, unknown>;
  return (
    typeof grouping === 'string' &&
    Object.hasOwn(UNIFIED_CHARGE_GROUPING_LABELS, grouping) &&
    isDayOrNone(coveredFrom) &&
    isDayOrNone(coveredTo)
  );
}

/**
 * A carrier's refund rules as the log keeps them (`{days, countedFrom, coverage}`), written as the Refund Rules
 * screen writes them, the days as stored: '15 days from the first invoice, Freight; Fuel for packages shipped
 * through 2008-09-01'.
 */
function describeRefundRule(rule: unknown): string {
  if (typeof rule !== 'object' || rule === null) return '';
  const { days, countedFrom, coverage } = rule as Record<string, unknown>;
  if (typeof days !== 'number' || typeof countedFrom !== 'string' || !Array.isArray(coverage)) return '';
  if (!Object.hasOwn(WINDOW_START_LABELS, countedFrom)) return '';
  return refundRuleText(
    { days, countedFrom: countedFrom as RefundWindowStart, coverage: coverage.filter(isCoverage) },
    (day) => day,
  );
}

/**
 * A change of refund claims: the batch (its carrier, claims and amount) or the one claim it was about, or a carrier's
 * refund rules as they were and as they became, with the claims of open batches they re-read.
 */
function describeClaimsChange(details: AuditEntry['details']): string {
  const carrier = carrierName(text(details.carrier) ?? '');
  const batch = `batch ${String(details.batchId)} (${carrier})`;
  const counted = `${plural(count(details.claims), 'claim', 'claims')}, ${formatMoney(Number(details.amount ?? 0))}`;
  const tracking = text(details.trackingNumber) ?? 'a package';
  switch (details.change) {
    case 'batch_created':
      return `Made ${batch}: ${counted}`;
    case 'batch_submitted': {
      const expired =
        typeof details.expired === 'number' && details.expired > 0 ? `; ${details.expired} expired` : '';
      return `Submitted ${batch}: ${counted}${expired}`;
    }
    case 'batch_discarded':
      return `Discarded ${batch}: ${counted}`;
    case 'claim_removed':
      return `Took ${tracking} out of ${batch}`;
    case 'claim_denied':
      return `${tracking} denied by ${carrier}: ${text(details.reason) ?? ''}`;
    case 'claims_credited':
      return `${carrier} credited ${counted} in file ${text(details.controlId) ?? ''}`;
    case 'rule_changed': {
      const reread = count(details.claimsReread);
      const rereadNote = reread > 0 ? ` (${plural(reread, 'claim', 'claims')} re-read)` : '';
      return `Changed the ${carrier} refund rules: ${describeRefundRule(details.before)} → ${describeRefundRule(details.after)}${rereadNote}`;
    }
    default:
      return '';
  }
}

/** The Details column: which credential, which roles, which organizations, which rule; empty for the other actions. */
export function describeDetails(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const { details } = entry;
  switch (entry.action) {
    case 'credential_revealed': {
      const platform = text(details.platform);
      const name = platform === 'fedex' || platform === 'ups' ? platformLabel(platform) : (platform ?? '');
      return [name, text(details.username)].filter(Boolean).join(' ');
    }
    case 'role_changed':
      return `${roleLabel(details.from)} → ${roleLabel(details.to)}`;
    case 'person_moved':
      return `${text(details.fromOrganization) ?? 'No organization'} → ${text(details.toOrganization) ?? 'No organization'}`;
    case 'reference_data_changed':
      switch (details.map) {
        case 'charge_map':
          return `Charge map: ${describeMapChange(details, describeChargeRule)}`;
        case 'delivery_commitments':
          return `Delivery commitments: ${describeMapChange(details, describeCommitment)}`;
        case 'guarantee_waivers':
          return `Guarantee waivers: ${describeMapChange(details, describeWaiver)}`;
        case 'contract_discounts':
          return `Contract discounts of ${text(details.organization) ?? 'an organization'}: ${describeMapChange(details, describeDiscount)}`;
        default:
          return `Service map: ${describeMapChange(details, describeRule)}`;
      }
    case 'refund_claims_changed':
      return describeClaimsChange(details);
    default:
      return '';
  }
}
