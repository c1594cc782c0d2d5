-- The unmapped reference data (GET /reference-data/unmapped, and the counts of each Control Master row) reads the
-- packages whose service the service map did not know and the charges loaded as OTHER. Both are a small share of
-- the facts; these partial indexes hold just them, so those reads cost what is unmapped, not what was imported.
CREATE INDEX packages_unmapped_service_idx ON packages (id) WHERE sla_grouping IS NULL AND service IS NOT NULL;

CREATE INDEX charges_other_idx ON charges (invoice_id) WHERE unified_charge_grouping = 'OTHER';
