import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient, createApiHooks, createQueryClient } from '@waybill/api-client';
import { ToastRegion } from '@waybill/ui';
import { paths } from '../config/paths';
import { clearStoredUser } from '../state/user-storage';
import { AppProviders } from './providers';
import { routes } from './routes';

function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  const client = createApiClient({
    // The refresh failed too: the session is over, so forget the user and ask them to sign in again.
    onSessionExpired: () => {
      clearStoredUser();
      // Cleared after leaving the screen, or its queries would fetch again and expire the session twice.
      void router.navigate(paths.auth.login.getHref(), { replace: true }).then(() => queryClient.clear());
    },
  });
  return { queryClient, router, api: { client, $api: createApiHooks(client) } };
}

/** The portal: one query cache, one API client, the browser router and the toasts. */
export function App() {
  const [{ queryClient, router, api }] = useState(createApp);
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <RouterProvider router={router} />
      <ToastRegion />
    </AppProviders>
  );
}
