import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** The visual weights a button can take. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'destructive', 'ghost'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Button heights, bound to the theme's control sizes. */
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual weight: `primary` for the main action, `destructive` for irreversible ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding.
   * @default 'medium'
   */
  size?: ButtonSize;
}

/**
 * A button. With `isPending` it shows a spinner, ignores presses and keeps its label and focus, so
 * screen readers still know what it is.
 */
export function Button({ variant = 'primary', size = 'medium', ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      className={composeRenderProps(props.className, (className) =>
        [styles.button({ variant, size }), className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {isPending && <Spinner />}
          {children}
        </>
      ))}
    </RACButton>
  );
}
