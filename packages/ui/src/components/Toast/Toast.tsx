import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import * as styles from './Toast.css';

/** The tones a toast can take. */
export const TOAST_VARIANTS = ['default', 'success', 'destructive'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** What a toast says. */
export interface ToastContent {
  /** Bold first line. A destructive toast without one is titled 'Error'. */
  title?: string;
  /** Detail under the title. */
  description?: string;
  /**
   * Tone of the toast.
   * @default 'default'
   */
  variant?: ToastVariant;
}

export interface ToastOptions {
  /**
   * Milliseconds before the toast closes by itself; it waits while hovered or focused.
   * @default 5000
   */
  timeout?: number;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** How long a toast stays on screen unless told otherwise. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/** The key that moves focus to the visible toast. */
export const TOAST_HOTKEY = 'F8';

/** The application-wide queue behind `toast()`. Only one toast is visible at a time; the rest wait. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/**
 * Shows a toast. A plain string becomes the title. Returns a key for `toastQueue.close(key)`.
 */
export function toast(content: ToastContent | string, options: ToastOptions = {}): string {
  const normalized = typeof content === 'string' ? { title: content } : content;
  const title = normalized.title ?? (normalized.variant === 'destructive' ? 'Error' : undefined);
  return toastQueue.add({ ...normalized, title }, { timeout: DEFAULT_TOAST_TIMEOUT, ...options });
}

// The regions mounted per queue, oldest first. Only the oldest renders: an app shell and a story
// preview may both mount a region, and two regions would show every toast twice.
const mountedRegions = new WeakMap<RACToastQueue<ToastContent>, symbol[]>();
const regionListeners = new Set<() => void>();

function subscribeToRegions(listener: () => void) {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

function useIsActiveRegion(queue: RACToastQueue<ToastContent>): boolean {
  const [id] = useState(() => Symbol('ToastRegion'));
  useLayoutEffect(() => {
    mountedRegions.set(queue, [...(mountedRegions.get(queue) ?? []), id]);
    regionListeners.forEach((listener) => listener());
    return () => {
      mountedRegions.set(
        queue,
        (mountedRegions.get(queue) ?? []).filter((mounted) => mounted !== id),
      );
      regionListeners.forEach((listener) => listener());
    };
  }, [queue, id]);
  return useSyncExternalStore(
    subscribeToRegions,
    () => mountedRegions.get(queue)?.[0] === id,
    () => false,
  );
}

export interface ToastRegionProps {
  /**
   * The queue to show; tests and stories may pass their own.
   * @default toastQueue
   */
  queue?: RACToastQueue<ToastContent>;
}

/**
 * The on-screen area where toasts appear. Render it once near the root of the application.
 * F8 moves focus to the visible toast so keyboard users can read or dismiss it. Further regions on the
 * same queue render nothing while the first one is mounted.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const isActive = useIsActiveRegion(queue);

  useEffect(() => {
    function focusOnHotkey(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY) return;
      const firstToast = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!firstToast) return;
      event.preventDefault();
      firstToast.focus();
    }
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);

  if (!isActive) return null;

  return (
    <RACToastRegion ref={regionRef} queue={queue} className={styles.region}>
      {({ toast: queued }) => {
        const variant = queued.content.variant ?? 'default';
        return (
          <RACToast toast={queued} className={styles.toast({ variant })} data-variant={variant}>
            <RACToastContent className={styles.content}>
              {queued.content.title && (
                <Text slot="title" className={styles.title}>
                  {queued.content.title}
                </Text>
              )}
              {queued.content.description && (
                <Text slot="description" className={styles.description}>
                  {queued.content.description}
                </Text>
              )}
            </RACToastContent>
            <RACButton slot="close" aria-label="Close" className={styles.close}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RACButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
