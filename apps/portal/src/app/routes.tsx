import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';

/** Loads a screen module only when its route is first rendered (RootLayout shows a spinner meanwhile). */
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The portal's route tree; screens of routes not listed here fall to the not-found page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: paths.home.path, Component: screen(() => import('../routes/landing/landing')) },
      {
        Component: screen(() => import('../routes/auth/auth-layout')),
        children: [
          { path: paths.auth.login.path, Component: screen(() => import('../routes/auth/login')) },
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
            path: paths.noOrganization.path,
            Component: screen(() => import('../routes/no-organization/no-organization')),
          },
        ],
      },
      { path: '*', Component: screen(() => import('../routes/errors/not-found')) },
    ],
  },
];
