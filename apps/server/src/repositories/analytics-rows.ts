import type { Queryable } from '../db/database.js';
import { sumCharges } from './analytics/grouping-sets.js';
import { organizationCondition, SqlParams, unknownCategory } from './analytics/slice.js';

/**
 * The rows of the two detail dashboards, read from the fact tables within the scope and the ship-date range
 * (charges' (organization_id, ship_date) index), paged by keyset: the sort value and the charge id of the last
 * row, so a page never repeats or skips a row whatever is imported meanwhile.
 */

export type DetailKind = 'accessorials_detail' | 'discount_monitoring_detail';

/** A sort column: its SQL over the row, and the type its cursor value is read back as. */
export interface SortColumn {
  sql: string;
  type: 'text' | 'date' | 'numeric';
}

const accessorialSorts: Record<string, SortColumn> = {
  shipDate: { sql: 'c.ship_date', type: 'date' },
  invoiceDate: { sql: 'i.invoice_date', type: 'date' },
  trackingNumber: { sql: "coalesce(p.tracking_number, '')", type: 'text' },
  service: { sql: "coalesce(p.service, '')", type: 'text' },
  senderState: { sql: "coalesce(p.sender_state, '')", type: 'text' },
  chargeDescription: { sql: 'c.charge_description', type: 'text' },
  unifiedChargeGrouping: { sql: 'c.unified_charge_grouping', type: 'text' },
  net: { sql: 'c.net_amount', type: 'numeric' },
};

// Rows without a contracted discount have no variance: they sort as the smallest value (the variance index's
// expression, so every organization's first page is read in order from it).
const expectedSql = 'p.contracted_discount_pct * c.gross_amount / 100';
const discountSorts: Record<string, SortColumn> = {
  shipDate: { sql: 'c.ship_date', type: 'date' },
  trackingNumber: { sql: 'p.tracking_number', type: 'text' },
  service: { sql: "coalesce(p.service, '')", type: 'text' },
  zone: { sql: "coalesce(p.zone, '')", type: 'text' },
  billedLb: { sql: 'coalesce(p.billed_weight_lb, -1)', type: 'numeric' },
  gross: { sql: 'c.gross_amount', type: 'numeric' },
  contractedPct: { sql: 'coalesce(p.contracted_discount_pct, -1)', type: 'numeric' },
  variance: { sql: 'coalesce(c.discount_variance, -99999999)', type: 'numeric' },
};

export const detailSorts: Record<DetailKind, Record<string, SortColumn>> = {
  accessorials_detail: accessorialSorts,
  discount_monitoring_detail: discountSorts,
};

export const defaultSort: Record<DetailKind, { sort: string; order: 'asc' | 'desc' }> = {
  accessorials_detail: { sort: 'shipDate', order: 'asc' },
  discount_monitoring_detail: { sort: 'variance', order: 'desc' },
};

const accessorialColumns = `
  c.id::text AS id, p.tracking_number AS "trackingNumber", i.carrier, i.invoice_number AS "invoiceNumber",
  to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", to_char(c.ship_date, 'YYYY-MM-DD') AS "shipDate",
  p.service, p.sla_grouping AS "slaGrouping", p.sender_state AS "senderState", p.receiver_state AS "receiverState",
  c.charge_description AS "chargeDescription", c.unified_charge_grouping AS "unifiedChargeGrouping",
  c.gross_amount AS gross, c.incentive_amount AS incentive, c.net_amount AS net`;

const discountColumns = `
  c.id::text AS id, p.tracking_number AS "trackingNumber", i.carrier, to_char(c.ship_date, 'YYYY-MM-DD') AS "shipDate",
  p.service, p.sla_grouping AS "slaGrouping", p.zone, p.billed_weight_lb AS "billedLb", c.gross_amount AS gross,
  p.contracted_discount_pct AS "contractedPct", round(${expectedSql}, 2) AS "expectedIncentive",
  c.incentive_amount AS "actualIncentive", c.discount_variance AS variance`;

/** The filters of a detail page. */
export interface DetailFilter {
  organizations: string[];
  from: string;
  to: string;
  carrier?: string;
  unifiedChargeGrouping?: string;
  service?: string;
  senderState?: string;
  slaGrouping?: string;
}

function detailSource(kind: DetailKind, filter: DetailFilter, params: SqlParams): string {
  const conditions = [
    organizationCondition(filter.organizations, params, 'c.organization_id'),
    `c.ship_date BETWEEN ${params.add(filter.from)}::date AND ${params.add(filter.to)}::date`,
    kind === 'accessorials_detail'
      ? "c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')"
      : "c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL",
  ];
  const equal = (sql: string, value: string | undefined) => {
    if (value === unknownCategory) conditions.push(`${sql} IS NULL`);
    else if (value !== undefined) conditions.push(`${sql} = ${params.add(value)}`);
  };
  equal('i.carrier', filter.carrier);
  equal('c.unified_charge_grouping', filter.unifiedChargeGrouping);
  equal('p.service', filter.service);
  equal('p.sender_state', filter.senderState);
  equal('p.sla_grouping', filter.slaGrouping);
  const join = kind === 'accessorials_detail' ? 'LEFT JOIN' : 'JOIN';
  return `FROM charges c JOIN invoices i ON i.id = c.invoice_id ${join} packages p ON p.id = c.package_id
          WHERE ${conditions.join(' AND ')}`;
}

/** Where the previous page ended: its last row's sort value (as text) and charge id. */
export interface DetailCursor {
  value: string;
  id: string;
}

/** One page of rows in the sort order, plus one to tell whether another page follows. */
export async function readDetailPage(
  db: Queryable,
  kind: DetailKind,
  filter: DetailFilter,
  page: { sort: string; order: 'asc' | 'desc'; limit: number; after?: DetailCursor },
): Promise<{ rows: Record<string, unknown>[]; last: DetailCursor | undefined; more: boolean }> {
  const column = detailSorts[kind][page.sort]!;
  const params = new SqlParams();
  const source = detailSource(kind, filter, params);
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  const after = page.after
    ? `WHERE (r.sort_value, r.charge_id) ${page.order === 'asc' ? '>' : '<'} (${params.add(page.after.value)}::${column.type}, ${params.add(page.after.id)}::bigint)`
    : '';
  const columns = kind === 'accessorials_detail' ? accessorialColumns : discountColumns;
  const result = await db.query<Record<string, unknown>>(
    `SELECT * FROM (
       SELECT ${columns}, ${column.sql} AS sort_value, (${column.sql})::text AS sort_text, c.id AS charge_id
       ${source}) r
     ${after}
     ORDER BY r.sort_value ${direction}, r.charge_id ${direction}
     LIMIT ${params.add(page.limit + 1)}`,
    params.values,
  );
  const more = result.rows.length > page.limit;
  const rows = result.rows.slice(0, page.limit);
  const lastRow = rows.at(-1);
  const last = lastRow ? { value: String(lastRow.sort_text), id: String(lastRow.charge_id) } : undefined;
  return {
    rows: rows.map(({ sort_value: _value, sort_text: _text, charge_id: _id, ...row }) => row),
    last,
    more,
  };
}

/**
 * How many rows the filter holds, and their Σ net (accessorials) or Σ variance (discount monitoring), from the
 * charge summaries: the same charges by definition (the kind's groupings, the file's carrier, the package's
 * attributes, the month of the ship date); the whole range's rows were a pass over every charge.
 */
export async function readDetailTotals(
  db: Queryable,
  kind: DetailKind,
  filter: DetailFilter,
): Promise<{ count: number; amount: number }> {
  const { organizations, from, to, ...where } = filter;
  const accessorials = kind === 'accessorials_detail';
  const [totals] = await sumCharges(
    db,
    { organizations, from, to, where, accessorialsOnly: accessorials },
    accessorials
      ? { count: 'sum(charges)', amount: 'sum(net_amount)' }
      : { count: 'sum(discount_charges)', amount: 'sum(discount_variance)' },
  );
  return { count: Number(totals?.count ?? 0), amount: Number(totals?.amount ?? 0) };
}
