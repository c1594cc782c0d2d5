import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Align, type Space } from '../../styles/sprinkles.css';

export interface StackProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  children?: ReactNode;
  /**
   * Space between the children, a theme spacing step.
   * @default 'medium'
   */
  gap?: Space;
  /**
   * Horizontal alignment of the children.
   * @default 'stretch'
   */
  align?: Align;
  /** Extra class names, for page layout only. */
  className?: string;
}

/** Lays children out vertically with a theme-controlled gap. */
export function Stack({ gap = 'medium', align = 'stretch', className, children, ...rest }: StackProps) {
  const layout = sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: align });
  return (
    <div {...rest} className={className ? `${layout} ${className}` : layout}>
      {children}
    </div>
  );
}
