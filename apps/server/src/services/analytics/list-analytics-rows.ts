import type { components, operations } from '@waybill/api-client/schema';
import type { FrameContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  defaultSort,
  detailSorts,
  readDetailPage,
  readDetailTotals,
  type DetailCursor,
  type DetailFilter,
  type DetailKind,
  type SortColumn,
} from '../../repositories/analytics-rows.js';
import { unknownCategory } from '../../repositories/analytics/slice.js';
import { underDiscountedAbove } from '../../repositories/shipping-summaries.js';
import { isRealDay } from '../../calendar.js';
import { resolveRange } from './range.js';
import { organizationsOf } from './scope.js';

export type RowsQuery = NonNullable<operations['listAnalyticsRows']['parameters']['query']>;
type RowsPage = components['schemas']['AnalyticsRowsPage'];

export const rowsNeedDetailKindMessage =
  'Rows are only available on the Accessorials Detail and Discount Monitoring Detail dashboards';

function isDetailKind(kind: string): kind is DetailKind {
  return kind === 'accessorials_detail' || kind === 'discount_monitoring_detail';
}

/** The cursor is the last row's sort column, order, sort value and id, so it only continues the same listing. */
function encodeCursor(sort: string, order: string, last: DetailCursor): string {
  return Buffer.from(JSON.stringify([sort, order, last.value, last.id])).toString('base64url');
}

// The largest id a charge can have (bigint).
const maximumId = 2n ** 63n - 1n;

/** Whether a cursor's sort value can be one of a column of this type (a day, a decimal number, or any text). */
function isSortValue(type: SortColumn['type'], value: string): boolean {
  if (type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value);
  if (type === 'numeric') return /^-?\d{1,15}(\.\d{1,10})?$/.test(value);
  return true;
}

function decodeCursor(
  cursor: string,
  columns: Record<string, SortColumn>,
  sort: string,
  order: string,
): DetailCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const notACursor = () =>
    new AppError('bad_request', 'The cursor is not one this listing gave', { cursor: 'Not a cursor' });
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((part) => typeof part === 'string')) {
    throw notACursor();
  }
  const [cursorSort, cursorOrder, value, id] = parts as [string, string, string, string];
  if (!/^\d{1,19}$/.test(id) || BigInt(id) > maximumId) throw notACursor();
  if (cursorSort !== sort || cursorOrder !== order) {
    throw new AppError('bad_request', 'The cursor belongs to another sort order: start again without it', {
      cursor: 'From another sort order',
    });
  }
  if (!isSortValue(columns[sort]!.type, value)) throw notACursor();
  return { value, id };
}

const numberFields = [
  'gross',
  'incentive',
  'net',
  'billedLb',
  'contractedPct',
  'expectedIncentive',
  'actualIncentive',
  'variance',
];

function toContractRow(kind: DetailKind, row: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...row };
  for (const field of numberFields) {
    if (field in out) out[field] = out[field] === null ? null : Number(out[field]);
  }
  if (kind === 'discount_monitoring_detail')
    out.underDiscounted = out.variance !== null && Number(out.variance) > underDiscountedAbove;
  return out;
}

/** The filter of a detail listing: the token's scope, the range (default as the dashboards'), the columns. */
export async function detailFilter(context: FrameContext, query: RowsQuery): Promise<DetailFilter> {
  const { frame } = context;
  const [{ range }, organizations] = await Promise.all([
    resolveRange(context.db, frame.scope, query, context.now()),
    organizationsOf(context.db, frame.scope),
  ]);
  return {
    organizations,
    from: range.from,
    to: range.to,
    carrier: query.carrier,
    unifiedChargeGrouping: query.unifiedChargeGrouping,
    service: query.service,
    senderState: query.senderState === unknownCategory ? query.senderState : query.senderState?.toUpperCase(),
    slaGrouping: query.slaGrouping,
  };
}

/** One page of the detail dashboard's rows, with the count and amount of every row of the filter. */
export async function listAnalyticsRows(context: FrameContext, query: RowsQuery): Promise<RowsPage> {
  const kind = context.frame.kind;
  if (!isDetailKind(kind)) throw new AppError('forbidden', rowsNeedDetailKindMessage);
  const sort = query.sort ?? defaultSort[kind].sort;
  if (!(sort in detailSorts[kind])) {
    throw new AppError('bad_request', `This dashboard cannot be sorted by ${sort}`, {
      sort: `One of ${Object.keys(detailSorts[kind]).join(', ')}`,
    });
  }
  const order = query.order ?? (query.sort === undefined ? defaultSort[kind].order : 'asc');
  const after =
    query.cursor === undefined ? undefined : decodeCursor(query.cursor, detailSorts[kind], sort, order);
  const filter = await detailFilter(context, query);
  const [page, totals] = await Promise.all([
    readDetailPage(context.db, kind, filter, { sort, order, limit: query.limit ?? 100, after }),
    readDetailTotals(context.db, kind, filter),
  ]);
  return {
    kind,
    rows: page.rows.map((row) => toContractRow(kind, row)) as RowsPage['rows'],
    nextCursor: page.more && page.last ? encodeCursor(sort, order, page.last) : null,
    totals: { count: totals.count, amount: Math.round(totals.amount * 100) / 100 },
  };
}
