import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { preloadableLazy, type PreloadableComponent } from '@waybill/ui';
import { paths } from '../config/paths';
// Not lazy: the error page must show when a screen's own chunk fails to load.
import RouteError from '../routes/errors/route-error';
// Not lazy: every session starts at the sign-in page, and its form modules are shared with many screens, so as
// a chunk of its own its first load grew with every screen added elsewhere (npm run bench holds it to 130 kB).
import Login from '../routes/auth/login';
import { RootLayout } from './root-layout';

/**
 * Loads a screen module when its route first renders (RootLayout shows a spinner meanwhile), or before, through
 * `preloadScreensOf`: a screen whose module has arrived renders at once.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => preloadableLazy(load);

// One screen for every dashboard address, so moving between dashboards keeps the page (the admin's organization,
// the switcher's place) and only reloads its frame. /dashboard/mode-optimization, the Carrier Monitoring group's
// link, is one of them: a menu link must not end on the not-found page.
const Dashboard = screen(() => import('../routes/dashboard/dashboard'));

/**
 * The portal's route tree; screens of routes not listed here fall to the not-found page. The only module of
 * `src/app` that imports screens (an ESLint rule holds it to that).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout errorPage={RouteError} />,
    children: [
      { path: paths.home.path, Component: screen(() => import('../routes/landing/landing')) },
      {
        Component: screen(() => import('../routes/auth/auth-layout')),
        children: [
          { path: paths.auth.login.path, Component: Login },
          { path: paths.auth.register.path, Component: screen(() => import('../routes/auth/register')) },
          {
            path: paths.auth.verifyEmail.path,
            Component: screen(() => import('../routes/auth/verify-email')),
          },
          {
            path: paths.auth.acceptInvitation.path,
            Component: screen(() => import('../routes/auth/accept-invitation')),
          },
          {
            path: paths.auth.resetPassword.path,
            Component: screen(() => import('../routes/auth/reset-password')),
          },
        ],
      },
      {
        // Every signed-in screen; addresses of screens not built yet fall to the not-found page.
        Component: screen(() => import('../routes/signed-in/signed-in-layout')),
        children: [
          {
            path: paths.verifyYourEmail.path,
            Component: screen(() => import('../routes/verify-your-email/verify-your-email')),
          },
          {
            path: paths.noOrganization.path,
            Component: screen(() => import('../routes/no-organization/no-organization')),
          },
          {
            path: paths.organizations.path,
            Component: screen(() => import('../routes/organization/organization-list')),
          },
          {
            path: paths.organization.path,
            Component: screen(() => import('../routes/organization/organization-detail')),
          },
          { path: paths.people.path, Component: screen(() => import('../routes/people/people-list')) },
          { path: paths.person.path, Component: screen(() => import('../routes/people/person-detail')) },
          {
            path: paths.documents.path,
            Component: screen(() => import('../routes/documents/documents')),
          },
          { path: paths.exports.path, Component: screen(() => import('../routes/exports/exports')) },
          {
            path: paths.controlMaster.path,
            Component: screen(() => import('../routes/control-master/control-master')),
          },
          { path: paths.auditLog.path, Component: screen(() => import('../routes/audit-log/audit-log')) },
          {
            path: paths.referenceData.path,
            element: <Navigate to={paths.unmappedReferenceData.getHref()} replace />,
          },
          {
            path: paths.unmappedReferenceData.path,
            Component: screen(() => import('../routes/reference-data/unmapped-reference-data')),
          },
          {
            path: paths.serviceMap.path,
            Component: screen(() => import('../routes/reference-data/service-map')),
          },
          {
            path: paths.chargeMap.path,
            Component: screen(() => import('../routes/reference-data/charge-map')),
          },
          {
            path: paths.deliveryCommitments.path,
            Component: screen(() => import('../routes/reference-data/delivery-commitments')),
          },
          {
            path: paths.contractDiscounts.path,
            Component: screen(() => import('../routes/reference-data/contract-discounts')),
          },
          {
            path: paths.guaranteeWaivers.path,
            Component: screen(() => import('../routes/reference-data/guarantee-waivers')),
          },
          {
            path: paths.refundRules.path,
            Component: screen(() => import('../routes/reference-data/refund-rules')),
          },
          {
            path: paths.refundClaims.path,
            Component: screen(() => import('../routes/refund-claims/refund-claims')),
          },
          {
            path: paths.claimBatch.path,
            Component: screen(() => import('../routes/refund-claims/claim-batch')),
          },
          ...Object.values(paths.dashboard).map(({ path }) => ({ path, Component: Dashboard })),
        ],
      },
      { path: '*', Component: screen(() => import('../routes/errors/not-found')) },
    ],
  },
];

const isScreen = (component: unknown): component is PreloadableComponent<object> =>
  typeof component === 'function' && 'preload' in component;

/** Loads the modules of the screens `pathname` shows (its layouts and its page); resolves once all are in. */
export function preloadScreensOf(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (isScreen(route.Component) ? route.Component.preload() : null)),
  );
}
