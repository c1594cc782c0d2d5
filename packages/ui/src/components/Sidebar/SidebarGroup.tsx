import { useState, type ReactNode } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { SIDEBAR_TOOLTIP_DELAY } from './Sidebar';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import { readGroupOpen, writeGroupOpen } from './sidebar-storage';
import { SidebarIcon, SidebarLink } from './SidebarLink';
import { useIsIconOnly } from './SidebarProvider';
import * as styles from './SidebarGroup.css';

export interface SidebarGroupProps {
  /** The group's title; also the key of its remembered open state. */
  title: string;
  /** Makes the title a link to the group's parent page; a separate button then opens the group. */
  href?: string;
  /** Shown before the title, and alone when the sidebar is collapsed. */
  icon?: ReactNode;
  /** Local storage key of the JSON object `{[title]: isOpen}` shared by the groups of one menu. */
  storageKey: string;
  /**
   * Whether the group starts open before the user ever toggled it.
   * @default false
   */
  defaultOpen?: boolean;
  /** The group's `SidebarLink`s (or nested groups). */
  children: ReactNode;
}

function Chevron({ isOpen, className }: { isOpen: boolean; className: string }) {
  return (
    <svg
      className={className}
      data-open={isOpen || undefined}
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      aria-hidden="true"
    >
      <path d="M4.5 2.5 8 6l-3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A collapsible group of sidebar links whose open state is remembered per title in local storage.
 * With `href`, the title is a link to the group's parent page and a separate button toggles the group.
 */
export function SidebarGroup({
  title,
  href,
  icon,
  storageKey,
  defaultOpen = false,
  children,
}: SidebarGroupProps) {
  const [isOpen, setOpen] = useState(() => readGroupOpen(storageKey, title) ?? defaultOpen);
  const isIconOnly = useIsIconOnly();
  const onExpandedChange = (next: boolean) => {
    setOpen(next);
    writeGroupOpen(storageKey, title, next);
  };

  // The title button keeps one element tree in both modes (the tooltip is only disabled when expanded):
  // swapping wrappers would remount it when a press on the collapsed sidebar expands it, losing the press.
  return (
    <Disclosure isExpanded={isOpen} onExpandedChange={onExpandedChange} className={styles.group}>
      <div className={styles.header}>
        {href ? (
          <>
            <SidebarLink href={href} icon={icon}>
              {title}
            </SidebarLink>
            <RACButton slot="trigger" aria-label={`Toggle ${title}`} className={styles.disclosureButton}>
              <Chevron isOpen={isOpen} className={styles.disclosureChevron} />
            </RACButton>
          </>
        ) : (
          <TooltipTrigger delay={SIDEBAR_TOOLTIP_DELAY} isDisabled={!isIconOnly}>
            <RACButton slot="trigger" className={styles.trigger}>
              <SidebarIcon icon={icon} label={title} />
              <span className={isIconOnly ? visuallyHidden : styles.title}>{title}</span>
              <Chevron isOpen={isOpen} className={styles.chevron} />
            </RACButton>
            <Tooltip placement="end">{title}</Tooltip>
          </TooltipTrigger>
        )}
      </div>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
