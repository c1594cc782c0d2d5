import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export type LinkProps = RACLinkProps;

/**
 * A text link. Client-side navigation works once the app wraps its tree in RAC's `RouterProvider`.
 */
export function Link(props: LinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.link, className].filter(Boolean).join(' '),
      )}
    />
  );
}
