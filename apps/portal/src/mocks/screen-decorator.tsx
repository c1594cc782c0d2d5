import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, createApiHooks } from '@waybill/api-client';
import { AppProviders } from '../app/providers';
import { RootLayout } from '../app/root-layout';
import RouteError from '../routes/errors/route-error';

/** Stands in for every other screen, so a story can show where its screen navigated to. */
function CurrentAddress() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

function createStoryApp() {
  // Failures show at once in a story: no retries.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = createApiClient({ onSessionExpired: () => undefined });
  return { queryClient, api: { $api: createApiHooks(client) } };
}

function ScreenFrame({ path, address, children }: { path: string; address: string; children: ReactNode }) {
  const [{ queryClient, api }] = useState(createStoryApp);
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route element={<RootLayout errorPage={RouteError} />}>
            <Route path={path} element={children} />
            <Route path="*" element={<CurrentAddress />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * Renders a screen story at `path` (visited as `address`, e.g. with a query string, or as the story's
 * `parameters.screenAddress`) with a fresh query cache, the API client (answered by the story's MSW handlers) and a
 * memory router; any other address shows 'Now at {path}'. Toasts show in the preview's region.
 */
export const withScreen =
  (path: string, address: string = path): Decorator =>
  (Story, { parameters }) => (
    <ScreenFrame path={path} address={(parameters.screenAddress as string | undefined) ?? address}>
      <Story />
    </ScreenFrame>
  );
