import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@waybill/ui';
import '@waybill/ui/styles.css';
import { App } from './app/app';
import { readStoredTheme } from './state/theme-storage';

applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
