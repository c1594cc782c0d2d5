import type { Profile } from '@waybill/api-client';
import { paths } from '../config/paths';

/** The parts of the profile that decide where a user may go. */
export type NavigationProfile = Pick<Profile, 'isAdmin' | 'isOrgAdmin' | 'organizationId'>;

/** One link of the left navigation. */
export type NavigationLink = { kind: 'link'; label: string; href: string };

/** A collapsible group of links; `href` makes its title a link too. */
export type NavigationGroup = {
  kind: 'group';
  title: string;
  href?: string;
  entries: NavigationEntry[];
};

export type NavigationEntry = NavigationLink | NavigationGroup;

const link = (label: string, href: string): NavigationLink => ({ kind: 'link', label, href });

const group = (title: string, entries: NavigationEntry[], href?: string): NavigationGroup =>
  href === undefined ? { kind: 'group', title, entries } : { kind: 'group', title, href, entries };

const { dashboard } = paths;

/** The dashboard menu, the same for everyone (SPEC §2 "Left navigation"). */
export const dashboardMenu: NavigationGroup[] = [
  group('Parcel Pulse', [
    link('Executive Summary', dashboard.executiveSummary.getHref()),
    link('Domestic Shipping', dashboard.domesticShipping.getHref()),
    link('International Shipping', dashboard.internationalShipping.getHref()),
  ]),
  group('Accessorial Dive', [
    link('Accessorials Summary', dashboard.accessorialsSummary.getHref()),
    link('Accessorials Detail', dashboard.accessorialsDetail.getHref()),
  ]),
  group('Contract Monitoring', [
    link('Discount Monitoring Summary', dashboard.discountMonitoringSummary.getHref()),
    link('Discount Monitoring Detail', dashboard.discountMonitoringDetail.getHref()),
  ]),
  group(
    'Carrier Monitoring',
    [link('Performance Tracker', dashboard.performanceTracker.getHref())],
    dashboard.modeOptimization.getHref(),
  ),
];

const documentsLink = link('Documents', paths.documents.getHref());

/** The organization admin's own organization, or the organization list when they have none yet. */
const organizationProfileHref = (organizationId: string | null | undefined) =>
  organizationId ? paths.organization.getHref(organizationId) : paths.organizations.getHref();

/**
 * The Administration and Import menus a user sees, by role (SPEC §2 "Left navigation"): the platform admin
 * gets both in full; an organization admin their organization's profile and documents; a member of an
 * organization documents only; a user without an organization nothing.
 */
export function administrationMenuFor(profile: NavigationProfile): NavigationGroup[] {
  if (profile.isAdmin) {
    return [
      group('Administration', [
        link('Organizations', paths.organizations.getHref()),
        link('People', paths.people.getHref()),
        documentsLink,
        link('Export Data', paths.exports.getHref()),
      ]),
      group('Import', [
        link('Control Master', paths.controlMaster.getHref()),
        group('Setup Tables', [
          link('Service Types', paths.people.getHref()),
          link('Track Status', paths.documents.getHref()),
        ]),
      ]),
    ];
  }
  if (profile.isOrgAdmin) {
    return [
      group('Administration', [
        link('Organization Profile', organizationProfileHref(profile.organizationId)),
        documentsLink,
      ]),
    ];
  }
  if (profile.organizationId) return [group('Administration', [documentsLink])];
  return [];
}

/**
 * Where the landing screen sends a signed-in user (SPEC §6): platform admins to the organization list,
 * organization admins to their organization (or the list when they have none), members of an organization
 * to the executive summary and everyone else to the No Organization Access page.
 */
export function landingPathFor(profile: NavigationProfile): string {
  if (profile.isAdmin) return paths.organizations.getHref();
  if (profile.isOrgAdmin) return organizationProfileHref(profile.organizationId);
  if (profile.organizationId) return dashboard.executiveSummary.getHref();
  return paths.noOrganization.getHref();
}
