import {
  UNIFIED_CHARGE_GROUPING_LABELS,
  type RefundCoverage,
  type RefundRule,
  type RefundRuleInput,
  type RefundWindowStart,
} from '@waybill/api-client';
import { hasFieldErrors, type FieldErrors } from '../../lib/form-fields';
import { formatDay } from '../people/format';
import { capitalized, isDay, isWholeNumberIn, plural } from './format';

type Grouping = RefundCoverage['grouping'];

/** What a refund never covers, as the server refuses it: duties and taxes, brokerage, and a refund itself. */
type NeverRefunded = 'DUTIES_TAXES' | 'BROKERAGE' | 'REFUND_CREDIT';

/** A charge grouping a refund can cover. */
export type RefundableGrouping = Exclude<Grouping, NeverRefunded>;

const neverRefunded: ReadonlySet<Grouping> = new Set<NeverRefunded>([
  'DUTIES_TAXES',
  'BROKERAGE',
  'REFUND_CREDIT',
]);

const isRefundable = (grouping: Grouping): grouping is RefundableGrouping => !neverRefunded.has(grouping);

/** The groupings a refund can cover, named as the charge map names them, for the coverage's selects. */
export const REFUNDABLE_GROUPING_LABELS = Object.fromEntries(
  Object.entries(UNIFIED_CHARGE_GROUPING_LABELS).filter(([grouping]) => isRefundable(grouping as Grouping)),
) as Record<RefundableGrouping, string>;

/** The longest claim window the contract takes, in days. */
const maxWindowDays = 366;

/** The day a claim window is counted from, as a sentence names it. */
const windowStartTexts: Record<RefundWindowStart, string> = {
  invoice_date: 'the first invoice',
  later_of_commitment_and_delivery: 'the later of the commitment and the delivery',
};

/** The Counted From select's choices: 'The first invoice', in the words the window's text uses. */
export const WINDOW_START_LABELS = Object.fromEntries(
  Object.entries(windowStartTexts).map(([start, text]) => [start, capitalized(text)]),
) as Record<RefundWindowStart, string>;

/** A carrier's claim window, the one way every screen writes it: '15 days from the first invoice'. */
export function claimWindowText({ days, countedFrom }: Pick<RefundRule, 'days' | 'countedFrom'>): string {
  return `${plural(days, 'day', 'days')} from ${windowStartTexts[countedFrom]}`;
}

/**
 * One grouping a refund covers, its ship dates as `day` writes them (the product's date format unless told):
 * 'Freight', 'Fuel for packages shipped through Sep 01, 2008'.
 */
function coveredText(
  { grouping, coveredFrom, coveredTo }: RefundCoverage,
  day: (text: string) => string,
): string {
  const shipped = [coveredFrom && `from ${day(coveredFrom)}`, coveredTo && `through ${day(coveredTo)}`]
    .filter(Boolean)
    .join(' ');
  const label = UNIFIED_CHARGE_GROUPING_LABELS[grouping];
  return shipped ? `${label} for packages shipped ${shipped}` : label;
}

/** What a carrier's refund covers: 'Freight; Fuel for packages shipped through Sep 01, 2008'. */
export function coverageText(
  coverage: readonly RefundCoverage[],
  day: (text: string) => string = formatDay,
): string {
  return coverage.length === 0 ? 'Nothing' : coverage.map((each) => coveredText(each, day)).join('; ');
}

/**
 * A carrier's rule in one line, its window then what it covers, as the audit log names it: '15 days from the first
 * invoice, Freight; Fuel'.
 */
export function refundRuleText(rule: RefundRuleInput, day: (text: string) => string = formatDay): string {
  return `${claimWindowText(rule)}, ${coverageText(rule.coverage, day)}`;
}

/** What a saved rule re-read, for its toast: '3 claims of open batches were re-read.' */
export function rereadText(claimsReread: number): string {
  if (claimsReread === 0) return 'No claim of an open batch needed re-reading.';
  return claimsReread === 1
    ? '1 claim of an open batch was re-read.'
    : `${plural(claimsReread, 'claim', 'claims')} of open batches were re-read.`;
}

/** One grouping of the coverage as the form holds it; `key` tells the rows apart while they are added and removed. */
export interface CoverageRowValues {
  key: number;
  grouping: RefundableGrouping | null;
  coveredFrom: string;
  coveredTo: string;
}

/** The rule form as typed: the window's days, its start (null until chosen) and the coverage's rows. */
export interface RefundRuleValues {
  days: string;
  countedFrom: RefundWindowStart | null;
  coverage: CoverageRowValues[];
}

/** The parts of a coverage row that take a value. */
type CoveragePart = Exclude<keyof CoverageRowValues, 'key'>;

/** A field of the rule form: the rule's own, or a part of one coverage row. */
export type RefundRuleField = keyof RefundRuleInput | `coverage.${number}.${CoveragePart}`;

/** The name of a coverage row's field, which its errors are kept under: 'coverage.3.coveredTo'. */
export const coverageFieldName = (key: number, part: CoveragePart) => `coverage.${key}.${part}` as const;

/** The form's rows of a rule's coverage, keyed 0, 1, 2… (a grouping no refund covers left to choose again). */
export function coverageRowsOf(coverage: readonly RefundCoverage[]): CoverageRowValues[] {
  return coverage.map(({ grouping, coveredFrom, coveredTo }, key) => ({
    key,
    grouping: isRefundable(grouping) ? grouping : null,
    coveredFrom: coveredFrom ?? '',
    coveredTo: coveredTo ?? '',
  }));
}

/**
 * The rule form's own checks, the cheap ones of the server's: a whole number of days from 1 to 366, a start chosen,
 * at least one grouping, each chosen, and ship dates that exist (yyyy-mm-dd) or none. A grouping listed twice and
 * dates out of order are the server's to refuse. The rule to send when there is nothing to fix.
 */
export function validateRefundRule(values: RefundRuleValues): {
  errors: FieldErrors<RefundRuleField>;
  rule?: RefundRuleInput;
} {
  const errors: FieldErrors<RefundRuleField> = {};
  const days = values.days.trim();
  const { countedFrom } = values;
  if (!isWholeNumberIn(days, 1, maxWindowDays)) {
    errors.days = `Enter a whole number of days from 1 to ${maxWindowDays}`;
  }
  if (!countedFrom) errors.countedFrom = 'Select the day the window is counted from';
  if (values.coverage.length === 0) errors.coverage = 'Add a grouping the refunds cover';
  const coverage: RefundCoverage[] = [];
  for (const row of values.coverage) {
    const coveredFrom = row.coveredFrom.trim();
    const coveredTo = row.coveredTo.trim();
    if (!row.grouping) errors[coverageFieldName(row.key, 'grouping')] = 'Select a grouping';
    if (coveredFrom && !isDay(coveredFrom)) {
      errors[coverageFieldName(row.key, 'coveredFrom')] = 'Enter a day as yyyy-mm-dd';
    }
    if (coveredTo && !isDay(coveredTo))
      errors[coverageFieldName(row.key, 'coveredTo')] = 'Enter a day as yyyy-mm-dd';
    if (row.grouping) {
      coverage.push({
        grouping: row.grouping,
        coveredFrom: coveredFrom || null,
        coveredTo: coveredTo || null,
      });
    }
  }
  if (hasFieldErrors(errors) || !countedFrom) return { errors };
  return { errors, rule: { days: Number(days), countedFrom, coverage } };
}
