-- Whether a rule of the service map matches a service name, as one function: service_rule() resolves a name with
-- it, and a change of the map finds the stored names the changed rule matched (or matches now) with it, so the two
-- can never read a pattern differently. CASE keeps an exact or prefix pattern from ever being read as a regular
-- expression.
CREATE FUNCTION service_rule_matches(rule_match text, rule_pattern text, service_name text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE rule_match
           WHEN 'exact' THEN lower(service_name) = lower(rule_pattern)
           WHEN 'prefix' THEN starts_with(lower(service_name), lower(rule_pattern))
           ELSE service_name ~* rule_pattern
         END
$$;

CREATE OR REPLACE FUNCTION service_rule(rule_carrier text, service_name text) RETURNS SETOF service_map
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT r.* FROM service_map r
  WHERE r.carrier = rule_carrier AND service_rule_matches(r.match, r.pattern, service_name)
  ORDER BY r.priority DESC, CASE r.match WHEN 'exact' THEN 0 WHEN 'prefix' THEN 1 ELSE 2 END,
           length(r.pattern) DESC, r.id
  LIMIT 1
$$;
