import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('links to the fixed routes by their pattern', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.register.getHref()).toBe('/register');
    expect(paths.noOrganization.getHref()).toBe('/no-organization');
    expect(paths.organizations.getHref()).toBe('/organization');
    expect(paths.dashboard.executiveSummary.getHref()).toBe('/dashboard/executive-summary');
    expect(paths.dashboard.modeOptimization.getHref()).toBe('/dashboard/mode-optimization');
    expect(paths.unmappedReferenceData.getHref()).toBe('/reference-data/unmapped');
    expect(paths.guaranteeWaivers.getHref()).toBe('/reference-data/guarantee-waivers');
    expect(paths.refundRules.getHref()).toBe('/reference-data/refund-rules');
  });

  it('keeps the carrier and the name a map opens a new rule for in the query', () => {
    expect(paths.chargeMap.getHref()).toBe('/reference-data/charge-map');
    expect(paths.chargeMap.getHref({ carrier: 'FEDEX', description: 'Shipment Value Protection' })).toBe(
      '/reference-data/charge-map?carrier=FEDEX&description=Shipment+Value+Protection',
    );
  });

  it("keeps the contract discounts' organization in the query", () => {
    expect(paths.contractDiscounts.getHref()).toBe('/reference-data/contract-discounts');
    expect(paths.contractDiscounts.getHref('7b1c2d3e')).toBe(
      '/reference-data/contract-discounts?organization=7b1c2d3e',
    );
  });

  it("keeps the refund claims' tab in the query and the batch's id in the path", () => {
    expect(paths.refundClaims.getHref()).toBe('/refund-claims');
    expect(paths.refundClaims.getHref('batches')).toBe('/refund-claims?tab=batches');
    expect(paths.claimBatch.path).toBe('/refund-claims/batches/:batchId');
    expect(paths.claimBatch.getHref(14)).toBe('/refund-claims/batches/14');
  });

  it('puts the id into the detail routes', () => {
    const id = '3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b';
    expect(paths.organization.path).toBe('/organization/:id');
    expect(paths.organization.getHref(id)).toBe(`/organization/${id}`);
    expect(paths.person.path).toBe('/people/:id');
    expect(paths.person.getHref(id)).toBe(`/people/${id}`);
  });

  it('encodes the token and email of the mailed links', () => {
    expect(paths.auth.verifyEmail.getHref({ token: 'a+b/c', email: 'ann@example.com' })).toBe(
      '/verify-email?token=a%2Bb%2Fc&email=ann%40example.com',
    );
    expect(paths.auth.acceptInvitation.getHref({ email: 'ann@example.com', token: 't1' })).toBe(
      '/accept-invitation?email=ann%40example.com&token=t1',
    );
    expect(paths.auth.resetPassword.getHref({ token: 't2' })).toBe('/reset-password?token=t2');
    expect(paths.auth.resetPassword.getHref()).toBe('/reset-password');
  });

  it('covers every dashboard of the route table with a distinct address, and the discounts overview', () => {
    const dashboards = Object.values(paths.dashboard).map((route) => route.path);
    expect(new Set(dashboards).size).toBe(11);
    expect(dashboards.filter((path) => path.startsWith('/dashboard/'))).toHaveLength(10);
    expect(paths.dashboard.discounts.getHref()).toBe('/dashboard');
  });
});
