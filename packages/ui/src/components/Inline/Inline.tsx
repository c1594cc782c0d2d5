import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Align, type Justify, type Space } from '../../styles/sprinkles.css';

export interface InlineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  children?: ReactNode;
  /**
   * Space between the children, a theme spacing step.
   * @default 'small'
   */
  gap?: Space;
  /**
   * Vertical alignment of the children.
   * @default 'center'
   */
  align?: Align;
  /**
   * Distribution of the children along the row.
   * @default 'start'
   */
  justify?: Justify;
  /**
   * Whether children wrap onto new rows when the row is full.
   * @default true
   */
  wrap?: boolean;
  /** Extra class names, for page layout only. */
  className?: string;
}

/** Lays children out in a row with a theme-controlled gap. */
export function Inline({
  gap = 'small',
  align = 'center',
  justify = 'start',
  wrap = true,
  className,
  children,
  ...rest
}: InlineProps) {
  const layout = sprinkles({
    display: 'flex',
    flexDirection: 'row',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap,
    alignItems: align,
    justifyContent: justify,
  });
  return (
    <div {...rest} className={className ? `${layout} ${className}` : layout}>
      {children}
    </div>
  );
}
