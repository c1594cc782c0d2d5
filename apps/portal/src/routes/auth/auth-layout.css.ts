import { style } from '@vanilla-extract/css';

export const panel = style({
  width: '100%',
  maxWidth: '26rem',
});
