import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

/** Inner padding steps of a card. */
export const CARD_PADDINGS = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children?: ReactNode;
  /**
   * Inner padding.
   * @default 'large'
   */
  padding?: CardPadding;
  /**
   * Element to render; use `section` with an `aria-labelledby` heading for a named region.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article';
  /** Extra class names, for page layout only. */
  className?: string;
}

/** A raised surface that groups related content. */
export function Card({ padding = 'large', as = 'div', className, ...props }: CardProps) {
  const Element = as;
  return <Element {...props} className={[styles.card({ padding }), className].filter(Boolean).join(' ')} />;
}
