import { Button } from '../Button/Button';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** What failed, e.g. 'An error occurred while fetching organizations.'. */
  message: string;
  /** Loads again; when absent no Retry button is shown. */
  onRetry?: () => void;
  /** Whether the retry is running: the button shows a spinner and ignores presses. */
  isRetrying?: boolean;
  /**
   * Label of the retry button.
   * @default 'Retry'
   */
  retryLabel?: string;
}

/** Shown in place of content that failed to load, with a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <div className={styles.errorState}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
