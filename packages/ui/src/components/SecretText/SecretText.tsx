import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { EyeIcon, EyeOffIcon } from '../Icon/icons';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import * as styles from './SecretText.css';

/** How many bullets stand for a hidden value, whatever its length, so the mask does not tell the length. */
export const SECRET_MASK_LENGTH = 8;

export interface SecretTextProps {
  /** The secret, e.g. a stored password; may be left out until it is revealed (controlled use). */
  value?: string;
  /**
   * Names the show/hide toggle (its pressed state says whether the value shows), e.g. 'Show password for
   * fedex'.
   * @default 'Show password'
   */
  revealLabel?: string;
  /**
   * Read by screen readers while the value is hidden.
   * @default 'Hidden'
   */
  hiddenText?: string;
  /** Whether the value shows (controlled); without it the toggle keeps its own state. */
  isRevealed?: boolean;
  /** Called when the toggle is pressed, with the state asked for. */
  onRevealedChange?: (isRevealed: boolean) => void;
  /** While the value is being fetched: the mask stays and the toggle spins and cannot be pressed. */
  isPending?: boolean;
}

/**
 * A secret shown as bullets, with a toggle that shows and hides the real value. Controlled (`isRevealed`,
 * `onRevealedChange`, `isPending`), it lets the caller fetch the value only when asked to show it.
 */
export function SecretText({
  value,
  revealLabel = 'Show password',
  hiddenText = 'Hidden',
  isRevealed: revealedProp,
  onRevealedChange,
  isPending = false,
}: SecretTextProps) {
  const [revealedState, setRevealedState] = useState(false);
  const isRevealed = revealedProp ?? revealedState;
  const setRevealed = (next: boolean) => {
    if (revealedProp === undefined) setRevealedState(next);
    onRevealedChange?.(next);
  };
  const shown = isRevealed && !isPending && value !== undefined;
  return (
    <span className={styles.secret} aria-busy={isPending || undefined}>
      {shown ? (
        <span className={styles.value}>{value}</span>
      ) : (
        <span className={styles.value}>
          <span aria-hidden="true">{'•'.repeat(SECRET_MASK_LENGTH)}</span>
          <span className={visuallyHidden}>{hiddenText}</span>
        </span>
      )}
      <ToggleButton
        aria-label={revealLabel}
        isSelected={shown}
        isDisabled={isPending}
        onChange={setRevealed}
        className={styles.toggle}
      >
        {isPending ? <Spinner size="small" /> : <Icon icon={shown ? EyeOffIcon : EyeIcon} size="small" />}
      </ToggleButton>
    </span>
  );
}
