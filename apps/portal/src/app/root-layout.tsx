import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { Spinner } from '@waybill/ui';

/** The page shown instead of a screen that failed to load or render. */
export type ErrorPage = ComponentType<{ error: unknown }>;

type BoundaryProps = { pathname: string; errorPage: ErrorPage; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string | null };

/** Shows the error page instead of a screen that threw; moving to another address tries again. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    // The error belongs to the address it happened at: a new address renders its screen again.
    return state.pathname === props.pathname ? {} : { error: null, pathname: props.pathname };
  }

  override render() {
    const { errorPage: ErrorPage, children } = this.props;
    return this.state.error ? <ErrorPage error={this.state.error} /> : children;
  }
}

/** Whether `href` names a scheme (`https:`, `mailto:`…): another site's address, not a route of the portal. */
const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/** react-router's `useHref` for the portal's routes; other sites' addresses stay as they are. */
function useRouterHref(href: string): string {
  const routed = useHref(href);
  return isExternal(href) ? href : routed;
}

/**
 * Lets every react-aria link and button with `href` navigate through the router instead of reloading,
 * shows a spinner while a screen's code loads, and `errorPage` when a screen fails to load or render. The
 * route table passes the error page, so that app code reaches screens only through the table. Links to other
 * sites keep their address.
 */
export function RootLayout({ errorPage }: { errorPage: ErrorPage }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <RouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useRouterHref}>
      <RouteErrorBoundary pathname={pathname} errorPage={errorPage}>
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </RouterProvider>
  );
}
