-- A refund arrives as a credit on a later invoice for the claimed tracking number (DOMAIN.md "Refund claims").
-- The charge map names those credits by the grouping REFUND_CREDIT, so they are reference data like every other
-- description, and a claim is credited by the credits its package carries.
ALTER TABLE charge_map DROP CONSTRAINT charge_map_unified_charge_grouping_check;
ALTER TABLE charge_map ADD CONSTRAINT charge_map_unified_charge_grouping_check CHECK (unified_charge_grouping IN (
  'FREIGHT', 'FUEL', 'RESIDENTIAL', 'DELIVERY_AREA', 'HANDLING_SIZE', 'ADDRESS_CORRECTION', 'SIGNATURE',
  'SATURDAY_HOLIDAY', 'PEAK_DEMAND', 'DECLARED_VALUE', 'BILLING_ADJUSTMENT', 'REFUND_CREDIT', 'DUTIES_TAXES',
  'BROKERAGE', 'SERVICE_FEE', 'OTHER'));

-- UPS's credits rank above the rules that read every line of the freight's and the fuel's classifications, which
-- move from the top priority (1000, the most a rule may have) just under it: UPS may bill the credit under the
-- freight's classification. FedEx's rank with its incentive rules (800), as every rule for FedEx's lines must: those
-- lines were folded into the freight when imported, and a rule above them could not regroup them.
UPDATE charge_map SET priority = 990
WHERE carrier IS NULL AND classification = 'FRT' AND pattern = '%' AND priority = 1000
   OR carrier = 'UPS' AND classification = 'FSC' AND pattern = '%' AND priority = 1000;

INSERT INTO charge_map (carrier, classification, pattern, unified_charge_grouping, priority) VALUES
  ('UPS', NULL, '%guaranteed service refund%', 'REFUND_CREDIT', 1000),
  ('UPS', NULL, '%service guarantee refund%', 'REFUND_CREDIT', 1000),
  ('FEDEX', NULL, '%money-back guarantee%', 'REFUND_CREDIT', 800);

-- The credits are a few charges among millions: claims, their batches and the Refunds dashboard read them here.
CREATE INDEX charges_refund_credit_idx ON charges (package_id, invoice_id)
  WHERE unified_charge_grouping = 'REFUND_CREDIT';
