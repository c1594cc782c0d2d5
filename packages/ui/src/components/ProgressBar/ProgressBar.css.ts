import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralSoft,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent,
  },
  variants: {
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.4s ease-in-out infinite`,
        '@media': {
          '(prefers-reduced-motion: reduce)': { animationDuration: '4.2s' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { indeterminate: false },
});
