-- A range that cuts a month (any date range the frame's picker gives) read the days outside whole months and
-- weeks from the charges themselves, joined to their invoices and packages: for every organization at a million
-- packages the executive summary over 12 months that cut two took 650 ms, most of it those days' 100,000 charges.
-- charge_day_rollups holds the charges by ship date with the service-level columns (no sender state, receiver
-- country, zone or weight band, which keep reading the facts): each day of an organization is a few dozen rows
-- instead of a few hundred charges, and the importer adds each file's charges to it beside the other summaries.
CREATE TABLE charge_day_rollups (
  organization_id uuid NOT NULL,
  ship_date date NOT NULL,
  carrier text NOT NULL,
  service text,
  sla_grouping text,
  ground_vs_express text,
  scope text,
  unified_charge_grouping text NOT NULL,
  charges integer NOT NULL,
  packages integer NOT NULL,
  gross_amount numeric(14,2) NOT NULL,
  incentive_amount numeric(14,2) NOT NULL,
  net_amount numeric(14,2) NOT NULL,
  discount_charges integer NOT NULL,
  discount_variance numeric(14,2) NOT NULL,
  UNIQUE NULLS NOT DISTINCT (organization_id, ship_date, carrier, service, sla_grouping, ground_vs_express, scope,
    unified_charge_grouping)
);

ALTER TABLE charge_day_rollups
  ALTER COLUMN charges SET STATISTICS 0,
  ALTER COLUMN packages SET STATISTICS 0,
  ALTER COLUMN gross_amount SET STATISTICS 0,
  ALTER COLUMN incentive_amount SET STATISTICS 0,
  ALTER COLUMN net_amount SET STATISTICS 0,
  ALTER COLUMN discount_charges SET STATISTICS 0,
  ALTER COLUMN discount_variance SET STATISTICS 0;

-- A package is counted once per grouping, as the importer counts it (its charges share its ship date).
INSERT INTO charge_day_rollups (organization_id, ship_date, carrier, service, sla_grouping, ground_vs_express,
  scope, unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount, discount_charges,
  discount_variance)
SELECT c.organization_id, c.ship_date, i.carrier, p.service, p.sla_grouping, p.ground_vs_express, p.scope,
  c.unified_charge_grouping, count(*), count(DISTINCT c.package_id), sum(c.gross_amount), sum(c.incentive_amount),
  sum(c.net_amount), count(*) FILTER (WHERE c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL),
  coalesce(sum(c.discount_variance), 0)
FROM charges c
JOIN invoices i ON i.id = c.invoice_id
LEFT JOIN packages p ON p.id = c.package_id
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
