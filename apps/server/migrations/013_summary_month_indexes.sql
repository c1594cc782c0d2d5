-- Dashboards over every organization read a year of the widest summaries: the charges by service, sender state or
-- receiver country (charge_month_summaries) and the packages by zone and weight band (package_zone_rollups). Both
-- were sequential scans of every month of their tables, whose rows carry every measure (80 ms and 40-60 ms of
-- work at a million packages). These indexes hold each table's rows by month with the columns those readings
-- use, so a range reads only its own months, as index-only scans of narrow entries (35 ms and 20 ms).
CREATE INDEX charge_month_summaries_month_idx ON charge_month_summaries (month)
  INCLUDE (organization_id, carrier, service, ground_vs_express, scope, sender_state, receiver_country,
           unified_charge_grouping, charges, net_amount);

CREATE INDEX package_zone_rollups_month_idx ON package_zone_rollups (month)
  INCLUDE (organization_id, carrier, ground_vs_express, scope, zone, weight_band, packages, net_amount, on_time,
           late, contracted_freight_gross, contracted_freight_incentive, expected_freight_incentive,
           discount_variance);
