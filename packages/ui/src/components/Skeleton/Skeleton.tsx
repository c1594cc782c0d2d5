import * as styles from './Skeleton.css';

/** Skeleton outlines. */
export const SKELETON_SHAPES = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps {
  /**
   * Outline of the content it stands for.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Width as a CSS length.
   * @default '100%'
   */
  width?: string;
  /** Height as a CSS length; a text line follows the font size. */
  height?: string;
}

/**
 * A placeholder shaped like content that is loading. It is hidden from assistive technology:
 * announce the loading state once on the region (e.g. `aria-busy`) rather than per placeholder.
 */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={styles.skeleton({ shape })}
      style={{ width, height: height ?? (shape === 'circle' ? width : undefined) }}
    />
  );
}
