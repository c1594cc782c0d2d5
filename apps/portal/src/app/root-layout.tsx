import { Outlet, useHref, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';

/** Lets every react-aria link and button with `href` navigate through the router instead of reloading. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}
