import type { ReactNode } from 'react';
import * as styles from './Badge.css';

/** Badge tones, by meaning. */
export const BADGE_TONES = ['neutral', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps {
  /** The short status text, e.g. 'Not Verified'. */
  children: ReactNode;
  /**
   * Colour by meaning.
   * @default 'neutral'
   */
  tone?: BadgeTone;
}

/** A small status label. The text carries the meaning; the colour only supports it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-tone={tone}>
      {children}
    </span>
  );
}
