import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@waybill/api-client';
import { applyTheme } from '@waybill/ui';
import '@waybill/ui/styles.css';
import '@waybill/ui/charts.css';
import { FrameApp } from './app/FrameApp';
import { preloadDashboardModules } from './dashboard/DashboardPage';
import { createFrameApi } from './lib/api';
import { readFrameAddress, withoutFragment } from './lib/frame-address';

const address = readFrameAddress(window.location.href);
// The token is read once and leaves the address at once: it must not stay in the history, be copied with
// the address, or be seen by anything that reads location later.
if (window.location.hash) window.history.replaceState(null, '', withoutFragment(window.location.href));
applyTheme(address.theme);
preloadDashboardModules(address.kind);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <FrameApp
      api={createFrameApi(address.token)}
      queryClient={createQueryClient()}
      addressKind={address.kind}
      hasToken={address.token !== null}
    />
  </StrictMode>,
);
