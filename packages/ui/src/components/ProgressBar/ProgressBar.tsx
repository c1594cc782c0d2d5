import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  RACProgressBarProps,
  'children' | 'className' | 'style' | 'formatOptions'
> {
  /** What advances, shown above the bar and naming it, e.g. 'Rows read'. */
  label: string;
  /** How far it got, from `minValue` to `maxValue`; left out while `isIndeterminate`. */
  value?: number;
  /**
   * The figure beside the label, already formatted, e.g. '402 of 1,206 rows'; also what assistive technology
   * announces. Without it, the percentage.
   */
  valueLabel?: string;
  /**
   * How far it got is unknown: the bar moves without a figure.
   * @default false
   */
  isIndeterminate?: boolean;
}

/**
 * A determinate progress bar (`role="progressbar"`) with its label and figure, for work that reports how far
 * it got, such as the rows of a file read so far. For a wait of unknown length use `Spinner`.
 */
export function ProgressBar({ label, valueLabel, isIndeterminate = false, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      valueLabel={valueLabel}
      isIndeterminate={isIndeterminate}
      className={styles.progressBar}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {!isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill({ indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
