import type { DashboardKind } from '@waybill/api-client';
import type { ThemeName } from '@waybill/ui';
import type { Api } from './api';

/**
 * The scope of every organization the viewer may see (SPEC §9: the default dashboard scope): what a platform
 * admin's dashboard shows first, and what everyone else sends (the server gives them their own).
 */
export const FULL_ACCESS = 'Full_Access';

/** What a dashboard's address is asked for with. */
export interface DashboardAddressParams {
  pathType: DashboardKind;
  theme: ThemeName;
  mappingName: string;
}

/** The start of every dashboard address's query key. */
export const dashboardAddressKey = ['get', '/organization/dashboard'] as const;

/**
 * `GET /organization/dashboard`: the analytics frame's address for a kind, theme and scope. An address carries
 * a token that lives 10 minutes and is used by the one frame that asked for it: the dashboard page drops every
 * address as it closes, takes one a preload fetched as it is for a minute rather than asking again (which would
 * load the frame twice), and never asks again on focus or reconnect. A new one comes when the frame asks.
 */
export const dashboardAddressQuery = ({ $api }: Api, query: DashboardAddressParams) => ({
  ...$api.queryOptions('get', '/organization/dashboard', { params: { query } }),
  staleTime: 60_000,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});
