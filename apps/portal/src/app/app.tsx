import { BrowserRouter, useRoutes } from 'react-router';
import { createApiClient, createApiHooks, createQueryClient } from '@waybill/api-client';
import { ToastRegion } from '@waybill/ui';
import { paths } from '../config/paths';
import { clearStoredUser } from '../state/user-storage';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The portal's query cache and API client: one of each for the life of the page. */
export type PortalApp = ReturnType<typeof createApp>;

/** Creates the query cache and the API client (main.tsx, before the first screen's code has arrived). */
export function createApp() {
  const queryClient = createQueryClient();
  const client = createApiClient({
    // The refresh was refused (401): the session is over, so forget the user and load the sign-in page
    // afresh, which also drops every query the old session cached. A refresh that failed otherwise (5xx, no
    // network) never comes here: the user stays on the page and the call fails with its own error.
    onSessionExpired: () => {
      clearStoredUser();
      const login = paths.auth.login.getHref();
      // Already on the sign-in page: reloading it would only start the same failing call again.
      if (window.location.pathname !== login) window.location.replace(login);
    },
  });
  return { queryClient, api: { $api: createApiHooks(client) } };
}

/** The screen of the current address. */
function AppRoutes() {
  return useRoutes(routes);
}

/** The portal: one query cache, one API client, the browser router and the toasts. */
export function App({ app: { queryClient, api } }: { app: PortalApp }) {
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastRegion />
    </AppProviders>
  );
}
