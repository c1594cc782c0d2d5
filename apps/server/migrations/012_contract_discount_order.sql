-- The importer takes each new package's contracted discount as the most specific matching row (narrowest zone
-- range, then weight range). Ordered by the index, the lookup stops at the first match; sorting the candidate
-- rows for each package was a third of a small file's package merge on the embedded database.
DROP INDEX contract_discounts_lookup_idx;
CREATE INDEX contract_discounts_lookup_idx ON contract_discounts
  (organization_id, carrier, sla_grouping, (zone_to - zone_from), (weight_to - weight_from), id);
