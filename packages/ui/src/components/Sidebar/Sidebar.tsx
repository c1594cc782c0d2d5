import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { useSidebar } from './SidebarProvider';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import * as styles from './Sidebar.css';

/** The sidebar shows its tooltips at once: the labels are hidden while it is collapsed. */
export const SIDEBAR_TOOLTIP_DELAY = 0;

export interface SidebarProps {
  /** Top of the sidebar: usually a `SidebarTitle` and a `SidebarTrigger`. */
  header?: ReactNode;
  /** Bottom of the sidebar, e.g. the signed-in user's link. */
  footer?: ReactNode;
  /** `SidebarGroup`s and `SidebarLink`s. */
  children: ReactNode;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Sidebar'
   */
  'aria-label'?: string;
}

/**
 * The left navigation, inside a `SidebarProvider`: 24rem wide expanded, 3rem (icons only) collapsed,
 * and an 18rem off-canvas sheet below 768 px that closes on Escape or a press outside it.
 */
export function Sidebar({ header, footer, children, 'aria-label': ariaLabel = 'Sidebar' }: SidebarProps) {
  const { isExpanded, setExpanded, isFrozen, isMobile, isSheetOpen, setSheetOpen } = useSidebar();
  const navigation = (
    <nav aria-label={ariaLabel} className={styles.nav}>
      {header && <div className={styles.header}>{header}</div>}
      <div className={styles.content}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </nav>
  );

  if (isMobile) {
    return (
      <ModalOverlay
        isOpen={isSheetOpen}
        onOpenChange={setSheetOpen}
        isDismissable
        className={styles.sheetOverlay}
      >
        <Modal className={styles.sheet}>
          <Dialog aria-label={ariaLabel} className={styles.sheetDialog}>
            {navigation}
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }

  return (
    <div
      className={styles.sidebar}
      data-collapsed={!isExpanded || undefined}
      data-frozen={isFrozen || undefined}
      onMouseLeave={() => {
        if (isExpanded && !isFrozen) setExpanded(false);
      }}
    >
      {navigation}
    </div>
  );
}

export interface SidebarTitleProps {
  /** The organization's name. */
  title: string;
  /** Address of the organization's logo; its first two letters show without one. */
  image?: string;
  /**
   * Longer names are cut to this many characters followed by '...'.
   * @default 20
   */
  maxLength?: number;
}

/** Cuts `text` to `maxLength` characters, marking the cut with '...'. */
export function truncateTitle(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

/**
 * The organization shown in the sidebar's header: logo and name cut to 20 characters. The full name
 * stays available to assistive technology and as the pointer's tooltip.
 */
export function SidebarTitle({ title, image, maxLength = 20 }: SidebarTitleProps) {
  const shown = truncateTitle(title, maxLength);
  return (
    <div className={styles.title} title={shown === title ? undefined : title}>
      <span aria-hidden="true">
        <Avatar name={title} src={image} size="small" shape="square" fallback="letters" />
      </span>
      <span className={styles.titleText} aria-hidden="true">
        {shown}
      </span>
      <span className={visuallyHidden}>{title}</span>
    </div>
  );
}

function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M9 3h6l-1 6 4 4H6l4-4-1-6zM12 13v8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Freezes the sidebar open (or unfreezes it) on wide screens; opens and closes the sheet on narrow
 * ones.
 */
export function SidebarTrigger() {
  const { isFrozen, setFrozen, isMobile, isSheetOpen, setSheetOpen } = useSidebar();
  if (isMobile) {
    const label = isSheetOpen ? 'Close sidebar' : 'Open sidebar';
    return (
      <Button
        variant="ghost"
        size="small"
        aria-label={label}
        aria-expanded={isSheetOpen}
        onPress={() => setSheetOpen(!isSheetOpen)}
      >
        <MenuIcon />
      </Button>
    );
  }
  const label = isFrozen ? 'Unfreeze sidebar' : 'Freeze sidebar';
  return (
    <TooltipTrigger delay={SIDEBAR_TOOLTIP_DELAY}>
      <Button
        variant={isFrozen ? 'secondary' : 'ghost'}
        size="small"
        aria-label={label}
        aria-pressed={isFrozen}
        onPress={() => setFrozen(!isFrozen)}
      >
        <PinIcon />
      </Button>
      <Tooltip placement="end">{label}</Tooltip>
    </TooltipTrigger>
  );
}

/** The routed page beside the sidebar: the document's `<main>` landmark. */
export function SidebarInset({ children }: { children: ReactNode }) {
  return <main className={styles.inset}>{children}</main>;
}
