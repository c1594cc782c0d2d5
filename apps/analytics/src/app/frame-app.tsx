import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-aria-components';
import {
  dashboardKindOfAddress,
  UNMAPPED_REFERENCE_DATA_ADDRESS,
  type DashboardKind,
} from '@waybill/api-client';
import { FrameApiProvider, type FrameApi } from '../lib/api';
import { openDashboard, openUnmappedList } from '../lib/parent-window';
import { DashboardPage } from '../dashboard/dashboard-page';
import { FrameErrorBoundary } from './frame-error-boundary';

export interface FrameAppProps {
  api: FrameApi;
  queryClient: QueryClient;
  /** The kind the address names, for the title while the dashboard loads. */
  addressKind: DashboardKind | null;
  hasToken: boolean;
}

/**
 * The frame: one dashboard. A link to another dashboard (a KPI tile's) or to the list of unmapped services (the
 * note on the packages the figures leave out) is a portal address; pressing it asks the portal to open that page,
 * since the frame's token is good for its own kind only.
 */
export function FrameApp({ api, queryClient, addressKind, hasToken }: FrameAppProps) {
  const [navigate] = useState(() => (href: string) => {
    const kind = dashboardKindOfAddress(href);
    if (kind) openDashboard(kind);
    else if (href === UNMAPPED_REFERENCE_DATA_ADDRESS) openUnmappedList();
  });
  return (
    <QueryClientProvider client={queryClient}>
      <FrameApiProvider api={api}>
        <RouterProvider navigate={navigate}>
          <FrameErrorBoundary>
            <DashboardPage addressKind={addressKind} hasToken={hasToken} />
          </FrameErrorBoundary>
        </RouterProvider>
      </FrameApiProvider>
    </QueryClientProvider>
  );
}
