import { describe, expect, it } from 'vitest';
import { actionLabel, describeDetails, formatWhen } from './format';

describe('audit log formats', () => {
  it('reads a moment in UTC', () => {
    expect(formatWhen('2026-11-27T17:03:09.123456Z')).toBe('Nov 27, 2026, 5:03:09 PM UTC');
  });

  it('names every action', () => {
    expect(actionLabel('credential_revealed')).toBe('Password revealed');
    expect(actionLabel('person_moved')).toBe('Moved between organizations');
  });

  it('describes the credential, the roles and the organizations of an entry', () => {
    expect(
      describeDetails({
        action: 'credential_revealed',
        details: { credentialId: 'c', platform: 'fedex', username: 'acme-shipping' },
      }),
    ).toBe('Fedex acme-shipping');
    expect(describeDetails({ action: 'role_changed', details: { from: 'user', to: 'admin' } })).toBe(
      'User → Admin',
    );
    expect(
      describeDetails({
        action: 'person_moved',
        details: { fromOrganization: 'Acme Freight', toOrganization: null },
      }),
    ).toBe('Acme Freight → No organization');
    const rule = {
      carrier: 'UPS',
      match: 'exact',
      pattern: 'Worldwide Economy DDU',
      slaGrouping: 'INTL_DEFERRED',
    };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { change: 'added', before: null, after: rule },
      }),
    ).toBe('Service map: added UPS exact “Worldwide Economy DDU” → INTL_DEFERRED');
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { change: 'changed', before: rule, after: { ...rule, slaGrouping: 'INTL_EXPRESS' } },
      }),
    ).toBe(
      'Service map: changed UPS exact “Worldwide Economy DDU” → INTL_DEFERRED to UPS exact “Worldwide Economy DDU” → INTL_EXPRESS',
    );
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { change: 'removed', before: rule, after: null },
      }),
    ).toBe('Service map: removed UPS exact “Worldwide Economy DDU” → INTL_DEFERRED');
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { change: 'imported', added: 1, changed: 2, removed: 0 },
      }),
    ).toBe('Service map: replaced by a file (1 added, 2 changed, 0 removed)');
    const commitment = {
      slaGrouping: 'GROUND',
      zoneFrom: 5,
      zoneTo: 6,
      businessDays: 3,
      commitTime: '23:59:59',
    };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: {
          map: 'delivery_commitments',
          change: 'changed',
          before: commitment,
          after: { ...commitment, businessDays: 2 },
        },
      }),
    ).toBe(
      'Delivery commitments: changed GROUND zones 5–6: 3 business days by 23:59:59 to GROUND zones 5–6: 2 business days by 23:59:59',
    );
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: {
          map: 'delivery_commitments',
          change: 'removed',
          before: { ...commitment, zoneFrom: null, zoneTo: null },
          after: null,
        },
      }),
    ).toBe('Delivery commitments: removed GROUND: 3 business days by 23:59:59');
    const discount = {
      carrier: 'UPS',
      slaGrouping: 'GROUND',
      zoneFrom: 1,
      zoneTo: 999,
      weightFromLb: 0,
      weightToLb: 20,
      discountPct: 30,
    };
    const ofAcme = { map: 'contract_discounts', organization: 'Acme Freight' };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...ofAcme, change: 'added', before: null, after: discount },
      }),
    ).toBe('Contract discounts of Acme Freight: added UPS GROUND zones 1–999, 0–20 lb: 30%');
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: {
          ...ofAcme,
          change: 'changed',
          before: discount,
          after: { ...discount, discountPct: 30.5 },
        },
      }),
    ).toBe(
      'Contract discounts of Acme Freight: changed UPS GROUND zones 1–999, 0–20 lb: 30% to UPS GROUND zones 1–999, 0–20 lb: 30.5%',
    );
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...ofAcme, change: 'removed', before: discount, after: null },
      }),
    ).toBe('Contract discounts of Acme Freight: removed UPS GROUND zones 1–999, 0–20 lb: 30%');
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: {
          ...ofAcme,
          change: 'imported',
          before: null,
          after: null,
          added: 4,
          changed: 1,
          removed: 2,
        },
      }),
    ).toBe('Contract discounts of Acme Freight: replaced by a file (4 added, 1 changed, 2 removed)');
    expect(describeDetails({ action: 'person_activated', details: {} })).toBe('');
  });

  it('describes a change of the guarantee waivers: the reason, carriers, organizations and days', () => {
    const storm = {
      carrier: null,
      organizationId: null,
      organizationName: null,
      startsOn: '2025-01-20',
      endsOn: '2025-01-23',
      reason: 'weather',
      note: 'Winter storm Blair',
    };
    const waivers = { map: 'guarantee_waivers', rederived: { packages: 12, files: 2 } };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...waivers, change: 'added', before: null, after: storm },
      }),
    ).toBe('Guarantee waivers: added weather, both carriers, every organization, 2025-01-20 to 2025-01-23');
    const contract = {
      ...storm,
      carrier: 'UPS',
      organizationId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      organizationName: 'Acme Freight',
      reason: 'contract_waiver',
    };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...waivers, change: 'changed', before: storm, after: contract },
      }),
    ).toBe(
      'Guarantee waivers: changed weather, both carriers, every organization, 2025-01-20 to 2025-01-23 to contract term, UPS, Acme Freight, 2025-01-20 to 2025-01-23',
    );
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: {
          ...waivers,
          change: 'removed',
          before: { ...storm, reason: 'holiday_waiver' },
          after: null,
        },
      }),
    ).toBe(
      'Guarantee waivers: removed holiday peak, both carriers, every organization, 2025-01-20 to 2025-01-23',
    );
  });

  it('describes a change of the charge map: the carriers, classification, pattern, grouping and exemption', () => {
    const rule = {
      id: 44,
      carrier: null,
      classification: null,
      pattern: '%address correction%',
      grouping: 'ADDRESS_CORRECTION',
      auditExemption: 'address_correction',
      priority: 400,
      isIncentive: false,
    };
    const map = { map: 'charge_map', rederived: { packages: 52, files: 3 } };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...map, change: 'added', before: null, after: rule },
      }),
    ).toBe(
      'Charge map: added both carriers “%address correction%” → ADDRESS_CORRECTION, exempt as address_correction',
    );
    const fuel = { ...rule, carrier: 'UPS', classification: 'FSC', pattern: '%', grouping: 'FUEL' };
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...map, change: 'changed', before: { ...fuel, auditExemption: null }, after: fuel },
      }),
    ).toBe('Charge map: changed UPS FSC “%” → FUEL to UPS FSC “%” → FUEL, exempt as address_correction');
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: {
          ...map,
          change: 'removed',
          before: { ...rule, carrier: 'FEDEX', auditExemption: null },
          after: null,
        },
      }),
    ).toBe('Charge map: removed FEDEX “%address correction%” → ADDRESS_CORRECTION');
    expect(
      describeDetails({
        action: 'reference_data_changed',
        details: { ...map, change: 'imported', added: 1, changed: 1, removed: 0 },
      }),
    ).toBe('Charge map: replaced by a file (1 added, 1 changed, 0 removed)');
  });

  it('describes a change of refund claims by its batch or its claim', () => {
    const batch = { batchId: 12, carrier: 'FEDEX' };
    const described = (details: Record<string, unknown>) =>
      describeDetails({ action: 'refund_claims_changed', details: { ...batch, ...details } });
    expect(described({ change: 'batch_created', claims: 3, amount: '1234.5' })).toBe(
      'Made batch 12 (FedEx): 3 claims, $1,234.50',
    );
    expect(described({ change: 'batch_submitted', claims: 1, expired: 2, amount: '10.00' })).toBe(
      'Submitted batch 12 (FedEx): 1 claim, $10.00; 2 expired',
    );
    expect(described({ change: 'batch_discarded', claims: 2, amount: '0' })).toBe(
      'Discarded batch 12 (FedEx): 2 claims, $0.00',
    );
    expect(described({ change: 'claim_removed', packageId: 7, trackingNumber: '795512340001' })).toBe(
      'Took 795512340001 out of batch 12 (FedEx)',
    );
    expect(
      described({ change: 'claim_denied', packageId: 7, trackingNumber: '795512340001', reason: 'Weather' }),
    ).toBe('795512340001 denied by FedEx: Weather');
    expect(described({ change: 'claims_credited', controlId: 'C0000042', claims: 2, amount: '31.5' })).toBe(
      'FedEx credited 2 claims, $31.50 in file C0000042',
    );
    expect(actionLabel('refund_claims_changed')).toBe('Refund claims changed');
  });

  it("describes a change of a carrier's refund rules as they were and became, and the claims it re-read", () => {
    const freight = { grouping: 'FREIGHT', coveredFrom: null, coveredTo: null };
    const before = {
      days: 15,
      countedFrom: 'later_of_commitment_and_delivery',
      coverage: [freight, { grouping: 'FUEL', coveredFrom: null, coveredTo: '2008-09-01' }],
    };
    const after = {
      days: 1,
      countedFrom: 'invoice_date',
      coverage: [freight, { grouping: 'RESIDENTIAL', coveredFrom: '2026-01-01', coveredTo: '2026-12-31' }],
    };
    const described = (details: Record<string, unknown>) =>
      describeDetails({ action: 'refund_claims_changed', details: { change: 'rule_changed', ...details } });
    expect(described({ carrier: 'UPS', before, after, claimsReread: 2 })).toBe(
      'Changed the UPS refund rules: 15 days from the later of the commitment and the delivery, Freight; Fuel for packages shipped through 2008-09-01 → 1 day from the first invoice, Freight; Residential for packages shipped from 2026-01-01 through 2026-12-31 (2 claims re-read)',
    );
    expect(described({ carrier: 'FEDEX', before: after, after: before, claimsReread: 0 })).toBe(
      'Changed the FedEx refund rules: 1 day from the first invoice, Freight; Residential for packages shipped from 2026-01-01 through 2026-12-31 → 15 days from the later of the commitment and the delivery, Freight; Fuel for packages shipped through 2008-09-01',
    );
  });
});
