import { describe, expect, it } from 'vitest';
import { dashboardHrefOf, dashboardKindOf } from '../config/dashboard-kind';
import { paths } from '../config/paths';
import { administrationMenuFor, dashboardMenu, landingPathFor, type NavigationEntry } from './navigation';

const organizationId = '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

const platformAdmin = { isAdmin: true, isOrgAdmin: false, organizationId: null };
const organizationAdmin = { isAdmin: false, isOrgAdmin: true, organizationId };
const organizationAdminWithoutOrganization = { isAdmin: false, isOrgAdmin: true, organizationId: '' };
const member = { isAdmin: false, isOrgAdmin: false, organizationId };
const memberWithoutOrganization = { isAdmin: false, isOrgAdmin: false, organizationId: null };

/** The menu as a reader sees it: group titles holding link names and addresses. */
const outline = (entries: NavigationEntry[]): unknown[] =>
  entries.map((entry) =>
    entry.kind === 'link'
      ? `${entry.label} -> ${entry.href}`
      : { [entry.href ? `${entry.title} -> ${entry.href}` : entry.title]: outline(entry.entries) },
  );

/** Every address the dashboard menu links to, group titles included. */
const menuHrefs = (entries: readonly NavigationEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.href] : [...(entry.href ? [entry.href] : []), ...menuHrefs(entry.entries)],
  );

describe('dashboardMenu', () => {
  it('holds the four dashboard groups with their links', () => {
    expect(outline(dashboardMenu)).toEqual([
      {
        'Parcel Pulse': [
          'Executive Summary -> /dashboard/executive-summary',
          'Domestic Shipping -> /dashboard/domestic-shipping',
          'International Shipping -> /dashboard/international-shipping',
        ],
      },
      {
        'Accessorial Dive': [
          'Accessorials Summary -> /dashboard/accessorials-summary',
          'Accessorials Detail -> /dashboard/accessorials-detail',
        ],
      },
      {
        'Contract Monitoring': [
          'Discount Monitoring Summary -> /dashboard/discount-monitoring-summary',
          'Discount Monitoring Detail -> /dashboard/discount-monitoring-detail',
        ],
      },
      {
        'Carrier Monitoring -> /dashboard/mode-optimization': [
          'Performance Tracker -> /dashboard/performance-tracker',
          'Refunds -> /dashboard/refunds',
        ],
      },
    ]);
  });

  it('links only addresses of a dashboard kind, the Carrier Monitoring group link included', () => {
    const hrefs = menuHrefs(dashboardMenu);
    expect(hrefs).toContain(paths.dashboard.modeOptimization.getHref());
    for (const href of hrefs) {
      expect(dashboardKindOf(href)).not.toBe('discounts');
      expect(dashboardHrefOf(dashboardKindOf(href))).toBe(href);
    }
  });
});

describe('administrationMenuFor', () => {
  it('gives a platform admin the full Administration and Import menus', () => {
    expect(outline(administrationMenuFor(platformAdmin))).toEqual([
      {
        Administration: [
          'Organizations -> /organization',
          'People -> /people',
          'Documents -> /documents',
          'Export Data -> /exports',
          'Audit log -> /audit-log',
        ],
      },
      {
        Import: [
          'Control Master -> /control-master',
          'Reference Data -> /reference-data/unmapped',
          'Service Map -> /reference-data/services',
          'Charge Map -> /reference-data/charge-map',
          'Delivery Commitments -> /reference-data/commitments',
          'Contract Discounts -> /reference-data/contract-discounts',
          'Guarantee Waivers -> /reference-data/guarantee-waivers',
          'Refund Rules -> /reference-data/refund-rules',
          'Refund Claims -> /refund-claims',
          { 'Setup Tables': ['Service Types -> /people', 'Track Status -> /documents'] },
        ],
      },
    ]);
  });

  it("gives an organization admin their organization's profile and the documents", () => {
    expect(outline(administrationMenuFor(organizationAdmin))).toEqual([
      {
        Administration: [
          `Organization Profile -> /organization/${organizationId}`,
          'Documents -> /documents',
        ],
      },
    ]);
  });

  it('sends an organization admin without an organization to the organization list', () => {
    expect(outline(administrationMenuFor(organizationAdminWithoutOrganization))).toEqual([
      { Administration: ['Organization Profile -> /organization', 'Documents -> /documents'] },
    ]);
  });

  it('gives a member of an organization only the documents', () => {
    expect(outline(administrationMenuFor(member))).toEqual([{ Administration: ['Documents -> /documents'] }]);
  });

  it('gives a user without an organization no administration entries', () => {
    expect(administrationMenuFor(memberWithoutOrganization)).toEqual([]);
  });
});

describe('landingPathFor', () => {
  const emailVerified = true;

  it('sends anyone whose email is not verified to Verify your email, platform admins included', () => {
    for (const profile of [platformAdmin, organizationAdmin, member, memberWithoutOrganization]) {
      expect(landingPathFor({ ...profile, emailVerified: false })).toBe('/verify-your-email');
    }
  });

  it('sends a platform admin to the organization list', () => {
    expect(landingPathFor({ ...platformAdmin, emailVerified })).toBe('/organization');
    expect(landingPathFor({ ...platformAdmin, organizationId, emailVerified })).toBe('/organization');
  });

  it('sends an organization admin to their organization, or the list when they have none', () => {
    expect(landingPathFor({ ...organizationAdmin, emailVerified })).toBe(`/organization/${organizationId}`);
    expect(landingPathFor({ ...organizationAdminWithoutOrganization, emailVerified })).toBe('/organization');
  });

  it('sends a member to the executive summary, or to No Organization Access without an organization', () => {
    expect(landingPathFor({ ...member, emailVerified })).toBe('/dashboard/executive-summary');
    expect(landingPathFor({ ...memberWithoutOrganization, emailVerified })).toBe('/no-organization');
  });
});
