import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@waybill/api-client';
import { getErrorMessage } from '@waybill/api-client';
import {
  Avatar,
  Icon,
  LogOutIcon,
  Sidebar,
  SidebarButton,
  SidebarInset,
  SidebarLink,
  SidebarProvider,
  SidebarTitle,
  SidebarTrigger,
  Spinner,
  Stack,
  Text,
} from '@waybill/ui';
import { administrationMenuFor, dashboardMenu } from '../../lib/navigation';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { preloadAddress } from '../../lib/preload';
import { profileQueryOptions } from '../../lib/profile';
import * as layout from '../page-layout.css';
import * as styles from './signed-in-layout.css';
import { SidebarMenu } from './sidebar-menu';
import { useLogout } from './use-logout';

function SidebarFooter({ profile }: { profile: Profile }) {
  const logout = useLogout();
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  return (
    <Stack gap="small">
      <SidebarLink href={paths.person.getHref(profile.userId)} icon={<Avatar name={name} size="small" />}>
        {name}
      </SidebarLink>
      <SidebarButton
        icon={<Icon icon={LogOutIcon} />}
        isPending={logout.isPending}
        onPress={() => logout.mutate({})}
      >
        Log out
      </SidebarButton>
    </Stack>
  );
}

/**
 * The frame of every signed-in screen: the sidebar with the organization, the dashboard menu, the menus of the
 * user's role and the user's own entry, beside the routed page (or `children`, e.g. the not-found page). As it
 * opens it starts the reads of the screens preloaded by id (`preloadAddress`).
 */
export default function SignedInLayout({ children }: { children?: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const profile = useQuery(profileQueryOptions(api));
  // The screen's own reads start now, alongside the profile's, not once the profile has arrived.
  useEffect(() => preloadAddress(pathname, { queryClient, api }), [pathname, queryClient, api]);

  if (profile.isPending) {
    return (
      <main className={layout.centredPage}>
        <Spinner size="large" aria-label="Loading your profile" />
      </main>
    );
  }
  if (profile.isError) {
    return (
      <main className={layout.messagePage}>
        <Text role="alert">
          An error occurred: {getErrorMessage(profile.error, 'Failed to load your profile')}
        </Text>
      </main>
    );
  }

  const user = profile.data;
  return (
    <SidebarProvider>
      <Sidebar
        aria-label="Main navigation"
        header={
          <SidebarTitle
            title={user.organizationName ?? 'Waybill'}
            image={user.organizationImage ?? undefined}
          />
        }
        footer={<SidebarFooter profile={user} />}
      >
        <SidebarMenu entries={dashboardMenu} />
        <SidebarMenu entries={administrationMenuFor(user)} />
      </Sidebar>
      <SidebarInset>
        <div className={styles.topBar}>
          <SidebarTrigger />
        </div>
        {children ?? <Outlet />}
      </SidebarInset>
    </SidebarProvider>
  );
}
