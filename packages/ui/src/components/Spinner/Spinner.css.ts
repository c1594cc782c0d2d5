import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      small: { width: '1em', height: '1em' },
      medium: { width: '1.5em', height: '1.5em' },
      large: { width: '2.5em', height: '2.5em' },
    },
  },
  defaultVariants: { size: 'small' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${rotate} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const track = style({ opacity: 0.25 });

export const arc = style({ strokeLinecap: 'round' });

export const block = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.large,
  color: vars.color.accent,
});
