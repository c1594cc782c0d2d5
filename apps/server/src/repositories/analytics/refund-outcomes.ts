import type { Queryable } from '../../db/database.js';
import { claimableAmount, lastClaimDay } from '../refund-claims.js';
import {
  organizationCondition,
  SqlParams,
  toFigureRows,
  type AnalyticsSlice,
  type FigureRow,
} from './slice.js';
import { packageConditions } from './summary-query.js';

/**
 * What became of the refunds of the slice's packages (the Refunds kind): the packages a refund concerns are the
 * refund-eligible ones, the claimed ones and the ones billed a refund credit, found through their own indexes
 * (`packages_gsr_idx`, the claims by organization, `charges_refund_credit_idx`) rather than over every package of
 * the range. Per package, on `today`:
 * - claimed: the amount of its claim once submitted (whatever the carrier did since);
 * - credited: the refund credits billed to it (claimed or not);
 * - credited of claimed: the credits of a submitted claim, what the recovery rate divides by claimed;
 * - expired: the claimable amount of a refund-eligible package no credit came for, whose window closed without a
 *   submitted claim (a claim's own last day and amount, as it was batched with them).
 * `creditedOnly` reads the credited packages alone, for what reads nothing but credited or lists them.
 */
function refundOutcomes(
  slice: AnalyticsSlice,
  params: SqlParams,
  today: string,
  creditedOnly = false,
): string {
  const organizations = organizationCondition(slice.organizations, params, 'organization_id');
  // DISTINCT: a package billed two credits is one package (the UNION below removes such repeats too).
  const credited = `SELECT DISTINCT package_id FROM charges
    WHERE unified_charge_grouping = 'REFUND_CREDIT' AND package_id IS NOT NULL AND ${organizations}`;
  const concerned = creditedOnly
    ? credited
    : `SELECT id FROM packages
       WHERE gsr_eligible AND ${organizations}
         AND ship_date BETWEEN ${params.add(slice.from)}::date AND ${params.add(slice.to)}::date
       UNION
       SELECT package_id FROM refund_claims WHERE ${organizations}
       UNION
       ${credited}`;
  return `
    WITH concerned (id) AS (${concerned})
    SELECT to_char(p.ship_date, 'YYYY-MM') AS month, p.carrier, p.tracking_number,
           CASE WHEN rc.submitted_on IS NOT NULL THEN rc.amount_claimed ELSE 0 END AS claimed,
           coalesce(cr.amount, 0) AS credited,
           CASE WHEN rc.submitted_on IS NOT NULL THEN coalesce(cr.amount, 0) ELSE 0 END AS credited_of_claimed,
           CASE WHEN p.gsr_eligible AND cr.amount IS NULL AND rc.submitted_on IS NULL
                     AND coalesce(rc.last_claim_day, ${lastClaimDay}) < ${params.add(today)}::date
                THEN coalesce(rc.amount_claimed, ${claimableAmount}) ELSE 0 END AS expired
    FROM concerned
    JOIN packages p ON p.id = concerned.id
    JOIN refund_windows w ON w.carrier = p.carrier
    LEFT JOIN refund_claims rc ON rc.package_id = p.id
    LEFT JOIN LATERAL (
      SELECT -sum(c.net_amount) AS amount FROM charges c
      WHERE c.package_id = p.id AND c.unified_charge_grouping = 'REFUND_CREDIT') cr ON true
    WHERE ${packageConditions(slice, slice, params).join(' AND ')}`;
}

const measures = ['claimed', 'credited', 'creditedOfClaimed', 'expired'];

/** The refund outcomes of the slice on `today`, summed by month and carrier. */
export async function refundOutcomesByMonthAndCarrier(
  db: Queryable,
  slice: AnalyticsSlice,
  today: string,
): Promise<FigureRow[]> {
  const params = new SqlParams();
  const result = await db.query<Record<string, unknown>>(
    `SELECT month, carrier, sum(claimed) AS claimed, sum(credited) AS credited,
            sum(credited_of_claimed) AS "creditedOfClaimed", sum(expired) AS expired
     FROM (${refundOutcomes(slice, params, today)}) o
     GROUP BY month, carrier
     ORDER BY month, carrier`,
    params.values,
  );
  return toFigureRows(result.rows, measures);
}

/** The refund credits billed to the slice's packages: the Refunds kind's credited $, summed alone. */
export async function creditedRefundTotal(
  db: Queryable,
  slice: AnalyticsSlice,
  today: string,
): Promise<number> {
  const params = new SqlParams();
  const result = await db.query<{ credited: string | null }>(
    `SELECT sum(credited) AS credited FROM (${refundOutcomes(slice, params, today, true)}) o`,
    params.values,
  );
  return Number(result.rows[0]?.credited ?? 0);
}

/** The slice's packages credited a refund, the largest credit first, with what was claimed for them. */
export async function creditedRefunds(
  db: Queryable,
  slice: AnalyticsSlice,
  today: string,
  limit: number,
): Promise<FigureRow[]> {
  const params = new SqlParams();
  const result = await db.query<Record<string, unknown>>(
    `SELECT tracking_number AS "trackingNumber", claimed, credited
     FROM (${refundOutcomes(slice, params, today, true)}) o
     WHERE credited > 0
     ORDER BY credited DESC, tracking_number
     LIMIT ${params.add(limit)}`,
    params.values,
  );
  return toFigureRows(result.rows, ['claimed', 'credited']);
}
