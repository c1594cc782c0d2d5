-- Shipping data: carrier invoice files (Control IDs), invoices, packages and charges; the reference maps that
-- give them meaning (carriers, services, commitments, charge descriptions, audit exemptions, contract
-- discounts); and the summaries kept up to date by the importer, one file at a time, for the Control Master and
-- the dashboards. Facts carry their organization. Money is numeric(12,2) on facts; summaries add up many facts
-- and get numeric(14,2) so a year of a large shipper cannot overflow them.

-- Reference data -----------------------------------------------------------------------------------------------

CREATE TABLE carriers (
  carrier text PRIMARY KEY CHECK (carrier IN ('UPS', 'FEDEX')),
  name text NOT NULL,
  -- A tracking number the carrier's tracking can follow; others are billed but never tracked or audited.
  tracking_pattern text NOT NULL
);

INSERT INTO carriers (carrier, name, tracking_pattern) VALUES
  ('UPS', 'UPS', '^1Z[0-9A-Z]{16}$'),
  ('FEDEX', 'FedEx', '^([0-9]{12}|[0-9]{15}|[0-9]{20}|[0-9]{22})$');

-- Carrier service (the freight line's charge description) -> service level. Matched case-insensitively.
-- Guarantees are data: a late package is refund-eligible only when its service was guaranteed on its ship date
-- (both carriers suspended the money-back guarantee of their ground and deferred services on 2020-03-26).
CREATE TABLE service_map (
  carrier text NOT NULL REFERENCES carriers,
  service text NOT NULL,
  sla_grouping text NOT NULL CHECK (sla_grouping IN ('NEXT_DAY_AM', 'NEXT_DAY', 'NEXT_DAY_SAVER', 'TWO_DAY_AM',
    'TWO_DAY', 'THREE_DAY', 'GROUND', 'HOME_DELIVERY', 'GROUND_ECONOMY', 'INTL_EXPRESS', 'INTL_DEFERRED',
    'INTL_GROUND')),
  ground_vs_express text NOT NULL CHECK (ground_vs_express IN ('Ground', 'Express')),
  scope text NOT NULL CHECK (scope IN ('Domestic', 'International')),
  guaranteed_from date,
  guaranteed_to date,
  CHECK (guaranteed_to IS NULL OR guaranteed_from <= guaranteed_to)
);

CREATE UNIQUE INDEX service_map_service_key ON service_map (carrier, lower(service));

INSERT INTO service_map (carrier, service, sla_grouping, ground_vs_express, scope, guaranteed_from, guaranteed_to)
SELECT carrier, service, sla_grouping, ground_vs_express, scope, guaranteed_from::date, guaranteed_to::date
FROM (VALUES
  ('UPS', 'Next Day Air Early', 'NEXT_DAY_AM', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Early Commercial', 'NEXT_DAY_AM', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Early Residential', 'NEXT_DAY_AM', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air', 'NEXT_DAY', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Commercial', 'NEXT_DAY', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Residential', 'NEXT_DAY', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Saver', 'NEXT_DAY_SAVER', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Saver Commercial', 'NEXT_DAY_SAVER', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', 'Next Day Air Saver Residential', 'NEXT_DAY_SAVER', 'Express', 'Domestic', '2000-01-01', NULL),
  ('UPS', '2nd Day Air A.M.', 'TWO_DAY_AM', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '2nd Day Air A.M. Commercial', 'TWO_DAY_AM', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '2nd Day Air A.M. Residential', 'TWO_DAY_AM', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '2nd Day Air', 'TWO_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '2nd Day Air Commercial', 'TWO_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '2nd Day Air Residential', 'TWO_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '3 Day Select', 'THREE_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '3 Day Select Commercial', 'THREE_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', '3 Day Select Residential', 'THREE_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', 'Ground', 'GROUND', 'Ground', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', 'Ground Commercial', 'GROUND', 'Ground', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', 'Ground Residential', 'GROUND', 'Ground', 'Domestic', '2000-01-01', '2020-03-25'),
  ('UPS', 'Ground Saver', 'GROUND_ECONOMY', 'Ground', 'Domestic', NULL, NULL),
  ('UPS', 'SurePost', 'GROUND_ECONOMY', 'Ground', 'Domestic', NULL, NULL),
  ('UPS', 'Worldwide Express Plus', 'INTL_EXPRESS', 'Express', 'International', '2000-01-01', NULL),
  ('UPS', 'Worldwide Express', 'INTL_EXPRESS', 'Express', 'International', '2000-01-01', NULL),
  ('UPS', 'Worldwide Saver', 'INTL_EXPRESS', 'Express', 'International', '2000-01-01', NULL),
  ('UPS', 'Worldwide Expedited', 'INTL_DEFERRED', 'Express', 'International', '2000-01-01', '2020-03-25'),
  ('UPS', 'Standard', 'INTL_GROUND', 'Ground', 'International', '2000-01-01', '2020-03-25'),
  ('UPS', 'Standard to Canada', 'INTL_GROUND', 'Ground', 'International', '2000-01-01', '2020-03-25'),
  ('UPS', 'Standard to Mexico', 'INTL_GROUND', 'Ground', 'International', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx First Overnight', 'NEXT_DAY_AM', 'Express', 'Domestic', '2000-01-01', NULL),
  ('FEDEX', 'FedEx Priority Overnight', 'NEXT_DAY', 'Express', 'Domestic', '2000-01-01', NULL),
  ('FEDEX', 'FedEx Standard Overnight', 'NEXT_DAY_SAVER', 'Express', 'Domestic', '2000-01-01', NULL),
  ('FEDEX', 'FedEx 2Day A.M.', 'TWO_DAY_AM', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx 2Day', 'TWO_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx Express Saver', 'THREE_DAY', 'Express', 'Domestic', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx Ground', 'GROUND', 'Ground', 'Domestic', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx Home Delivery', 'HOME_DELIVERY', 'Ground', 'Domestic', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx Ground Economy', 'GROUND_ECONOMY', 'Ground', 'Domestic', NULL, NULL),
  ('FEDEX', 'FedEx International First', 'INTL_EXPRESS', 'Express', 'International', '2000-01-01', NULL),
  ('FEDEX', 'FedEx International Priority', 'INTL_EXPRESS', 'Express', 'International', '2000-01-01', NULL),
  ('FEDEX', 'FedEx International Priority Express', 'INTL_EXPRESS', 'Express', 'International', '2000-01-01', NULL),
  ('FEDEX', 'FedEx International Economy', 'INTL_DEFERRED', 'Express', 'International', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx International Connect Plus', 'INTL_DEFERRED', 'Express', 'International', '2000-01-01', '2020-03-25'),
  ('FEDEX', 'FedEx International Ground', 'INTL_GROUND', 'Ground', 'International', '2000-01-01', '2020-03-25')
) AS seed (carrier, service, sla_grouping, ground_vs_express, scope, guaranteed_from, guaranteed_to);

-- The delivery commitment of a service level: business days after the ship date (weekends skipped), by zone
-- where the carrier's time in transit depends on it (a row without zones applies to every other zone), and the
-- time of day by which it is due (end of day for ground: late means not delivered on the scheduled day).
CREATE TABLE service_commitments (
  sla_grouping text NOT NULL,
  zone_from integer,
  zone_to integer,
  business_days integer NOT NULL CHECK (business_days > 0),
  commit_time time NOT NULL,
  CHECK ((zone_from IS NULL) = (zone_to IS NULL) AND (zone_from IS NULL OR zone_from <= zone_to))
);

CREATE UNIQUE INDEX service_commitments_key ON service_commitments (sla_grouping, zone_from) NULLS NOT DISTINCT;

INSERT INTO service_commitments (sla_grouping, zone_from, zone_to, business_days, commit_time)
SELECT sla_grouping, zone_from, zone_to, business_days, commit_time::time
FROM (VALUES
  ('NEXT_DAY_AM', NULL::integer, NULL::integer, 1, '08:30'),
  ('NEXT_DAY', NULL, NULL, 1, '10:30'),
  ('NEXT_DAY_SAVER', NULL, NULL, 1, '15:00'),
  ('TWO_DAY_AM', NULL, NULL, 2, '10:30'),
  ('TWO_DAY', NULL, NULL, 2, '23:59:59'),
  ('THREE_DAY', NULL, NULL, 3, '23:59:59'),
  ('GROUND', 1, 2, 1, '23:59:59'),
  ('GROUND', 3, 4, 2, '23:59:59'),
  ('GROUND', 5, 6, 3, '23:59:59'),
  ('GROUND', 7, 7, 4, '23:59:59'),
  ('GROUND', 8, 8, 5, '23:59:59'),
  ('GROUND', NULL, NULL, 5, '23:59:59'),
  ('HOME_DELIVERY', 1, 2, 1, '23:59:59'),
  ('HOME_DELIVERY', 3, 4, 2, '23:59:59'),
  ('HOME_DELIVERY', 5, 6, 3, '23:59:59'),
  ('HOME_DELIVERY', 7, 7, 4, '23:59:59'),
  ('HOME_DELIVERY', 8, 8, 5, '23:59:59'),
  ('HOME_DELIVERY', NULL, NULL, 5, '23:59:59'),
  ('GROUND_ECONOMY', 1, 2, 2, '23:59:59'),
  ('GROUND_ECONOMY', 3, 4, 3, '23:59:59'),
  ('GROUND_ECONOMY', 5, 6, 5, '23:59:59'),
  ('GROUND_ECONOMY', NULL, NULL, 7, '23:59:59'),
  ('INTL_EXPRESS', NULL, NULL, 3, '23:59:59'),
  ('INTL_DEFERRED', NULL, NULL, 5, '23:59:59'),
  ('INTL_GROUND', NULL, NULL, 6, '23:59:59')
) AS seed (sla_grouping, zone_from, zone_to, business_days, commit_time);

-- Charge description -> unified charge grouping. The rule with the highest priority whose carrier (NULL: any),
-- charge classification (UPS column 44 or FRT for FedEx's transportation charge; NULL: any) and
-- case-insensitive LIKE pattern match wins; a description no rule matches is OTHER and is named in the import
-- report. `is_incentive` marks FedEx discount pairs, which are the incentive on the freight rather than charges
-- of their own; `audit_exemption` marks charges that exempt a late package from a refund.
CREATE TABLE charge_map (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  carrier text REFERENCES carriers,
  classification text,
  pattern text NOT NULL,
  unified_charge_grouping text NOT NULL CHECK (unified_charge_grouping IN ('FREIGHT', 'FUEL', 'RESIDENTIAL',
    'DELIVERY_AREA', 'HANDLING_SIZE', 'ADDRESS_CORRECTION', 'SIGNATURE', 'SATURDAY_HOLIDAY', 'PEAK_DEMAND',
    'DECLARED_VALUE', 'BILLING_ADJUSTMENT', 'DUTIES_TAXES', 'BROKERAGE', 'SERVICE_FEE', 'OTHER')),
  is_incentive boolean NOT NULL DEFAULT false,
  audit_exemption text CHECK (audit_exemption IN ('address_correction', 'additional_handling', 'redirect')),
  priority integer NOT NULL
);

INSERT INTO charge_map (carrier, classification, pattern, unified_charge_grouping, is_incentive, audit_exemption, priority)
SELECT carrier, classification, pattern, grouping, is_incentive, audit_exemption, priority
FROM (VALUES
  (NULL, 'FRT', '%', 'FREIGHT', false, NULL, 1000),
  ('UPS', 'FSC', '%', 'FUEL', false, NULL, 1000),
  ('UPS', 'TAX', '%', 'DUTIES_TAXES', false, NULL, 900),
  ('UPS', 'GOV', '%', 'DUTIES_TAXES', false, NULL, 900),
  ('UPS', 'BRK', '%', 'BROKERAGE', false, NULL, 900),
  ('FEDEX', NULL, '%discount%', 'FREIGHT', true, NULL, 800),
  ('FEDEX', NULL, '%performance pricing%', 'FREIGHT', true, NULL, 800),
  (NULL, NULL, '%demand surcharge%', 'PEAK_DEMAND', false, NULL, 600),
  (NULL, NULL, '%peak%', 'PEAK_DEMAND', false, NULL, 600),
  (NULL, NULL, '%fuel%', 'FUEL', false, NULL, 500),
  (NULL, NULL, '%address correction%', 'ADDRESS_CORRECTION', false, 'address_correction', 400),
  (NULL, NULL, '%additional handling%', 'HANDLING_SIZE', false, 'additional_handling', 400),
  (NULL, NULL, '%large package%', 'HANDLING_SIZE', false, 'additional_handling', 400),
  (NULL, NULL, '%oversize%', 'HANDLING_SIZE', false, 'additional_handling', 400),
  (NULL, NULL, '%over maximum%', 'HANDLING_SIZE', false, 'additional_handling', 400),
  (NULL, NULL, '%unauthorized package%', 'HANDLING_SIZE', false, 'additional_handling', 400),
  (NULL, NULL, '%non-machinable%', 'HANDLING_SIZE', false, NULL, 400),
  (NULL, NULL, '%delivery area%', 'DELIVERY_AREA', false, NULL, 350),
  (NULL, NULL, '%remote area%', 'DELIVERY_AREA', false, NULL, 350),
  (NULL, NULL, '%extended area%', 'DELIVERY_AREA', false, NULL, 350),
  (NULL, NULL, '%delivery change%', 'SERVICE_FEE', false, 'redirect', 300),
  (NULL, NULL, '%redirect%', 'SERVICE_FEE', false, 'redirect', 300),
  (NULL, NULL, '%intercept%', 'SERVICE_FEE', false, 'redirect', 300),
  (NULL, NULL, '%residential%', 'RESIDENTIAL', false, NULL, 250),
  (NULL, NULL, '%signature%', 'SIGNATURE', false, NULL, 200),
  (NULL, NULL, '%delivery confirmation%', 'SIGNATURE', false, NULL, 200),
  (NULL, NULL, '%saturday%', 'SATURDAY_HOLIDAY', false, NULL, 200),
  (NULL, NULL, '%holiday%', 'SATURDAY_HOLIDAY', false, NULL, 200),
  (NULL, NULL, '%declared value%', 'DECLARED_VALUE', false, NULL, 200),
  (NULL, NULL, '%duty%', 'DUTIES_TAXES', false, NULL, 150),
  (NULL, NULL, '%duties%', 'DUTIES_TAXES', false, NULL, 150),
  (NULL, NULL, '%tax%', 'DUTIES_TAXES', false, NULL, 150),
  (NULL, NULL, '%brokerage%', 'BROKERAGE', false, NULL, 150),
  (NULL, NULL, '%clearance%', 'BROKERAGE', false, NULL, 150),
  (NULL, NULL, '%customs%', 'BROKERAGE', false, NULL, 150),
  (NULL, NULL, '%disbursement%', 'BROKERAGE', false, NULL, 150),
  (NULL, NULL, '%correction%', 'BILLING_ADJUSTMENT', false, NULL, 100),
  (NULL, NULL, '%adjustment%', 'BILLING_ADJUSTMENT', false, NULL, 100),
  (NULL, NULL, '%audit fee%', 'BILLING_ADJUSTMENT', false, NULL, 100),
  (NULL, NULL, '%pickup%', 'SERVICE_FEE', false, NULL, 50),
  (NULL, NULL, '%return%', 'SERVICE_FEE', false, NULL, 50),
  (NULL, NULL, '%service charge%', 'SERVICE_FEE', false, NULL, 50),
  (NULL, NULL, '%fee%', 'SERVICE_FEE', false, NULL, 40)
) AS seed (carrier, classification, pattern, grouping, is_incentive, audit_exemption, priority);

-- Periods in which late packages are not refund-eligible: a weather or service disruption declared by a carrier,
-- a holiday-season guarantee waiver, or a client's contract waiving the guarantee. A package is exempt when its
-- transit (ship date to commitment) overlaps the period; NULL carrier or organization means every one.
CREATE TABLE audit_exemptions (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  carrier text REFERENCES carriers,
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (starts_on <= ends_on),
  reason text NOT NULL CHECK (reason IN ('weather', 'holiday_waiver', 'contract_waiver')),
  note text
);

-- Both carriers waive their money-back guarantee for the last days before Christmas.
INSERT INTO audit_exemptions (carrier, starts_on, ends_on, reason, note)
SELECT NULL, make_date(year, 12, 18), make_date(year, 12, 25), 'holiday_waiver', 'Peak season guarantee waiver'
FROM generate_series(2018, 2035) AS year;

-- What a client's contract promises off the published freight rate, by service level, zone and billed weight:
-- the basis of discount monitoring. The most specific matching row applies.
CREATE TABLE contract_discounts (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  carrier text NOT NULL REFERENCES carriers,
  sla_grouping text NOT NULL,
  zone_from integer NOT NULL DEFAULT 1,
  zone_to integer NOT NULL DEFAULT 999,
  weight_from numeric(8,2) NOT NULL DEFAULT 0,
  weight_to numeric(8,2) NOT NULL DEFAULT 99999,
  discount_pct numeric(5,2) NOT NULL CHECK (discount_pct >= 0 AND discount_pct <= 100),
  CHECK (zone_from <= zone_to AND weight_from <= weight_to)
);

CREATE INDEX contract_discounts_lookup_idx ON contract_discounts (organization_id, carrier, sla_grouping);

-- Facts ----------------------------------------------------------------------------------------------------------
-- Only invoice files and invoices have foreign keys. Packages, charges and the per-file package links are
-- written by the importer alone, in sets, and a per-row key check made bulk inserts 4-5x slower (measured on
-- both engines); an organization with invoice files cannot be deleted (they are deactivated instead).

CREATE SEQUENCE invoice_file_number;

-- One carrier billing file received for one client: its Control ID. The per-file summary (the Control Master
-- row) lives on the row itself and is kept by the importer: a later file that touches this file's packages
-- updates the package counts by status here too.
CREATE TABLE invoice_files (
  control_id text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id),
  carrier text NOT NULL REFERENCES carriers,
  source_name text NOT NULL,
  file_sha256 text NOT NULL UNIQUE,
  file_bytes bigint NOT NULL,
  received_at timestamptz NOT NULL,
  imported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The latest invoice date of the file's invoices.
  invoice_date date NOT NULL,
  invoices integer NOT NULL,
  rows_read integer NOT NULL,
  charges integer NOT NULL,
  amount numeric(14,2) NOT NULL,
  packages integer NOT NULL,
  track_eligible integer NOT NULL,
  track_complete integer NOT NULL,
  audit_eligible integer NOT NULL,
  audit_complete integer NOT NULL,
  late_deliveries integer NOT NULL
);

CREATE INDEX invoice_files_invoice_date_idx ON invoice_files (invoice_date, carrier);
CREATE INDEX invoice_files_organization_idx ON invoice_files (organization_id, invoice_date);

CREATE TABLE invoices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  control_id text NOT NULL REFERENCES invoice_files,
  organization_id uuid NOT NULL,
  carrier text NOT NULL,
  account_number text NOT NULL,
  invoice_number text NOT NULL,
  invoice_date date NOT NULL,
  -- The invoice total as the file states it.
  amount numeric(12,2) NOT NULL,
  UNIQUE (carrier, account_number, invoice_number, invoice_date)
);

CREATE INDEX invoices_control_id_idx ON invoices (control_id);

-- One tracking number of one carrier. A later file adds charges to the same package; attributes come from the
-- first file that names them, statuses and totals are recomputed whenever a file touches the package.
CREATE TABLE packages (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  organization_id uuid NOT NULL,
  carrier text NOT NULL,
  tracking_number text NOT NULL,
  -- The file and invoice that first billed the package.
  control_id text NOT NULL,
  invoice_id bigint NOT NULL,
  invoice_date date NOT NULL,
  last_invoice_date date NOT NULL,
  ship_date date NOT NULL,
  -- The charge description of the freight line ("Ground Residential", "FedEx 2Day", ...).
  service text,
  sla_grouping text,
  ground_vs_express text,
  scope text,
  zone text,
  billed_weight_lb numeric(10,2),
  entered_weight_lb numeric(10,2),
  weight_band text,
  sender_state text,
  sender_postal text,
  receiver_state text,
  receiver_country text,
  -- Whether any charge of the package is in the RESIDENTIAL grouping / any accessorial grouping.
  is_residential boolean NOT NULL DEFAULT false,
  has_accessorial boolean NOT NULL DEFAULT false,
  -- Carriers report local dates and, for some services, times; a missing time is unknown, not midnight.
  delivery_date date,
  delivery_time time,
  commit_date date,
  commit_time time,
  transit_days integer,
  transit_business_days integer,
  track_status text NOT NULL DEFAULT 'In Transit'
    CHECK (track_status IN ('Delivered', 'In Transit', 'Exception', 'Not Trackable')),
  audit_result text CHECK (audit_result IN ('On Time', 'Late', 'Late Exempt')),
  audit_status text NOT NULL DEFAULT 'Pending' CHECK (audit_status IN ('Complete', 'Pending', 'Exception')),
  is_late boolean NOT NULL DEFAULT false,
  gsr_eligible boolean NOT NULL DEFAULT false,
  -- Why a late package is not refund-eligible: a charge that exempts it (kept once seen), or a period.
  charge_exemption text,
  exemption text,
  contracted_discount_pct numeric(5,2),
  -- (contracted % x freight gross) - freight incentive: positive when the package got less than promised.
  discount_variance numeric(12,2),
  net_amount numeric(12,2) NOT NULL DEFAULT 0,
  gross_amount numeric(12,2) NOT NULL DEFAULT 0,
  incentive_amount numeric(12,2) NOT NULL DEFAULT 0,
  freight_gross numeric(12,2) NOT NULL DEFAULT 0,
  freight_incentive numeric(12,2) NOT NULL DEFAULT 0,
  freight_net numeric(12,2) NOT NULL DEFAULT 0,
  fuel_net numeric(12,2) NOT NULL DEFAULT 0,
  accessorial_net numeric(12,2) NOT NULL DEFAULT 0,
  UNIQUE (carrier, tracking_number)
);

CREATE INDEX packages_organization_ship_date_idx ON packages (organization_id, ship_date, id);
CREATE INDEX packages_gsr_idx ON packages (organization_id, ship_date) WHERE gsr_eligible;

-- One billed line. `ship_date` is the package's ship date, or the invoice date for a charge without a package:
-- the date every dashboard and export filters on.
CREATE TABLE charges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id uuid NOT NULL,
  invoice_id bigint NOT NULL,
  package_id bigint,
  ship_date date NOT NULL,
  -- The line of the carrier file it came from.
  source_line integer NOT NULL,
  charge_description text NOT NULL,
  classification text,
  unified_charge_grouping text NOT NULL,
  is_accessorial boolean NOT NULL,
  gross_amount numeric(12,2) NOT NULL,
  incentive_amount numeric(12,2) NOT NULL,
  net_amount numeric(12,2) NOT NULL
);

CREATE INDEX charges_package_id_idx ON charges (package_id);
CREATE INDEX charges_organization_ship_date_idx ON charges (organization_id, ship_date, id);

-- Which files bill which packages, with the net each file bills each package: the on-time summary of a file and
-- the status counts of every file a later import touches come from here, not from the charges.
CREATE TABLE file_packages (
  control_id text NOT NULL,
  package_id bigint NOT NULL,
  organization_id uuid NOT NULL,
  charges integer NOT NULL,
  net_amount numeric(12,2) NOT NULL,
  PRIMARY KEY (control_id, package_id)
);

CREATE INDEX file_packages_package_id_idx ON file_packages (package_id);

-- Summaries for the dashboards, by the month of the ship date -------------------------------------------------
-- Both are kept by the importer: each file adds its charges, and replaces the contribution of every package it
-- touches (old values out, new values in), so no summary is ever rebuilt from the facts.

-- Packages by (organization, month, carrier, service, zone, weight band, sender state, receiver country).
CREATE TABLE package_month_summaries (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  carrier text NOT NULL,
  service text,
  sla_grouping text,
  ground_vs_express text,
  scope text,
  zone text,
  weight_band text,
  sender_state text,
  receiver_country text,
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
  -- Σ contracted % x freight gross over packages with a contracted discount, and their freight gross/incentive.
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
  UNIQUE NULLS NOT DISTINCT (organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope,
    zone, weight_band, sender_state, receiver_country)
);

-- Charges by (organization, month, carrier, service, sender state, receiver country, unified grouping). A
-- package counts once per grouping, in the file that first bills it a charge of that grouping.
CREATE TABLE charge_month_summaries (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  carrier text NOT NULL,
  service text,
  sla_grouping text,
  ground_vs_express text,
  scope text,
  sender_state text,
  receiver_country text,
  unified_charge_grouping text NOT NULL,
  charges integer NOT NULL,
  packages integer NOT NULL,
  gross_amount numeric(14,2) NOT NULL,
  incentive_amount numeric(14,2) NOT NULL,
  net_amount numeric(14,2) NOT NULL,
  UNIQUE NULLS NOT DISTINCT (organization_id, month, carrier, service, sla_grouping, ground_vs_express, scope,
    sender_state, receiver_country, unified_charge_grouping)
);

-- Calendar helpers for the late-delivery audit ---------------------------------------------------------------

-- The date `days` business days (Monday to Friday) after `start`; a weekend ship date counts from Friday. One
-- expression without FROM, so the planner inlines it instead of running a query per row.
CREATE FUNCTION add_business_days(start date, days integer) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT start - greatest(extract(isodow FROM start)::integer - 5, 0) + days
         + 2 * ((least(extract(isodow FROM start)::integer, 5) - 1 + days) / 5)
$$;

-- Monday-to-Friday days after `first` up to and including `last`.
CREATE FUNCTION business_days_between(first date, last date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (5 * ((last - date '1970-01-05' + 1) / 7) + least((last - date '1970-01-05' + 1) % 7, 5))
       - (5 * ((first - date '1970-01-05' + 1) / 7) + least((first - date '1970-01-05' + 1) % 7, 5))
$$;

-- A zone as a number ("2", "402"), or NULL for a lettered zone (FedEx international) or none.
CREATE FUNCTION zone_number(zone text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN zone ~ '^[0-9]{1,6}$' THEN zone::integer END
$$;

-- The weight band of a billed weight: pounds rounded up, in the bands of DASHBOARDS.md.
CREATE FUNCTION weight_band(billed_lb numeric) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN billed_lb IS NULL THEN NULL
    WHEN ceil(billed_lb) <= 1 THEN '1'
    WHEN ceil(billed_lb) <= 5 THEN '2-5'
    WHEN ceil(billed_lb) <= 10 THEN '6-10'
    WHEN ceil(billed_lb) <= 20 THEN '11-20'
    WHEN ceil(billed_lb) <= 50 THEN '21-50'
    WHEN ceil(billed_lb) <= 70 THEN '51-70'
    WHEN ceil(billed_lb) <= 150 THEN '71-150'
    ELSE '150+'
  END
$$;
