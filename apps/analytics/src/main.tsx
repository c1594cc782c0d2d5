import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@waybill/api-client';
import { applyTheme } from '@waybill/ui';
import '@waybill/ui/styles.css';
import '@waybill/ui/charts.css';
import { FrameApp } from './app/frame-app';
import { preloadDashboardModules } from './dashboard/dashboard-page';
import { createFrameApi } from './lib/api';
import { dashboardDataQuery, INITIAL_FILTERS } from './lib/filters';
import { readFrameAddress, withoutFragment } from './lib/frame-address';

const address = readFrameAddress(window.location.href);
// The token is read once and leaves the address at once: it must not stay in the history, be copied with
// the address, or be seen by anything that reads location later.
if (window.location.hash) window.history.replaceState(null, '', withoutFragment(window.location.href));
applyTheme(address.theme);
preloadDashboardModules(address.kind);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const api = createFrameApi(address.token);
const queryClient = createQueryClient();
// The first figures are asked for now, while React renders the page's frame, not once it has.
if (address.token) void queryClient.prefetchQuery(dashboardDataQuery(api, INITIAL_FILTERS, null));

createRoot(root).render(
  <StrictMode>
    <FrameApp
      api={api}
      queryClient={queryClient}
      addressKind={address.kind}
      hasToken={address.token !== null}
    />
  </StrictMode>,
);
