import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { EyeIcon, EyeOffIcon } from '../Icon/icons';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import * as styles from './SecretText.css';

/** How many bullets stand for a hidden value, whatever its length, so the mask does not tell the length. */
export const SECRET_MASK_LENGTH = 8;

export interface SecretTextProps {
  /** The secret, e.g. a stored password. */
  value: string;
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
}

/** A secret shown as bullets, with a toggle that shows and hides the real value. */
export function SecretText({ value, revealLabel = 'Show password', hiddenText = 'Hidden' }: SecretTextProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <span className={styles.secret}>
      {isRevealed ? (
        <span className={styles.value}>{value}</span>
      ) : (
        <span className={styles.value}>
          <span aria-hidden="true">{'•'.repeat(SECRET_MASK_LENGTH)}</span>
          <span className={visuallyHidden}>{hiddenText}</span>
        </span>
      )}
      <ToggleButton
        aria-label={revealLabel}
        isSelected={isRevealed}
        onChange={setRevealed}
        className={styles.toggle}
      >
        <Icon icon={isRevealed ? EyeOffIcon : EyeIcon} size="small" />
      </ToggleButton>
    </span>
  );
}
