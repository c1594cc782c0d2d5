import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';
import * as styles from './LinkButton.css';

export interface LinkButtonProps extends RACLinkProps {
  /**
   * Visual weight, as on Button.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding, as on Button.
   * @default 'medium'
   */
  size?: ButtonSize;
}

/**
 * A link that looks like a button: for actions that go to an address, such as opening a document in a
 * new tab (`target="_blank"`), so the browser's link features (open in new window, copy address) work.
 */
export function LinkButton({ variant = 'secondary', size = 'medium', ...props }: LinkButtonProps) {
  return (
    <RACLink
      // A new tab must not get a handle on this page.
      rel={props.target === '_blank' ? 'noopener noreferrer' : undefined}
      {...props}
      data-variant={variant}
      className={composeRenderProps(props.className, (className) =>
        [button({ variant, size }), styles.link, className].filter(Boolean).join(' '),
      )}
    />
  );
}
