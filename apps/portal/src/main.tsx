import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@waybill/ui';
import '@waybill/ui/styles.css';
import { App, createApp } from './app/app';
import { preloadScreensOf } from './app/routes';
import { profileQueryOptions } from './lib/profile';
import { readStoredTheme } from './state/theme-storage';
import { readStoredUser } from './state/user-storage';

applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = createApp();
const { pathname } = window.location;

// A returning user's first reads (the profile every signed-in screen waits for, and the screen's own) start now,
// alongside the screen's code, not once it has arrived and rendered: on a cold cache that code is a score of
// files.
if (readStoredUser().userId) {
  void app.queryClient.prefetchQuery(profileQueryOptions(app.api));
  void import('./lib/preload').then(({ preloadAddress }) => preloadAddress(pathname, app));
}

// The screens of the first address load before the first render: they show at once instead of after a spinner.
// A module that failed to load fails again as its route renders, which shows the error page.
void preloadScreensOf(pathname)
  .catch(() => {})
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    ),
  );
