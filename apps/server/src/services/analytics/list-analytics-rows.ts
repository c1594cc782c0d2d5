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
} from '../../repositories/analytics-rows.js';
import { unknownCategory } from '../../repositories/analytics.js';
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

function decodeCursor(cursor: string, sort: string, order: string): DetailCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 4 ||
    !parts.every((part) => typeof part === 'string') ||
    !/^\d+$/.test(parts[3] as string)
  ) {
    throw new AppError('bad_request', 'The cursor is not one this listing gave', { cursor: 'Not a cursor' });
  }
  if (parts[0] !== sort || parts[1] !== order) {
    throw new AppError('bad_request', 'The cursor belongs to another sort order: start again without it', {
      cursor: 'From another sort order',
    });
  }
  return { value: parts[2] as string, id: parts[3] as string };
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
    out.underDiscounted = out.variance !== null && Number(out.variance) > 0.005;
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
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, order);
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
