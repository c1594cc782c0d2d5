-- Two more summaries the importer keeps, for what every organization's dashboards (Full_Access) read from the
-- facts at a million packages:
-- - the accessorials' weekly trend summed the charges themselves (350 ms): charge_week_rollups holds
--   charge_month_rollups' sums by the week of the ship date (its Monday; a week across two months has a row in
--   each);
-- - the transit-day distribution (international shipping, performance tracker) counted the packages themselves
--   (120-260 ms): package_transit_rollups counts them by transit days, with package_month_rollups' key.

CREATE TABLE charge_week_rollups (
  week date NOT NULL,
  LIKE charge_month_rollups,
  UNIQUE NULLS NOT DISTINCT (organization_id, month, week, carrier, ground_vs_express, scope,
    unified_charge_grouping)
);

INSERT INTO charge_week_rollups (organization_id, month, week, carrier, ground_vs_express, scope,
  unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount)
SELECT c.organization_id, date_trunc('month', c.ship_date)::date, date_trunc('week', c.ship_date)::date,
  i.carrier, p.ground_vs_express, p.scope, c.unified_charge_grouping, count(*), count(DISTINCT c.package_id),
  sum(c.gross_amount), sum(c.incentive_amount), sum(c.net_amount)
FROM charges c
JOIN invoices i ON i.id = c.invoice_id
LEFT JOIN packages p ON p.id = c.package_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Packages without a delivery have no transit days: they are counted too, under NULL.
CREATE TABLE package_transit_rollups (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  carrier text NOT NULL,
  service text,
  sla_grouping text,
  ground_vs_express text,
  scope text,
  transit_days integer,
  packages integer NOT NULL,
  UNIQUE NULLS NOT DISTINCT (organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope,
    transit_days)
);

INSERT INTO package_transit_rollups (organization_id, month, carrier, service, sla_grouping, ground_vs_express,
  scope, transit_days, packages)
SELECT organization_id, date_trunc('month', ship_date)::date, carrier, service, sla_grouping, ground_vs_express,
  scope, transit_days, count(*)
FROM packages
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
