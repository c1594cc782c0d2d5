import type { DashboardKind, Profile } from '@waybill/api-client';
import {
  BadgePercentIcon,
  Building2Icon,
  BuildingIcon,
  ChartLineIcon,
  ChartPieIcon,
  ClipboardListIcon,
  DownloadIcon,
  FileSignatureIcon,
  FileTextIcon,
  GaugeIcon,
  GlobeIcon,
  HandCoinsIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  ListIcon,
  MapPinIcon,
  PercentIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  Table2Icon,
  TagsIcon,
  TimerIcon,
  TruckIcon,
  UploadIcon,
  UsersIcon,
  type IconComponent,
} from '@waybill/ui';
import { dashboardHrefOf, dashboardTitleOf } from '../config/dashboard-kind';
import { paths } from '../config/paths';

/** The parts of the profile that decide where a user may go. */
export type NavigationProfile = Pick<Profile, 'isAdmin' | 'isOrgAdmin' | 'organizationId'>;

/** One link of the left navigation; its icon stands for it in the collapsed sidebar. */
export type NavigationLink = { kind: 'link'; label: string; href: string; icon: IconComponent };

/** A collapsible group of links; `href` makes its title a link too. */
export type NavigationGroup = {
  kind: 'group';
  title: string;
  icon: IconComponent;
  href?: string;
  entries: NavigationEntry[];
};

export type NavigationEntry = NavigationLink | NavigationGroup;

const link = (label: string, href: string, icon: IconComponent): NavigationLink => ({
  kind: 'link',
  label,
  href,
  icon,
});

const dashboardLink = (kind: DashboardKind, icon: IconComponent): NavigationLink =>
  link(dashboardTitleOf(kind), dashboardHrefOf(kind), icon);

const group = (
  title: string,
  icon: IconComponent,
  entries: NavigationEntry[],
  href?: string,
): NavigationGroup =>
  href === undefined
    ? { kind: 'group', title, icon, entries }
    : { kind: 'group', title, icon, href, entries };

const { dashboard } = paths;

/** The dashboard menu, the same for everyone (SPEC §2 "Left navigation"). */
export const dashboardMenu: NavigationGroup[] = [
  group('Parcel Pulse', LayoutDashboardIcon, [
    dashboardLink('executive_summary', ChartLineIcon),
    dashboardLink('domestic_shipping', TruckIcon),
    dashboardLink('international_shipping', GlobeIcon),
  ]),
  group('Accessorial Dive', ReceiptIcon, [
    dashboardLink('accessorials_summary', ChartPieIcon),
    dashboardLink('accessorials_detail', ListIcon),
  ]),
  group('Contract Monitoring', FileSignatureIcon, [
    dashboardLink('discount_monitoring_summary', BadgePercentIcon),
    dashboardLink('discount_monitoring_detail', PercentIcon),
  ]),
  group(
    'Carrier Monitoring',
    GaugeIcon,
    [dashboardLink('performance_tracker', ChartLineIcon), dashboardLink('refunds', HandCoinsIcon)],
    dashboard.modeOptimization.getHref(),
  ),
];

const documentsLink = link('Documents', paths.documents.getHref(), FileTextIcon);

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
      group('Administration', ShieldCheckIcon, [
        link('Organizations', paths.organizations.getHref(), Building2Icon),
        link('People', paths.people.getHref(), UsersIcon),
        documentsLink,
        link('Export Data', paths.exports.getHref(), DownloadIcon),
        link('Audit log', paths.auditLog.getHref(), HistoryIcon),
      ]),
      group('Import', UploadIcon, [
        link('Control Master', paths.controlMaster.getHref(), ClipboardListIcon),
        link('Reference Data', paths.unmappedReferenceData.getHref(), ListIcon),
        link('Service Map', paths.serviceMap.getHref(), Table2Icon),
        link('Charge Map', paths.chargeMap.getHref(), ReceiptIcon),
        link('Delivery Commitments', paths.deliveryCommitments.getHref(), TimerIcon),
        link('Contract Discounts', paths.contractDiscounts.getHref(), PercentIcon),
        link('Guarantee Waivers', paths.guaranteeWaivers.getHref(), FileSignatureIcon),
        link('Refund Rules', paths.refundRules.getHref(), HandCoinsIcon),
        link('Refund Claims', paths.refundClaims.getHref(), ReceiptIcon),
        group('Setup Tables', Table2Icon, [
          link('Service Types', paths.people.getHref(), TagsIcon),
          link('Track Status', paths.documents.getHref(), MapPinIcon),
        ]),
      ]),
    ];
  }
  if (profile.isOrgAdmin) {
    return [
      group('Administration', ShieldCheckIcon, [
        link('Organization Profile', organizationProfileHref(profile.organizationId), BuildingIcon),
        documentsLink,
      ]),
    ];
  }
  if (profile.organizationId) return [group('Administration', ShieldCheckIcon, [documentsLink])];
  return [];
}

/**
 * Where the landing screen sends a signed-in user (SPEC §6): platform admins to the organization list,
 * organization admins to their organization (or the list when they have none), members of an organization
 * to the executive summary and everyone else to the No Organization Access page.
 */
export function landingPathFor(profile: NavigationProfile & Pick<Profile, 'emailVerified'>): string {
  // No organization data is served before the email is verified.
  if (!profile.emailVerified) return paths.verifyYourEmail.getHref();
  if (profile.isAdmin) return paths.organizations.getHref();
  if (profile.isOrgAdmin) return organizationProfileHref(profile.organizationId);
  if (profile.organizationId) return dashboard.executiveSummary.getHref();
  return paths.noOrganization.getHref();
}
