import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider, type Api } from '../lib/api';

/** What every screen relies on besides the router: the query cache and the API client. */
export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: Api;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
