-- Discount monitoring detail lists every freight charge of a package with its variance: contracted % x gross -
-- incentive, rounded to the cent per charge. It was computed for every freight charge of the range on each read:
-- every organization's tiles took 1.2 s at a million packages and the first page of rows, sorted by variance,
-- 1.4 s. The importer now stores each charge's variance, keeps the count and the sum of them in the charge
-- summaries, and an index holds the rows in the page's default order.
ALTER TABLE charges ADD COLUMN discount_variance numeric(12,2);

UPDATE charges c
SET discount_variance = round(p.contracted_discount_pct * c.gross_amount / 100 - c.incentive_amount, 2)
FROM packages p
WHERE p.id = c.package_id AND c.unified_charge_grouping = 'FREIGHT' AND p.contracted_discount_pct IS NOT NULL;

-- The detail pages' default orders: discount monitoring by variance (largest first, none last), accessorials by
-- ship date. Every organization at once cannot walk the (organization_id, ship_date) index in order.
CREATE INDEX charges_discount_variance_idx ON charges (coalesce(discount_variance, -99999999) DESC, id DESC)
  WHERE unified_charge_grouping = 'FREIGHT' AND package_id IS NOT NULL;
CREATE INDEX charges_accessorial_ship_date_idx ON charges (ship_date, id)
  WHERE unified_charge_grouping NOT IN ('FREIGHT', 'FUEL');

-- The discount monitoring detail's rows (freight charges of a package) and their variance, in every charge summary.
ALTER TABLE charge_month_summaries
  ADD COLUMN discount_charges integer NOT NULL DEFAULT 0,
  ADD COLUMN discount_variance numeric(14,2) NOT NULL DEFAULT 0;
ALTER TABLE charge_month_rollups
  ADD COLUMN discount_charges integer NOT NULL DEFAULT 0,
  ADD COLUMN discount_variance numeric(14,2) NOT NULL DEFAULT 0;
ALTER TABLE charge_week_rollups
  ADD COLUMN discount_charges integer NOT NULL DEFAULT 0,
  ADD COLUMN discount_variance numeric(14,2) NOT NULL DEFAULT 0;

-- Each summary rebuilt from the charges (a package is counted once per grouping, as the importer counts it).
TRUNCATE charge_month_summaries, charge_month_rollups, charge_week_rollups;

INSERT INTO charge_month_summaries (organization_id, month, carrier, service, sla_grouping, ground_vs_express,
  scope, sender_state, receiver_country, unified_charge_grouping, charges, packages, gross_amount,
  incentive_amount, net_amount, discount_charges, discount_variance)
SELECT c.organization_id, date_trunc('month', c.ship_date)::date, i.carrier, p.service, p.sla_grouping,
  p.ground_vs_express, p.scope, p.sender_state, p.receiver_country, c.unified_charge_grouping, count(*),
  count(DISTINCT c.package_id), sum(c.gross_amount), sum(c.incentive_amount), sum(c.net_amount),
  count(*) FILTER (WHERE c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL),
  coalesce(sum(c.discount_variance), 0)
FROM charges c
JOIN invoices i ON i.id = c.invoice_id
LEFT JOIN packages p ON p.id = c.package_id
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;

INSERT INTO charge_month_rollups (organization_id, month, carrier, ground_vs_express, scope,
  unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount, discount_charges,
  discount_variance)
SELECT organization_id, month, carrier, ground_vs_express, scope, unified_charge_grouping, sum(charges),
  sum(packages), sum(gross_amount), sum(incentive_amount), sum(net_amount), sum(discount_charges),
  sum(discount_variance)
FROM charge_month_summaries
GROUP BY organization_id, month, carrier, ground_vs_express, scope, unified_charge_grouping;

INSERT INTO charge_week_rollups (organization_id, month, week, carrier, ground_vs_express, scope,
  unified_charge_grouping, charges, packages, gross_amount, incentive_amount, net_amount, discount_charges,
  discount_variance)
SELECT c.organization_id, date_trunc('month', c.ship_date)::date, date_trunc('week', c.ship_date)::date,
  i.carrier, p.ground_vs_express, p.scope, c.unified_charge_grouping, count(*), count(DISTINCT c.package_id),
  sum(c.gross_amount), sum(c.incentive_amount), sum(c.net_amount),
  count(*) FILTER (WHERE c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL),
  coalesce(sum(c.discount_variance), 0)
FROM charges c
JOIN invoices i ON i.id = c.invoice_id
LEFT JOIN packages p ON p.id = c.package_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
