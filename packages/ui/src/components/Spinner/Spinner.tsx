import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import * as styles from './Spinner.css';

/** Spinner sizes, relative to the surrounding font size. */
export const SPINNER_SIZES = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  'isIndeterminate' | 'value' | 'children' | 'className'
> {
  /**
   * Size of the spinner.
   * @default 'small'
   */
  size?: SpinnerSize;
  /**
   * What is loading, announced to assistive technology.
   * @default 'Loading'
   */
  'aria-label'?: string;
}

/** An indeterminate progress indicator (`role="progressbar"`) that spins. */
export function Spinner({ size = 'small', 'aria-label': ariaLabel = 'Loading', ...props }: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={ariaLabel}
      isIndeterminate
      className={styles.spinner({ size })}
      data-size={size}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path className={styles.arc} d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" />
      </svg>
    </ProgressBar>
  );
}

/** A centred large spinner for a region whose content is loading. */
export function LoadingBlock({ 'aria-label': ariaLabel = 'Loading' }: { 'aria-label'?: string }) {
  return (
    <div className={styles.block}>
      <Spinner size="large" aria-label={ariaLabel} />
    </div>
  );
}
