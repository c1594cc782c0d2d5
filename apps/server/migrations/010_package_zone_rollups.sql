-- Zones and weight bands (domestic shipping, discount monitoring, mode optimization's ground costs) were summed
-- over package_month_summaries, whose key multiplies each zone and weight band by every service and place: at a
-- million packages it holds fewer than five packages a row, and every organization's reads of a year took
-- 120-190 ms. package_zone_rollups holds the same measures by zone and weight band with the mode and scope only,
-- about a third of the rows.
CREATE TABLE package_zone_rollups (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  carrier text NOT NULL,
  ground_vs_express text,
  scope text,
  zone text,
  weight_band text,
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
  UNIQUE NULLS NOT DISTINCT (organization_id, month, carrier, ground_vs_express, scope, zone, weight_band)
);

INSERT INTO package_zone_rollups (organization_id, month, carrier, ground_vs_express, scope, zone, weight_band,
  packages, billed_lb, net_amount, gross_amount, incentive_amount, freight_gross, freight_incentive,
  freight_net, fuel_net, accessorial_net, residential_packages, residential_net, accessorial_packages,
  contracted_freight_gross, contracted_freight_incentive, expected_freight_incentive, discount_variance,
  under_discounted_packages, track_eligible, track_complete, audit_eligible, audit_complete, delivered, on_time,
  late, gsr_packages, gsr_amount, transit_days_sum, transit_business_days_sum, zoned_packages, zone_sum)
SELECT organization_id, month, carrier, ground_vs_express, scope, zone, weight_band,
  sum(packages), sum(billed_lb), sum(net_amount), sum(gross_amount), sum(incentive_amount), sum(freight_gross),
  sum(freight_incentive), sum(freight_net), sum(fuel_net), sum(accessorial_net), sum(residential_packages),
  sum(residential_net), sum(accessorial_packages), sum(contracted_freight_gross),
  sum(contracted_freight_incentive), sum(expected_freight_incentive), sum(discount_variance),
  sum(under_discounted_packages), sum(track_eligible), sum(track_complete), sum(audit_eligible),
  sum(audit_complete), sum(delivered), sum(on_time), sum(late), sum(gsr_packages), sum(gsr_amount),
  sum(transit_days_sum), sum(transit_business_days_sum), sum(zoned_packages), sum(zone_sum)
FROM package_month_summaries
GROUP BY organization_id, month, carrier, ground_vs_express, scope, zone, weight_band;
