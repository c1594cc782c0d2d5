import { expect } from 'vitest';
import type { ModelClient } from './model-client.js';
import type { ModelPackage, ShippingModel } from './model.js';

/**
 * What the importer stored for the model client's organization against the test's model of the carrier files:
 * every package's derived columns, every charge, and each file's On-Time Summary by audit status.
 */

const centsOf = (value: string | null) => (value === null ? null : Math.round(Number(value) * 100));

/** The importer's stored package columns, in the model's terms. */
export async function storedPackages(client: ModelClient): Promise<Map<string, Partial<ModelPackage>>> {
  const result = await client.db.query<Record<string, string | number | boolean | null>>(
    `SELECT tracking_number, sla_grouping, ground_vs_express, scope, zone, billed_weight_lb::text AS lb, weight_band,
            to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, to_char(commit_date, 'YYYY-MM-DD') AS commit_date, commit_time::text AS commit_time,
            transit_days, transit_business_days, is_late, track_status, audit_status, audit_result, exemption, gsr_eligible,
            contracted_discount_pct::text AS pct, discount_variance::text AS variance,
            freight_gross::text AS freight_gross, freight_incentive::text AS freight_incentive, freight_net::text AS freight_net, fuel_net::text AS fuel_net,
            net_amount::text AS net, is_residential, sender_state, receiver_country
     FROM packages WHERE organization_id = $1`,
    [client.organizationId],
  );
  return new Map(
    result.rows.map((row) => [
      String(row.tracking_number),
      {
        slaGrouping: row.sla_grouping as string | null,
        groundVsExpress: row.ground_vs_express as string | null,
        scope: row.scope as string | null,
        zone: row.zone as string | null,
        billedLbHundredths: centsOf(row.lb as string | null),
        weightBand: row.weight_band as string | null,
        deliveryDate: row.delivery_date as string | null,
        commitDate: row.commit_date as string | null,
        commitTime: row.commit_time as string | null,
        transitDays: row.transit_days === null ? null : Number(row.transit_days),
        transitBusinessDays: row.transit_business_days === null ? null : Number(row.transit_business_days),
        late: row.audit_result === null ? null : Boolean(row.is_late),
        trackStatus: row.track_status as string,
        auditStatus: row.audit_status as string,
        auditResult: row.audit_result as string | null,
        exemption: row.exemption as string | null,
        gsrEligible: Boolean(row.gsr_eligible),
        contractedPct: centsOf(row.pct as string | null),
        varianceCents: centsOf(row.variance as string | null),
        freightGrossCents: centsOf(row.freight_gross as string)!,
        freightIncentiveCents: centsOf(row.freight_incentive as string)!,
        freightNetCents: centsOf(row.freight_net as string)!,
        fuelNetCents: centsOf(row.fuel_net as string)!,
        netCents: centsOf(row.net as string)!,
        residential: Boolean(row.is_residential),
        senderState: row.sender_state as string | null,
        receiverCountry: row.receiver_country as string | null,
      },
    ]),
  );
}

function expectedPackages(model: ShippingModel): Map<string, Partial<ModelPackage>> {
  return new Map(
    model.judged().map((p) => {
      const { tracking: _t, carrier: _c, service: _s, shipDate: _d, secondsAfterCommit: _a, ...rest } = p;
      return [p.tracking, rest];
    }),
  );
}

async function storedCharges(client: ModelClient) {
  const result = await client.db.query<Record<string, string | boolean | null>>(
    `SELECT i.invoice_number, c.source_line, c.charge_description, c.unified_charge_grouping, c.is_accessorial,
            c.gross_amount::text AS gross, c.incentive_amount::text AS incentive, c.net_amount::text AS net,
            c.discount_variance::text AS variance
     FROM charges c JOIN invoices i ON i.id = c.invoice_id WHERE c.organization_id = $1`,
    [client.organizationId],
  );
  return result.rows
    .map((row) => ({
      key: `${row.invoice_number}|${row.source_line}|${row.charge_description}`,
      grouping: row.unified_charge_grouping,
      isAccessorial: row.is_accessorial,
      grossCents: centsOf(row.gross as string),
      incentiveCents: centsOf(row.incentive as string),
      netCents: centsOf(row.net as string),
      varianceCents: centsOf(row.variance as string | null),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

function expectedCharges(model: ShippingModel) {
  return model.charges
    .map((c) => ({
      key: c.key,
      grouping: c.grouping,
      isAccessorial: c.isAccessorial,
      grossCents: c.grossCents,
      incentiveCents: c.incentiveCents,
      netCents: c.netCents,
      varianceCents: c.varianceCents,
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Compares package by package, so that a failure names the tracking number and the columns that differ. */
export async function expectStoredEqualsModel(client: ModelClient) {
  const { model } = client;
  const stored = await storedPackages(client);
  const expected = expectedPackages(model);
  expect([...stored.keys()].sort()).toEqual([...expected.keys()].sort());
  const differences: string[] = [];
  for (const [tracking, want] of expected) {
    const got = stored.get(tracking)!;
    for (const [column, value] of Object.entries(want)) {
      const actual = (got as Record<string, unknown>)[column];
      if (actual !== value) differences.push(`${tracking} ${column}: stored ${actual}, model ${value}`);
    }
  }
  expect(differences).toEqual([]);
  expect(await storedCharges(client)).toEqual(expectedCharges(model));
  await expectAuditStatusSummariesEqualModel(client);
}

/**
 * The On-Time Summary by audit status of every file imported so far: its packages, as they stand now, counted by
 * audit status with the net the file bills them.
 */
async function expectAuditStatusSummariesEqualModel(client: ModelClient) {
  const status = new Map(client.model.judged().map((p) => [p.tracking, p.auditStatus]));
  for (const [controlId, nets] of client.fileNets) {
    const response = await client.app.inject({
      method: 'GET',
      url: `/api/v1/control-master/on-time-summary?control_id=${controlId}&groupByField=audit_status`,
      cookies: { waybill_session: client.admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const got = Object.fromEntries(
      response
        .json<{ audit_status: string; packages_count: number; net_spend: number }[]>()
        .map((row) => [
          row.audit_status,
          { packages: row.packages_count, cents: Math.round(row.net_spend * 100) },
        ]),
    );
    const want: Record<string, { packages: number; cents: number }> = {};
    for (const [tracking, cents] of nets) {
      const group = (want[status.get(tracking)!] ??= { packages: 0, cents: 0 });
      group.packages += 1;
      group.cents += cents;
    }
    expect(got, controlId).toEqual(want);
  }
}
