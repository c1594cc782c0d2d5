import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VisuallyHidden } from 'react-aria-components';
import { ApiError, getErrorMessage } from '@waybill/api-client';
import { EmptyState, ErrorState, FloatingThemeSwitcher, LoadingBlock } from '@waybill/ui';
import { organizationsQuery } from '../../lib/administration-queries';
import { dashboardAddressKey, dashboardAddressQuery, FULL_ACCESS } from '../../lib/dashboard-address';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { dashboardKindOf, dashboardTitleOf } from '../../config/dashboard-kind';
import { addressRequestedBy, frameOriginOf, readFrameMessage } from './frame-messages';
import { OrganizationScopeSelect } from './organization-scope-select';
import { useStoredTheme } from './use-stored-theme';
import * as styles from './dashboard.css';

const NO_SEAT_HINT =
  "Your organization's admins and the platform admins assign license seats. Reload this page once you have one.";

/**
 * A dashboard (/dashboard/…): the analytics frame of the kind the address names, at full height, with the
 * floating theme switcher. Whoever may choose the organization (platform admins) chooses whose figures it shows. A new address, theme or
 * organization asks the server for a new frame address, and the frame reloads with it.
 */
export default function DashboardRoute() {
  const api = useApi();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind = dashboardKindOf(pathname);
  const title = dashboardTitleOf(kind);
  const profile = useQuery(profileQueryOptions(api)).data;
  const canChooseOrganization = profile?.capabilities.chooseOrganization === true;
  const isPlatformAdmin = profile?.isAdmin === true;
  const organizations = useQuery({ ...organizationsQuery(api), enabled: canChooseOrganization });
  const [theme, setTheme] = useStoredTheme();
  const [scope, setScope] = useState(FULL_ACCESS);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const address = useQuery(
    dashboardAddressQuery(api, {
      pathType: kind,
      theme,
      mappingName: canChooseOrganization ? scope : FULL_ACCESS,
    }),
  );
  const url = address.data?.url;
  const { refetch } = address;
  const queryClient = useQueryClient();
  // An address is for the frame that asked for it: none outlives the page.
  useEffect(() => () => queryClient.removeQueries({ queryKey: dashboardAddressKey }), [queryClient]);

  useEffect(() => {
    if (!url) return;
    const frameOrigin = frameOriginOf(url, window.location.href);
    function onMessage(event: MessageEvent) {
      // Only this page's frame may ask: another frame of the same origin, or a window it opened, may not.
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = readFrameMessage(event, frameOrigin);
      if (!message) return;
      if (message.type === 'waybill:reload') void refetch();
      const href = addressRequestedBy(message, isPlatformAdmin);
      if (href && href !== pathname) void navigate(href);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, refetch, navigate, pathname, isPlatformAdmin]);

  let content;
  if (address.isPending) {
    content = <LoadingBlock aria-label="Loading dashboard" />;
  } else if (address.isError) {
    content =
      address.error instanceof ApiError && address.error.status === 403 ? (
        <EmptyState
          title={getErrorMessage(address.error, 'You need a license to view the dashboards.')}
          // Seats belong to an organization: someone without one is told only the server's reason.
          description={profile?.organizationId ? NO_SEAT_HINT : undefined}
        />
      ) : (
        <ErrorState
          message="Error loading dashboard"
          onRetry={() => void refetch()}
          isRetrying={address.isFetching}
        />
      );
  } else {
    content = (
      <iframe
        // A new key for every fetched address reloads the frame even if the address came back the same.
        key={address.dataUpdatedAt}
        ref={frameRef}
        className={styles.frame}
        src={address.data.url}
        title={`${title} dashboard`}
      />
    );
  }

  return (
    <div className={styles.page}>
      <VisuallyHidden>
        <h1>{title}</h1>
      </VisuallyHidden>
      {canChooseOrganization && (
        <div className={styles.toolbar}>
          <div className={styles.scope}>
            <OrganizationScopeSelect
              value={scope}
              onChange={setScope}
              organizations={organizations.data ?? []}
            />
          </div>
        </div>
      )}
      <div className={styles.frameArea}>{content}</div>
      <FloatingThemeSwitcher theme={theme} onThemeChange={setTheme} />
    </div>
  );
}
