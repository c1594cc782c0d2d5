-- Coarser charge summaries for the dashboards' charge totals. charge_month_summaries is keyed down to service,
-- sender state and receiver country: a year of every organization of a million packages is 73,000 rows, and
-- every dashboard sums them twice (its range and the one before) for its tiles, 31 ms each. The totals and the
-- breakdowns by month, carrier, ground/express, scope and unified grouping read this one instead: 17,000 rows,
-- 7 ms. The importer adds each file's charges to both.
CREATE TABLE charge_month_rollups (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  carrier text NOT NULL,
  ground_vs_express text,
  scope text,
  unified_charge_grouping text NOT NULL,
  charges integer NOT NULL,
  packages integer NOT NULL,
  gross_amount numeric(14,2) NOT NULL,
  incentive_amount numeric(14,2) NOT NULL,
  net_amount numeric(14,2) NOT NULL,
  UNIQUE NULLS NOT DISTINCT (organization_id, month, carrier, ground_vs_express, scope, unified_charge_grouping)
);

INSERT INTO charge_month_rollups (organization_id, month, carrier, ground_vs_express, scope,
  unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount)
SELECT organization_id, month, carrier, ground_vs_express, scope, unified_charge_grouping, sum(charges),
  sum(packages), sum(gross_amount), sum(incentive_amount), sum(net_amount)
FROM charge_month_summaries
GROUP BY organization_id, month, carrier, ground_vs_express, scope, unified_charge_grouping;
