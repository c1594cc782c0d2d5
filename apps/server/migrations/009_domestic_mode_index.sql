-- Mode optimization compares every domestic express package with the ground packages of its zone and weight band:
-- for every organization at once it read the whole package summary twice per period (170-190 ms at a million
-- packages). This index holds those rows by scope, ground/express and month with the columns it reads, so both
-- reads are index-only scans of their own rows (85 ms).
CREATE INDEX package_month_summaries_mode_idx ON package_month_summaries (scope, ground_vs_express, month)
  INCLUDE (organization_id, zone, weight_band, sla_grouping, service, sender_state, packages, net_amount);
