import type { ReactNode } from 'react';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { avatarFallback } from '../Avatar/Avatar';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { SIDEBAR_TOOLTIP_DELAY } from './Sidebar';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import { useIsIconOnly, useSidebar } from './SidebarProvider';
import * as styles from './SidebarLink.css';

/**
 * An item's icon; in the collapsed sidebar an item without one shows the first letters of its label.
 */
export function SidebarIcon({ icon, label }: { icon?: ReactNode; label: ReactNode }) {
  const isIconOnly = useIsIconOnly();
  if (!icon && !isIconOnly) return null;
  return (
    <span className={styles.icon} aria-hidden="true">
      {icon ?? (typeof label === 'string' ? avatarFallback(label, 'letters') : null)}
    </span>
  );
}

export interface SidebarLinkProps extends Omit<RACLinkProps, 'children'> {
  /** The label. */
  children: ReactNode;
  /** Shown before the label, and alone when the sidebar is collapsed; without it, initials show. */
  icon?: ReactNode;
  /** Marks the link to the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
}

/**
 * A sidebar entry. Collapsed, it shows its icon alone and its label in a tooltip. It navigates through
 * the app's RAC `RouterProvider`; on narrow screens it also closes the sheet.
 */
export function SidebarLink({ icon, isCurrent, children, className, onPress, ...props }: SidebarLinkProps) {
  const isIconOnly = useIsIconOnly();
  const { isMobile, setSheetOpen } = useSidebar();
  const link = (
    <RACLink
      {...props}
      aria-current={isCurrent ? 'page' : undefined}
      onPress={(event) => {
        onPress?.(event);
        if (isMobile) setSheetOpen(false);
      }}
      className={composeRenderProps(className, (resolved) =>
        [styles.link, resolved].filter(Boolean).join(' '),
      )}
    >
      <SidebarIcon icon={icon} label={children} />
      <span className={isIconOnly ? visuallyHidden : styles.label}>{children}</span>
    </RACLink>
  );
  // Always wrapped, with the tooltip disabled when expanded: a stable tree keeps focus and presses across modes.
  return (
    <TooltipTrigger delay={SIDEBAR_TOOLTIP_DELAY} isDisabled={!isIconOnly}>
      {link}
      <Tooltip placement="end">{children}</Tooltip>
    </TooltipTrigger>
  );
}
