import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { createApiClient, createApiHooks, createQueryClient } from '@waybill/api-client';
import { ToastRegion } from '@waybill/ui';
import { paths } from '../config/paths';
import { clearStoredUser } from '../state/user-storage';
import { AppProviders } from './providers';
import { routes } from './routes';

function createApp() {
  const queryClient = createQueryClient();
  const client = createApiClient({
    // The refresh failed too: the session is over, so forget the user and load the sign-in page afresh,
    // which also drops every query the old session cached.
    onSessionExpired: () => {
      clearStoredUser();
      const login = paths.auth.login.getHref();
      // Already on the sign-in page: reloading it would only start the same failing call again.
      if (window.location.pathname !== login) window.location.replace(login);
    },
  });
  return { queryClient, api: { client, $api: createApiHooks(client) } };
}

/** The screen of the current address. */
function AppRoutes() {
  return useRoutes(routes);
}

/** The portal: one query cache, one API client, the browser router and the toasts. */
export function App() {
  const [{ queryClient, api }] = useState(createApp);
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastRegion />
    </AppProviders>
  );
}
