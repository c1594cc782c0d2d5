-- Coarser package summaries for the dashboards' headline figures and weekly trends. package_month_summaries is
-- keyed down to zone, weight band, sender state and receiver country, so at scale it holds a row for every four
-- or five packages: a year of every organization took 85 ms to sum ten measures over a million packages, and a
-- week grain was read from the packages themselves (210 ms). Tiles, trends and breakdowns by month, carrier,
-- service, service level, ground/express or domestic/international read package_month_rollups instead (a
-- twelfth of the rows, 5 ms), and those by week package_week_rollups (a third, 17 ms). The importer keeps all
-- three from the same package contributions.

-- The average zone needs the zone; as two sums it survives the coarser keys.
ALTER TABLE package_month_summaries
  ADD COLUMN zoned_packages integer NOT NULL DEFAULT 0,
  ADD COLUMN zone_sum integer NOT NULL DEFAULT 0;
UPDATE package_month_summaries
  SET zoned_packages = CASE WHEN zone_number(zone) IS NULL THEN 0 ELSE packages END,
      zone_sum = coalesce(zone_number(zone) * packages, 0);
ALTER TABLE package_month_summaries
  ALTER COLUMN zoned_packages DROP DEFAULT,
  ALTER COLUMN zone_sum DROP DEFAULT;

CREATE TABLE package_month_rollups (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  carrier text NOT NULL,
  service text,
  sla_grouping text,
  ground_vs_express text,
  scope text,
  packages integer NOT NULL,
  billed_lb numeric(14,2) NOT NULL,
  net_amount numeric(14,2) NOT NULL,
  gross_amount numeric(14,2) NOT NULL,
  incentive_amount numeric(14,2) NOT NULL,
  freight_gross numeric(14,2) NOT NULL,
  freight_incentive numeric(14,2) NOT NULL,
  freight_net numeric(14,2) NOT NULL,
  fuel_net numeric(14,2) NOT NULL,
  accessorial_net numeric(14,2) NOT NULL,
  residential_packages integer NOT NULL,
  residential_net numeric(14,2) NOT NULL,
  accessorial_packages integer NOT NULL,
  contracted_freight_gross numeric(14,2) NOT NULL,
  contracted_freight_incentive numeric(14,2) NOT NULL,
  expected_freight_incentive numeric(16,4) NOT NULL,
  discount_variance numeric(14,2) NOT NULL,
  under_discounted_packages integer NOT NULL,
  track_eligible integer NOT NULL,
  track_complete integer NOT NULL,
  audit_eligible integer NOT NULL,
  audit_complete integer NOT NULL,
  delivered integer NOT NULL,
  on_time integer NOT NULL,
  late integer NOT NULL,
  gsr_packages integer NOT NULL,
  gsr_amount numeric(14,2) NOT NULL,
  transit_days_sum integer NOT NULL,
  transit_business_days_sum integer NOT NULL,
  zoned_packages integer NOT NULL,
  zone_sum integer NOT NULL,
  UNIQUE NULLS NOT DISTINCT (organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope)
);

-- The same by the week of the ship date (its Monday): a week across two months has a row in each.
CREATE TABLE package_week_rollups (
  week date NOT NULL,
  LIKE package_month_rollups,
  UNIQUE NULLS NOT DISTINCT (organization_id, month, week, carrier, service, sla_grouping, ground_vs_express,
    scope)
);

INSERT INTO package_month_rollups (organization_id, month, carrier, service, sla_grouping, ground_vs_express,
  scope, packages, billed_lb, net_amount, gross_amount, incentive_amount, freight_gross, freight_incentive,
  freight_net, fuel_net, accessorial_net, residential_packages, residential_net, accessorial_packages,
  contracted_freight_gross, contracted_freight_incentive, expected_freight_incentive, discount_variance,
  under_discounted_packages, track_eligible, track_complete, audit_eligible, audit_complete, delivered,
  on_time, late, gsr_packages, gsr_amount, transit_days_sum, transit_business_days_sum, zoned_packages,
  zone_sum)
SELECT organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope, sum(packages),
  sum(billed_lb), sum(net_amount), sum(gross_amount), sum(incentive_amount), sum(freight_gross),
  sum(freight_incentive), sum(freight_net), sum(fuel_net), sum(accessorial_net), sum(residential_packages),
  sum(residential_net), sum(accessorial_packages), sum(contracted_freight_gross),
  sum(contracted_freight_incentive), sum(expected_freight_incentive), sum(discount_variance),
  sum(under_discounted_packages), sum(track_eligible), sum(track_complete), sum(audit_eligible),
  sum(audit_complete), sum(delivered), sum(on_time), sum(late), sum(gsr_packages), sum(gsr_amount),
  sum(transit_days_sum), sum(transit_business_days_sum), sum(zoned_packages), sum(zone_sum)
FROM package_month_summaries
GROUP BY organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope;

-- Every package as it is now, by the measures of the importer's package contributions.
INSERT INTO package_week_rollups (organization_id, month, week, carrier, service, sla_grouping,
  ground_vs_express, scope, packages, billed_lb, net_amount, gross_amount, incentive_amount, freight_gross,
  freight_incentive, freight_net, fuel_net, accessorial_net, residential_packages, residential_net,
  accessorial_packages, contracted_freight_gross, contracted_freight_incentive, expected_freight_incentive,
  discount_variance, under_discounted_packages, track_eligible, track_complete, audit_eligible,
  audit_complete, delivered, on_time, late, gsr_packages, gsr_amount, transit_days_sum,
  transit_business_days_sum, zoned_packages, zone_sum)
SELECT p.organization_id, date_trunc('month', p.ship_date)::date, date_trunc('week', p.ship_date)::date,
  p.carrier, p.service, p.sla_grouping, p.ground_vs_express, p.scope,
  count(*),
  sum(coalesce(p.billed_weight_lb, 0)),
  sum(p.net_amount),
  sum(p.gross_amount),
  sum(p.incentive_amount),
  sum(p.freight_gross),
  sum(p.freight_incentive),
  sum(p.freight_net),
  sum(p.fuel_net),
  sum(p.accessorial_net),
  sum(p.is_residential::integer),
  sum(CASE WHEN p.is_residential THEN p.net_amount ELSE 0 END),
  sum(p.has_accessorial::integer),
  sum(CASE WHEN p.contracted_discount_pct IS NOT NULL THEN p.freight_gross ELSE 0 END),
  sum(CASE WHEN p.contracted_discount_pct IS NOT NULL THEN p.freight_incentive ELSE 0 END),
  sum(coalesce(p.contracted_discount_pct * p.freight_gross / 100, 0)),
  sum(coalesce(p.discount_variance, 0)),
  sum((coalesce(p.discount_variance, 0) > 0.005)::integer),
  sum((p.track_status <> 'Not Trackable')::integer),
  sum((p.track_status IN ('Delivered', 'Exception'))::integer),
  sum((p.track_status <> 'Not Trackable' AND p.commit_date IS NOT NULL)::integer),
  sum((p.audit_result IS NOT NULL)::integer),
  sum((p.delivery_date IS NOT NULL)::integer),
  sum((p.audit_result IS NOT DISTINCT FROM 'On Time')::integer),
  sum(p.is_late::integer),
  sum(p.gsr_eligible::integer),
  sum(CASE WHEN p.gsr_eligible THEN p.freight_net + p.fuel_net ELSE 0 END),
  sum(coalesce(p.transit_days, 0)),
  sum(coalesce(p.transit_business_days, 0)),
  sum((zone_number(p.zone) IS NOT NULL)::integer),
  sum(coalesce(zone_number(p.zone), 0))
FROM packages p
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
