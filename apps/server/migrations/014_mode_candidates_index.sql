-- Mode optimization's candidates are the domestic express rows of the service levels and zones ground serves in
-- time, a few dozen (level, zone) pairs. Held by scope, ground/express and month (009), every domestic express row
-- of the range was read and most were then dropped by the pairs (49,000 read for 14,000 kept, every organization
-- over a year at a million packages). Keyed by level and zone too, each pair reads only its own rows (78 -> 40 ms
-- a period). The ground averages read package_zone_rollups (013), so the old key serves nothing any more.
DROP INDEX package_month_summaries_mode_idx;
CREATE INDEX package_month_summaries_mode_idx
  ON package_month_summaries (scope, ground_vs_express, sla_grouping, zone, month)
  INCLUDE (organization_id, carrier, weight_band, service, sender_state, packages, net_amount);
