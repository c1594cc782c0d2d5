import { useLocation } from 'react-router';
import { Icon, SidebarGroup, SidebarLink } from '@waybill/ui';
import type { NavigationEntry } from '../../lib/navigation';

/** The localStorage entry remembering which menu groups are open, by title. */
export const MENU_STORAGE_KEY = 'dashboard-nav-storage';

/** Whether the entry is, or holds, a link to `pathname`. */
const leadsTo = (entry: NavigationEntry, pathname: string): boolean =>
  entry.kind === 'link'
    ? entry.href === pathname
    : entry.href === pathname || entry.entries.some((inner) => leadsTo(inner, pathname));

/**
 * Renders navigation entries as sidebar groups and links with their icons (alone in the collapsed sidebar),
 * marking the link of the current address.
 */
export function SidebarMenu({ entries }: { entries: NavigationEntry[] }) {
  const { pathname } = useLocation();
  return entries.map((entry) =>
    entry.kind === 'link' ? (
      <SidebarLink
        key={`${entry.label} ${entry.href}`}
        href={entry.href}
        icon={<Icon icon={entry.icon} />}
        isCurrent={entry.href === pathname}
      >
        {entry.label}
      </SidebarLink>
    ) : (
      <SidebarGroup
        key={entry.title}
        title={entry.title}
        icon={<Icon icon={entry.icon} />}
        href={entry.href}
        storageKey={MENU_STORAGE_KEY}
        defaultOpen={leadsTo(entry, pathname)}
      >
        <SidebarMenu entries={entry.entries} />
      </SidebarGroup>
    ),
  );
}
