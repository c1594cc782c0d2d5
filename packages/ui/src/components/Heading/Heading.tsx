import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import * as styles from './Heading.css';

/** Heading sizes, independent of the document level. */
export const HEADING_SIZES = ['small', 'medium', 'large'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

export interface HeadingProps extends Omit<RACHeadingProps, 'className'> {
  /**
   * Visual size; choose `level` for the document outline and `size` for looks.
   * @default 'medium'
   */
  size?: HeadingSize;
  /** Extra class names, for page layout only. */
  className?: string;
}

/** A section heading (`h1`–`h6` by `level`, default `h3`). Inside a Dialog it becomes the dialog's title. */
export function Heading({ size = 'medium', className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      data-size={size}
      className={[styles.heading({ size }), className].filter(Boolean).join(' ')}
    />
  );
}
