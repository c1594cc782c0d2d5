import type { ReactNode } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { SIDEBAR_TOOLTIP_DELAY } from './Sidebar';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import { SidebarIcon } from './SidebarLink';
import { useIsIconOnly } from './SidebarProvider';
import * as styles from './SidebarButton.css';

export interface SidebarButtonProps extends Omit<RACButtonProps, 'children'> {
  /** The label; also the button's accessible name when the sidebar is collapsed. */
  children: ReactNode;
  /** Shown before the label, and alone when the sidebar is collapsed; without it, initials show. */
  icon?: ReactNode;
}

/**
 * A sidebar entry that runs an action (e.g. logging out) instead of navigating. Collapsed, it shows its
 * icon alone and its label in a tooltip, like `SidebarLink`.
 */
export function SidebarButton({ icon, children, className, ...props }: SidebarButtonProps) {
  const isIconOnly = useIsIconOnly();
  return (
    <TooltipTrigger delay={SIDEBAR_TOOLTIP_DELAY} isDisabled={!isIconOnly}>
      <RACButton
        {...props}
        className={composeRenderProps(className, (resolved) =>
          [styles.button, resolved].filter(Boolean).join(' '),
        )}
      >
        <SidebarIcon icon={icon} label={children} />
        <span className={isIconOnly ? visuallyHidden : styles.label}>{children}</span>
      </RACButton>
      <Tooltip placement="end">{children}</Tooltip>
    </TooltipTrigger>
  );
}
