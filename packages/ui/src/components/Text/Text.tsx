import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

/** Text colours, by meaning. */
export const TEXT_TONES = ['default', 'muted', 'danger', 'success'] as const;
export type TextTone = (typeof TEXT_TONES)[number];

/** Text sizes, bound to the theme's type scale. */
export const TEXT_SIZES = ['xsmall', 'small', 'medium', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_WEIGHTS = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children?: ReactNode;
  /**
   * Colour by meaning.
   * @default 'default'
   */
  tone?: TextTone;
  /** @default 'medium' */
  size?: TextSize;
  /** @default 'regular' */
  weight?: TextWeight;
  /**
   * Element to render: a paragraph, or a span inside other text.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div';
  /** Extra class names, for page layout only. */
  className?: string;
}

/** Body text in the theme's type scale. */
export function Text({
  tone = 'default',
  size = 'medium',
  weight = 'regular',
  as = 'p',
  className,
  ...props
}: TextProps) {
  const Element = as;
  return (
    <Element
      {...props}
      className={[styles.text({ tone, size, weight }), className].filter(Boolean).join(' ')}
    />
  );
}
