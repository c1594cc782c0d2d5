-- A change of the service map reads the distinct service names of a carrier's stored packages (to find those the
-- changed rule matches) and then the packages billed under a few of them. Without an index both read every
-- package; with this one the names are a skip over the index (one probe per name) and the packages an index scan.
CREATE INDEX packages_carrier_service_idx ON packages (carrier, service);
