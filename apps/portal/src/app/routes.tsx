import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@waybill/ui';
import { paths } from '../config/paths';
import RouteError from '../routes/errors/route-error';
import { RootLayout } from './root-layout';

/** Loads a screen module only when its route is first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The portal's route tree; screens of routes not listed here fall to the not-found page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner aria-label="Loading" />,
    children: [
      { path: paths.home.path, lazy: screen(() => import('../routes/landing/landing')) },
      {
        lazy: screen(() => import('../routes/auth/auth-layout')),
        children: [
          { path: paths.auth.login.path, lazy: screen(() => import('../routes/auth/login')) },
          { path: paths.auth.register.path, lazy: screen(() => import('../routes/auth/register')) },
          { path: paths.auth.verifyEmail.path, lazy: screen(() => import('../routes/auth/verify-email')) },
          {
            path: paths.auth.acceptInvitation.path,
            lazy: screen(() => import('../routes/auth/accept-invitation')),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: screen(() => import('../routes/auth/reset-password')),
          },
        ],
      },
      {
        // Every signed-in screen; addresses of screens not built yet fall to the not-found page.
        lazy: screen(() => import('../routes/signed-in/signed-in-layout')),
        children: [
          {
            path: paths.noOrganization.path,
            lazy: screen(() => import('../routes/no-organization/no-organization')),
          },
        ],
      },
      { path: '*', lazy: screen(() => import('../routes/errors/not-found')) },
    ],
  },
];
