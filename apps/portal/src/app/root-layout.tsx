import { Suspense } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { Spinner } from '@waybill/ui';
import { RouteErrorBoundary } from '../routes/errors/route-error';

/**
 * Lets every react-aria link and button with `href` navigate through the router instead of reloading,
 * shows a spinner while a screen's code loads, and the error page when a screen fails to load or render.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <RouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useHref}>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </RouterProvider>
  );
}
