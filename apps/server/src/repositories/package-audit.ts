/** Days after the invoice date within which a late-delivery refund can be claimed (both carriers). */
export const claimWindowDays = 15;

/** Days after shipping without a delivery after which a package counts as a tracking exception (no proof). */
export const noProofOfDeliveryDays = 30;

/**
 * The late-delivery audit of DOMAIN.md as SQL over a relation `m` of merged package facts (ship and delivery,
 * service level, zone, tracking number, charge exemption, first invoice date and the day its file was received,
 * the service's guarantee period, whether the carrier can track the number, the contracted discount and
 * `freight_variance`, the sum of its freight charges' variance) joined to its commitment `sc`:
 *
 * - commitment: the service level's business days after the ship date (by zone for ground), at its time of day;
 * - late: express delivered 60 seconds or more after the commitment (by date alone when the carrier gives no
 *   time), ground not delivered on the scheduled day; only trackable, delivered packages with a commitment are
 *   judged (audit result On Time, Late, or Late Exempt when an exemption applies);
 * - refund-eligible (GSR), kept apart from late: late, no exemption (a charge that exempts it, or a weather,
 *   holiday or contract period over its transit), the service guaranteed on the ship date, and the file that
 *   first billed the package received within the claim window of its invoice date;
 * - discount variance (DASHBOARDS.md): per freight charge, contracted % x gross - incentive rounded to the cent;
 *   a package's is the sum of its freight charges' (`freight_variance`), so that summing packages gives the same
 *   dollars as summing charges;
 * - track status: Not Trackable (the carrier cannot follow the number), Delivered, Exception (no delivery 30
 *   days after shipping, by the latest invoice), In Transit; audit status: Complete (judged), Exception
 *   (untrackable, no commitment, or a tracking exception) or Pending.
 */
/** The package columns the audit computes, in the order auditedColumns gives them. */
export const auditedColumnNames = [
  'commit_date',
  'commit_time',
  'transit_days',
  'transit_business_days',
  'track_status',
  'audit_result',
  'audit_status',
  'is_late',
  'gsr_eligible',
  'exemption',
  'discount_variance',
] as const;

export const auditedColumns = `
  j.commit_date,
  j.commit_time,
  j.delivery_date - j.ship_date AS transit_days,
  business_days_between(j.ship_date, j.delivery_date) AS transit_business_days,
  CASE WHEN NOT j.trackable THEN 'Not Trackable'
       WHEN j.delivery_date IS NOT NULL THEN 'Delivered'
       WHEN j.last_invoice_date > j.ship_date + ${noProofOfDeliveryDays} THEN 'Exception'
       ELSE 'In Transit' END AS track_status,
  CASE WHEN j.late IS NULL THEN NULL
       WHEN NOT j.late THEN 'On Time'
       WHEN j.exemption IS NOT NULL THEN 'Late Exempt'
       ELSE 'Late' END AS audit_result,
  CASE WHEN j.late IS NOT NULL THEN 'Complete'
       WHEN NOT j.trackable OR j.commit_date IS NULL
         OR (j.delivery_date IS NULL AND j.last_invoice_date > j.ship_date + ${noProofOfDeliveryDays}) THEN 'Exception'
       ELSE 'Pending' END AS audit_status,
  coalesce(j.late, false) AS is_late,
  coalesce(j.late AND j.exemption IS NULL
    AND j.guaranteed_from <= j.ship_date AND (j.guaranteed_to IS NULL OR j.ship_date <= j.guaranteed_to)
    AND j.received_on <= j.invoice_date + ${claimWindowDays}, false) AS gsr_eligible,
  j.exemption,
  CASE WHEN j.contracted_discount_pct IS NOT NULL THEN coalesce(j.freight_variance, 0) END AS discount_variance`;

/** The commitment and the lateness of each package of the relation `merged` (its columns pass through). */
export const judgedPackages = (merged: string) => `
  SELECT l.*,
         -- Looked up for late packages only: an exemption changes nothing for the others.
         CASE WHEN l.late THEN coalesce(l.charge_exemption, (
           SELECT e.reason FROM audit_exemptions e
           WHERE (e.carrier IS NULL OR e.carrier = l.carrier)
             AND (e.organization_id IS NULL OR e.organization_id = l.organization_id)
             AND l.ship_date <= e.ends_on AND l.commit_date >= e.starts_on
           ORDER BY e.starts_on, e.id
           LIMIT 1)) END AS exemption
  FROM (
    SELECT c.*,
           CASE WHEN c.trackable AND c.delivery_date IS NOT NULL AND c.commit_date IS NOT NULL THEN
             CASE WHEN c.ground_vs_express = 'Express' AND c.delivery_time IS NOT NULL
                  THEN c.delivery_date + c.delivery_time >= c.commit_date + c.commit_time + interval '60 seconds'
                  ELSE c.delivery_date > c.commit_date END
           END AS late
    FROM (
      SELECT m.*,
             add_business_days(m.ship_date, coalesce(by_zone.business_days, fallback.business_days)) AS commit_date,
             coalesce(by_zone.commit_time, fallback.commit_time) AS commit_time
      FROM ${merged} m
      -- The zone's number once per package: in the join's condition it was read (a regular expression) again for
      -- every commitment of the service level, a tenth of the package merge.
      CROSS JOIN LATERAL (SELECT zone_number(m.zone) AS zone_number OFFSET 0) z
      LEFT JOIN service_commitments by_zone
        ON by_zone.sla_grouping = m.sla_grouping AND z.zone_number BETWEEN by_zone.zone_from AND by_zone.zone_to
      LEFT JOIN service_commitments fallback
        ON fallback.sla_grouping = m.sla_grouping AND fallback.zone_from IS NULL
      -- OFFSET 0 keeps each step computed once per package rather than again in the next.
      OFFSET 0) c
    OFFSET 0) l`;
