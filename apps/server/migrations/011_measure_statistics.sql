-- Measures are summed, never filtered, joined or grouped on: the planner needs no statistics of them. ANALYZE
-- computed them for every column, and after the first start's demo shipments the embedded database (which has
-- no autovacuum: the loader analyzes) spent 4.4 s on it, 2.2 s without them.
ALTER TABLE packages
  ALTER COLUMN billed_weight_lb SET STATISTICS 0,
  ALTER COLUMN entered_weight_lb SET STATISTICS 0,
  ALTER COLUMN contracted_discount_pct SET STATISTICS 0,
  ALTER COLUMN discount_variance SET STATISTICS 0,
  ALTER COLUMN net_amount SET STATISTICS 0,
  ALTER COLUMN gross_amount SET STATISTICS 0,
  ALTER COLUMN incentive_amount SET STATISTICS 0,
  ALTER COLUMN freight_gross SET STATISTICS 0,
  ALTER COLUMN freight_incentive SET STATISTICS 0,
  ALTER COLUMN freight_net SET STATISTICS 0,
  ALTER COLUMN fuel_net SET STATISTICS 0,
  ALTER COLUMN accessorial_net SET STATISTICS 0,
  ALTER COLUMN transit_days SET STATISTICS 0,
  ALTER COLUMN transit_business_days SET STATISTICS 0,
  ALTER COLUMN delivery_time SET STATISTICS 0,
  ALTER COLUMN commit_time SET STATISTICS 0;
ALTER TABLE charges
  ALTER COLUMN gross_amount SET STATISTICS 0,
  ALTER COLUMN incentive_amount SET STATISTICS 0,
  ALTER COLUMN net_amount SET STATISTICS 0,
  ALTER COLUMN source_line SET STATISTICS 0;
ALTER TABLE file_packages
  ALTER COLUMN charges SET STATISTICS 0,
  ALTER COLUMN net_amount SET STATISTICS 0;
-- A summary's measures are its columns outside its unique key.
DO $$
DECLARE
  summary text;
  measure text;
BEGIN
  FOREACH summary IN ARRAY ARRAY['package_month_summaries', 'package_month_rollups', 'package_week_rollups',
    'package_zone_rollups', 'package_transit_rollups', 'charge_month_summaries', 'charge_month_rollups',
    'charge_week_rollups'] LOOP
    FOR measure IN
      SELECT a.attname FROM pg_attribute a
      WHERE a.attrelid = summary::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisunique
                        AND a.attnum = ANY (i.indkey))
    LOOP
      EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET STATISTICS 0', summary, measure);
    END LOOP;
  END LOOP;
END $$;
