-- Refund claims for late deliveries (DOMAIN.md "Refund claims"). What each carrier refunds, and until when it takes
-- a claim, is data: the claim window per carrier, and the charge groupings a refund covers by ship date.
CREATE TABLE refund_windows (
  carrier text PRIMARY KEY REFERENCES carriers (carrier),
  days integer NOT NULL CHECK (days BETWEEN 1 AND 366),
  -- invoice_date: the invoice that first billed the package; later_of_commitment_and_delivery: the commitment's
  -- day or the delivery's (proof of delivery), whichever is later.
  counted_from text NOT NULL CHECK (counted_from IN ('invoice_date', 'later_of_commitment_and_delivery'))
);

INSERT INTO refund_windows (carrier, days, counted_from) VALUES
  ('UPS', 15, 'later_of_commitment_and_delivery'),
  ('FEDEX', 15, 'invoice_date');

CREATE TABLE refund_coverage (
  carrier text NOT NULL REFERENCES carriers (carrier),
  unified_charge_grouping text NOT NULL,
  -- The ship dates whose charges of the grouping a refund covers; null: no bound.
  covered_from date,
  covered_to date,
  PRIMARY KEY (carrier, unified_charge_grouping),
  CHECK (covered_from IS NULL OR covered_to IS NULL OR covered_from <= covered_to)
);

-- Transportation; UPS has not refunded the fuel surcharge since 2008-09-02; duties, taxes and brokerage never.
INSERT INTO refund_coverage (carrier, unified_charge_grouping, covered_from, covered_to) VALUES
  ('UPS', 'FREIGHT', NULL, NULL),
  ('UPS', 'FUEL', NULL, '2008-09-01'),
  ('FEDEX', 'FREIGHT', NULL, NULL),
  ('FEDEX', 'FUEL', NULL, NULL);

-- A batch of one carrier's claims, open until it is submitted to the carrier.
CREATE TABLE claim_batches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  carrier text NOT NULL REFERENCES carriers (carrier),
  created_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  submitted_on date,
  submitted_by uuid REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX claim_batches_created_idx ON claim_batches (created_at DESC, id DESC);

-- A package's claim: one at most. `expired` is written when a batch is submitted after the claim's window closed;
-- a claim still in an open batch past its window is read as expired.
CREATE TABLE refund_claims (
  package_id bigint PRIMARY KEY REFERENCES packages (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  batch_id integer NOT NULL REFERENCES claim_batches (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('in_batch', 'submitted', 'credited', 'denied', 'expired')),
  last_claim_day date NOT NULL,
  amount_claimed numeric(12, 2) NOT NULL,
  submitted_on date,
  denied_reason text,
  CHECK ((state = 'denied') = (denied_reason IS NOT NULL))
);

CREATE INDEX refund_claims_batch_idx ON refund_claims (batch_id);
CREATE INDEX refund_claims_organization_idx ON refund_claims (organization_id, state);
