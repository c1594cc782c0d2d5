import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-2px)' }, to: { opacity: 1 } });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(480px, calc(100vw - 16px))',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${appear} 120ms ease-out` },
  },
});

export const dialog = style({
  padding: vars.space.medium,
  outline: 'none',
});
