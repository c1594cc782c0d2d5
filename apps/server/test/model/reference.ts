/** Anything that runs a query and returns rows (the test database); the model imports nothing from src/. */
export interface Queryable {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * The seeded (and test-inserted) reference rows the model applies its own rules to: read as plain rows from the
 * test database's reference tables, never through the product's code.
 */
export interface Reference {
  trackingPatterns: Map<string, RegExp>;
  /** The service map's rules (migration 019): how each matches a service name, and what it maps it to. */
  services: {
    id: number;
    carrier: string;
    match: 'exact' | 'prefix' | 'regex';
    pattern: string;
    priority: number;
    slaGrouping: string;
    groundVsExpress: string;
    scope: string;
    guaranteedFrom: string | null;
    guaranteedTo: string | null;
  }[];
  commitments: {
    slaGrouping: string;
    zoneFrom: number | null;
    zoneTo: number | null;
    businessDays: number;
    commitTime: string;
  }[];
  chargeRules: {
    id: number;
    carrier: string | null;
    classification: string | null;
    pattern: string;
    grouping: string;
    isIncentive: boolean;
    auditExemption: string | null;
    priority: number;
  }[];
  exemptions: {
    id: number;
    carrier: string | null;
    organizationId: string | null;
    startsOn: string;
    endsOn: string;
    reason: string;
  }[];
  contracts: {
    id: number;
    organizationId: string;
    carrier: string;
    slaGrouping: string;
    zoneFrom: number;
    zoneTo: number;
    /** Weights in hundredths of a pound. */
    weightFrom: number;
    weightTo: number;
    /** Percent in hundredths (27.35 % = 2735). */
    pct: number;
  }[];
}

const hundredths = (text: string) => Math.round(Number(text) * 100);

export async function loadReference(db: Queryable): Promise<Reference> {
  const carriers = await db.query<{ carrier: string; tracking_pattern: string }>(
    'SELECT carrier, tracking_pattern FROM carriers',
  );
  const services = await db.query<Record<string, string | number | null>>(
    `SELECT id, carrier, match, pattern, priority, sla_grouping, ground_vs_express, scope,
            to_char(guaranteed_from, 'YYYY-MM-DD') AS guaranteed_from,
            to_char(guaranteed_to, 'YYYY-MM-DD') AS guaranteed_to
     FROM service_map`,
  );
  const commitments = await db.query<Record<string, string | number | null>>(
    `SELECT sla_grouping, zone_from, zone_to, business_days, commit_time::text AS commit_time
     FROM service_commitments`,
  );
  const rules = await db.query<Record<string, string | number | boolean | null>>(
    'SELECT id, carrier, classification, pattern, unified_charge_grouping, is_incentive, audit_exemption, priority FROM charge_map',
  );
  const exemptions = await db.query<Record<string, string | number | null>>(
    `SELECT id, carrier, organization_id::text AS organization_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
            to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason
     FROM audit_exemptions`,
  );
  const contracts = await db.query<Record<string, string | number>>(
    `SELECT id, organization_id::text AS organization_id, carrier, sla_grouping, zone_from, zone_to,
            weight_from::text AS weight_from, weight_to::text AS weight_to, discount_pct::text AS discount_pct
     FROM contract_discounts`,
  );
  return {
    trackingPatterns: new Map(carriers.rows.map((row) => [row.carrier, new RegExp(row.tracking_pattern)])),
    services: services.rows.map((row) => ({
      id: Number(row.id),
      carrier: String(row.carrier),
      match: String(row.match) as 'exact' | 'prefix' | 'regex',
      pattern: String(row.pattern),
      priority: Number(row.priority),
      slaGrouping: String(row.sla_grouping),
      groundVsExpress: String(row.ground_vs_express),
      scope: String(row.scope),
      guaranteedFrom: (row.guaranteed_from as string | null) ?? null,
      guaranteedTo: (row.guaranteed_to as string | null) ?? null,
    })),
    commitments: commitments.rows.map((row) => ({
      slaGrouping: String(row.sla_grouping),
      zoneFrom: row.zone_from === null ? null : Number(row.zone_from),
      zoneTo: row.zone_to === null ? null : Number(row.zone_to),
      businessDays: Number(row.business_days),
      commitTime: String(row.commit_time),
    })),
    chargeRules: rules.rows.map((row) => ({
      id: Number(row.id),
      carrier: (row.carrier as string | null) ?? null,
      classification: (row.classification as string | null) ?? null,
      pattern: String(row.pattern),
      grouping: String(row.unified_charge_grouping),
      isIncentive: Boolean(row.is_incentive),
      auditExemption: (row.audit_exemption as string | null) ?? null,
      priority: Number(row.priority),
    })),
    exemptions: exemptions.rows.map((row) => ({
      id: Number(row.id),
      carrier: (row.carrier as string | null) ?? null,
      organizationId: (row.organization_id as string | null) ?? null,
      startsOn: String(row.starts_on),
      endsOn: String(row.ends_on),
      reason: String(row.reason),
    })),
    contracts: contracts.rows.map((row) => ({
      id: Number(row.id),
      organizationId: String(row.organization_id),
      carrier: String(row.carrier),
      slaGrouping: String(row.sla_grouping),
      zoneFrom: Number(row.zone_from),
      zoneTo: Number(row.zone_to),
      weightFrom: hundredths(String(row.weight_from)),
      weightTo: hundredths(String(row.weight_to)),
      pct: hundredths(String(row.discount_pct)),
    })),
  };
}
