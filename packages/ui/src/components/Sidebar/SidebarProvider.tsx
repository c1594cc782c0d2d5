import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readExpandedCookie, readFrozen, writeExpandedCookie, writeFrozen } from './sidebar-storage';
import * as styles from './SidebarProvider.css';

/** Below this viewport width, in pixels, the sidebar becomes an off-canvas sheet. */
export const SIDEBAR_MOBILE_BREAKPOINT = 768;

/** A pointer this close to the left edge of the viewport, in pixels, opens the sidebar. */
export const SIDEBAR_EDGE_HOVER_DISTANCE = 10;

/** Keyboard shortcut letter: Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export const SIDEBAR_SHORTCUT_KEY = 'b';

export interface SidebarState {
  /** Whether the desktop sidebar shows labels (24rem) rather than icons only (3rem). */
  isExpanded: boolean;
  /** Expands or collapses the desktop sidebar, remembering the choice in the state cookie. */
  setExpanded: (isExpanded: boolean) => void;
  /** Toggles the sheet on narrow screens, expanded/collapsed otherwise (what Ctrl/Cmd+B does). */
  toggle: () => void;
  /** Whether the sidebar stays open when the pointer leaves it, and opens on load. */
  isFrozen: boolean;
  /** Sets and persists the frozen flag; freezing also expands the sidebar. */
  setFrozen: (isFrozen: boolean) => void;
  /** Whether the viewport is narrower than 768 px, where the sidebar is an off-canvas sheet. */
  isMobile: boolean;
  /** Whether the off-canvas sheet is open (narrow screens only). */
  isSheetOpen: boolean;
  setSheetOpen: (isOpen: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/** The sidebar's state; call it below a `SidebarProvider`. */
export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used within a SidebarProvider.');
  return state;
}

const mobileQuery = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 1}px)`;

function subscribeToViewport(onChange: () => void) {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToViewport,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

export interface SidebarProviderProps {
  /** The `Sidebar` and the `SidebarInset` beside it. */
  children: ReactNode;
  /**
   * Local storage key of the frozen flag.
   * @default 'sidebar-frozen'
   */
  frozenStorageKey?: string;
  /**
   * Cookie that remembers expanded/collapsed for 7 days.
   * @default 'sidebar-state'
   */
  stateCookieName?: string;
}

/**
 * Holds the sidebar's state and lays out the sidebar and the page beside it. The sidebar opens when
 * the pointer nears the left edge and closes when it leaves, unless frozen; Ctrl/Cmd+B toggles it.
 */
export function SidebarProvider({
  children,
  frozenStorageKey = 'sidebar-frozen',
  stateCookieName = 'sidebar-state',
}: SidebarProviderProps) {
  const [isFrozen, setFrozenState] = useState(() => readFrozen(frozenStorageKey));
  const [isExpanded, setExpandedState] = useState(
    () => isFrozen || (readExpandedCookie(stateCookieName) ?? false),
  );
  const [isSheetOpen, setSheetOpen] = useState(false);
  const isMobile = useIsMobile();

  const setExpanded = useCallback(
    (next: boolean) => {
      setExpandedState(next);
      writeExpandedCookie(stateCookieName, next);
    },
    [stateCookieName],
  );

  const setFrozen = useCallback(
    (next: boolean) => {
      setFrozenState(next);
      writeFrozen(frozenStorageKey, next);
      if (next) setExpanded(true);
    },
    [frozenStorageKey, setExpanded],
  );

  const toggle = useCallback(() => {
    if (isMobile) setSheetOpen((open) => !open);
    else setExpanded(!isExpanded);
  }, [isExpanded, isMobile, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY) {
        // Browsers bind Ctrl/Cmd+B to bookmarks; the sidebar claims it while it is on the page.
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Only a collapsed desktop sidebar listens to the pointer: there is nothing to open otherwise.
  useEffect(() => {
    if (isMobile || isExpanded) return;
    const onMouseMove = (event: MouseEvent) => {
      if (event.clientX <= SIDEBAR_EDGE_HOVER_DISTANCE) setExpanded(true);
    };
    document.addEventListener('mousemove', onMouseMove);
    return () => document.removeEventListener('mousemove', onMouseMove);
  }, [isExpanded, isMobile, setExpanded]);

  const state = useMemo<SidebarState>(
    () => ({
      isExpanded,
      setExpanded,
      toggle,
      isFrozen,
      setFrozen,
      isMobile,
      isSheetOpen,
      setSheetOpen,
    }),
    [isExpanded, setExpanded, toggle, isFrozen, setFrozen, isMobile, isSheetOpen],
  );

  return (
    <SidebarContext.Provider value={state}>
      <div
        className={styles.wrapper}
        data-state={isExpanded ? 'expanded' : 'collapsed'}
        data-frozen={isFrozen || undefined}
        data-mobile={isMobile || undefined}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** Whether sidebar items show their icon alone: the desktop sidebar, collapsed. */
export function useIsIconOnly(): boolean {
  const { isExpanded, isMobile } = useSidebar();
  return !isMobile && !isExpanded;
}
