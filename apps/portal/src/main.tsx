import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@waybill/ui';
import '@waybill/ui/styles.css';
import { App } from './app/app';
import { preloadScreensOf } from './app/routes';
import { readStoredTheme } from './state/theme-storage';

applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The screens of the first address load before the first render: they show at once instead of after a spinner.
// A module that failed to load fails again as its route renders, which shows the error page.
void preloadScreensOf(window.location.pathname)
  .catch(() => {})
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
